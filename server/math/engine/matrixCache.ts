// The vote matrix and the centred matrix kept between updates (docs/math.md#the-warm-update): an
// update applies only the votes cast since the last one instead of building both matrices from
// every vote. The matrices it gives are exactly those buildVoteMatrix and centredMatrix build from
// all the votes — same rows, columns, cells, in the same order — so the result is byte-identical to
// a full update's. It is only a cache: when the votes it is given do not extend the ones it holds
// (its high-water mark differs), or the meta statements changed, it builds both afresh.
import { centredMatrix, centredWithRowsChanged, type CentredMatrix } from './centredMatrix';
import { room, whole32, whole8 } from './reusedArrays';
import { metaTids, modOutFor, sameSet } from './statementSets';
import type { MathInput, StatementFlags, VoteColumns } from './types';
import { buildVoteMatrix, type VoteMatrix } from './voteMatrix';

export interface Matrices {
  matrix: VoteMatrix;
  centred: CentredMatrix;
}

/** The last vote applied: the next input must hold it at the same index. */
interface HighWaterMark {
  count: number;
  pid: number;
  tid: number;
  vote: number;
  created: number;
}

/** One participant's cells after the new votes: their old cells in order, then new columns. */
interface RowEdit {
  cols: number[];
  values: number[];
}

/**
 * The arrays of the matrices before the kept ones, written over by the next update: fresh arrays
 * of tens of megabytes cost more than the whole update's copying (the kernel maps and zeroes
 * every page: 65–140 ms CPU for 42 MB here, against 2 ms to write into a used one).
 */
interface Spare {
  rowPtr: Int32Array;
  colIdx: Int32Array;
  values: Int8Array;
  runStart: Int32Array;
  runCols: Int32Array;
}

export class MatrixCache {
  private held: Matrices | null = null;
  private spare: Spare | null = null;
  private mark: HighWaterMark = { count: 0, pid: 0, tid: 0, vote: 0, created: 0 };
  private meta: Set<number> = new Set();
  private rowOf = new Map<number, number>();
  private colOf = new Map<number, number>();
  /** Per column: the sum and the count of the current votes (exact: small integers). */
  private colSum = new Float64Array(0);
  private colCount = new Int32Array(0);

  /** How many votes the matrices hold (0: nothing kept). */
  get votes(): number {
    return this.held ? this.mark.count : 0;
  }

  /** Both matrices for `input`, from what is kept when the input extends it. */
  matrices(input: MathInput): Matrices {
    const meta = metaTids(input.statements);
    if (!this.held || !this.extends(input.votes) || !sameSet(meta, this.meta)) {
      return this.rebuild(input, meta);
    }
    const before = this.held;
    // The lookups and column sums are updated as the votes are applied: a failure half-way leaves
    // them out of step with the kept matrices, so nothing is kept.
    this.held = null;
    const { matrix, touched } = this.apply(before.matrix, input.votes, input.statements);
    const modOut = matrix.modOut;
    let sameModeration = true;
    for (let c = 0; c < before.matrix.modOut.length && sameModeration; c++) {
      sameModeration = modOut[c] === before.matrix.modOut[c];
    }
    const centred = sameModeration
      ? centredWithRowsChanged(before.centred, matrix, touched, this.center(matrix), {
          runStart: this.spare?.runStart,
          colIdx: this.spare?.runCols,
        })
      : centredMatrix(matrix);
    this.held = { matrix, centred };
    this.spare = {
      rowPtr: whole32(before.matrix.rowPtr),
      colIdx: whole32(before.matrix.colIdx),
      values: whole8(before.matrix.values),
      runStart: whole32(before.centred.runStart),
      runCols: whole32(before.centred.colIdx),
    };
    this.setMark(input.votes);
    return this.held;
  }

  private extends(votes: VoteColumns): boolean {
    const { count } = this.mark;
    if (votes.pid.length < count) return false;
    if (count === 0) return true;
    const i = count - 1;
    return (
      votes.pid[i] === this.mark.pid &&
      votes.tid[i] === this.mark.tid &&
      votes.vote[i] === this.mark.vote &&
      Object.is(votes.created[i], this.mark.created)
    );
  }

  private setMark(votes: VoteColumns): void {
    const count = votes.pid.length;
    const i = count - 1;
    this.mark =
      count === 0
        ? { count: 0, pid: 0, tid: 0, vote: 0, created: 0 }
        : {
            count,
            pid: votes.pid[i],
            tid: votes.tid[i],
            vote: votes.vote[i],
            created: votes.created[i],
          };
  }

  private rebuild(input: MathInput, meta: Set<number>): Matrices {
    this.held = null;
    this.spare = null;
    const matrix = buildVoteMatrix(input.votes, input.statements);
    this.meta = meta;
    this.rowOf = new Map();
    matrix.pids.forEach((pid, r) => this.rowOf.set(pid, r));
    this.colOf = new Map();
    matrix.tids.forEach((tid, c) => this.colOf.set(tid, c));
    this.colSum = new Float64Array(Math.max(16, matrix.tids.length));
    this.colCount = new Int32Array(this.colSum.length);
    for (let k = 0; k < matrix.colIdx.length; k++) {
      this.colSum[matrix.colIdx[k]] += matrix.values[k];
      this.colCount[matrix.colIdx[k]]++;
    }
    const centred = centredMatrix(matrix);
    this.held = { matrix, centred };
    // The next update writes into these: their pages are mapped now, in the full update.
    const fresh32 = (n: number) => room(undefined, n, (size) => new Int32Array(size).fill(0));
    this.spare = {
      rowPtr: fresh32(matrix.rowPtr.length),
      colIdx: fresh32(matrix.colIdx.length),
      values: room(undefined, matrix.values.length, (size) => new Int8Array(size).fill(0)),
      runStart: fresh32(centred.runStart.length),
      runCols: fresh32(centred.colIdx.length),
    };
    this.setMark(input.votes);
    return this.held;
  }

