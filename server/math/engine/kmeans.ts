// Lloyd's k-means on 2-D points, as upstream runs it for both base clusters and groups: the first k
// *distinct* points in the given order are the starting centres (not random, not k-means++), a
// cluster that loses all its points is dropped, and cluster ids are the starting positions 0…k-1
// (so ids can have gaps after a drop, as upstream's do).
import { PointTree } from './pointTree';

export interface KMeansResult {
  /** Cluster ids, ascending. */
  ids: number[];
  cx: Float64Array;
  cy: Float64Array;
  /** Point → index into ids/cx/cy. */
  assignment: Int32Array;
}

/** Upstream's `same-clustering?` threshold on how far the sorted centres moved. */
export const CENTRE_MOVE_THRESHOLD = 0.01;

/** The first k distinct points, in order. */
export function firstDistinctPoints(
  xs: Float64Array,
  ys: Float64Array,
  k: number,
): { cx: Float64Array; cy: Float64Array } {
  const cx: number[] = [];
  const cy: number[] = [];
  for (let i = 0; i < xs.length && cx.length < k; i++) {
    let seen = false;
    for (let j = 0; j < cx.length && !seen; j++) seen = cx[j] === xs[i] && cy[j] === ys[i];
    if (!seen) {
      cx.push(xs[i]);
      cy.push(ys[i]);
    }
  }
  return { cx: Float64Array.from(cx), cy: Float64Array.from(cy) };
}

/**
 * Centres sorted by x, then y: upstream compares clusterings centre by centre in this order.
 * Insertion sort: at most 100 centres, called twice per k-means step.
 */
function sortedCentres(cx: Float64Array, cy: Float64Array): Int32Array {
  const order = new Int32Array(cx.length);
  for (let i = 0; i < cx.length; i++) {
    let j = i;
    while (j > 0) {
      const prev = order[j - 1];
      if (cx[prev] < cx[i] || (cx[prev] === cx[i] && cy[prev] <= cy[i])) break;
      order[j] = prev;
      j--;
    }
    order[j] = i;
  }
  return order;
}

/**
 * True when every centre moved less than the threshold, pairing centres in sorted order (upstream
 * zips the two sorted lists, so after a drop the surplus centres are simply not compared).
 */
export function sameClustering(
  ax: Float64Array,
  ay: Float64Array,
  bx: Float64Array,
  by: Float64Array,
): boolean {
  const a = sortedCentres(ax, ay);
  const b = sortedCentres(bx, by);
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (distance(ax[a[i]], ay[a[i]], bx[b[i]], by[b[i]]) >= CENTRE_MOVE_THRESHOLD) return false;
  }
  return true;
}

/** Euclidean distance (Math.hypot guards against overflow we cannot have, at many times the cost). */
function distance(ax: number, ay: number, bx: number, by: number): number {
  const dx = ax - bx;
  const dy = ay - by;
  return Math.sqrt(dx * dx + dy * dy);
}

interface Centres {
  ids: number[];
  cx: Float64Array;
  cy: Float64Array;
}

/**
 * The (weighted) mean of each cluster's members, summed in point order; clusters left empty are
 * dropped and the assignment renumbered.
 */
function recentre(
  xs: Float64Array,
  ys: Float64Array,
  weights: Float64Array | null,
  centres: Centres,
  assignment: Int32Array,
): Centres {
  const k = centres.ids.length;
  const members = new Int32Array(k);
  const sw = new Float64Array(k);
  const sx = new Float64Array(k);
  const sy = new Float64Array(k);
  for (let i = 0; i < xs.length; i++) {
    const j = assignment[i];
    const w = weights === null ? 1 : weights[i];
    members[j]++;
    sw[j] += w;
    sx[j] += w * xs[i];
    sy[j] += w * ys[i];
  }
  let kept = 0;
  for (let j = 0; j < k; j++) if (members[j] > 0) kept++;
  const ids: number[] = [];
  const cx = new Float64Array(kept);
  const cy = new Float64Array(kept);
  const renumber = new Int32Array(k);
  for (let j = 0; j < k; j++) {
    if (members[j] === 0) continue;
    const at = ids.length;
    renumber[j] = at;
    ids.push(centres.ids[j]);
    cx[at] = sx[j] / sw[j];
    cy[at] = sy[j] / sw[j];
  }
  if (kept < k) for (let i = 0; i < xs.length; i++) assignment[i] = renumber[assignment[i]];
  return { ids, cx, cy };
}

/**
 * Runs up to `steps` Lloyd steps from the given centres. With `stopWhenStable` it stops early once
 * the centres move less than the threshold (base clusters); without, it runs every step (groups).
 * `weights` (one per point, positive) turn the centre of a cluster into a weighted mean.
 *
 * Each step assigns every point to its nearest centre (ties to the lower index), exactly as plain
 * Lloyd does, but through a k-d tree of the points built once (pointTree.ts), which settles whole
 * regions of the map at a time instead of searching point by point.
 */
export function lloyd(
  xs: Float64Array,
  ys: Float64Array,
  weights: Float64Array | null,
  start: { cx: Float64Array; cy: Float64Array },
  steps: number,
  stopWhenStable: boolean,
): KMeansResult {
  const n = xs.length;
  let centres: Centres = {
    ids: Array.from(start.cx, (_, i) => i),
    cx: start.cx.slice(),
    cy: start.cy.slice(),
  };
  const assignment = new Int32Array(n);
  const tree = new PointTree(xs, ys);
  for (let step = 0; step < steps && centres.ids.length > 0; step++) {
    tree.assign(centres.cx, centres.cy, assignment);
    const next = recentre(xs, ys, weights, centres, assignment);
    const stable = stopWhenStable && sameClustering(centres.cx, centres.cy, next.cx, next.cy);
    centres = next;
    if (stable) break;
  }
  return { ...centres, assignment };
}
