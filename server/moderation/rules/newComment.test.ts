import { describe, expect, it } from 'vitest';
import {
  checkCommentText,
  initialModeration,
  requestedPid,
  validateNewComment,
} from './newComment';

const moderator = { isModerator: true };
const participant = { isModerator: false };

const SEED_LIMIT = 500;

describe('checkCommentText', () => {
  it('trims and keeps 1 to the conversation’s limit of characters', () => {
    expect(checkCommentText('  Flere bænke på torvet  ', SEED_LIMIT)).toEqual({
      ok: true,
      txt: 'Flere bænke på torvet',
    });
    expect(checkCommentText('x'.repeat(500), SEED_LIMIT)).toMatchObject({ ok: true });
    expect(checkCommentText(` ${'x'.repeat(500)}\n`, SEED_LIMIT)).toMatchObject({ ok: true });
  });

  it.each([
    ['501 characters', 'x'.repeat(501)],
    ['an empty text', ''],
    ['only whitespace', ' \n\t  '],
    ['a number', 42],
    ['an object', { txt: 'x' }],
  ])('refuses %s', (_, value) => {
    expect(checkCommentText(value, SEED_LIMIT)).toMatchObject({
      ok: false,
      error: 'polis_err_param_parse_failed_txt',
      message: expect.stringMatching(
        value === 'x'.repeat(501) ? /for langt: højst 500 tegn/ : /500/,
      ),
    });
  });

  it('says when the text is missing', () => {
    expect(checkCommentText(undefined, SEED_LIMIT)).toMatchObject({
      error: 'polis_err_param_missing_txt',
    });
    expect(checkCommentText(null, SEED_LIMIT)).toMatchObject({
      error: 'polis_err_param_missing_txt',
    });
  });

  it('counts characters, not UTF-16 units, and normalises æøå to one form', () => {
    expect(checkCommentText('🚲'.repeat(500), SEED_LIMIT)).toMatchObject({ ok: true });
    const decomposed = 'A\u030Arhus'; // Å as A + combining ring
    expect(checkCommentText(decomposed, SEED_LIMIT)).toEqual({ ok: true, txt: 'Århus' });
  });

  it('holds each conversation to its own limit and says which', () => {
    expect(checkCommentText('x'.repeat(140), 140)).toMatchObject({ ok: true });
    expect(checkCommentText('x'.repeat(141), 140)).toEqual({
      ok: false,
      error: 'polis_err_param_parse_failed_txt',
      message: 'Udsagnet er for langt: højst 140 tegn i denne samtale (det har 141).',
    });
    expect(checkCommentText('x'.repeat(11), 10)).toMatchObject({ ok: false });
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
        SEED_LIMIT,
      ),
    ).toEqual({ ok: true, request: { txt: 'Flere bænke', isSeed: true, pid: 'own' } });
    expect(validateNewComment({ txt: 'Tekst', pid: 4 }, 140)).toEqual({
      ok: true,
      request: { txt: 'Tekst', isSeed: false, pid: 4 },
    });
  });

  it('names the field it refuses', () => {
    expect(validateNewComment({ txt: '' }, SEED_LIMIT)).toMatchObject({
      error: 'polis_err_param_parse_failed_txt',
    });
    expect(validateNewComment({ txt: 'x', is_seed: 'yes' }, SEED_LIMIT)).toMatchObject({
      error: 'polis_err_param_parse_failed_is_seed',
    });
    expect(validateNewComment({ txt: 'x', pid: 'me' }, SEED_LIMIT)).toMatchObject({
      error: 'polis_err_param_parse_failed_pid',
    });
  });
});
