import { describe, expect, it } from 'vitest';
import { adjustedRandIndex } from './ari';
import { bestLabelMatching } from './labelMatching';

describe('adjustedRandIndex', () => {
  it('is 1 for identical partitions, whatever the labels', () => {
    expect(adjustedRandIndex([0, 0, 1, 1, 2], [0, 0, 1, 1, 2])).toBe(1);
    expect(adjustedRandIndex([0, 0, 1, 1, 2], [7, 7, 3, 3, -1])).toBe(1);
  });

  it('matches a hand-computed value', () => {
    // Contingency [[2, 1, 0], [0, 1, 2]]: index 2, rows 6, columns 3, pairs 15, expected 6·3/15.
    const expected = (2 - 1.2) / ((6 + 3) / 2 - 1.2);
    expect(adjustedRandIndex([0, 0, 0, 1, 1, 1], [0, 0, 1, 1, 2, 2])).toBeCloseTo(expected, 12);
    expect(expected).toBeCloseTo(0.242424, 6);
  });

  it('does not change when either side’s labels are permuted, and is symmetric', () => {
    const a = [0, 1, 1, 2, 2, 2, 0, 1, 3, 3];
    const b = [1, 1, 0, 2, 2, 0, 1, 1, 3, 0];
    const value = adjustedRandIndex(a, b);
    expect(
      adjustedRandIndex(
        a.map((x) => (x + 1) % 4),
        b.map((x) => 3 - x),
      ),
    ).toBeCloseTo(value, 12);
    expect(adjustedRandIndex(b, a)).toBeCloseTo(value, 12);
  });

  it('is 0 against everyone in one group, and 1 for two trivial identical partitions', () => {
    expect(adjustedRandIndex([0, 0, 1, 1], [5, 5, 5, 5])).toBe(0);
    expect(adjustedRandIndex([1, 1, 1], [2, 2, 2])).toBe(1);
    expect(adjustedRandIndex([], [])).toBe(1);
  });

  it('is negative when worse than chance', () => {
    expect(adjustedRandIndex([0, 0, 1, 1], [0, 1, 0, 1])).toBeLessThan(0);
  });
});

describe('bestLabelMatching', () => {
  it('pairs labels to put the most items together', () => {
    const { pairs, matched } = bestLabelMatching(
      [0, 0, 0, 1, 1, 2, 2, 2],
      [5, 5, 6, 6, 6, 7, 7, 5],
    );
    expect(pairs).toEqual(
      new Map([
        [0, 5],
        [1, 6],
        [2, 7],
      ]),
    );
    expect(matched).toBe(2 + 2 + 2);
  });

  it('finds the optimum where greedy pairing would not', () => {
    // Greedy takes a0→b0 (3) and then a1→b1 (0): 3. The optimum a0→b1, a1→b0 gives 2 + 2 = 4.
    const a = [0, 0, 0, 0, 0, 1, 1];
    const b = [0, 0, 0, 1, 1, 0, 0];
    expect(bestLabelMatching(a, b).matched).toBe(4);
  });

  it('handles different numbers of labels on each side', () => {
    const { pairs, matched } = bestLabelMatching([0, 0, 1, 1, 2], [9, 9, 9, 9, 9]);
    expect(pairs.size).toBe(1);
    expect(matched).toBe(2);
    expect(bestLabelMatching([], []).matched).toBe(0);
  });
});
