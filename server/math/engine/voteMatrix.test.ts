import { describe, expect, it } from 'vitest';
import { voteColumns } from './voteColumns';
import { buildVoteMatrix, rowVoteCounts } from './voteMatrix';

/** The matrix as a dense table of pid → tid → vote, for readable expectations. */
function dense(matrix: ReturnType<typeof buildVoteMatrix>): Record<number, Record<number, number>> {
  const out: Record<number, Record<number, number>> = {};
  matrix.pids.forEach((pid, r) => {
    out[pid] = {};
    for (let k = matrix.rowPtr[r]; k < matrix.rowPtr[r + 1]; k++) {
      out[pid][matrix.tids[matrix.colIdx[k]]] = matrix.values[k];
    }
  });
  return out;
}

describe('buildVoteMatrix', () => {
  const votes = voteColumns([
    { pid: 7, tid: 30, vote: -1, created: 100 },
    { pid: 3, tid: 10, vote: 1, created: 101 },
    { pid: 7, tid: 10, vote: 0, created: 102 },
    { pid: 3, tid: 30, vote: 1, created: 103 },
    { pid: 7, tid: 30, vote: 1, created: 104 }, // re-vote: replaces the agree
    { pid: 9, tid: 20, vote: -1, created: 99 },
  ]);

  it('orders rows and columns by first vote, and keeps each participant’s last vote', () => {
    const matrix = buildVoteMatrix(votes, []);
    expect(Array.from(matrix.pids)).toEqual([7, 3, 9]);
    expect(Array.from(matrix.tids)).toEqual([30, 10, 20]);
    expect(dense(matrix)).toEqual({ 7: { 30: 1, 10: 0 }, 3: { 10: 1, 30: 1 }, 9: { 20: -1 } });
    expect(Array.from(rowVoteCounts(matrix))).toEqual([2, 2, 1]);
    expect(matrix.lastVoteTimestamp).toBe(104);
  });

  it('flags moderated-out columns and leaves meta statements out entirely', () => {
    const matrix = buildVoteMatrix(votes, [
      { tid: 10, mod: -1, isMeta: false },
      { tid: 20, mod: 0, isMeta: true },
      { tid: 30, mod: 1, isMeta: false },
    ]);
    expect(Array.from(matrix.tids)).toEqual([30, 10]);
    expect(Array.from(matrix.modOut)).toEqual([0, 1]);
    // pid 9 voted only on the meta statement: not a participant of the math at all.
    expect(Array.from(matrix.pids)).toEqual([7, 3]);
  });

  it('handles ids too large for a lookup table', () => {
    const matrix = buildVoteMatrix(
      voteColumns([
        { pid: 2_000_000_000, tid: -5, vote: -1, created: 1 },
        { pid: 2_000_000_000, tid: -5, vote: 1, created: 2 },
      ]),
      [],
    );
    expect(dense(matrix)).toEqual({ 2_000_000_000: { [-5]: 1 } });
  });
});
