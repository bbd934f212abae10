import { describe, expect, it } from 'vitest';
import { parsePca2 } from './opinionMap';

describe('parsePca2', () => {
  it('reads upstream’s keys and ours into the map’s shape', () => {
    const map = parsePca2({
      math_tick: 4,
      'n-cmts': 6,
      'in-conv': [1, 2],
      'user-vote-counts': { '1': 6, '2': '5' },
      'base-clusters': { id: [0, 1], x: [0.5, -1], y: [1, 2], members: [[1], [2]], count: [1, 1] },
      'group-clusters': [
        { id: 1, center: [0, 0], members: [1] },
        { id: 0, center: [0, 0], members: [0] },
      ],
      'group-votes': {
        '0': { 'n-members': 1, votes: { '3': { A: 1, D: 0, S: 1 } }, id: 0 },
        '1': { 'n-members': 1, votes: {}, id: 1 },
      },
      repness: {
        '0': [{ tid: 3, 'repful-for': 'agree' }],
        '1': [{ tid: 2, 'repful-for': 'disagree' }],
      },
      raadslag: { computed_at: 1234, vote_count: 11, groups_reason: null },
    });
    expect(map.mathTick).toBe(4);
    expect(map.userVoteCounts).toEqual({ '1': 6, '2': 5 });
    expect(map.baseClusters).toEqual([
      { id: 0, x: 0.5, y: 1, members: [1] },
      { id: 1, x: -1, y: 2, members: [2] },
    ]);
    expect(map.groups.map((g) => [g.id, g.size, g.repness])).toEqual([
      [0, 1, [{ tid: 3, repfulFor: 'agree' }]],
      [1, 1, [{ tid: 2, repfulFor: 'disagree' }]],
    ]);
    expect(map.groups[0].votes).toEqual({ '3': { A: 1, D: 0, S: 1 } });
    expect([map.computedAt, map.voteCount, map.groupsReason]).toEqual([1234, 11, null]);
  });

  it('gives an empty map for an empty or odd body, and no `raadslag` key (upstream) is fine', () => {
    for (const body of [null, {}, [], 'x', { 'base-clusters': { id: [0], x: ['a'], y: [1] } }]) {
      const map = parsePca2(body);
      expect(map).toMatchObject({ mathTick: 0, baseClusters: [], groups: [], inConv: [] });
      expect([map.computedAt, map.voteCount, map.groupsReason]).toEqual([null, null, null]);
    }
  });
});
