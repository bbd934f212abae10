import { describe, expect, it } from 'vitest';
import { cellFactors, centredMatrix, columnMeans, rowDot, VOTE_OF_RUN } from './centredMatrix';
import { votesFromTable } from './voteColumns';
import { buildVoteMatrix } from './voteMatrix';

describe('moderation zeroing and column-mean imputation', () => {
  // Columns (tids 0, 1, 2) in first-vote order; tid 1 is moderated out.
  const table = [
    [-1, 1, null],
    [1, null, 0],
    [-1, -1, 1],
  ];
  const matrix = buildVoteMatrix(votesFromTable(table), [{ tid: 1, mod: -1, isMeta: false }]);

  it('takes each column’s mean over the votes cast; a zeroed column’s mean is 0', () => {
    // tid 0: (-1 + 1 - 1) / 3; tid 1: zeroed; tid 2: (0 + 1) / 2.
    expect(Array.from(columnMeans(matrix))).toEqual([-1 / 3, 0, 0.5]);
  });

  it('keeps only the votes on live columns, by vote, each worth vote − column mean', () => {
    const m = centredMatrix(matrix);
    const cells: [number, number, number][] = [];
    for (let r = 0; r < m.nRows; r++) {
      for (let run = 0; run < 3; run++) {
        for (let k = m.runStart[3 * r + run]; k < m.runStart[3 * r + run + 1]; k++) {
          cells.push([r, m.colIdx[k], VOTE_OF_RUN[run] - m.center[m.colIdx[k]]]);
        }
      }
    }
    // Row by row: agrees first, then disagrees, then passes.
    expect(cells).toEqual([
      [0, 0, -1 + 1 / 3],
      [1, 0, 1 + 1 / 3],
      [1, 2, 0 - 0.5],
      [2, 0, -1 + 1 / 3],
      [2, 2, 1 - 0.5],
    ]);
  });

  it('computes a row’s dot product with any vector from per-column factors', () => {
    const m = centredMatrix(matrix);
    const v = Float64Array.from([2, 3, 5]);
    const factors = [0, 1, 2].map(() => new Float64Array(3));
    cellFactors(m, v, factors);
    // Row 1: tid0 = 1 (mean -1/3), tid2 = 0 (mean 0.5): (4/3)·2 + (-0.5)·5.
    expect(rowDot(m, 1, factors)).toBeCloseTo((4 / 3) * 2 - 0.5 * 5, 12);
  });
});
