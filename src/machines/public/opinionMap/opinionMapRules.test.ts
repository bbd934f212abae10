import { describe, expect, it } from 'vitest';
import type { MapData } from '../../../api/public/opinionMap/opinionMap';
import { convexHull, mapView } from './opinionMapRules';

describe('convexHull', () => {
  it('keeps the corners and drops the points inside', () => {
    const hull = convexHull([
      [0, 0],
      [2, 0],
      [1, 1],
      [2, 2],
      [0, 2],
      [1, 0],
    ]);
    expect(hull).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ]);
  });

  it('gives one or two points back as they are (drawn as a dot or a bar)', () => {
    expect(convexHull([[1, 1]])).toEqual([[1, 1]]);
    expect(
      convexHull([
        [1, 1],
        [1, 1],
        [3, 0],
      ]),
    ).toEqual([
      [1, 1],
      [3, 0],
    ]);
    expect(convexHull([])).toEqual([]);
  });
});

// Two groups: group 0 of base clusters 0 and 1 (pids 1–4), group 1 of base cluster 2 (pids 5, 6).
const MAP: MapData = {
  mathTick: 3,
  nCmts: 10,
  inConv: [1, 2, 3, 4, 5, 6],
  userVoteCounts: { '1': 9, '7': 2 },
  baseClusters: [
    { id: 0, x: -1, y: 0, members: [1, 2] },
    { id: 1, x: -2, y: 1, members: [3, 4] },
    { id: 2, x: 2, y: -1, members: [5, 6] },
  ],
  groups: [
    {
      id: 0,
      members: [0, 1],
      size: 4,
      votes: { '0': { A: 3, D: 1, S: 4 }, '1': { A: 0, D: 2, S: 4 } },
      repness: [
        { tid: 0, repfulFor: 'agree' },
        { tid: 1, repfulFor: 'disagree' },
        { tid: 9, repfulFor: 'agree' },
      ],
    },
    {
      id: 1,
      members: [2],
      size: 2,
      votes: { '0': { A: 0, D: 2, S: 2 }, '1': { A: 1, D: 0, S: 2 } },
      repness: [{ tid: 1, repfulFor: 'agree' }],
    },
  ],
  computedAt: 1000,
  voteCount: 40,
  groupsReason: null,
};
const TEXTS = { '0': 'Flere cykelstier', '1': 'Billig parkering' };

describe('mapView', () => {
  it('labels the groups A, B and gives "X % of the group, Y % of the others" per statement', () => {
    const view = mapView(MAP, TEXTS, null, 0);
    expect(view.groups.map((g) => [g.letter, g.size])).toEqual([
      ['A', 4],
      ['B', 2],
    ]);
    // Statement 9 has no public text (moderated out since): left out.
    expect(view.groups[0].statements).toEqual([
      { tid: 0, txt: 'Flere cykelstier', repfulFor: 'agree', inGroup: 75, others: 0 },
      { tid: 1, txt: 'Billig parkering', repfulFor: 'disagree', inGroup: 50, others: 0 },
    ]);
    expect(view.groups[1].statements).toEqual([
      { tid: 1, txt: 'Billig parkering', repfulFor: 'agree', inGroup: 50, others: 0 },
    ]);
    expect(view.groups[0].hull).toHaveLength(2);
    expect(view.bounds).toEqual({ minX: -2, maxX: 2, minY: -1, maxY: 1 });
    expect(view.status).toEqual({ kind: 'computed', computedAt: 1000, voteCount: 40 });
  });

  it('places an in-conv participant at their base cluster, in their group', () => {
    const view = mapView(MAP, TEXTS, 5, 9);
    expect(view.placement).toEqual({ kind: 'placed', x: 2, y: -1 });
    expect(view.groups.map((g) => g.isMine)).toEqual([false, true]);
  });

  it('says how many more votes place someone not yet in (7, or every statement if fewer)', () => {
    expect(mapView(MAP, TEXTS, 7, 2).placement).toEqual({ kind: 'unplaced', needed: 5 });
    // The page counted more votes than the last result: the page's count wins.
    expect(mapView(MAP, TEXTS, 7, 4).placement).toEqual({ kind: 'unplaced', needed: 3 });
    expect(mapView({ ...MAP, nCmts: 3 }, TEXTS, null, 1).placement).toEqual({
      kind: 'unplaced',
      needed: 2,
    });
    // Enough votes, not yet in the result: placed at the next update.
    expect(mapView(MAP, TEXTS, 7, 8).placement).toEqual({ kind: 'unplaced', needed: 0 });
  });

  it('is honest without groups: not computed yet, or why there are none', () => {
    const none = { ...MAP, groups: [], baseClusters: [] };
    expect(mapView({ ...none, mathTick: 0 }, {}, null, 0).status).toEqual({
      kind: 'notComputed',
    });
    expect(
      mapView({ ...none, groupsReason: 'too_few_participants', voteCount: 12 }, {}, null, 0).status,
    ).toEqual({ kind: 'noGroups', reason: 'too_few_participants', voteCount: 12 });
    expect(mapView(none, {}, null, 0).bounds).toEqual({ minX: -1, maxX: 1, minY: -1, maxY: 1 });
  });
});
