// The proximity map's data, as pure functions (tested without a canvas): points → the placeable
// points in drawing order with their extent, the circles around clusters of 3 or more points, the
// tooltip text. No React, no nivo.
import type { ProximityPoint, TopicStatus } from '../../../contract/types';

/** Accepted green, rejected red, meta orange, otherwise gray. */
export const STATUS_COLOURS: Readonly<Record<TopicStatus, string>> = {
  accepted: '#2e9e5b',
  rejected: '#d93025',
  meta: '#ef8a00',
  pending: '#8f8ca3',
};

/** Pending first, so the moderated points are drawn on top of the many pending ones. */
export const DRAW_ORDER: readonly TopicStatus[] = ['pending', 'meta', 'rejected', 'accepted'];

/** The plot is 800×600 with a margin of 50, and a cluster circle needs 3 points. */
export const PLOT = { width: 800, height: 600, margin: 50 } as const;
const MIN_CLUSTER_POINTS = 3;
const TOOLTIP_MAX = 100;

/**
 * The placeable points, ready to draw, as columns: row i is points[i], in drawing order (DRAW_ORDER,
 * so pending first and accepted last, on top; otherwise as received). Columns rather than one
 * object per point: the canvas layer walks 10,000 of them right before the first paint.
 */
export interface PlotData {
  points: ProximityPoint[];
  x: Float64Array;
  y: Float64Array;
  cluster: Float64Array;
  /** The status as its index in DRAW_ORDER. */
  statusIndex: Uint8Array;
  /** The smallest and largest x and y; null without points. */
  extent: { x: [number, number]; y: [number, number] } | null;
}

/** Only points with finite coordinates can be placed (NaN and ±Infinity are dropped). */
const isPlaceable = (p: { umap_x: unknown; umap_y: unknown }) =>
  typeof p.umap_x === 'number' &&
  typeof p.umap_y === 'number' &&
  Number.isFinite(p.umap_x) &&
  Number.isFinite(p.umap_y);

const DRAW_INDEX = new Map(DRAW_ORDER.map((status, index) => [status, index]));

/** The placeable points (finite coordinates, a known status) in drawing order, and their extent. */
export function toPlotData(points: readonly ProximityPoint[]): PlotData {
  // A counting sort by status: count, then place each point after those of earlier statuses.
  const group = new Int8Array(points.length);
  const next = DRAW_ORDER.map(() => 0);
  for (let i = 0; i < points.length; i++) {
    const index = isPlaceable(points[i]) ? DRAW_INDEX.get(points[i].moderation_status) : undefined;
    group[i] = index ?? -1;
    if (index !== undefined) next[index] += 1;
  }
  let total = 0;
  next.forEach((count, index) => {
    next[index] = total;
    total += count;
  });
  const plot: PlotData = {
    points: new Array<ProximityPoint>(total),
    x: new Float64Array(total),
    y: new Float64Array(total),
    cluster: new Float64Array(total),
    statusIndex: new Uint8Array(total),
    extent: null,
  };
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < points.length; i++) {
    if (group[i] < 0) continue;
    const p = points[i];
    const row = next[group[i]]++;
    plot.points[row] = p;
    plot.x[row] = p.umap_x;
    plot.y[row] = p.umap_y;
    plot.cluster[row] = p.cluster_id;
    plot.statusIndex[row] = group[i];
    if (p.umap_x < minX) minX = p.umap_x;
    if (p.umap_x > maxX) maxX = p.umap_x;
    if (p.umap_y < minY) minY = p.umap_y;
    if (p.umap_y > maxY) maxY = p.umap_y;
  }
  if (total > 0) plot.extent = { x: [minX, maxX], y: [minY, maxY] };
  return plot;
}

export function statusCounts(points: readonly ProximityPoint[]): Record<TopicStatus, number> {
  const counts: Record<TopicStatus, number> = { pending: 0, accepted: 0, rejected: 0, meta: 0 };
  for (const p of points) counts[p.moderation_status] += 1;
  return counts;
}

interface ClusterCircle {
  cluster: number;
  x: number;
  y: number;
  r: number;
  count: number;
}

/**
 * A circle around each cluster of at least `minPoints` points: centred on the points' mean, with
 * a radius of 1.25 × their root-mean-square distance from it (never beyond the farthest point),
 * plus `padding` — so one stray point does not blow a cluster's circle up over the whole map.
 * Works in whatever space the points are in (the canvas layer passes pixel positions). Columns
 * rather than objects: the layer has its positions in typed arrays.
 */
export function clusterCircles(
  points: {
    x: ArrayLike<number>;
    y: ArrayLike<number>;
    cluster: ArrayLike<number>;
  },
  minPoints = MIN_CLUSTER_POINTS,
  padding = 6,
): ClusterCircle[] {
  const { x, y, cluster } = points;
  const n = Math.min(x.length, y.length, cluster.length);
  // Each cluster id gets a slot 0, 1, 2, … in order of appearance; the sums live in typed arrays
  // by slot (this runs before the first paint, mostly before the JIT has warmed up).
  const slotOf = new Map<number, number>();
  const ids: number[] = [];
  const slotOfPoint = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(x[i]) || !Number.isFinite(y[i])) {
      slotOfPoint[i] = -1;
      continue;
    }
    let slot = slotOf.get(cluster[i]);
    if (slot === undefined) {
      slot = ids.length;
      slotOf.set(cluster[i], slot);
      ids.push(cluster[i]);
    }
    slotOfPoint[i] = slot;
  }
  const count = new Float64Array(ids.length);
  const sumX = new Float64Array(ids.length);
  const sumY = new Float64Array(ids.length);
  for (let i = 0; i < n; i++) {
    const slot = slotOfPoint[i];
    if (slot < 0) continue;
    count[slot] += 1;
    sumX[slot] += x[i];
    sumY[slot] += y[i];
  }
  const squares = new Float64Array(ids.length);
  const farthest = new Float64Array(ids.length);
  for (let i = 0; i < n; i++) {
    const slot = slotOfPoint[i];
    if (slot < 0) continue;
    const dx = x[i] - sumX[slot] / count[slot];
    const dy = y[i] - sumY[slot] / count[slot];
    const d2 = dx * dx + dy * dy;
    squares[slot] += d2;
    if (d2 > farthest[slot]) farthest[slot] = d2;
  }
  const circles: ClusterCircle[] = [];
  for (let slot = 0; slot < ids.length; slot++) {
    if (count[slot] < minPoints) continue;
    const rms = Math.sqrt(squares[slot] / count[slot]);
    const r = Math.min(1.25 * rms, Math.sqrt(farthest[slot])) + padding;
    circles.push({
      cluster: ids[slot],
      x: sumX[slot] / count[slot],
      y: sumY[slot] / count[slot],
      r,
      count: count[slot],
    });
  }
  return circles.sort((a, b) => a.cluster - b.cluster);
}

/** The comment text truncated to 100 characters; the id when there is no text. */
export function tooltipText(
  datum: { text: string | null; id: number },
  idLabel: (id: number) => string,
): string {
  const text = datum.text?.trim() ?? '';
  if (!text) return idLabel(datum.id);
  const chars = Array.from(text);
  return chars.length > TOOLTIP_MAX ? `${chars.slice(0, TOOLTIP_MAX).join('')}...` : text;
}
