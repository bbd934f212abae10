import { describe, expect, it } from 'vitest';
import { wholePercents } from './wholePercents';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('wholePercents', () => {
  it('gives equal counts equal percentages and still adds up to 100', () => {
    expect(wholePercents([16, 16, 1])).toEqual([48, 48, 4]);
    expect(wholePercents([15, 15, 3])).toEqual([45, 45, 10]);
    expect(wholePercents([7, 7, 1])).toEqual([47, 47, 6]);
  });

  it('is the plain largest remainder when the counts differ', () => {
    expect(wholePercents([2, 1, 0])).toEqual([67, 33, 0]);
    expect(wholePercents([15, 14, 4])).toEqual([46, 42, 12]);
  });

  it('breaks a tie by order only when no size fits, and never lifts a 0', () => {
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([1, 1, 0])).toEqual([50, 50, 0]);
    expect(wholePercents([0, 0, 0])).toEqual([0, 0, 0]);
  });

  it('adds up to 100 for every split of up to 60 votes', () => {
    for (let a = 0; a <= 20; a++) {
      for (let d = 0; d <= 20; d++) {
        for (let p = 0; p <= 20; p++) {
          const shares = wholePercents([a, d, p]);
          if (a + d + p === 0) continue;
          expect(sum(shares)).toBe(100);
          if (a === d && p !== a) expect(shares[0]).toBe(shares[1]);
          for (const [i, n] of [a, d, p].entries()) {
            expect(Math.abs(shares[i] - (100 * n) / (a + d + p))).toBeLessThan(2);
          }
        }
      }
    }
  });
});
