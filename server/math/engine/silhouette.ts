// Step 8's score: the silhouette of a grouping of the base clusters, computed on the distances
// between base-cluster centres without weights (upstream weights the k-means, not the score).
// For each base cluster: a = mean distance to the others in its group, b = the smallest mean
// distance to another group, s = (b − a) / max(a, b); a base cluster alone in its group scores 0.
// The grouping's score is the mean over all base clusters.

/**
 * @param assignment base cluster → group index (0 … nGroups-1)
 */
export function silhouette(
  bx: Float64Array,
  by: Float64Array,
  assignment: Int32Array,
  nGroups: number,
): number {
  const n = bx.length;
  if (n === 0 || nGroups < 2) return 0;
  const groupSize = new Int32Array(nGroups);
  for (let i = 0; i < n; i++) groupSize[assignment[i]]++;
  const sums = new Float64Array(nGroups);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const own = assignment[i];
    if (groupSize[own] === 1) continue; // a singleton scores 0
    sums.fill(0);
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const dx = bx[i] - bx[j];
      const dy = by[i] - by[j];
      sums[assignment[j]] += Math.sqrt(dx * dx + dy * dy);
    }
    const a = sums[own] / (groupSize[own] - 1);
    let b = Infinity;
    for (let g = 0; g < nGroups; g++) {
      if (g !== own && groupSize[g] > 0) b = Math.min(b, sums[g] / groupSize[g]);
    }
    const scale = Math.max(a, b);
    if (Number.isFinite(b) && scale > 0) total += (b - a) / scale;
  }
  return total / n;
}
