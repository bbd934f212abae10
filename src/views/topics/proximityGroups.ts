// The proximity map's points grouped by topic (cluster) for the list alternative: largest topic
// first, and within one the statements by weight (nearest the topic's centre first). Pure.
import type { ProximityPoint } from '../../../contract/types';

export interface PointGroup {
  cluster: number;
  points: ProximityPoint[];
}

export function groupByCluster(points: readonly ProximityPoint[]): PointGroup[] {
  const byCluster = new Map<number, ProximityPoint[]>();
  for (const point of points) {
    const group = byCluster.get(point.cluster_id);
    if (group) group.push(point);
    else byCluster.set(point.cluster_id, [point]);
  }
  return [...byCluster]
    .map(([cluster, members]) => ({
      cluster,
      points: [...members].sort((a, b) => b.weight - a.weight || a.comment_id - b.comment_id),
    }))
    .sort((a, b) => b.points.length - a.points.length || a.cluster - b.cluster);
}
