import { describe, expect, it } from 'vitest';
import { centredMatrix, columnMeans } from './centredMatrix';
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

  it('keeps only the votes on live columns, centred on the column mean', () => {
    const m = centredMatrix(matrix);
    const cells: [number, number, number][] = [];
    for (let r = 0; r < m.nRows; r++) {
      for (let k = m.rowPtr[r]; k < m.rowPtr[r + 1]; k++) {
        cells.push([r, m.colIdx[k], m.votes[k] - m.center[m.colIdx[k]]]);
      }
    }
    expect(cells).toEqual([
      [0, 0, -1 + 1 / 3],
      [1, 0, 1 + 1 / 3],
      [1, 2, 0 - 0.5],
      [2, 0, -1 + 1 / 3],
      [2, 2, 1 - 0.5],
    ]);
  });
});
