// The kept matrices (matrixCache.ts) against the ones built from every vote: after each batch of
// new votes — more votes, changed votes, new participants and statements, moderation and meta
// changes, a history that does not extend the kept one — both matrices are the same, array by array.
// updateMath.test.ts checks the whole result the same way.
import { describe, expect, it } from 'vitest';
import { centredMatrix, type CentredMatrix } from './centredMatrix';
import { MatrixCache } from './matrixCache';
import { createRandom } from './random';
import type { MathInput, StatementFlags, VoteColumns } from './types';
import { voteColumns, type VoteRecord } from './voteColumns';
import { buildVoteMatrix, type VoteMatrix } from './voteMatrix';

function plainMatrix(m: VoteMatrix) {
  return {
    pids: Array.from(m.pids),
    tids: Array.from(m.tids),
    rowPtr: Array.from(m.rowPtr),
    colIdx: Array.from(m.colIdx),
    values: Array.from(m.values),
    modOut: Array.from(m.modOut),
    lastVoteTimestamp: m.lastVoteTimestamp,
  };
}

function plainCentred(m: CentredMatrix) {
  return {
    nRows: m.nRows,
    nCols: m.nCols,
    center: Array.from(m.center),
    runStart: Array.from(m.runStart),
    colIdx: Array.from(m.colIdx),
  };
}

function expectSameAsFull(cache: MatrixCache, input: MathInput): void {
  const kept = cache.matrices(input);
  const matrix = buildVoteMatrix(input.votes, input.statements);
  expect(plainMatrix(kept.matrix)).toEqual(plainMatrix(matrix));
  expect(plainCentred(kept.centred)).toEqual(plainCentred(centredMatrix(matrix)));
}

/** Random votes of pids 0 … pids−1 on tids 0 … tids−1: re-votes and passes included. */
function randomVotes(seed: number, count: number, pids: number, tids: number, from = 0) {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    pid: random.int(0, pids - 1),
    tid: random.int(0, tids - 1),
    vote: random.int(-1, 1),
    created: from + i,
  }));
}

const flags = (tids: number, modOut: number[] = [], meta: number[] = []): StatementFlags[] =>
  Array.from({ length: tids }, (_, tid) => ({
    tid,
    mod: modOut.includes(tid) ? -1 : 1,
    isMeta: meta.includes(tid),
  }));

describe('MatrixCache', () => {
  it('gives the matrices of all the votes after each batch, whatever the batch holds', () => {
    const cache = new MatrixCache();
    const records: VoteRecord[] = [];
    const step = (batch: VoteRecord[], statements: StatementFlags[]) => {
      records.push(...batch);
      expectSameAsFull(cache, { votes: voteColumns(records), statements });
    };
    step(randomVotes(1, 400, 40, 12), flags(12)); // nothing kept yet: built from all
    expect(cache.votes).toBe(400);
    step(randomVotes(2, 60, 40, 12, 400), flags(12)); // more and changed votes
    step(randomVotes(3, 80, 55, 16, 460), flags(16)); // new participants and statements
    step(randomVotes(4, 30, 55, 16, 540), flags(16, [3, 7])); // two statements muted
    step([], flags(16, [3])); // no new votes, one unmuted
    step(randomVotes(5, 50, 60, 18, 570), flags(18, [3, 17])); // a new statement, muted
    step(randomVotes(6, 40, 60, 18, 620), flags(18, [3], [5])); // a statement turned meta
    step(randomVotes(7, 40, 60, 18, 660), flags(18, [3], [5])); // votes on it are left out
    expect(cache.votes).toBe(records.length);
  });

  it('applies a participant’s re-vote within one batch and across batches', () => {
    const cache = new MatrixCache();
    const votes = (rows: [number, number, number][]): VoteColumns =>
      voteColumns(rows.map(([pid, tid, vote], i) => ({ pid, tid, vote, created: i })));
    const first: [number, number, number][] = [
      [7, 1, -1],
      [8, 2, 1],
    ];
    const second: [number, number, number][] = [
      ...first,
      [7, 1, 1],
      [7, 3, 0],
      [7, 3, -1],
      [9, 1, 1],
    ];
    expectSameAsFull(cache, { votes: votes(first), statements: [] });
    expectSameAsFull(cache, { votes: votes(second), statements: [] });
    expect(plainMatrix(cache.matrices({ votes: votes(second), statements: [] }).matrix)).toEqual(
      expect.objectContaining({ pids: [7, 8, 9], tids: [1, 2, 3], values: [1, -1, 1, 1] }),
    );
  });

  it('builds afresh when the votes do not extend the ones it holds', () => {
    const cache = new MatrixCache();
    const all = randomVotes(11, 300, 30, 10);
    expectSameAsFull(cache, { votes: voteColumns(all), statements: flags(10) });
    // Votes deleted (an erasure): fewer than it holds.
    expectSameAsFull(cache, { votes: voteColumns(all.slice(0, 200)), statements: flags(10) });
    // As many and more, but another history: its last vote differs from the one it holds.
    const other = randomVotes(12, 260, 30, 10);
    expectSameAsFull(cache, { votes: voteColumns(other), statements: flags(10) });
    expect(cache.votes).toBe(260);
  });

  it('starts from no votes', () => {
    const cache = new MatrixCache();
    expectSameAsFull(cache, { votes: voteColumns([]), statements: [] });
    expectSameAsFull(cache, { votes: voteColumns(randomVotes(21, 50, 9, 4)), statements: [] });
  });
});
