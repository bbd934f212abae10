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
 * Maps ids (pids or tids) to dense indices in first-encounter order. Ids in a real conversation are
 * small non-negative integers, so a lookup array beats a Map by far on 600,000 votes; anything else
 * (negative or huge ids) falls back to a Map.
 */
class IndexOf {
  private readonly dense: Int32Array | null;
  private readonly sparse = new Map<number, number>();
  readonly order: number[] = [];

  constructor(ids: Int32Array) {
    let min = 0;
    let max = -1;
    for (let i = 0; i < ids.length; i++) {
      if (ids[i] < min) min = ids[i];
      if (ids[i] > max) max = ids[i];
    }
    this.dense =
      min >= 0 && max < 4 * ids.length + 1_000_000 ? new Int32Array(max + 1).fill(-1) : null;
  }

  get(id: number): number {
    return this.dense ? this.dense[id] : (this.sparse.get(id) ?? -1);
  }

  add(id: number): number {
    const index = this.order.length;
    this.order.push(id);
    if (this.dense) this.dense[id] = index;
    else this.sparse.set(id, index);
    return index;
  }
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
  const rows = new IndexOf(votes.pid);
  const cols = new IndexOf(votes.tid);
  const rowOf = new Int32Array(count);
  const colOf = new Int32Array(count);
  let lastVoteTimestamp = 0;
  for (let i = 0; i < count; i++) {
    const tid = votes.tid[i];
    if (meta.size > 0 && meta.has(tid)) {
      rowOf[i] = -1;
      continue;
    }
    let row = rows.get(votes.pid[i]);
    if (row < 0) row = rows.add(votes.pid[i]);
    let col = cols.get(tid);
    if (col < 0) col = cols.add(tid);
    rowOf[i] = row;
    colOf[i] = col;
    if (votes.created[i] > lastVoteTimestamp) lastVoteTimestamp = votes.created[i];
  }
  const n = rows.order.length;

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
  const seenInRow = new Int32Array(cols.order.length).fill(-1);
  const slot = new Int32Array(cols.order.length);
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

  const tids = Int32Array.from(cols.order);
  const modOut = new Uint8Array(tids.length);
  for (let c = 0; c < tids.length; c++) if (moderatedOut.has(tids[c])) modOut[c] = 1;

  return {
    pids: Int32Array.from(rows.order),
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
