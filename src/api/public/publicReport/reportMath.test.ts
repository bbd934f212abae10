// The report's frozen groups read tolerantly: odd parts are left out or clamped, never a crash.
import { describe, expect, it } from 'vitest';
import { parseNewerVersions, parseReportMath } from './reportMath';

describe('parseReportMath', () => {
  it('is null without math (an older server)', () => {
    expect(parseReportMath(undefined)).toBeNull();
    expect(parseReportMath(null)).toBeNull();
    expect(parseReportMath([])).toBeNull();
  });

  it('reads numbers sent as strings, clamps shares and drops what cannot be drawn', () => {
    const math = parseReportMath({
      status: {
        computed_at: '1700000000000',
        vote_count: '12',
        groups_reason: 'nonsense',
        stability: 1.7,
      },
      importance_enabled: 't',
      groups: [
        {
          id: '0',
          size: '4',
          statements: [
            { tid: 3, repful_for: 'disagree', in_group: 140, others: -5 },
            { tid: 'x', repful_for: 'agree', in_group: 50, others: 50 },
          ],
          important: [{ tid: 3, count: '2' }],
          points: [
            [0.5, -0.5, 3],
            [1, 'NaN', 2],
            [1, 2],
          ],
        },
        { size: 1 },
      ],
      consensus: [
        { tid: 7, agree: [80, '90'] },
        { agree: [1] },
        { tid: 8, agree: [0, 5], side: 'disagree', disagree: [100, '95'] },
      ],
      divisive: 'not a list',
      statements: [
        [3, 0.1, 0.2],
        [4, null, 1],
      ],
    });
    expect(math).toEqual({
      status: {
        computed_at: 1_700_000_000_000,
        vote_count: 12,
        groups_reason: null,
        stability: 1,
      },
      importance_enabled: true,
      groups: [
        {
          id: 0,
          size: 4,
          statements: [{ tid: 3, repful_for: 'disagree', in_group: 100, others: 0 }],
          important: [{ tid: 3, count: 2 }],
          points: [[0.5, -0.5, 3]],
        },
      ],
      consensus: [
        { tid: 7, agree: [80, 90] },
        { tid: 8, agree: [0, 5], side: 'disagree', disagree: [100, 95] },
      ],
      divisive: [],
      statements: [[3, 0.1, 0.2]],
    });
  });

  it('reads the newer versions that have an id and a moment', () => {
    expect(
      parseNewerVersions([
        { report_id: 'r1', taken_at: '5' },
        { report_id: '', taken_at: 1 },
        { report_id: 'r2' },
      ]),
    ).toEqual([{ report_id: 'r1', taken_at: 5 }]);
    expect(parseNewerVersions(undefined)).toEqual([]);
  });
});
