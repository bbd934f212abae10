// Lloyd's k-means on 2-D points, as upstream runs it for both base clusters and groups: the first k
// *distinct* points in the given order are the starting centres (not random, not k-means++), a
// cluster that loses all its points is dropped, and cluster ids are the starting positions 0…k-1
// (so ids can have gaps after a drop, as upstream's do).
import { NearestCentres } from './nearestCentres';

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

/** Per point: its centre, an upper bound on the distance to it, a lower bound to any other. */
interface Bounds {
  assignment: Int32Array;
  upper: Float64Array;
  lower: Float64Array;
}

/** Half the distance from each centre to its nearest other one. */
function halfGaps(cx: Float64Array, cy: Float64Array): Float64Array {
  const k = cx.length;
  const half = new Float64Array(k).fill(Infinity);
  for (let j = 0; j < k; j++) {
    for (let l = j + 1; l < k; l++) {
      const d = distance(cx[j], cy[j], cx[l], cy[l]) / 2;
      if (d < half[j]) half[j] = d;
      if (d < half[l]) half[l] = d;
    }
  }
  return half;
}

/** Assigns every point to its nearest centre, searching only where the bounds cannot decide. */
function assign(
  xs: Float64Array,
  ys: Float64Array,
  cx: Float64Array,
  cy: Float64Array,
  bounds: Bounds,
  searchAll: boolean,
): void {
  const { assignment, upper, lower } = bounds;
  // A point closer to its own centre than half the gap to that centre's nearest neighbour, or
  // than its lower bound to every other centre, keeps its centre.
  const half = halfGaps(cx, cy);
  const nearest = new NearestCentres(cx, cy);
  for (let i = 0; i < xs.length; i++) {
    if (!searchAll) {
      const own = assignment[i];
      const bound = Math.max(half[own], lower[i]);
      if (upper[i] <= bound) continue;
      upper[i] = distance(xs[i], ys[i], cx[own], cy[own]);
      if (upper[i] <= bound) continue;
    }
    nearest.search(xs[i], ys[i]);
    assignment[i] = nearest.best;
    upper[i] = Math.sqrt(nearest.first);
    lower[i] = Math.sqrt(nearest.second);
  }
}

interface Centres {
  ids: number[];
  cx: Float64Array;
  cy: Float64Array;
}

/**
 * The (weighted) mean of each cluster's members; clusters left empty are dropped. Renumbers the
 * assignment and carries the bounds over by how far each centre moved.
 */
function recentre(
  xs: Float64Array,
  ys: Float64Array,
  weights: Float64Array | null,
  centres: Centres,
  bounds: Bounds,
): Centres {
  const k = centres.ids.length;
  const { assignment, upper, lower } = bounds;
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
  const moved = new Float64Array(k);
  let maxMove = 0;
  for (let j = 0; j < k; j++) {
    if (members[j] === 0) continue;
    const at = ids.length;
    renumber[j] = at;
    ids.push(centres.ids[j]);
    cx[at] = sx[j] / sw[j];
    cy[at] = sy[j] / sw[j];
    moved[j] = distance(cx[at], cy[at], centres.cx[j], centres.cy[j]);
    if (moved[j] > maxMove) maxMove = moved[j];
  }
  for (let i = 0; i < xs.length; i++) {
    const j = assignment[i];
    upper[i] += moved[j];
    lower[i] -= maxMove;
    assignment[i] = renumber[j];
  }
  return { ids, cx, cy };
}

/**
 * Runs up to `steps` Lloyd steps from the given centres. With `stopWhenStable` it stops early once
 * the centres move less than the threshold (base clusters); without, it runs every step (groups).
 * `weights` (one per point, positive) turn the centre of a cluster into a weighted mean.
 *
 * Each step assigns every point to its nearest centre, exactly as plain Lloyd does, but skips the
 * search for points that provably keep their centre (Hamerly's bounds: an upper bound on the
 * distance to the own centre, a lower bound on the distance to any other, both carried across steps
 * by how far the centres moved). Removing an emptied centre keeps the lower bounds valid.
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
  const bounds: Bounds = {
    assignment: new Int32Array(n),
    upper: new Float64Array(n),
    lower: new Float64Array(n),
  };
  for (let step = 0; step < steps && centres.ids.length > 0; step++) {
    assign(xs, ys, centres.cx, centres.cy, bounds, step === 0);
    const next = recentre(xs, ys, weights, centres, bounds);
    const stable = stopWhenStable && sameClustering(centres.cx, centres.cy, next.cx, next.cy);
    centres = next;
    if (stable) break;
  }
  return { ...centres, assignment: bounds.assignment };
}
