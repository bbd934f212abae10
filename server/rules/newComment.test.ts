import { describe, expect, it } from 'vitest';
import {
  checkCommentText,
  commentTextLimit,
  initialModeration,
  requestedPid,
  validateNewComment,
} from './newComment';

const moderator = { isModerator: true };
const participant = { isModerator: false };

describe('checkCommentText', () => {
  it('trims and keeps 1 to 500 characters from a moderator', () => {
    expect(checkCommentText('  Flere bænke på torvet  ', moderator)).toEqual({
      ok: true,
      txt: 'Flere bænke på torvet',
    });
    expect(checkCommentText('x'.repeat(500), moderator)).toMatchObject({ ok: true });
    expect(checkCommentText(` ${'x'.repeat(500)}\n`, moderator)).toMatchObject({ ok: true });
  });

  it.each([
    ['501 characters', 'x'.repeat(501)],
    ['an empty text', ''],
    ['only whitespace', ' \n\t  '],
    ['a number', 42],
    ['an object', { txt: 'x' }],
  ])('refuses %s', (_, value) => {
    expect(checkCommentText(value, moderator)).toMatchObject({
      ok: false,
      error: 'polis_err_param_parse_failed_txt',
      message: expect.stringMatching(/500/),
    });
  });

  it('says when the text is missing', () => {
    expect(checkCommentText(undefined, moderator)).toMatchObject({
      error: 'polis_err_param_missing_txt',
    });
    expect(checkCommentText(null, moderator)).toMatchObject({
      error: 'polis_err_param_missing_txt',
    });
  });

  it('counts characters, not UTF-16 units, and normalises æøå to one form', () => {
    expect(checkCommentText('🚲'.repeat(500), moderator)).toMatchObject({ ok: true });
    const decomposed = 'A\u030Arhus'; // Å as A + combining ring
    expect(checkCommentText(decomposed, moderator)).toEqual({ ok: true, txt: 'Århus' });
  });

  it('gives participants the shorter participant limit', () => {
    expect(commentTextLimit(participant)).toBe(140);
    expect(checkCommentText('x'.repeat(140), participant)).toMatchObject({ ok: true });
    expect(checkCommentText('x'.repeat(141), participant)).toMatchObject({ ok: false });
  });
});

describe('initialModeration', () => {
  it('publishes a moderator’s seed at once', () => {
    expect(initialModeration(moderator, { isSeed: true })).toEqual({
      mod: 1,
      active: true,
      is_seed: true,
      flag_reasons: null,
    });
    expect(initialModeration(moderator, { isSeed: false })).toMatchObject({ mod: 1 });
  });

  it('leaves anyone else’s statement pending and never a seed', () => {
    expect(initialModeration(participant, { isSeed: true })).toEqual({
      mod: 0,
      active: true,
      is_seed: false,
      flag_reasons: null,
    });
  });
});

describe('requestedPid', () => {
  it('reads -1 or nothing as the caller’s own record', () => {
    expect(requestedPid(-1)).toBe('own');
    expect(requestedPid(undefined)).toBe('own');
    expect(requestedPid(null)).toBe('own');
  });

  it('passes a whole number on and refuses anything else', () => {
    expect(requestedPid(3)).toBe(3);
    for (const bad of [-2, 1.5, '-1', 'x', true]) expect(requestedPid(bad)).toBe('invalid');
  });
});

describe('validateNewComment', () => {
  it('reads the seed form’s body', () => {
    expect(
      validateNewComment(
        { txt: ' Flere bænke ', pid: -1, conversation_id: 'abc123def4', is_seed: true },
        moderator,
      ),
    ).toEqual({ ok: true, request: { txt: 'Flere bænke', isSeed: true, pid: 'own' } });
    expect(validateNewComment({ txt: 'Tekst', pid: 4 }, participant)).toEqual({
      ok: true,
      request: { txt: 'Tekst', isSeed: false, pid: 4 },
    });
  });

  it('names the field it refuses', () => {
    expect(validateNewComment({ txt: '' }, moderator)).toMatchObject({
      error: 'polis_err_param_parse_failed_txt',
    });
    expect(validateNewComment({ txt: 'x', is_seed: 'yes' }, moderator)).toMatchObject({
      error: 'polis_err_param_parse_failed_is_seed',
    });
    expect(validateNewComment({ txt: 'x', pid: 'me' }, moderator)).toMatchObject({
      error: 'polis_err_param_parse_failed_pid',
    });
  });
});
