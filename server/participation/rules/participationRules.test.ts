// The small rules of participation: a vote's body, a report's mod level. (The next statement is
// chosen in SQL: repo/nextComment.test.ts.)
import { describe, expect, it } from 'vitest';
import { inReport, reportModLevel } from '../../reports/rules/reportLevel';
import { validateVoteRequest } from './vote';

describe('validateVoteRequest', () => {
  it('accepts agree -1, disagree 1 and pass 0 on a tid', () => {
    for (const vote of [-1, 0, 1] as const) {
      expect(validateVoteRequest({ tid: 3, vote })).toEqual({
        ok: true,
        tid: 3,
        vote,
        highPriority: false,
      });
    }
  });

  it('reads "important to me" (high_priority) as a boolean, false when left out or null', () => {
    expect(validateVoteRequest({ tid: 3, vote: -1, high_priority: true })).toMatchObject({
      ok: true,
      highPriority: true,
    });
    expect(validateVoteRequest({ tid: 3, vote: -1, high_priority: null })).toMatchObject({
      highPriority: false,
    });
  });

  it.each([
    [{ vote: 1 }, 'polis_err_param_missing_tid'],
    [{ tid: -1, vote: 1 }, 'polis_err_param_parse_failed_tid'],
    [{ tid: 1.5, vote: 1 }, 'polis_err_param_parse_failed_tid'],
    [{ tid: '2', vote: 1 }, 'polis_err_param_parse_failed_tid'],
    [{ tid: 2 }, 'polis_err_param_missing_vote'],
    [{ tid: 2, vote: 2 }, 'polis_err_param_parse_failed_vote'],
    [{ tid: 2, vote: '1' }, 'polis_err_param_parse_failed_vote'],
    [{ tid: 2, vote: true }, 'polis_err_param_parse_failed_vote'],
    [{ tid: 2, vote: 1, high_priority: 'true' }, 'polis_err_param_parse_failed_high_priority'],
    [{ tid: 2, vote: 1, high_priority: 1 }, 'polis_err_param_parse_failed_high_priority'],
  ])('refuses %j with %s', (body, error) => {
    expect(validateVoteRequest(body)).toEqual({ ok: false, error, message: expect.any(String) });
  });
});

describe('report mod level', () => {
  const open = { strict_moderation: false };
  const strict = { strict_moderation: true };

  it('keeps -1, 0 and 1; anything else (the default -2) is what participants could see', () => {
    expect(reportModLevel(-1, strict)).toBe(-1);
    expect(reportModLevel(0, strict)).toBe(0);
    expect(reportModLevel(1, open)).toBe(1);
    expect(reportModLevel(-2, open)).toBe(0);
    expect(reportModLevel(-2, strict)).toBe(1);
    expect(reportModLevel(7, open)).toBe(0);
  });

  it('shows by level, and a flagged statement only once accepted', () => {
    const statements = [
      { mod: -1, active: true },
      { mod: 0, active: true },
      { mod: 1, active: true },
      { mod: 0, active: false },
      { mod: 1, active: false },
      { mod: -1, active: false },
    ] as const;
    const shown = (level: -1 | 0 | 1) => statements.map((s) => inReport(s, level));
    expect(shown(-1)).toEqual([true, true, true, false, true, false]);
    expect(shown(0)).toEqual([false, true, true, false, true, false]);
    expect(shown(1)).toEqual([false, false, true, false, true, false]);
  });
});
