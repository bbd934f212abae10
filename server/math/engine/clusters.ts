// Steps 6–8: base clusters, group clusters for each candidate k, and the choice of k.
// Polis clusters in two levels: 100 small "base clusters" over the participants, then the groups
// over the base-cluster centres weighted by their member counts. The two levels make the groups
// depend on the shape of opinion more than on where individual participants happen to sit.
import { firstDistinctPoints, lloyd, type KMeansResult } from './kmeans';
import { silhouette } from './silhouette';

export const BASE_K = 100;
export const BASE_MAX_STEPS = 100;
export const MAX_GROUPS = 5;
/** Upstream passes its intended 100 under a key k-means ignores, so groups run the default 20. */
export const GROUP_STEPS = 20;

/** Base clusters over the given points (the in-conv participants, in row order). */
export function baseClusters(xs: Float64Array, ys: Float64Array): KMeansResult {
  return lloyd(xs, ys, null, firstDistinctPoints(xs, ys, BASE_K), BASE_MAX_STEPS, true);
}

/** The largest k tried: min(5, 2 + ⌊base clusters / 12⌋). */
export function maxGroupCount(nBase: number): number {
  return Math.min(MAX_GROUPS, 2 + Math.floor(nBase / 12));
}

export interface GroupClustering {
  k: number;
  /** Points are the base clusters, in id order. */
  clusters: KMeansResult;
  silhouette: number;
}

/**
 * Weighted k-means of the base-cluster centres for k = 2 … maxGroupCount, each started from the
 * first k distinct centres in id order. None when there are fewer than two distinct centres: a map
 * where everyone sits on one spot has no groups.
 */
export function groupClusterings(
  bx: Float64Array,
  by: Float64Array,
  weights: Float64Array,
): GroupClustering[] {
  if (firstDistinctPoints(bx, by, 2).cx.length < 2) return [];
  const clusterings: GroupClustering[] = [];
  for (let k = 2; k <= maxGroupCount(bx.length); k++) {
    const clusters = lloyd(bx, by, weights, firstDistinctPoints(bx, by, k), GROUP_STEPS, false);
    const score = silhouette(bx, by, clusters.assignment, clusters.ids.length);
    clusterings.push({ k, clusters, silhouette: score });
  }
  return clusterings;
}

/** The k with the best silhouette; ties go to the larger k (upstream's max-key keeps the last). */
export function bestK(clusterings: readonly GroupClustering[]): number | null {
  let best: GroupClustering | null = null;
  for (const clustering of clusterings) {
    if (!best || clustering.silhouette >= best.silhouette) best = clustering;
  }
  return best ? best.k : null;
}
