import { describe, expect, it } from 'vitest';
import {
  commentModerationFor,
  commentModerationStatus,
  makeTopicKey,
  parseLayerParam,
  parseModerationRequest,
  topicStatusFor,
} from './topicModeration';

describe('topic moderation rules', () => {
  it('maps actions to topic statuses and to comment columns', () => {
    expect(topicStatusFor('accept')).toBe('accepted');
    expect(topicStatusFor('reject')).toBe('rejected');
    expect(topicStatusFor('meta')).toBe('meta');
    expect(commentModerationFor('accept')).toEqual({ mod: 1, is_meta: false, activate: true });
    expect(commentModerationFor('reject')).toEqual({ mod: -1, is_meta: false, activate: false });
    expect(commentModerationFor('meta')).toEqual({ mod: 0, is_meta: true, activate: false });
  });

  it('labels a comment: rejected wins, then meta, then accepted, else pending', () => {
    expect(commentModerationStatus(-1, true)).toBe('rejected');
    expect(commentModerationStatus(1, true)).toBe('meta');
    expect(commentModerationStatus(0, true)).toBe('meta');
    expect(commentModerationStatus(1, false)).toBe('accepted');
    expect(commentModerationStatus(0, false)).toBe('pending');
  });

  it('reads a whole-topic request', () => {
    expect(
      parseModerationRequest({ topic_key: 'abc#0#1', action: 'meta', moderator: 'admin' }),
    ).toEqual({
      ok: true,
      value: {
        action: 'meta',
        target: {
          kind: 'topic',
          topicKey: 'abc#0#1',
          // Unreviewed statements only, unless the moderator chose more.
          choices: { flaggedTids: [], includeModerated: false },
        },
      },
    });
    expect(
      parseModerationRequest({
        topic_key: 'abc#0#1',
        action: 'accept',
        include_flagged: [4, '7'],
        include_moderated: true,
      }),
    ).toMatchObject({
      ok: true,
      value: { target: { choices: { flaggedTids: [4, 7], includeModerated: true } } },
    });
    for (const bad of [
      { include_flagged: 'x' },
      { include_flagged: [-1] },
      { include_moderated: 'ja' },
    ]) {
      expect(parseModerationRequest({ topic_key: 'k', action: 'accept', ...bad })).toMatchObject({
        ok: false,
      });
    }
  });

  it('reads a comments request: sorted, de-duplicated, numeric strings tolerated', () => {
    expect(parseModerationRequest({ comment_ids: [5, '2', 5, ' 3 '], action: 'reject' })).toEqual({
      ok: true,
      value: { action: 'reject', target: { kind: 'comments', tids: [2, 3, 5] } },
    });
  });

  it.each([
    [{ comment_ids: [1] }, 'polis_err_param_missing_action'],
    [{ comment_ids: [1], action: 'ACCEPT' }, 'polis_err_param_parse_failed_action'],
    [{ action: 'accept' }, 'polis_err_param_missing_topic_key'],
    [{ action: 'accept', topic_key: '' }, 'polis_err_param_parse_failed_topic_key'],
    [{ action: 'accept', topic_key: 7 }, 'polis_err_param_parse_failed_topic_key'],
    [{ action: 'accept', topic_key: 'x'.repeat(301) }, 'polis_err_param_parse_failed_topic_key'],
    [
      { action: 'accept', topic_key: 'a', comment_ids: [1] },
      'polis_err_param_parse_failed_topic_key',
    ],
    [{ action: 'accept', comment_ids: [] }, 'polis_err_param_parse_failed_comment_ids'],
    [{ action: 'accept', comment_ids: '1,2' }, 'polis_err_param_parse_failed_comment_ids'],
    [{ action: 'accept', comment_ids: [1.5] }, 'polis_err_param_parse_failed_comment_ids'],
    [{ action: 'accept', comment_ids: [-1] }, 'polis_err_param_parse_failed_comment_ids'],
    [{ action: 'accept', comment_ids: [null] }, 'polis_err_param_parse_failed_comment_ids'],
    [
      { action: 'accept', comment_ids: new Array(10_001).fill(1) },
      'polis_err_param_parse_failed_comment_ids',
    ],
  ])('refuses %j', (body, error) => {
    expect(parseModerationRequest(body as Record<string, unknown>)).toMatchObject({
      ok: false,
      error,
    });
  });

  it('reads layer_id: a number, all, or the fallback when absent', () => {
    expect(parseLayerParam('2', 0)).toEqual({ ok: true, value: 2 });
    expect(parseLayerParam('all', 0)).toEqual({ ok: true, value: null });
    expect(parseLayerParam('ALL', 0)).toEqual({ ok: true, value: null });
    expect(parseLayerParam(undefined, 0)).toEqual({ ok: true, value: 0 });
    expect(parseLayerParam('', null)).toEqual({ ok: true, value: null });
    for (const bad of ['-1', '1.5', 'x', '1e3', '9999']) {
      expect(parseLayerParam(bad, 0)).toMatchObject({
        ok: false,
        error: 'polis_err_param_parse_failed_layer_id',
      });
    }
  });

  it('makes keys in upstream form', () => {
    expect(makeTopicKey('abc123defg', 1, 4)).toBe('abc123defg#1#4');
  });
});
