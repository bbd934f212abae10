import { describe, expect, it } from 'vitest';
import type { ProximityPoint } from '../../../contract/types';
import { aProximityPoint } from '../../../tests/support/contractFixtures';
import { clusterCircles, statusCounts, toPlotData, tooltipText } from './proximityPlot';

const point = (id: number, x: number, y: number, extra: Partial<ProximityPoint> = {}) =>
  aProximityPoint(id, x, y, { comment_text: `udsagn ${id}`, ...extra });

describe('toPlotData', () => {
  it('drops NaN and ±Infinity coordinates', () => {
    const plot = toPlotData([
      point(1, 0, 0),
      point(2, Number.NaN, 0),
      point(3, 0, Number.POSITIVE_INFINITY),
      point(4, Number.NEGATIVE_INFINITY, 1),
      point(5, -1.5, 2.25),
    ]);
    expect(plot.points.map((p) => p.comment_id)).toEqual([1, 5]);
  });

  it('orders the placeable points pending first, accepted last, as columns', () => {
    const points = [
      point(1, 0, 0, { moderation_status: 'accepted' }),
      point(2, 1, 1),
      point(3, Number.NaN, 1, { moderation_status: 'rejected' }),
      point(4, 2, 2, { moderation_status: 'meta', cluster_id: 3 }),
      point(5, -1, 5, { moderation_status: 'accepted', cluster_id: 7 }),
      point(6, 3, Number.POSITIVE_INFINITY),
    ];
    const plot = toPlotData(points);
    expect(plot.points.map((p) => [p.moderation_status, p.comment_id])).toEqual([
      ['pending', 2],
      ['meta', 4],
      ['accepted', 1],
      ['accepted', 5],
    ]);
    expect(plot.points[1]).toBe(points[3]);
    expect(Array.from(plot.x)).toEqual([1, 2, 0, -1]);
    expect(Array.from(plot.y)).toEqual([1, 2, 0, 5]);
    expect(Array.from(plot.cluster)).toEqual([0, 3, 0, 7]);
    expect(Array.from(plot.statusIndex)).toEqual([0, 1, 3, 3]);
    expect(plot.extent).toEqual({ x: [-1, 2], y: [0, 5] });
  });

  it('leaves out a status it does not know, and has no extent without points', () => {
    const odd = point(1, 0, 0, {
      moderation_status: 'archived' as ProximityPoint['moderation_status'],
    });
    const plot = toPlotData([odd, point(2, Number.NaN, 0)]);
    expect(plot.points).toEqual([]);
    expect(plot.x).toHaveLength(0);
    expect(plot.extent).toBeNull();
  });
});

describe('statusCounts', () => {
  it('counts points by status', () => {
    expect(statusCounts([point(1, 0, 0), point(2, 0, 0, { moderation_status: 'meta' })])).toEqual({
      pending: 1,
      accepted: 0,
      rejected: 0,
      meta: 1,
    });
  });
});

/** Rows of { x, y, cluster } → the columns clusterCircles takes. */
const columns = (rows: Array<{ x: number; y: number; cluster: number }>) => ({
  x: rows.map((r) => r.x),
  y: rows.map((r) => r.y),
  cluster: rows.map((r) => r.cluster),
});

describe('clusterCircles', () => {
  it('circles only clusters of 3 or more points, around their mean', () => {
    const circles = clusterCircles(
      columns([
        { x: 0, y: 0, cluster: 1 },
        { x: 4, y: 0, cluster: 1 },
        { x: 2, y: 3, cluster: 1 },
        { x: 10, y: 10, cluster: 2 },
        { x: 11, y: 10, cluster: 2 },
        { x: Number.NaN, y: 1, cluster: 2 },
      ]),
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
    const [c] = clusterCircles(columns([...tight, { x: 100, y: 1, cluster: 0 }]), 3, 0);
    const farthest = Math.hypot(100 - c.x, 1 - c.y);
    expect(c.r).toBeLessThan(farthest * 0.5);
    expect(c.r).toBeGreaterThan(Math.hypot(2 - c.x, 2 - c.y));
  });

  it('returns the circles by cluster id, whatever order the points come in', () => {
    const triple = (cluster: number, x: number) =>
      [0, 1, 2].map((i) => ({ x: x + i, y: i, cluster }));
    const circles = clusterCircles(columns([...triple(7, 0), ...triple(-1, 10), ...triple(2, 20)]));
    expect(circles.map((c) => c.cluster)).toEqual([-1, 2, 7]);
    expect(circles.map((c) => c.count)).toEqual([3, 3, 3]);
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
