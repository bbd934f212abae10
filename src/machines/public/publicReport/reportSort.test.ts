// The public report's arithmetic: shares that add up to 100, the controversy score, the orders.
import { describe, expect, it } from 'vitest';
import type { ReportStatement } from '../../../../contract/types';
import { controversyScore, isReportSort, sortStatements, voteShares } from './reportSort';

const statement = (
  tid: number,
  agrees: number,
  disagrees: number,
  passes = 0,
): ReportStatement => ({
  tid,
  txt: `Udsagn ${tid}`,
  agrees,
  disagrees,
  passes,
  votes: agrees + disagrees + passes,
  important: 0,
  mod: 1,
  is_meta: false,
});

describe('voteShares', () => {
  it('gives whole percentages of all votes', () => {
    expect(voteShares(statement(0, 3, 1))).toEqual({ agree: 75, disagree: 25, pass: 0 });
    expect(voteShares(statement(0, 1, 1, 2))).toEqual({ agree: 25, disagree: 25, pass: 50 });
  });

  it('always adds up to exactly 100 (largest remainder), equal counts alike', () => {
    expect(voteShares(statement(0, 1, 1, 1))).toEqual({ agree: 34, disagree: 33, pass: 33 });
    expect(voteShares(statement(0, 2, 2, 3))).toEqual({ agree: 29, disagree: 29, pass: 42 });
    expect(voteShares(statement(0, 16, 16, 1))).toEqual({ agree: 48, disagree: 48, pass: 4 });
    for (const [a, d, p] of [
      [1, 2, 4],
      [5, 7, 11],
      [1, 0, 6],
      [33, 33, 34],
    ]) {
      const s = voteShares(statement(0, a, d, p));
      expect(s.agree + s.disagree + s.pass).toBe(100);
    }
  });

  it('is all zero without votes', () => {
    expect(voteShares(statement(0, 0, 0))).toEqual({ agree: 0, disagree: 0, pass: 0 });
  });
});

describe('controversyScore', () => {
  it('is 0 when nobody took a side or everyone took the same one', () => {
    expect(controversyScore(statement(0, 0, 0, 9))).toBe(0);
    expect(controversyScore(statement(0, 12, 0))).toBe(0);
    expect(controversyScore(statement(0, 0, 7, 3))).toBe(0);
  });

  it('is balance × log2(1 + sided votes); passes do not count', () => {
    expect(controversyScore(statement(0, 1, 1))).toBeCloseTo(Math.log2(3));
    expect(controversyScore(statement(0, 50, 50))).toBeCloseTo(Math.log2(101));
    expect(controversyScore(statement(0, 70, 30))).toBeCloseTo(0.6 * Math.log2(101));
    expect(controversyScore(statement(0, 2, 1, 40))).toBeCloseTo((2 / 3) * Math.log2(4));
  });

  it('ranks a large even split above a small one, and an even split above a lopsided one', () => {
    expect(controversyScore(statement(0, 20, 20))).toBeGreaterThan(
      controversyScore(statement(1, 2, 2)),
    );
    expect(controversyScore(statement(0, 50, 50))).toBeGreaterThan(
      controversyScore(statement(1, 70, 30)),
    );
  });
});

describe('sortStatements', () => {
  const s0 = statement(0, 1, 2); // 33 % agree, 67 % disagree
  const s1 = statement(1, 3, 0); // 100 % agree
  const s2 = statement(2, 1, 1, 1); // even split of the sided votes
  const s3 = statement(3, 0, 0); // no votes
  const all = [s3, s2, s1, s0];
  const tids = (list: ReportStatement[]) => list.map((s) => s.tid);

  it('orders by tid, by agreement, by disagreement and by controversy', () => {
    expect(tids(sortStatements(all, 'order'))).toEqual([0, 1, 2, 3]);
    expect(tids(sortStatements(all, 'agreement'))).toEqual([1, 0, 2, 3]);
    expect(tids(sortStatements(all, 'disagreement'))).toEqual([0, 2, 1, 3]);
    expect(tids(sortStatements(all, 'controversy'))).toEqual([2, 0, 1, 3]);
  });

  it('breaks equal shares by the larger count, then more votes, then tid', () => {
    const small = statement(0, 1, 0); // 100 % of 1
    const large = statement(1, 10, 0); // 100 % of 10
    expect(tids(sortStatements([small, large], 'agreement'))).toEqual([1, 0]);
    const a = statement(5, 1, 1);
    const b = statement(4, 1, 1);
    expect(tids(sortStatements([a, b], 'controversy'))).toEqual([4, 5]);
  });

  it('leaves its input alone', () => {
    const input = [s1, s0];
    sortStatements(input, 'order');
    expect(tids(input)).toEqual([1, 0]);
  });

  it('knows its four orders', () => {
    expect(isReportSort('controversy')).toBe(true);
    expect(isReportSort('votes')).toBe(false);
    expect(isReportSort(undefined)).toBe(false);
  });
});
