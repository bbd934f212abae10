// Steps 1 and 3: moderation zeroing and column-mean imputation, without ever building the dense
// matrix. Polis zeroes a moderated-out column for every row (empty cells included) and fills every
// other empty cell with its column's mean; PCA then centres each column on its mean. Put together:
//   - a moderated column is 0 everywhere, its mean 0, so centred it is all zeros;
//   - an imputed cell equals its column mean, so centred it is exactly 0.
// The centred matrix is therefore zero everywhere except at the real votes on live columns, and is
// stored as a sparse matrix over those cells alone: the vote (one byte) and its column, the centred
// value being vote − center[column]. Reading 5 bytes per cell instead of 12 is what makes the
// power iteration fast: it is bound by memory traffic, not arithmetic.
import type { VoteMatrix } from './voteMatrix';
import { nCols, nRows } from './voteMatrix';

export interface CentredMatrix {
  readonly nRows: number;
  readonly nCols: number;
  /** The column means of the imputed, zeroed matrix: PCA's `center`. */
  readonly center: Float64Array;
  /** CSR over the votes on live (not moderated-out) columns; a cell's value is vote − center[col]. */
  readonly rowPtr: Int32Array;
  readonly colIdx: Int32Array;
  readonly votes: Int8Array;
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
  const rowPtr = new Int32Array(rows + 1);
  let live = 0;
  for (let k = 0; k < matrix.colIdx.length; k++) if (!matrix.modOut[matrix.colIdx[k]]) live++;
  const colIdx = new Int32Array(live);
  const votes = new Int8Array(live);
  let nnz = 0;
  for (let r = 0; r < rows; r++) {
    rowPtr[r] = nnz;
    for (let k = matrix.rowPtr[r]; k < matrix.rowPtr[r + 1]; k++) {
      const c = matrix.colIdx[k];
      if (matrix.modOut[c]) continue;
      colIdx[nnz] = c;
      votes[nnz] = matrix.values[k];
      nnz++;
    }
  }
  rowPtr[rows] = nnz;
  return { nRows: rows, nCols: nCols(matrix), center, rowPtr, colIdx, votes };
}
