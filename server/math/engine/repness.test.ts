import { describe, expect, it } from 'vitest';
import { consensusLists, groupAwareConsensus } from './consensus';
import { representativeStatements } from './repness';
import { proportionTest, twoProportionTest } from './stats';
import type { Tallies } from './tallies';

/** Tallies from per-group rows of [agrees, disagrees, seen] per statement. */
function tallies(groups: [number, number, number][][]): Tallies {
  const nCols = groups[0].length;
  const flat = (k: number) => Int32Array.from(groups.flatMap((row) => row.map((cell) => cell[k])));
  return { nLabels: groups.length, nCols, A: flat(0), D: flat(1), S: flat(2) };
}

describe('the z-tests', () => {
  it('computes the one-proportion test with pseudo-counts', () => {
    // 8 agrees of 10: 2·√11·(9/11 − ½)
    expect(proportionTest(8, 10)).toBeCloseTo(2 * Math.sqrt(11) * (9 / 11 - 0.5), 12);
    expect(proportionTest(8, 10)).toBeCloseTo(2.110579, 5);
  });

  it('computes the two-proportion test with pseudo-counts', () => {
    // 8 of 10 in the group against 1 of 9 outside: (9/11 − 2/10) / √(p(1−p)(1/11 + 1/10)), p = 11/21
    expect(twoProportionTest(8, 1, 10, 9)).toBeCloseTo(2.832865, 5);
    expect(twoProportionTest(4, 4, 4, 4)).toBe(0); // every vote a success: nothing to compare
  });
});

describe('representativeStatements', () => {
  it('reports the hand-computed statistics of a distinctive agree', () => {
    const [g0, g1] = representativeStatements(
      tallies([[[8, 1, 10]], [[1, 7, 9]]]),
      [0, 1],
      Int32Array.from([42]),
      new Uint8Array(1),
    );
    expect(g0.statements).toEqual([
      {
        tid: 42,
        nSuccess: 8,
        nTrials: 10,
        pSuccess: 0.75,
        pTest: proportionTest(8, 10),
        repness: 0.75 / (2 / 11),
        repnessTest: Math.fround(twoProportionTest(8, 1, 10, 9)),
        repfulFor: 'agree',
        bestAgree: true,
        nAgree: 8,
      },
    ]);
    // For group 1 the same statement is a distinctive disagree: 7 of 9 against 1 of 10.
    expect(g1.statements).toHaveLength(1);
    expect(g1.statements[0]).toMatchObject({
      tid: 42,
      repfulFor: 'disagree',
      nSuccess: 7,
      nTrials: 9,
    });
    expect(g1.statements[0].repness).toBeCloseTo((7 + 1) / (9 + 2) / ((1 + 1) / (10 + 2)), 12);
  });

  it('keeps 5 per group, the best agree first, agrees before disagrees, never a moderated one', () => {
    // Group 0 of 20 members agrees with statements 0–4 and disagrees with 5–6 (group 1 the opposite).
    const strength = [20, 19, 18, 17, 16];
    const agree = strength.map((a): [number, number, number] => [a, 20 - a, 20]);
    const disagree: [number, number, number][] = [
      [0, 20, 20],
      [1, 19, 20],
    ];
    const g0 = [...agree, ...disagree, [20, 0, 20] as [number, number, number]];
    const g1 = g0.map(([a, d, s]): [number, number, number] => [d, a, s]);
    const modOut = Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 1]);
    const [group0] = representativeStatements(
      tallies([g0, g1]),
      [0, 1],
      Int32Array.from([0, 1, 2, 3, 4, 5, 6, 7]),
      modOut,
    );
    const tids = group0.statements.map((s) => s.tid);
    expect(tids).toHaveLength(5);
    expect(tids).not.toContain(7);
    expect(group0.statements[0]).toMatchObject({ tid: 0, bestAgree: true });
    const kinds = group0.statements.map((s) => s.repfulFor);
    expect(kinds).toEqual([...kinds].sort()); // 'agree' < 'disagree'
  });

  it('falls back to the single best statement when none passes both tests', () => {
    // Only 2 members: nothing is significant, but the group still shows its best agree.
    const [g0] = representativeStatements(
      tallies([
        [
          [2, 0, 2],
          [0, 1, 2],
        ],
        [
          [0, 2, 2],
          [1, 0, 2],
        ],
      ]),
      [0, 1],
      Int32Array.from([5, 6]),
      new Uint8Array(2),
    );
    expect(g0.statements).toHaveLength(1);
    expect(g0.statements[0]).toMatchObject({ tid: 5, bestAgree: true });
  });
});

describe('consensus', () => {
  it('multiplies each group’s (agrees + 1) / (seen + 2)', () => {
    const t = tallies([
      [
        [3, 0, 4],
        [0, 2, 2],
      ],
      [
        [1, 1, 2],
        [2, 0, 2],
      ],
    ]);
    const gac = groupAwareConsensus(t);
    expect(gac[0]).toBeCloseTo((4 / 6) * (2 / 4), 12);
    expect(gac[1]).toBeCloseTo((1 / 4) * (3 / 4), 12);
    expect(groupAwareConsensus({ ...t, nLabels: 0 })).toEqual([]);
  });

  it('lists statements most agree (disagree) with, best 5 by p·test, none moderated', () => {
    const everyone = tallies([
      [
        [9, 1, 10],
        [1, 9, 10],
        [5, 5, 10],
        [10, 0, 10],
        [7, 0, 10],
      ],
    ]);
    const lists = consensusLists(
      everyone,
      Int32Array.from([10, 11, 12, 13, 14]),
      Uint8Array.from([0, 0, 0, 1, 0]),
    );
    expect(lists.agree.map((e) => e.tid)).toEqual([10, 14]);
    expect(lists.agree[0]).toEqual({
      tid: 10,
      nSuccess: 9,
      nTrials: 10,
      pSuccess: 10 / 12,
      pTest: proportionTest(9, 10),
    });
    expect(lists.disagree.map((e) => e.tid)).toEqual([11]);
  });
});
