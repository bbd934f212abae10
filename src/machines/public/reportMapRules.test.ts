// The report map's geometry: everything inside the picture, one path for the statements the report
// does not name, numbers beside the named ones that never cover each other.
import { describe, expect, it } from 'vitest';
import type { ReportMath } from '../../contract/types';
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

  it('moves a number aside, or leaves it out, rather than covering another', () => {
    const view = reportMapView(
      math([
        [1, 0, 0],
        [2, 0.001, 0],
        [3, 0.002, 0],
      ]),
    );
    expect(view.named.map((s) => s.label)).toEqual(['right', 'left', null]);
  });

  it('has a picture without any points', () => {
    const view = reportMapView({ ...math([]), groups: [] });
    expect(view.groups).toEqual([]);
    expect(view.statementsPath).toBe('');
  });
});
