// The report map's geometry: everything inside the picture, one path for the statements the report
// does not name, numbers beside the named ones that never cover each other.
import { describe, expect, it } from 'vitest';
import type { ReportMath } from '../../../../contract/types';
import { MAP_HEIGHT, MAP_WIDTH, reportMapView } from './reportMapRules';

const math = (statements: [number, number, number][]): ReportMath => ({
  status: { computed_at: 1, vote_count: 10, groups_reason: null },
  importance_enabled: false,
  groups: [
    {
      id: 0,
      size: 3,
      statements: [{ tid: 1, repful_for: 'agree', in_group: 90, others: 10 }],
      important: [],
      points: [
        [-1, 0, 2],
        [-1.2, 0.3, 1],
      ],
    },
    {
      id: 1,
      size: 2,
      statements: [{ tid: 2, repful_for: 'agree', in_group: 80, others: 5 }],
      important: [],
      points: [[1, 0, 2]],
    },
  ],
  consensus: [{ tid: 3, agree: [90, 90] }],
  divisive: [],
  statements,
});

describe('reportMapView', () => {
  it('draws the unnamed statements as one path and the named with their number', () => {
    const view = reportMapView(
      math([
        [0, 0, 0],
        [1, -1, 0.1],
        [2, 1, 0.1],
        [3, 0, -1],
        [4, 0.5, 0.5],
      ]),
    );
    expect(view.statementCount).toBe(5);
    expect(view.statementsPath.match(/M/g)).toHaveLength(2); // tids 0 and 4
    expect(view.named.map((s) => s.tid)).toEqual([1, 2, 3]);
    expect(view.groups.map((g) => g.letter)).toEqual(['A', 'B']);
    expect(view.groups[0].dots).toHaveLength(2);
    // Everything inside the picture.
    for (const p of [...view.named, ...view.groups.flatMap((g) => g.dots)]) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
  });

  it('labels every named statement, never one label over another, all inside', () => {
    const crowded: [number, number, number][] = Array.from({ length: 12 }, (_, i) => [
      i,
      0.001 * i,
      0.001 * (i % 3),
    ]);
    const many: ReportMath = {
      ...math(crowded),
      consensus: crowded.map(([tid]) => ({ tid, agree: [90, 90] })),
    };
    const view = reportMapView(many, (tid) => `#${tid + 1}`);
    expect(view.named.map((s) => s.tid)).toEqual(crowded.map(([tid]) => tid));
    const boxes = view.named.map((s) => s.label.box);
    boxes.forEach((a, i) => {
      expect(a.x0).toBeGreaterThanOrEqual(0);
      expect(a.x1).toBeLessThanOrEqual(MAP_WIDTH);
      expect(a.y0).toBeGreaterThanOrEqual(0);
      expect(a.y1).toBeLessThanOrEqual(MAP_HEIGHT);
      boxes.slice(i + 1).forEach((b) => {
        expect(a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1).toBe(false);
      });
    });
    // Crowded: some numbers sit apart, tied to their diamond by a line.
    expect(view.named.some((s) => s.label.leader !== null)).toBe(true);
  });

  it('puts the most cited statement’s number beside its diamond', () => {
    const view = reportMapView({
      ...math([
        [1, 0, 0],
        [2, 0.001, 0],
        [3, 0.002, 0],
      ]),
      consensus: [
        { tid: 3, agree: [90, 90] },
        { tid: 2, agree: [80, 80] },
      ],
      divisive: [{ tid: 3, agree: [10, 90] }],
    });
    const three = view.named.find((s) => s.tid === 3)!;
    expect(three.label.leader).toBeNull();
  });

  it('has a picture without any points', () => {
    const view = reportMapView({ ...math([]), groups: [] });
    expect(view.groups).toEqual([]);
    expect(view.statementsPath).toBe('');
  });
});
