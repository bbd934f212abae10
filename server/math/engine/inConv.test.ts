import { describe, expect, it } from 'vitest';
import { pidSet, selectInConv } from './inConv';

const pids = (n: number) => Int32Array.from({ length: n }, (_, i) => 100 + i);

describe('selectInConv', () => {
  it('takes everyone with at least min(7, statements) votes when 15 or more qualify', () => {
    const counts = Int32Array.from([7, 6, 9, ...new Array(14).fill(8)]);
    const inConv = selectInConv(pids(17), counts, 40, new Set());
    expect(Array.from(inConv)).toEqual([1, 0, 1, ...new Array(14).fill(1)]);
  });

  it('lowers the bar to every statement when there are fewer than 7', () => {
    const counts = Int32Array.from([3, 2, 3, ...new Array(15).fill(3)]);
    expect(selectInConv(pids(18), counts, 3, new Set())[1]).toBe(0);
  });

  it('tops up to 15 with the most active of the rest, equal counts in row order', () => {
    // Two qualify (7 votes); 13 more are needed from the counts 1…5.
    const counts = Int32Array.from([7, 1, 7, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1]);
    const inConv = selectInConv(pids(18), counts, 50, new Set());
    expect(inConv.reduce((a, b) => a + b, 0)).toBe(15);
    // Left out: three of the four with one vote; the first of them in row order (row 1) is in.
    expect(Array.from(inConv)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0]);
  });

  it('keeps participants who were in before, whatever their count now', () => {
    const counts = Int32Array.from(new Array(20).fill(1).map((_, i) => (i < 16 ? 9 : 1)));
    const inConv = selectInConv(pids(20), counts, 30, new Set([119]));
    expect(inConv[19]).toBe(1);
    expect(inConv[18]).toBe(0);
  });

  it('takes everybody when there are fewer than 15', () => {
    expect(Array.from(selectInConv(pids(3), Int32Array.from([1, 0, 2]), 9, new Set()))).toEqual([
      1, 1, 1,
    ]);
  });
});

describe('pidSet', () => {
  it('answers membership as a Set does, by table or by Set', () => {
    for (const members of [[3, 0, 17], [-4, 2], [2 ** 40, 5], []]) {
      const set = pidSet(members);
      for (const pid of [-4, 0, 1, 2, 3, 5, 17, 18, 2 ** 40, 1.5]) {
        expect(set.has(pid)).toBe(members.includes(pid));
      }
    }
  });
});
