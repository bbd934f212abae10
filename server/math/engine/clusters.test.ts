import { describe, expect, it } from 'vitest';
import { bestK, groupClusterings, maxGroupCount } from './clusters';
import { GROUP_K_BUFFER, INITIAL_K_SMOOTHER, smoothK } from './kSmoother';
import { silhouette } from './silhouette';

describe('silhouette', () => {
  it('scores a grouping of base-cluster centres by hand-checked distances', () => {
    // Points on a line: 0, 1 in group 0; 4, 6 in group 1.
    const bx = Float64Array.from([0, 1, 4, 6]);
    const by = new Float64Array(4);
    const score = silhouette(bx, by, Int32Array.from([0, 0, 1, 1]), 2);
    const s = [
      (5 - 1) / 5, // 0: a = 1, b = (4 + 6) / 2
      (4 - 1) / 4, // 1: a = 1, b = (3 + 5) / 2
      (3.5 - 2) / 3.5, // 4: a = 2, b = (4 + 3) / 2
      (5.5 - 2) / 5.5, // 6: a = 2, b = (6 + 5) / 2
    ];
    expect(score).toBeCloseTo(s.reduce((a, b) => a + b) / 4, 12);
  });

  it('gives a point alone in its group 0', () => {
    const bx = Float64Array.from([0, 1, 10]);
    const score = silhouette(bx, new Float64Array(3), Int32Array.from([0, 0, 1]), 2);
    expect(score).toBeCloseTo(((10 - 1) / 10 + (9 - 1) / 9 + 0) / 3, 12);
  });
});

describe('group clusterings and the choice of k', () => {
  it('tries k = 2 … min(5, 2 + ⌊base clusters / 12⌋)', () => {
    expect([11, 12, 24, 35, 36, 100].map(maxGroupCount)).toEqual([2, 3, 4, 4, 5, 5]);
  });

  it('clusters weighted base centres and prefers the larger k on a tie', () => {
    const bx = Float64Array.from([0, 0.5, 10, 10.5, 20, 20.5, 30, 30.5, 40, 40.5, 50, 50.5, 60]);
    const by = new Float64Array(bx.length);
    const clusterings = groupClusterings(bx, by, new Float64Array(bx.length).fill(1));
    expect(clusterings.map((c) => c.k)).toEqual([2, 3]);
    expect(
      bestK([
        { k: 2, silhouette: 0.5, clusters: clusterings[0].clusters },
        { k: 3, silhouette: 0.5, clusters: clusterings[1].clusters },
      ]),
    ).toBe(3);
  });

  it('has nothing to cluster when every base centre is the same point', () => {
    expect(
      groupClusterings(Float64Array.from([1]), Float64Array.from([2]), Float64Array.from([5])),
    ).toEqual([]);
  });
});

describe('the k smoother', () => {
  it('takes the first best k at once, then changes only after the same new k wins 4 times', () => {
    let state = smoothK(INITIAL_K_SMOOTHER, 2, [2, 3]);
    expect(state.smoothedK).toBe(2);
    const shown: number[] = [];
    for (const best of [3, 3, 3, 2, 3, 3, 3, 3]) {
      state = smoothK(state, best, [2, 3]);
      shown.push(state.smoothedK!);
    }
    expect(GROUP_K_BUFFER).toBe(4);
    expect(shown).toEqual([2, 2, 2, 2, 2, 2, 2, 3]);
  });

  it('gives way at once when the shown k can no longer be computed', () => {
    const state = smoothK({ lastK: 5, lastKCount: 9, smoothedK: 5 }, 2, [2, 3]);
    expect(state).toEqual({ lastK: 2, lastKCount: 1, smoothedK: 2 });
  });
});
