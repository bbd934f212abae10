// Vote counts per (label, statement) from the raw votes — moderation does not change what people
// voted. Labels are base clusters (votes-base), groups (group-votes, repness) or one label for
// everybody (the consensus lists). A = agrees, D = disagrees, S = seen (any vote, passes included).
import { plainArray } from './plainArray';
import type { VoteMatrix } from './voteMatrix';
import { nCols, nRows } from './voteMatrix';

export interface Tallies {
  readonly nLabels: number;
  readonly nCols: number;
  /** Flat [label * nCols + column]. */
  readonly A: Int32Array;
  readonly D: Int32Array;
  readonly S: Int32Array;
}

/** @param rowLabel row → label, or -1 to leave the row out */
export function tallyByLabel(matrix: VoteMatrix, rowLabel: Int32Array, nLabels: number): Tallies {
  const cols = nCols(matrix);
  const A = new Int32Array(nLabels * cols);
  const D = new Int32Array(nLabels * cols);
  const S = new Int32Array(nLabels * cols);
  for (let r = 0; r < nRows(matrix); r++) {
    const label = rowLabel[r];
    if (label < 0) continue;
    const base = label * cols;
    for (let k = matrix.rowPtr[r]; k < matrix.rowPtr[r + 1]; k++) {
      const at = base + matrix.colIdx[k];
      const vote = matrix.values[k];
      S[at]++;
      if (vote < 0) A[at]++;
      else if (vote > 0) D[at]++;
    }
  }
  return { nLabels, nCols: cols, A, D, S };
}

/** The tallies of labels 0 … n-1 alone (a view, no copy: the layout is label-major). */
export function firstLabels(tallies: Tallies, n: number): Tallies {
  const size = n * tallies.nCols;
  return {
    nLabels: n,
    nCols: tallies.nCols,
    A: tallies.A.subarray(0, size),
    D: tallies.D.subarray(0, size),
    S: tallies.S.subarray(0, size),
  };
}

/** Tallies of coarser labels (groups) summed from finer ones (base clusters): no pass over votes. */
export function mergeLabels(fine: Tallies, coarseOf: Int32Array, nCoarse: number): Tallies {
  const cols = fine.nCols;
  const A = new Int32Array(nCoarse * cols);
  const D = new Int32Array(nCoarse * cols);
  const S = new Int32Array(nCoarse * cols);
  for (let label = 0; label < fine.nLabels; label++) {
    const coarse = coarseOf[label];
    if (coarse < 0) continue;
    for (let c = 0; c < cols; c++) {
      A[coarse * cols + c] += fine.A[label * cols + c];
      D[coarse * cols + c] += fine.D[label * cols + c];
      S[coarse * cols + c] += fine.S[label * cols + c];
    }
  }
  return { nLabels: nCoarse, nCols: cols, A, D, S };
}

/** One label's counts as plain arrays (for the JSON result). */
export function tallyRow(
  tallies: Tallies,
  label: number,
): { A: number[]; D: number[]; S: number[] } {
  const from = label * tallies.nCols;
  const to = from + tallies.nCols;
  return {
    A: plainArray(tallies.A.subarray(from, to)),
    D: plainArray(tallies.D.subarray(from, to)),
    S: plainArray(tallies.S.subarray(from, to)),
  };
}
