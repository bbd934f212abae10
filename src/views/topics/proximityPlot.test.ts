import { describe, expect, it } from 'vitest';
import type { ProximityPoint } from '../../contract/types';
import { clusterCircles, finitePoints, statusCounts, toSeries, tooltipText } from './proximityPlot';

const point = (id: number, x: number, y: number, extra: Partial<ProximityPoint> = {}) =>
  ({
    comment_id: id,
    umap_x: x,
    umap_y: y,
    cluster_id: 0,
    layer_id: 0,
    weight: 1,
    moderation_status: 'pending',
    comment_text: `udsagn ${id}`,
    ...extra,
  }) satisfies ProximityPoint;

describe('finitePoints', () => {
  it('drops NaN and ±Infinity coordinates', () => {
    const kept = finitePoints([
      point(1, 0, 0),
      point(2, Number.NaN, 0),
      point(3, 0, Number.POSITIVE_INFINITY),
      point(4, Number.NEGATIVE_INFINITY, 1),
      point(5, -1.5, 2.25),
    ]);
    expect(kept.map((p) => p.comment_id)).toEqual([1, 5]);
  });
});

describe('toSeries', () => {
  it('makes one serie per status present, pending first, dropping unplaceable points', () => {
    const series = toSeries([
      point(1, 0, 0, { moderation_status: 'accepted' }),
      point(2, 1, 1),
      point(3, Number.NaN, 1, { moderation_status: 'rejected' }),
      point(4, 2, 2, { moderation_status: 'meta', cluster_id: 3 }),
    ]);
    expect(series.map((s) => [s.id, s.data.map((d) => d.id)])).toEqual([
      ['pending', [2]],
      ['meta', [4]],
      ['accepted', [1]],
    ]);
    expect(series[1].data[0]).toEqual({
      x: 2,
      y: 2,
      id: 4,
      text: 'udsagn 4',
      cluster: 3,
      status: 'meta',
    });
  });

  it('counts points by status', () => {
    expect(statusCounts([point(1, 0, 0), point(2, 0, 0, { moderation_status: 'meta' })])).toEqual({
      pending: 1,
      accepted: 0,
      rejected: 0,
      meta: 1,
    });
  });
});

describe('clusterCircles', () => {
  it('circles only clusters of 3 or more points, around their mean', () => {
    const circles = clusterCircles(
      [
        { x: 0, y: 0, cluster: 1 },
        { x: 4, y: 0, cluster: 1 },
        { x: 2, y: 3, cluster: 1 },
        { x: 10, y: 10, cluster: 2 },
        { x: 11, y: 10, cluster: 2 },
        { x: Number.NaN, y: 1, cluster: 2 },
      ],
      3,
      0,
    );
    expect(circles).toHaveLength(1);
    const [c] = circles;
    expect(c).toMatchObject({ cluster: 1, x: 2, y: 1, count: 3 });
    // 1.25 × the RMS distance would reach past the farthest point: the farthest point it is.
    expect(c.r).toBeCloseTo(Math.hypot(2, 1));
  });

  it('does not let one stray point blow the circle up', () => {
    const tight = Array.from({ length: 9 }, (_, i) => ({
      x: i % 3,
      y: Math.floor(i / 3),
      cluster: 0,
    }));
    const [c] = clusterCircles([...tight, { x: 100, y: 1, cluster: 0 }], 3, 0);
    const farthest = Math.hypot(100 - c.x, 1 - c.y);
    expect(c.r).toBeLessThan(farthest * 0.5);
    expect(c.r).toBeGreaterThan(Math.hypot(2 - c.x, 2 - c.y));
  });
});

describe('tooltipText', () => {
  const id = (n: number) => `ID: ${n}`;
  it('truncates to 100 characters', () => {
    const long = 'æ'.repeat(150);
    expect(tooltipText({ text: long, id: 1 }, id)).toBe(`${'æ'.repeat(100)}...`);
    expect(tooltipText({ text: 'kort', id: 1 }, id)).toBe('kort');
    expect(tooltipText({ text: 'x'.repeat(100), id: 1 }, id)).toBe('x'.repeat(100));
  });
  it('shows the id when there is no text', () => {
    expect(tooltipText({ text: null, id: 42 }, id)).toBe('ID: 42');
    expect(tooltipText({ text: '  ', id: 7 }, id)).toBe('ID: 7');
  });
});
