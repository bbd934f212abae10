import { describe, expect, it } from 'vitest';
import type { ProximityPoint } from '../../../contract/types';
import { groupByCluster } from './proximityGroups';

const point = (id: number, cluster: number, weight: number): ProximityPoint => ({
  comment_id: id,
  umap_x: 0,
  umap_y: 0,
  cluster_id: cluster,
  layer_id: 0,
  weight,
  moderation_status: 'pending',
  comment_text: `Udsagn ${id}`,
});

describe('groupByCluster', () => {
  it('lists the largest topic first, each nearest its centre first', () => {
    const groups = groupByCluster([
      point(1, 5, 0.2),
      point(2, 3, 0.9),
      point(3, 5, 0.8),
      point(4, 5, 0.5),
      point(5, 3, 0.1),
    ]);
    expect(groups.map((g) => [g.cluster, g.points.map((p) => p.comment_id)])).toEqual([
      [5, [3, 4, 1]],
      [3, [2, 5]],
    ]);
  });
});
