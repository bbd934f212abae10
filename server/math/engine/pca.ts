// Step 4: the two principal components, by power iteration on XᵀX as upstream does, but with X
// sparse (centredMatrix.ts): XᵀX·v = Σ_rows (x_r·v) x_r touches only the votes. The second
// component is found on the deflated matrix X' = X − (X·c₁)c₁ᵀ without forming it:
//   x'_r·v = x_r·v − p_r (c₁·v)          with p_r = x_r·c₁
//   Σ_r d_r x'_r = Σ_r d_r x_r − (Σ_r d_r p_r) c₁
// Same components as the dense computation, at a fraction of the time and memory.
import { createRandom } from './random';
import { cellFactors, rowDot, type CentredMatrix } from './centredMatrix';

/** Upstream's `:pca-iters`. */
export const PCA_MAX_ITERATIONS = 100;
/**
 * Upstream stops when the eigenvalue estimate is exactly unchanged; with floating point that often
 * means all 100 rounds. A relative change below 1e-11 is "unchanged" to every digit that matters
 * (the eigenvalue converges twice as fast as the vector, so the vector is within ~1e-5).
 */
const EIGENVALUE_TOLERANCE = 1e-11;
/** Cold starts draw from a fixed seed (upstream draws unseeded random numbers). */
const COLD_START_SEED = 0x5eed;

export interface Components {
  pc1: Float64Array;
  pc2: Float64Array;
  /**
   * x_r·pc1 for every row, when the second component's deflation computed it: the projection's
   * first coordinate before scaling (projection.ts), the same numbers, not computed twice.
   */
  rowDots1?: Float64Array;
}

/** Buffers reused by every product of one power iteration. */
interface Workspace {
  factors: Float64Array[];
  sums: Float64Array[];
}

const workspace = (nCols: number): Workspace => ({
  factors: [0, 1, 2].map(() => new Float64Array(nCols)),
  sums: [0, 1, 2].map(() => new Float64Array(nCols)),
});

/**
 * out = X'ᵀX'·v, where X' is X deflated by c₁ (or X itself when deflate is null).
 * Per row: d = x_r·v by look-ups of (vote − center)·v (cellFactors); then, instead of adding
 * d·(vote − center[c]) cell by cell, add d to one of three per-column sums by vote and apply the
 * (vote − center[c]) factor once per column at the end.
 */
function productXtX(
  m: CentredMatrix,
  v: Float64Array,
  deflate: { c1: Float64Array; p: Float64Array } | null,
  out: Float64Array,
  ws: Workspace,
): void {
  cellFactors(m, v, ws.factors);
  const [fa, fd, fp] = ws.factors;
  const [sa, sd, sp] = ws.sums;
  sa.fill(0);
  sd.fill(0);
  sp.fill(0);
  let c1v = 0;
  if (deflate) for (let c = 0; c < m.nCols; c++) c1v += deflate.c1[c] * v[c];
  let sumDp = 0;
  const { runStart, colIdx } = m;
  for (let r = 0; r < m.nRows; r++) {
    const a = runStart[3 * r];
    const b = runStart[3 * r + 1];
    const p = runStart[3 * r + 2];
    const end = runStart[3 * r + 3];
    let d = 0;
    for (let k = a; k < b; k++) d += fa[colIdx[k]];
    for (let k = b; k < p; k++) d += fd[colIdx[k]];
    for (let k = p; k < end; k++) d += fp[colIdx[k]];
    if (deflate) {
      d -= deflate.p[r] * c1v;
      sumDp += d * deflate.p[r];
    }
    if (d === 0) continue;
    for (let k = a; k < b; k++) sa[colIdx[k]] += d;
    for (let k = b; k < p; k++) sd[colIdx[k]] += d;
    for (let k = p; k < end; k++) sp[colIdx[k]] += d;
  }
  const { center } = m;
  for (let c = 0; c < m.nCols; c++) {
    out[c] = (-1 - center[c]) * sa[c] + (1 - center[c]) * sd[c] - center[c] * sp[c];
  }
  if (deflate) for (let c = 0; c < m.nCols; c++) out[c] -= sumDp * deflate.c1[c];
}

