// Step 0: the vote matrix. Rows are participants and columns statements, both in first-encounter
// order (the order of their first vote), because several later steps depend on that order: the
// k-means starting centres are "the first distinct points in row order". A cell holds the
// participant's last vote (re-votes replace). Stored sparse (CSR): nobody votes on most statements.
import type { StatementFlags, VoteColumns } from './types';

export interface VoteMatrix {
  /** Row index → pid. */
  readonly pids: Int32Array;
  /** Column index → tid. */
  readonly tids: Int32Array;
  /** CSR: the cells of row r are rowPtr[r] … rowPtr[r + 1] - 1. */
  readonly rowPtr: Int32Array;
  readonly colIdx: Int32Array;
  /** The last vote, internal sign (agree -1). */
  readonly values: Int8Array;
  /** 1 where the column's statement is moderated out (mod = -1). */
  readonly modOut: Uint8Array;
  readonly lastVoteTimestamp: number;
}

export function nRows(matrix: VoteMatrix): number {
  return matrix.pids.length;
}

export function nCols(matrix: VoteMatrix): number {
  return matrix.tids.length;
}

/**
 * out[i] = the dense index of ids[i], indices given in first-encounter order; −1 where skip[i] is
 * set. Returns the ids in that order. Ids in a real conversation are small non-negative integers,
 * so a lookup array beats a Map by far on millions of votes; anything else (negative or huge ids)
 * falls back to a Map. One column at a time, in a loop of its own: at 5 million votes this pass
 * is the matrix's largest cost (docs/math.md#benchmark).
 */
function firstEncounterIndex(
  ids: Int32Array,
  skip: Uint8Array | null,
  out: Int32Array,
): Int32Array {
  let min = 0;
  let max = -1;
  for (let i = 0; i < ids.length; i++) {
    if (ids[i] < min) min = ids[i];
    if (ids[i] > max) max = ids[i];
  }
  const order: number[] = [];
  if (min >= 0 && max < 4 * ids.length + 1_000_000) {
    const dense = new Int32Array(max + 1).fill(-1);
    for (let i = 0; i < ids.length; i++) {
      if (skip !== null && skip[i]) {
        out[i] = -1;
        continue;
      }
      const id = ids[i];
      let index = dense[id];
      if (index < 0) {
        index = order.length;
        dense[id] = index;
        order.push(id);
      }
      out[i] = index;
    }
  } else {
    const sparse = new Map<number, number>();
    for (let i = 0; i < ids.length; i++) {
      if (skip !== null && skip[i]) {
        out[i] = -1;
        continue;
      }
      let index = sparse.get(ids[i]);
      if (index === undefined) {
        index = order.length;
        sparse.set(ids[i], index);
        order.push(ids[i]);
      }
      out[i] = index;
    }
  }
  return Int32Array.from(order);
}

export function buildVoteMatrix(
  votes: VoteColumns,
  statements: readonly StatementFlags[],
): VoteMatrix {
  const count = votes.pid.length;
  const meta = new Set<number>();
  const moderatedOut = new Set<number>();
  for (const statement of statements) {
    if (statement.isMeta) meta.add(statement.tid);
    if (statement.mod === -1) moderatedOut.add(statement.tid);
  }

  // Pass 1: row and column of every vote, in first-encounter order. Meta votes get row -1.
  let skip: Uint8Array | null = null;
  if (meta.size > 0) {
    skip = new Uint8Array(count);
    for (let i = 0; i < count; i++) if (meta.has(votes.tid[i])) skip[i] = 1;
  }
  const rowOf = new Int32Array(count);
  const colOf = new Int32Array(count);
  const pids = firstEncounterIndex(votes.pid, skip, rowOf);
  const tids = firstEncounterIndex(votes.tid, skip, colOf);
  let lastVoteTimestamp = 0;
  for (let i = 0; i < count; i++) {
    if (votes.created[i] > lastVoteTimestamp && (skip === null || !skip[i])) {
      lastVoteTimestamp = votes.created[i];
    }
  }
  const n = pids.length;

  // Pass 2: cells per row (re-votes included), and where each row's cells start.
  const start = new Int32Array(n + 1);
  for (let i = 0; i < count; i++) if (rowOf[i] >= 0) start[rowOf[i] + 1]++;
  for (let r = 0; r < n; r++) start[r + 1] += start[r];

  // Pass 3: every vote into its row's slots, in input order (a stable bucket sort by row).
  const colIdx = new Int32Array(start[n]);
  const values = new Int8Array(start[n]);
  const fill = start.slice(0, n);
  for (let i = 0; i < count; i++) {
    const r = rowOf[i];
    if (r < 0) continue;
    const at = fill[r]++;
    colIdx[at] = colOf[i];
    values[at] = votes.vote[i];
  }

  // Pass 4: one cell per (row, column), compacted in place; a later vote overwrites the value of
  // the cell where the participant first voted on that statement.
  const rowPtr = new Int32Array(n + 1);
  const seenInRow = new Int32Array(tids.length).fill(-1);
  const slot = new Int32Array(tids.length);
  let nnz = 0;
  for (let r = 0; r < n; r++) {
    rowPtr[r] = nnz;
    for (let k = start[r]; k < start[r + 1]; k++) {
      const c = colIdx[k];
      if (seenInRow[c] === r) {
        values[slot[c]] = values[k];
      } else {
        seenInRow[c] = r;
        slot[c] = nnz;
        colIdx[nnz] = c;
        values[nnz] = values[k];
        nnz++;
      }
    }
  }
  rowPtr[n] = nnz;

  const modOut = new Uint8Array(tids.length);
  for (let c = 0; c < tids.length; c++) if (moderatedOut.has(tids[c])) modOut[c] = 1;

  return {
    pids,
    tids,
    rowPtr,
    // Re-votes leave the arrays longer than needed; views avoid copying megabytes.
    colIdx: colIdx.subarray(0, nnz),
    values: values.subarray(0, nnz),
    modOut,
    lastVoteTimestamp,
  };
}

/** Votes per participant on the raw matrix (moderated columns included): the in-conv count. */
export function rowVoteCounts(matrix: VoteMatrix): Int32Array {
  const counts = new Int32Array(nRows(matrix));
  for (let r = 0; r < counts.length; r++) counts[r] = matrix.rowPtr[r + 1] - matrix.rowPtr[r];
  return counts;
}
