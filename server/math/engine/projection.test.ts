import { describe, expect, it } from 'vitest';
import { centredMatrix } from './centredMatrix';
import { projectComments, projectParticipants } from './projection';
import { votesFromTable } from './voteColumns';
import { buildVoteMatrix } from './voteMatrix';

describe('sparsity-aware projection', () => {
  // Four statements, the last moderated out. Column means: tid0 0, tid1 -1/3, tid2 0.
  const table = [
    [-1, -1, null, 1],
    [1, null, 1, null],
    [0, 1, -1, null],
    [null, -1, null, null],
  ];
  const matrix = buildVoteMatrix(votesFromTable(table), [{ tid: 3, mod: -1, isMeta: false }]);
  const m = centredMatrix(matrix);
  // Components given per tid, laid out in the matrix's column (first-vote) order: 0, 1, 3, 2.
  const perTid = { pc1: [0.6, 0.8, 0, 0], pc2: [0, 0, 1, 0] };
  const comps = {
    pc1: Float64Array.from(matrix.tids, (tid) => perTid.pc1[tid]),
    pc2: Float64Array.from(matrix.tids, (tid) => perTid.pc2[tid]),
  };
  const column = (tid: number) => Array.from(matrix.tids).indexOf(tid);

  it('projects each participant’s own votes and scales by √(statements / votes)', () => {
    const { x, y } = projectParticipants(m, comps, 1);
    // Row 0 voted tid0, tid1 (+ the moderated column counts for everyone): 3 of 4.
    //   x = (-1 - 0)·0.6 + (-1 + 1/3)·0.8, y = 0, scale √(4/3).
    expect(x[0]).toBeCloseTo((-0.6 + (-2 / 3) * 0.8) * Math.sqrt(4 / 3), 12);
    expect(y[0]).toBe(0);
    // Row 1: tid0 = 1, tid2 = 1 (mean 0): x = 0.6, y = 1, scale √(4/3).
    expect(x[1]).toBeCloseTo(0.6 * Math.sqrt(4 / 3), 12);
    expect(y[1]).toBeCloseTo(Math.sqrt(4 / 3), 12);
    // Row 3: only tid1 = -1: x = (-2/3)·0.8, scale √(4/2).
    expect(x[3]).toBeCloseTo((-2 / 3) * 0.8 * Math.sqrt(2), 12);
  });

  it('places a statement where an agree on it alone would, with its distance as extremity', () => {
    const { x, y, extremity } = projectComments(m.center, comps);
    // tid1: agree (-1) minus its mean (-1/3) = -2/3, along pc1 (0.8), scaled √4.
    expect(x[column(1)]).toBeCloseTo((-2 / 3) * 0.8 * 2, 12);
    expect(y[column(1)]).toBeCloseTo(0, 12);
    expect(extremity[column(1)]).toBeCloseTo(Math.abs(x[column(1)]), 12);
    // tid2: -1 minus mean 0, along pc2 (1), scaled √4.
    expect(y[column(2)]).toBeCloseTo(-2, 12);
    expect(extremity[column(3)]).toBe(0);
  });
});
