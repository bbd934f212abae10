// The pure rules of the conversation admin area: permission, settings saving, seed text, response
// text, and the comments-changed bus.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/apiError';
import type { Conversation } from '../../contract/types';
import { canModerateConversation, isPermissionStatus } from './adminPermission';
import { notifyCommentsChanged, subscribeCommentsChanged } from '../effects/commentEvents';
import { responseProblem } from './responseText';
import { canSendSeed, fitsSeedLimit, seedCounterLevel } from './seedText';
import {
  applyEdit,
  intendedValue,
  isTextChange,
  normalizeText,
  settingsPayload,
  settingsValuesOf,
  toggledEdit,
} from './settingsFields';

const META: Conversation = {
  conversation_id: 'abc1234567',
  topic: 'Cykler',
  description: 'Om cykler',
  is_active: true,
  is_draft: false,
  is_anon: true,
  importance_enabled: false,
  vis_type: 0,
  write_type: 1,
  help_type: 1,
  strict_moderation: false,
  help_bgcolor: 'default',
  help_color: '#333',
  bgcolor: null,
  parent_url: null,
  participant_count: 4,
  owner: 1,
  created: 1,
  modified: 2,
  is_owner: false,
  is_mod: false,
  ownername: 'Ida',
};

describe('canModerateConversation', () => {
  it('allows the owner and moderators only', () => {
    expect(canModerateConversation({ ...META, is_owner: true })).toBe(true);
    expect(canModerateConversation({ ...META, is_mod: true })).toBe(true);
    expect(canModerateConversation(META)).toBe(false);
    expect(canModerateConversation(null)).toBe(false);
  });

  it('reads 403 as a refusal', () => {
    expect(isPermissionStatus(403)).toBe(true);
    expect(isPermissionStatus(401)).toBe(false);
    expect(isPermissionStatus(500)).toBe(false);
  });
});

describe('settings fields', () => {
  const values = settingsValuesOf(META);

  it('turns a blank help colour into "default" and keeps other text as typed', () => {
    expect(normalizeText('help_color', '  ')).toBe('default');
    expect(normalizeText('help_bgcolor', ' #fff ')).toBe('#fff');
    expect(normalizeText('topic', '  Cykler  ')).toBe('  Cykler  ');
    expect(normalizeText('description', '')).toBe('');
  });

  it('flips booleans and 0/1 settings', () => {
    expect(toggledEdit('is_active', values)).toEqual({ field: 'is_active', value: false });
    expect(toggledEdit('vis_type', values)).toEqual({ field: 'vis_type', value: 1 });
    expect(toggledEdit('write_type', values)).toEqual({ field: 'write_type', value: 0 });
  });

  it('measures a change against the last queued value, else the confirmed one', () => {
    expect(intendedValue('topic', values, [])).toBe('Cykler');
    const queue = [
      { field: 'topic' as const, value: 'A' },
      { field: 'is_active' as const, value: false },
      { field: 'topic' as const, value: 'B' },
    ];
    expect(intendedValue('topic', values, queue)).toBe('B');
    expect(isTextChange('topic', 'B', values, queue)).toBe(false);
    expect(isTextChange('topic', 'Cykler', values, queue)).toBe(true);
    expect(isTextChange('help_bgcolor', '', values, [])).toBe(false); // '' is 'default'
    expect(isTextChange('help_color', '', values, [])).toBe(true); // '#333' → 'default'
    expect(applyEdit(values, { field: 'topic', value: 'C' }).topic).toBe('C');
  });

  it('PUTs the full metadata plus the changed field, without read-only fields', () => {
    const body = settingsPayload(META, { field: 'strict_moderation', value: true });
    expect(body).toEqual({
      conversation_id: 'abc1234567',
      topic: 'Cykler',
      description: 'Om cykler',
      is_active: true,
      is_draft: false,
      importance_enabled: false,
      vis_type: 0,
      write_type: 1,
      strict_moderation: true,
      help_bgcolor: 'default',
      help_color: '#333',
      bgcolor: null,
      parent_url: null,
      help_type: 1,
      is_anon: true,
    });
  });
});

describe('seed text', () => {
  it('colours the counter: plain up to 480, orange above, red at 500', () => {
    expect(seedCounterLevel(0)).toBe('normal');
    expect(seedCounterLevel(480)).toBe('normal');
    expect(seedCounterLevel(481)).toBe('warning');
    expect(seedCounterLevel(499)).toBe('warning');
    expect(seedCounterLevel(500)).toBe('limit');
  });

  it('holds at most 500 characters and sends no blank text', () => {
    expect(fitsSeedLimit('x'.repeat(500))).toBe(true);
    expect(fitsSeedLimit('x'.repeat(501))).toBe(false);
    expect(canSendSeed('  Et udsagn ')).toBe(true);
    expect(canSendSeed(' \n\t')).toBe(false);
    expect(canSendSeed('')).toBe(false);
    expect(canSendSeed('x'.repeat(501))).toBe(false);
  });
});

describe('responseProblem', () => {
  it("reads Polis's JSON error body", () => {
    const error = new ApiError({
      status: 409,
      statusText: 'Conflict',
      body: '{"error":"polis_err_post_comment_duplicate","message":"Findes allerede.","status":409}',
      polisError: 'polis_err_post_comment_duplicate',
    });
    expect(responseProblem(error)).toEqual({
      status: 409,
      statusText: 'Conflict',
      code: 'polis_err_post_comment_duplicate',
      text: 'Findes allerede.',
    });
  });

  it('keeps a bare error code or short text, and drops HTML pages', () => {
    const bare = new ApiError({
      status: 403,
      statusText: 'Forbidden',
      body: 'polis_err_conversation_is_closed',
    });
    expect(responseProblem(bare)).toMatchObject({
      code: 'polis_err_conversation_is_closed',
      text: 'polis_err_conversation_is_closed',
    });
    const html = new ApiError({ status: 502, statusText: 'Bad Gateway', body: '<html>…</html>' });
    expect(responseProblem(html)).toMatchObject({ code: null, text: '' });
    expect(responseProblem(ApiError.network(new TypeError('x')))).toMatchObject({
      status: 0,
      text: '',
    });
    expect(responseProblem(new Error('boom'))).toMatchObject({ status: 0, text: 'boom' });
  });
});

describe('commentEvents', () => {
  it('tells every subscriber which conversation changed, until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeCommentsChanged(first);
    const stopSecond = subscribeCommentsChanged(second);
    notifyCommentsChanged('abc1234567');
    stopFirst();
    notifyCommentsChanged('xyz7654321');
    stopSecond();
    notifyCommentsChanged('ignored000');
    expect(first.mock.calls).toEqual([['abc1234567']]);
    expect(second.mock.calls).toEqual([['abc1234567'], ['xyz7654321']]);
  });
});
