import { describe, expect, it } from 'vitest';
import { aComment } from '../../../tests/support/contractFixtures';
import { moderationToStore, validateCommentUpdate } from './commentUpdate';

// What the client sends: the comment as GET /comments gave it, with mod or is_meta changed, read
// as the JSON object a request body is.
const comment: Record<string, unknown> = {
  ...aComment(3, 1, {
    txt: 'Flere træer på Store Torv',
    pid: 0,
    created: 1_700_000_000_000,
    is_seed: true,
    conversation_id: 'abc123def4',
  }),
};

describe('validateCommentUpdate', () => {
  it('takes the fields it needs from the whole comment', () => {
    expect(validateCommentUpdate(comment)).toEqual({
      ok: true,
      update: { tid: 3, mod: 1, active: true, is_meta: false, velocity: 1 },
    });
  });

  it.each(['tid', 'active', 'mod', 'is_meta', 'velocity'])('requires %s', (field) => {
    const body: Record<string, unknown> = { ...comment };
    delete body[field];
    expect(validateCommentUpdate(body)).toMatchObject({
      ok: false,
      error: `polis_err_param_missing_${field}`,
    });
  });

  it.each([
    ['tid', '3'],
    ['tid', -1],
    ['tid', 1.5],
    ['mod', 7],
    ['mod', '1'],
    ['active', 'true'],
    ['is_meta', 1],
    ['velocity', 'fast'],
    ['velocity', Number.NaN],
  ])('refuses %s = %j', (field, value) => {
    expect(validateCommentUpdate({ ...comment, [field]: value })).toMatchObject({
      ok: false,
      error: `polis_err_param_parse_failed_${field}`,
      message: expect.any(String),
    });
  });
});

describe('moderationToStore', () => {
  const update = { tid: 1, mod: 0 as const, active: false, is_meta: false, velocity: 1 };

  it('activates a flagged comment when it is accepted', () => {
    expect(moderationToStore({ ...update, mod: 1 })).toEqual({
      mod: 1,
      active: true,
      is_meta: false,
    });
  });

  it('keeps the flag when rejecting or marking as meta', () => {
    expect(moderationToStore({ ...update, mod: -1 })).toEqual({
      mod: -1,
      active: false,
      is_meta: false,
    });
    expect(moderationToStore({ ...update, is_meta: true })).toEqual({
      mod: 0,
      active: false,
      is_meta: true,
    });
  });
});
