import { describe, expect, it } from 'vitest';
import { centredMatrix } from './centredMatrix';
import { principalComponents, warmStartFor } from './pca';
import { votesFromTable } from './voteColumns';
import { buildVoteMatrix } from './voteMatrix';

// An independent check: the dense imputed, zeroed, centred matrix, and the eigenvectors of XᵀX by
// the Jacobi rotation method (no power iteration, nothing shared with the code under test).
function denseCentred(table: (number | null)[][], moderated: Set<number>): number[][] {
  const cols = table[0].length;
  const means = Array.from({ length: cols }, (_, j) => {
    if (moderated.has(j)) return 0;
    const votes = table.map((row) => row[j]).filter((v): v is number => v !== null);
    return votes.reduce((a, b) => a + b, 0) / votes.length;
  });
  return table.map((row) => row.map((v, j) => (moderated.has(j) ? 0 : (v ?? means[j])) - means[j]));
}

function jacobiEigen(a: number[][]): { values: number[]; vectors: number[][] } {
  const n = a.length;
  const m = a.map((row) => [...row]);
  const v = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j): number => (i === j ? 1 : 0)),
  );
  for (let sweep = 0; sweep < 100; sweep++) {
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        if (Math.abs(m[p][q]) < 1e-15) continue;
        const theta = (m[q][q] - m[p][p]) / (2 * m[p][q]);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const mkp = m[k][p];
          const mkq = m[k][q];
          m[k][p] = c * mkp - s * mkq;
          m[k][q] = s * mkp + c * mkq;
        }
        for (let k = 0; k < n; k++) {
          const mpk = m[p][k];
          const mqk = m[q][k];
          m[p][k] = c * mpk - s * mqk;
          m[q][k] = s * mpk + c * mqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k][p];
          const vkq = v[k][q];
          v[k][p] = c * vkp - s * vkq;
          v[k][q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const order = m.map((_, i) => i).sort((i, j) => m[j][j] - m[i][i]);
  return { values: order.map((i) => m[i][i]), vectors: order.map((i) => v.map((row) => row[i])) };
}

const xtx = (x: number[][]) =>
  x[0].map((_, i) => x[0].map((_, j) => x.reduce((sum, row) => sum + row[i] * row[j], 0)));

const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
};

describe('principalComponents (sparse power iteration with deflation)', () => {
  const table = [
    [-1, -1, 1, null, -1],
    [-1, null, 1, 1, -1],
    [1, 1, -1, -1, null],
    [1, 1, null, -1, 1],
    [0, -1, 1, 1, -1],
    [null, 1, -1, 0, 1],
    [-1, -1, 0, 1, null],
  ];
  const moderated = new Set([4]);
  const matrix = buildVoteMatrix(votesFromTable(table), [{ tid: 4, mod: -1, isMeta: false }]);
  const m = centredMatrix(matrix);
  const expected = jacobiEigen(xtx(denseCentred(table, moderated)));

  // Columns are in first-vote order (tid 3 is first voted in row 1, after tid 4): back to tid order.
  const byTid = (component: Float64Array) => {
    const out = new Array<number>(component.length);
    matrix.tids.forEach((tid, c) => (out[tid] = component[c]));
    return out;
  };

  it('finds the two leading eigenvectors of the dense centred matrix (up to sign)', () => {
    expect(Array.from(matrix.tids)).toEqual([0, 1, 2, 4, 3]);
    const comps = principalComponents(m, null);
    const pc1 = byTid(comps.pc1);
    const pc2 = byTid(comps.pc2);
    expect(Math.abs(dot(pc1, expected.vectors[0]))).toBeCloseTo(1, 6);
    expect(Math.abs(dot(pc2, expected.vectors[1]))).toBeCloseTo(1, 6);
    expect(dot(pc1, pc2)).toBeCloseTo(0, 6);
    // The zeroed (moderated) statement has no variance: nothing of it in either component.
    expect(pc1[4]).toBe(0);
    expect(pc2[4]).toBe(0);
  });

  it('converges to the same components from the previous ones (warm start)', () => {
    const cold = principalComponents(m, null);
    const previous = {
      tids: [4, 3, 2, 1, 0],
      pc1: [...cold.pc1].reverse(),
      pc2: [...cold.pc2].reverse(),
    };
    const warm = principalComponents(m, warmStartFor(matrix.tids, previous));
    expect(Math.abs(dot(warm.pc1, cold.pc1))).toBeCloseTo(1, 9);
    expect(Math.abs(dot(warm.pc2, cold.pc2))).toBeCloseTo(1, 9);
  });

  it('pads statements the previous components did not know with 1', () => {
    const warm = warmStartFor(Int32Array.from([0, 7]), { tids: [0], pc1: [0.5], pc2: [-0.5] });
    expect(Array.from(warm!.pc1)).toEqual([0.5, 1]);
    expect(Array.from(warm!.pc2)).toEqual([-0.5, 1]);
  });

  it('gives zero components when there is no variance or no plane', () => {
    const same = buildVoteMatrix(
      votesFromTable([
        [-1, 1],
        [-1, 1],
        [-1, 1],
      ]),
      [],
    );
    const flat = principalComponents(centredMatrix(same), null);
    expect([...flat.pc1, ...flat.pc2].every((x) => x === 0)).toBe(true);
    const oneStatement = buildVoteMatrix(votesFromTable([[-1], [1], [0]]), []);
    const line = principalComponents(centredMatrix(oneStatement), null);
    expect([...line.pc1, ...line.pc2].every((x) => x === 0)).toBe(true);
  });
});