  /** The column means from the kept sums: columnMeans(matrix), without a pass over the votes. */
  private center(matrix: VoteMatrix): Float64Array {
    const { modOut } = matrix;
    const center = new Float64Array(matrix.tids.length);
    for (let c = 0; c < center.length; c++) {
      center[c] = modOut[c] || this.colCount[c] === 0 ? 0 : this.colSum[c] / this.colCount[c];
    }
    return center;
  }

  private column(tid: number, oldCols: number, newTids: number[]): number {
    let c = this.colOf.get(tid);
    if (c === undefined) {
      c = oldCols + newTids.length;
      this.colOf.set(tid, c);
      newTids.push(tid);
      if (c >= this.colSum.length) {
        const sum = new Float64Array(this.colSum.length * 2);
        const count = new Int32Array(sum.length);
        sum.set(this.colSum);
        count.set(this.colCount);
        this.colSum = sum;
        this.colCount = count;
      }
    }
    return c;
  }

  /**
   * The vote matrix with votes[mark.count …] applied, and the rows whose cells changed (ascending;
   * new rows included). The kept matrix's arrays are not written to.
   */
  private apply(
    old: VoteMatrix,
    votes: VoteColumns,
    statements: readonly StatementFlags[],
  ): { matrix: VoteMatrix; touched: number[] } {
    const oldRows = old.pids.length;
    const newPids: number[] = [];
    const newTids: number[] = [];
    let lastVoteTimestamp = old.lastVoteTimestamp;
    const edits = new Map<number, RowEdit>();
    for (let i = this.mark.count; i < votes.pid.length; i++) {
      const tid = votes.tid[i];
      if (this.meta.has(tid)) continue;
      if (votes.created[i] > lastVoteTimestamp) lastVoteTimestamp = votes.created[i];
      let r = this.rowOf.get(votes.pid[i]);
      if (r === undefined) {
        r = oldRows + newPids.length;
        this.rowOf.set(votes.pid[i], r);
        newPids.push(votes.pid[i]);
      }
      const c = this.column(tid, old.tids.length, newTids);
      let edit = edits.get(r);
      if (!edit) {
        edit = { cols: [], values: [] };
        if (r < oldRows) {
          for (let k = old.rowPtr[r]; k < old.rowPtr[r + 1]; k++) {
            edit.cols.push(old.colIdx[k]);
            edit.values.push(old.values[k]);
          }
        }
        edits.set(r, edit);
      }
      // A participant has at most a few thousand cells and an update a few thousand new votes.
      const at = edit.cols.indexOf(c);
      const vote = votes.vote[i];
      if (at >= 0) {
        this.colSum[c] += vote - edit.values[at];
        edit.values[at] = vote;
      } else {
        this.colSum[c] += vote;
        this.colCount[c]++;
        edit.cols.push(c);
        edit.values.push(vote);
      }
    }
    const touched = [...edits.keys()].sort((a, b) => a - b);

    const rows = oldRows + newPids.length;
    let nnz = old.colIdx.length;
    for (const r of touched) {
      nnz += edits.get(r)!.cols.length - (r < oldRows ? old.rowPtr[r + 1] - old.rowPtr[r] : 0);
    }
    const spare = this.spare ?? undefined;
    const rowPtr = room(spare?.rowPtr, rows + 1, (n) => new Int32Array(n)).subarray(0, rows + 1);
    const colIdx = room(spare?.colIdx, nnz, (n) => new Int32Array(n)).subarray(0, nnz);
    const values = room(spare?.values, nnz, (n) => new Int8Array(n)).subarray(0, nnz);
    let at = 0;
    let r = 0;
    for (const t of [...touched, rows]) {
      // Rows r … t − 1 are unchanged: one block copy, their row pointers shifted.
      const end = Math.min(t, oldRows);
      if (r < end) {
        const from = old.rowPtr[r];
        const to = old.rowPtr[end];
        colIdx.set(old.colIdx.subarray(from, to), at);
        values.set(old.values.subarray(from, to), at);
        const shift = at - from;
        for (let q = r; q < end; q++) rowPtr[q] = old.rowPtr[q] + shift;
        at += to - from;
      }
      if (t === rows) break;
      const edit = edits.get(t)!;
      rowPtr[t] = at;
      for (let k = 0; k < edit.cols.length; k++, at++) {
        colIdx[at] = edit.cols[k];
        values[at] = edit.values[k];
      }
      r = t + 1;
    }
    rowPtr[rows] = at;
    const pids = new Int32Array(rows);
    pids.set(old.pids);
    pids.set(newPids, oldRows);
    const tids = new Int32Array(old.tids.length + newTids.length);
    tids.set(old.tids);
    tids.set(newTids, old.tids.length);
    return {
      matrix: {
        pids,
        tids,
        rowPtr,
        colIdx,
        values,
        modOut: modOutFor(tids, statements),
        lastVoteTimestamp,
      },
      touched,
    };
  }
}
