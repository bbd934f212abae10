// Builds the engine's columnar vote input from vote records (database rows, test tables).
import type { VoteColumns } from './types';

export interface VoteRecord {
  pid: number;
  tid: number;
  /** Internal sign: agree -1, disagree 1, pass 0. */
  vote: number;
  created: number;
}

/** Votes in the order given (callers order them by time). */
export function voteColumns(records: readonly VoteRecord[]): VoteColumns {
  const columns = {
    pid: new Int32Array(records.length),
    tid: new Int32Array(records.length),
    vote: new Int8Array(records.length),
    created: new Float64Array(records.length),
  };
  records.forEach((record, i) => {
    columns.pid[i] = record.pid;
    columns.tid[i] = record.tid;
    columns.vote[i] = record.vote;
    columns.created[i] = record.created;
  });
  return columns;
}

/**
 * A participants × statements table as votes, row by row (blank cells: null), timestamps 1, 2, 3 …
 * Row i is pid i and column j tid j unless ids are given. Handy for small hand-checked matrices.
 */
export function votesFromTable(
  table: readonly (readonly (number | null)[])[],
  ids: { pids?: readonly number[]; tids?: readonly number[] } = {},
): VoteColumns {
  const records: VoteRecord[] = [];
  table.forEach((row, i) =>
    row.forEach((vote, j) => {
      if (vote === null) return;
      records.push({
        pid: ids.pids?.[i] ?? i,
        tid: ids.tids?.[j] ?? j,
        vote,
        created: records.length + 1,
      });
    }),
  );
  return voteColumns(records);
}