function norm(v: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] * v[i];
  return Math.sqrt(sum);
}

/** The leading eigenvector of X'ᵀX' from `start`; all zeros when the matrix has no variance. */
function powerIteration(
  m: CentredMatrix,
  start: Float64Array,
  deflate: { c1: Float64Array; p: Float64Array } | null,
): Float64Array {
  // Two buffers used in turn; the caller's start vector is never written to.
  let v: Float64Array = start.slice();
  let product: Float64Array = new Float64Array(m.nCols);
  const ws = workspace(m.nCols);
  let last = 0;
  for (let iteration = 0; iteration < PCA_MAX_ITERATIONS; iteration++) {
    productXtX(m, v, deflate, product, ws);
    const eigenvalue = norm(product);
    if (!(eigenvalue > 0) || !Number.isFinite(eigenvalue)) return new Float64Array(m.nCols);
    for (let c = 0; c < product.length; c++) product[c] /= eigenvalue;
    [v, product] = [product, v];
    if (Math.abs(eigenvalue - last) <= EIGENVALUE_TOLERANCE * eigenvalue) break;
    last = eigenvalue;
  }
  return v;
}

/** p_r = x_r·c for every row. */
export function rowDots(m: CentredMatrix, c: Float64Array): Float64Array {
  const factors = workspace(m.nCols).factors;
  cellFactors(m, c, factors);
  const p = new Float64Array(m.nRows);
  for (let r = 0; r < m.nRows; r++) p[r] = rowDot(m, r, factors);
  return p;
}

function isZero(v: Float64Array): boolean {
  for (let i = 0; i < v.length; i++) if (v[i] !== 0) return false;
  return true;
}

/**
 * The two components. `warm` holds the previous update's components already laid out in this
 * matrix's column order (new statements padded with 1, as upstream pads); null or an all-zero
 * vector means a cold start from seeded random numbers.
 *
 * With fewer than two rows or two columns there is no plane to project on: upstream's projection
 * then puts everyone at the origin (its rank-1 quirk), and so do we, by returning zero components.
 */
export function principalComponents(m: CentredMatrix, warm: Components | null): Components {
  const pc1 = new Float64Array(m.nCols);
  const pc2 = new Float64Array(m.nCols);
  if (Math.min(m.nRows, m.nCols) < 2) return { pc1, pc2 };

  const random = createRandom(COLD_START_SEED);
  const coldStart = () => Float64Array.from({ length: m.nCols }, () => random.next());
  const start1 = warm && !isZero(warm.pc1) ? warm.pc1 : coldStart();
  const start2 = warm && !isZero(warm.pc2) ? warm.pc2 : coldStart();

  const c1 = powerIteration(m, start1, null);
  if (isZero(c1)) return { pc1: c1, pc2 };
  const p = rowDots(m, c1);
  const c2 = powerIteration(m, start2, { c1, p });
  return { pc1: c1, pc2: c2, rowDots1: p };
}

/** Lays previous components (keyed by tid) out in the current column order; new tids get 1. */
export function warmStartFor(
  tids: Int32Array,
  previous: { tids: number[]; pc1: number[]; pc2: number[] } | null,
): Components | null {
  if (!previous) return null;
  const at = new Map<number, number>();
  previous.tids.forEach((tid, index) => at.set(tid, index));
  const pc1 = new Float64Array(tids.length);
  const pc2 = new Float64Array(tids.length);
  for (let c = 0; c < tids.length; c++) {
    const index = at.get(tids[c]);
    pc1[c] = index === undefined ? 1 : previous.pc1[index];
    pc2[c] = index === undefined ? 1 : previous.pc2[index];
  }
  return { pc1, pc2 };
}
