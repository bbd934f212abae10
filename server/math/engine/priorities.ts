// Upstream's `comment-priorities`: how eagerly its participation client offers a statement next.
// Statements few people have seen, that are not mostly passed and that sit far out on the map get
// higher priority. Kept so our pca2 answer carries everything upstream's clients may read.
// Upstream reads the previous update's group votes here (a known quirk); we use this update's.
import type { Tallies } from './tallies';

export function commentPriorities(groups: Tallies, extremity: Float64Array): number[] {
  const cols = groups.nCols;
  const result = new Array<number>(cols);
  for (let c = 0; c < cols; c++) {
    let A = 0;
    let D = 0;
    let S = 0;
    for (let g = 0; g < groups.nLabels; g++) {
      A += groups.A[g * cols + c];
      D += groups.D[g * cols + c];
      S += groups.S[g * cols + c];
    }
    const P = S - (A + D);
    const passShare = (P + 1) / (S + 2);
    const agreeShare = (A + 1) / (S + 2);
    const importance = (1 - passShare) * (extremity[c] + 1) * agreeShare;
    // New statements bubble up: the boost fades as more people see them.
    const priority = importance * (1 + 8 * 2 ** (-S / 5));
    result[c] = priority * priority;
  }
  return result;
}
