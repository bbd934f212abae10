import { describe, expect, it } from 'vitest';
import type { ParticipantMap } from '../../../../contract/types';
import { participantMapView } from './participantMapRules';

const MAP: ParticipantMap = {
  math_tick: 4,
  computed_at: 1000,
  vote_count: 120,
  groups_reason: null,
  threshold: 7,
  placed: 30,
  groups: [
    {
      id: 0,
      size: 14,
      hull: [
        [-2, 0],
        [-1, 1],
        [-1, -1],
      ],
      statements: [],
    },
    { id: 2, size: 14, hull: [[2, 0]], statements: [] },
  ],
  small: { groups: 1, participants: 2 },
  majority: { agree: [{ tid: 5, txt: 'Flere bænke', percent: 97 }], disagree: [] },
  you: null,
};

describe('participantMapView', () => {
  it('names the groups A, B … in id order and counts the votes still needed', () => {
    const view = participantMapView(MAP, null, 3);
    expect(view.groups.map((g) => [g.id, g.letter])).toEqual([
      [0, 'A'],
      [2, 'B'],
    ]);
    expect(view.placement).toEqual({ kind: 'unplaced', needed: 4 });
    expect(view.majority.agree[0].percent).toBe(97);
  });

  it('takes the group from the placing vote’s answer when the map has not placed them', () => {
    const vote = { x: 2.1, y: 0.1, group_id: 2, group_letter: 'B', math_tick: 4 };
    const view = participantMapView(MAP, vote, 7);
    expect(view.placement).toEqual({ kind: 'placed', x: 2.1, y: 0.1 });
    expect(view.yourLetter).toBe('B');
    expect(view.groups.find((g) => g.isMine)?.id).toBe(2);
    // An answer computed on an older map than the one held gives way to the map's own projection.
    const projected = { ...MAP, you: { x: -2, y: 0, group_id: 0, projected: true } };
    expect(participantMapView(projected, { ...vote, math_tick: 3 }, 7).yourLetter).toBe('A');
    expect(participantMapView(projected, vote, 7).yourLetter).toBe('B');
    // From a newer map: the group is the answer's, the dot in the middle of that group's outline.
    const newer = participantMapView(MAP, { ...vote, x: -9, y: -9, math_tick: 5 }, 7);
    expect(newer.yourLetter).toBe('B');
    expect(newer.placement).toEqual({ kind: 'placed', x: 2, y: 0 });
  });

  it('lets the stored result win over any projection', () => {
    const stored = { ...MAP, you: { x: -1, y: 0, group_id: 0, projected: false } };
    const vote = { x: 2, y: 0, group_id: 2, group_letter: 'B', math_tick: 9 };
    expect(participantMapView(stored, vote, 9).yourLetter).toBe('A');
  });

  it('says when a placed participant is in a group too small to show', () => {
    const small = { ...MAP, you: { x: 0, y: 3, group_id: -1, projected: false } };
    const view = participantMapView(small, null, 9);
    expect(view.yourLetter).toBeNull();
    expect(view.inSmallGroup).toBe(true);
    expect(view.groups.some((g) => g.isMine)).toBe(false);
  });
});
