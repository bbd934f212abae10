// The stability figure: how firm are the groups? Polis's k-means starts from "the first distinct
// points in row order", so the same opinions in another participant order can give other groups
// (two Polis runs that differ only in order agree at a median ARI of 0.72). We re-run the clustering
// a few times on a seeded shuffle of a 90 % subsample of the in-conv participants and compare each
// re-run with the published groups:
//   - overall: the adjusted Rand index over the participants in the subsample (mean and minimum);
//   - per group: the share of its sampled members that the re-run puts in the group matched to it
//     (best one-to-one label matching), averaged over re-runs.
// Cost: the re-runs reuse this update's map positions and redo only the clustering steps (base
// clusters, group clusters, the choice of k), which is where the order dependence lives. PCA is
// order-free, and re-running it would multiply the update's cost by the number of runs.
import { createRandom } from '../../demo/random';
import { adjustedRandIndex } from './ari';
import { baseClusters, bestK, groupClusterings } from './clusters';
import { bestLabelMatching } from './labelMatching';
import type { MathResult, Stability } from './types';

export const STABILITY_RUNS = 5;
export const STABILITY_SAMPLE = 0.9;
const STABILITY_SEED = 20_240_614;

/** Groups of the given points (indices into xs/ys) as a fresh update would form them, without the k smoother. */
export function clusterPoints(xs: Float64Array, ys: Float64Array): Int32Array {
  const base = baseClusters(xs, ys);
  const weights = new Float64Array(base.ids.length);
  for (let i = 0; i < xs.length; i++) weights[base.assignment[i]]++;
  const clusterings = groupClusterings(base.cx, base.cy, weights);
  const k = bestK(clusterings);
  const labels = new Int32Array(xs.length);
  const chosen = clusterings.find((clustering) => clustering.k === k);
  if (!chosen) return labels;
  for (let i = 0; i < xs.length; i++) {
    labels[i] = chosen.clusters.ids[chosen.clusters.assignment[base.assignment[i]]];
  }
  return labels;
}

/**
 * @param xs,ys map positions of the in-conv participants
 * @param groupOf their published group ids, same order
 * @param groupIds the published groups, in the order to report them
 */
export function groupStability(
  xs: Float64Array,
  ys: Float64Array,
  groupOf: Int32Array,
  groupIds: readonly number[],
): Stability | null {
  if (groupIds.length < 2 || xs.length < 2) return null;
  const random = createRandom(STABILITY_SEED);
  const n = xs.length;
  const size = Math.max(2, Math.ceil(n * STABILITY_SAMPLE));
  const aris: number[] = [];
  const shareSums = new Map<number, number>(groupIds.map((id) => [id, 0]));
  const order = Int32Array.from({ length: n }, (_, i) => i);

  for (let run = 0; run < STABILITY_RUNS; run++) {
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(random.next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const sample = order.subarray(0, size);
    const sx = Float64Array.from(sample, (i) => xs[i]);
    const sy = Float64Array.from(sample, (i) => ys[i]);
    const published = Int32Array.from(sample, (i) => groupOf[i]);
    const rerun = clusterPoints(sx, sy);
    aris.push(adjustedRandIndex(published, rerun));

    const { pairs } = bestLabelMatching(published, rerun);
    for (const id of groupIds) {
      let members = 0;
      let kept = 0;
      for (let i = 0; i < size; i++) {
        if (published[i] !== id) continue;
        members++;
        if (rerun[i] === pairs.get(id)) kept++;
      }
      shareSums.set(id, shareSums.get(id)! + (members === 0 ? 0 : kept / members));
    }
  }

  return {
    runs: STABILITY_RUNS,
    sample: STABILITY_SAMPLE,
    ari: aris.reduce((sum, x) => sum + x, 0) / aris.length,
    ariMin: Math.min(...aris),
    groups: groupIds.map((id) => ({ id, share: shareSums.get(id)! / STABILITY_RUNS })),
  };
}

/** The stability of a finished result, from its own positions and groups (in-conv participants). */
export function stabilityOf(result: MathResult): Stability | null {
  const { pids, x, y, groupId } = result.participants;
  const rowOf = new Map<number, number>();
  pids.forEach((pid, row) => rowOf.set(pid, row));
  const rows = result.inConv.map((pid) => rowOf.get(pid)!);
  return groupStability(
    Float64Array.from(rows, (r) => x[r]),
    Float64Array.from(rows, (r) => y[r]),
    Int32Array.from(rows, (r) => groupId[r]),
    result.groupClusters.map((group) => group.id),
  );
}
