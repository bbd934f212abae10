// Step 5: places on the map. A participant's position is the dot product of their own votes (minus
// the column centre) with each component, scaled by √(statements / their votes). Without the scale,
// someone who voted on 10 of 300 statements would sit near the origin whatever they think, because
// their 290 imputed cells are exactly the mean. Moderated-out columns were zeroed for every row, so
// upstream counts them as "voted" for everybody (they add nothing to the dot product but do enter
// the vote count under the square root); we keep that.
import { cellFactors, rowDot, type CentredMatrix } from './centredMatrix';
import type { Components } from './pca';

export interface Positions {
  x: Float64Array;
  y: Float64Array;
}

/** Sparsity-aware projection of every participant (row). */
export function projectParticipants(
  m: CentredMatrix,
  comps: Components,
  nModeratedOut: number,
): Positions {
  const factors1 = [0, 1, 2].map(() => new Float64Array(m.nCols));
  const factors2 = [0, 1, 2].map(() => new Float64Array(m.nCols));
  cellFactors(m, comps.pc1, factors1);
  cellFactors(m, comps.pc2, factors2);
  const x = new Float64Array(m.nRows);
  const y = new Float64Array(m.nRows);
  const dots1 = comps.rowDots1;
  for (let r = 0; r < m.nRows; r++) {
    const voted = m.runStart[3 * r + 3] - m.runStart[3 * r] + nModeratedOut;
    const scale = Math.sqrt(m.nCols / Math.max(voted, 1));
    x[r] = (dots1 ? dots1[r] : rowDot(m, r, factors1)) * scale;
    y[r] = rowDot(m, r, factors2) * scale;
  }
  return { x, y };
}

/**
 * Where each statement sits: the projection of a participant who agreed with it (internal -1) and
 * voted on nothing else, with the same scaling; its extremity is the distance from the origin.
 */
export function projectComments(
  center: Float64Array,
  comps: Components,
): { x: Float64Array; y: Float64Array; extremity: Float64Array } {
  const n = center.length;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const extremity = new Float64Array(n);
  const scale = Math.sqrt(n);
  for (let c = 0; c < n; c++) {
    const centred = -1 - center[c];
    x[c] = centred * comps.pc1[c] * scale;
    y[c] = centred * comps.pc2[c] * scale;
    extremity[c] = Math.hypot(x[c], y[c]);
  }
  return { x, y, extremity };
}
