import { describe, expect, it } from 'vitest';
import { hiddenVotes } from './publicResult';
import { voteColumns } from './voteColumns';

describe('hiddenVotes', () => {
  const rows = (list: [number, number][]) =>
    voteColumns(list.map(([pid, tid], i) => ({ pid, tid, vote: -1, created: i })));

  it('counts each participant’s distinct hidden statements, and every hidden vote row', () => {
    // pid 1 votes twice on hidden 4 (a re-vote), once on hidden 9; pid 2 once on 4; 7 is shown.
    const votes = rows([
      [1, 4],
      [2, 7],
      [1, 4],
      [1, 9],
      [2, 4],
      [3, 7],
    ]);
    const { perPid, rows: hiddenRows } = hiddenVotes(votes, new Set([4, 9]));
    expect(Object.fromEntries(perPid)).toEqual({ 1: 2, 2: 1 });
    expect(hiddenRows).toBe(4);
  });

  it('takes ids too large or negative for a lookup table', () => {
    const votes = rows([
      [2_000_000_000, -3],
      [2_000_000_000, -3],
      [5, 1 << 30],
      [5, 6],
    ]);
    const { perPid, rows: hiddenRows } = hiddenVotes(votes, new Set([-3, 1 << 30]));
    expect(Object.fromEntries(perPid)).toEqual({ 2_000_000_000: 1, 5: 1 });
    expect(hiddenRows).toBe(3);
  });

  it('finds nothing when nothing is hidden', () => {
    expect(hiddenVotes(rows([[1, 1]]), new Set())).toEqual({ perPid: new Map(), rows: 0 });
  });
});
