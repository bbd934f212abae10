import { describe, expect, it } from 'vitest';
import { createRandom } from '../../demo/random';
import { groupStability } from './stability';

function camps(separation: number) {
  const random = createRandom(11);
  const xs: number[] = [];
  const ys: number[] = [];
  const groups: number[] = [];
  for (let i = 0; i < 400; i++) {
    const g = i % 2;
    xs.push(random.normal(g * separation, 1));
    ys.push(random.normal(0, 1));
    groups.push(g);
  }
  return [Float64Array.from(xs), Float64Array.from(ys), Int32Array.from(groups)] as const;
}

describe('groupStability', () => {
  it('is 1 overall and per group for groups far apart', () => {
    const stability = groupStability(...camps(40), [0, 1]);
    expect(stability).toEqual({
      runs: 5,
      sample: 0.9,
      ari: 1,
      ariMin: 1,
      groups: [
        { id: 0, share: 1 },
        { id: 1, share: 1 },
      ],
    });
  });

  it('is lower for groups that overlap, and the same on every call', () => {
    const [xs, ys] = camps(1.2);
    // Published groups that cut the cloud arbitrarily (by index) cannot be reproduced.
    const arbitrary = Int32Array.from(xs, (_, i) => (i < 200 ? 0 : 1));
    const stability = groupStability(xs, ys, arbitrary, [0, 1])!;
    expect(stability.ari).toBeLessThan(0.2);
    expect(stability.groups[0].share).toBeLessThan(1);
    expect(groupStability(xs, ys, arbitrary, [0, 1])).toEqual(stability);
  });

  it('has nothing to say without groups', () => {
    const [xs, ys] = camps(40);
    expect(groupStability(xs, ys, new Int32Array(xs.length), [0])).toBeNull();
  });
});
