// The proximity map's data, as pure functions (tested without a canvas): points → nivo series by
// status, the circles around clusters of 3 or more points, the tooltip text. No React, no nivo.
import type { ProximityPoint, TopicStatus } from '../../contract/types';

/** SPEC: accepted green, rejected red, meta orange, otherwise gray. */
export const STATUS_COLOURS: Readonly<Record<TopicStatus, string>> = {
  accepted: '#2e9e5b',
  rejected: '#d93025',
  meta: '#ef8a00',
  pending: '#8f8ca3',
};

/** Pending first, so the moderated points are drawn on top of the many pending ones. */
export const DRAW_ORDER: readonly TopicStatus[] = ['pending', 'meta', 'rejected', 'accepted'];

/** SPEC §9: the plot is 800×600 with a margin of 50, and a cluster circle needs 3 points. */
export const PLOT = { width: 800, height: 600, margin: 50 } as const;
export const MIN_CLUSTER_POINTS = 3;
export const TOOLTIP_MAX = 100;

export interface PlotDatum {
  x: number;
  y: number;
  id: number;
  text: string | null;
  cluster: number;
  status: TopicStatus;
}

export interface PlotSerie {
  id: TopicStatus;
  data: PlotDatum[];
}

/** Only points with finite coordinates can be placed (NaN and ±Infinity are dropped). */
export function finitePoints<T extends { umap_x: unknown; umap_y: unknown }>(
  points: readonly T[],
): T[] {
  return points.filter(
    (p) =>
      typeof p.umap_x === 'number' &&
      typeof p.umap_y === 'number' &&
      Number.isFinite(p.umap_x) &&
      Number.isFinite(p.umap_y),
  );
}

/** One serie per status that has points, in DRAW_ORDER. */
export function toSeries(points: readonly ProximityPoint[]): PlotSerie[] {
  const byStatus = new Map<TopicStatus, PlotDatum[]>(DRAW_ORDER.map((s) => [s, []]));
  for (const p of finitePoints(points)) {
    byStatus.get(p.moderation_status)?.push({
      x: p.umap_x,
      y: p.umap_y,
      id: p.comment_id,
      text: p.comment_text,
      cluster: p.cluster_id,
      status: p.moderation_status,
    });
  }
  return DRAW_ORDER.filter((s) => byStatus.get(s)!.length > 0).map((s) => ({
    id: s,
    data: byStatus.get(s)!,
  }));
}

export function statusCounts(points: readonly ProximityPoint[]): Record<TopicStatus, number> {
  const counts: Record<TopicStatus, number> = { pending: 0, accepted: 0, rejected: 0, meta: 0 };
  for (const p of points) counts[p.moderation_status] += 1;
  return counts;
}

export interface ClusterCircle {
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
 * Works in whatever space the points are in (the canvas layer passes pixel positions).
 */
export function clusterCircles(
  nodes: ReadonlyArray<{ x: number; y: number; cluster: number }>,
  minPoints = MIN_CLUSTER_POINTS,
  padding = 6,
): ClusterCircle[] {
  const groups = new Map<number, Array<{ x: number; y: number }>>();
  for (const node of nodes) {
    if (!Number.isFinite(node.x) || !Number.isFinite(node.y)) continue;
    const list = groups.get(node.cluster) ?? [];
    list.push(node);
    groups.set(node.cluster, list);
  }
  const circles: ClusterCircle[] = [];
  for (const [cluster, list] of groups) {
    if (list.length < minPoints) continue;
    const x = list.reduce((sum, p) => sum + p.x, 0) / list.length;
    const y = list.reduce((sum, p) => sum + p.y, 0) / list.length;
    const distances = list.map((p) => Math.hypot(p.x - x, p.y - y));
    const rms = Math.sqrt(distances.reduce((sum, d) => sum + d * d, 0) / list.length);
    const r = Math.min(1.25 * rms, Math.max(...distances)) + padding;
    circles.push({ cluster, x, y, r, count: list.length });
  }
  return circles.sort((a, b) => a.cluster - b.cluster);
}

/** SPEC §9: the comment text truncated to 100 characters; the id when there is no text. */
export function tooltipText(
  datum: { text: string | null; id: number },
  idLabel: (id: number) => string,
): string {
  const text = datum.text?.trim() ?? '';
  if (!text) return idLabel(datum.id);
  const chars = Array.from(text);
  return chars.length > TOOLTIP_MAX ? `${chars.slice(0, TOOLTIP_MAX).join('')}...` : text;
}
