// Steps 1 and 3: moderation zeroing and column-mean imputation, without ever building the dense
// matrix. Polis zeroes a moderated-out column for every row (empty cells included) and fills every
// other empty cell with its column's mean; PCA then centres each column on its mean. Put together:
//   - a moderated column is 0 everywhere, its mean 0, so centred it is all zeros;
//   - an imputed cell equals its column mean, so centred it is exactly 0.
// The centred matrix is therefore zero everywhere except at the real votes on live columns, and is
// stored as a sparse matrix over those cells alone. Each row's cells are kept in three runs, by
// vote (agree, disagree, pass), so a cell is just its column: its value is VOTE_OF_RUN[run] −
// center[column]. The power iteration then reads 4 bytes per cell and folds the value into
// per-column factors (pca.ts) instead of computing it for every cell.
import { room } from './reusedArrays';
import type { VoteMatrix } from './voteMatrix';
import { nCols, nRows } from './voteMatrix';

/** The vote (internal sign) of each run: agree, disagree, pass. */
export const VOTE_OF_RUN = [-1, 1, 0] as const;
/** The run a vote's cell goes in: 0 agree, 1 disagree, 2 pass. */
export const runOfVote = (vote: number) => (vote < 0 ? 0 : vote > 0 ? 1 : 2);

export interface CentredMatrix {
  readonly nRows: number;
  readonly nCols: number;
  /** The column means of the imputed, zeroed matrix: PCA's `center`. */
  readonly center: Float64Array;
  /**
   * Run t (0 agree, 1 disagree, 2 pass) of row r holds the columns colIdx[runStart[3r + t]] …
   * colIdx[runStart[3r + t + 1] - 1]; only votes on live (not moderated-out) columns.
   */
  readonly runStart: Int32Array;
  readonly colIdx: Int32Array;
}

export function columnMeans(matrix: VoteMatrix): Float64Array {
  const sums = new Float64Array(nCols(matrix));
  const counts = new Int32Array(nCols(matrix));
  for (let k = 0; k < matrix.colIdx.length; k++) {
    sums[matrix.colIdx[k]] += matrix.values[k];
    counts[matrix.colIdx[k]]++;
  }
  const means = new Float64Array(sums.length);
  for (let c = 0; c < means.length; c++) {
    // A column exists only because someone voted on it, so counts[c] > 0; a zeroed column's mean is 0.
    means[c] = matrix.modOut[c] || counts[c] === 0 ? 0 : sums[c] / counts[c];
  }
  return means;
}

export function centredMatrix(matrix: VoteMatrix): CentredMatrix {
  const center = columnMeans(matrix);
  const rows = nRows(matrix);
  // Count each row's live cells per run, then place them: two passes over the votes.
  const runStart = new Int32Array(3 * rows + 1);
  for (let r = 0; r < rows; r++) {
    for (let k = matrix.rowPtr[r]; k < matrix.rowPtr[r + 1]; k++) {
      if (!matrix.modOut[matrix.colIdx[k]]) runStart[3 * r + runOfVote(matrix.values[k]) + 1]++;
    }
  }
  for (let i = 0; i < 3 * rows; i++) runStart[i + 1] += runStart[i];
  const colIdx = new Int32Array(runStart[3 * rows]);
  const next = runStart.slice(0, 3 * rows);
  for (let r = 0; r < rows; r++) {
    for (let k = matrix.rowPtr[r]; k < matrix.rowPtr[r + 1]; k++) {
      const c = matrix.colIdx[k];
      if (!matrix.modOut[c]) colIdx[next[3 * r + runOfVote(matrix.values[k])]++] = c;
    }
  }
  return { nRows: rows, nCols: nCols(matrix), center, runStart, colIdx };
}

/**
 * The centred matrix of `matrix` from `old`, the centred matrix of the same votes before the rows
 * `touched` (ascending) changed or were added, under the same moderation: the other rows' runs are
 * copied as blocks, the touched rows' rebuilt as centredMatrix lays them out (matrixCache.ts).
 * `center` is the new column means; the arrays are written into `into`'s when they are large enough.
 */
export function centredWithRowsChanged(
  old: CentredMatrix,
  matrix: VoteMatrix,
  touched: readonly number[],
  center: Float64Array,
  into: { runStart?: Int32Array; colIdx?: Int32Array },
): CentredMatrix {
  const rows = nRows(matrix);
  const { modOut } = matrix;
  const runs = touched.map((r) => {
    const byRun: number[][] = [[], [], []];
    for (let k = matrix.rowPtr[r]; k < matrix.rowPtr[r + 1]; k++) {
      const c = matrix.colIdx[k];
      if (!modOut[c]) byRun[runOfVote(matrix.values[k])].push(c);
    }
    return byRun;
  });
  let size = old.colIdx.length;
  touched.forEach((r, i) => {
    const live = runs[i][0].length + runs[i][1].length + runs[i][2].length;
    size += live - (r < old.nRows ? old.runStart[3 * r + 3] - old.runStart[3 * r] : 0);
  });
  const runStart = room(into.runStart, 3 * rows + 1, (n) => new Int32Array(n)).subarray(
    0,
    3 * rows + 1,
  );
  const colIdx = room(into.colIdx, size, (n) => new Int32Array(n)).subarray(0, size);
  let at = 0;
  let r = 0;
  for (let i = 0; i <= touched.length; i++) {
    const t = i < touched.length ? touched[i] : rows;
    const end = Math.min(t, old.nRows);
    if (r < end) {
      // Rows r … end − 1 are unchanged: one block copy, their run starts shifted.
      const from = old.runStart[3 * r];
      const to = old.runStart[3 * end];
      colIdx.set(old.colIdx.subarray(from, to), at);
      const shift = at - from;
      for (let q = 3 * r; q < 3 * end; q++) runStart[q] = old.runStart[q] + shift;
      at += to - from;
    }
    if (t === rows) break;
    for (let run = 0; run < 3; run++) {
      runStart[3 * t + run] = at;
      for (const c of runs[i][run]) colIdx[at++] = c;
    }
    r = t + 1;
  }
  runStart[3 * rows] = at;
  return { nRows: rows, nCols: nCols(matrix), center, runStart, colIdx };
}

/**
 * For a vector v over the columns: the centred value of each kind of cell times v, per column —
 * (vote − center[c])·v[c] for agree, disagree and pass. A row's dot product with v is then a sum of
 * table look-ups along its three runs.
 */
export function cellFactors(m: CentredMatrix, v: Float64Array, out: Float64Array[]): void {
  for (let run = 0; run < 3; run++) {
    const factors = out[run];
    const vote = VOTE_OF_RUN[run];
    for (let c = 0; c < m.nCols; c++) factors[c] = (vote - m.center[c]) * v[c];
  }
}

/** x_r·v for one row, given cellFactors(v). */
export function rowDot(m: CentredMatrix, r: number, factors: Float64Array[]): number {
  const { runStart, colIdx } = m;
  let d = 0;
  for (let run = 0; run < 3; run++) {
    const f = factors[run];
    for (let k = runStart[3 * r + run]; k < runStart[3 * r + run + 1]; k++) d += f[colIdx[k]];
  }
  return d;
}
