// The participants' map (docs/math.md#the-participants-map): the floor below which a group is not
// shown as a group of its own, and the majority view with shared rejections.
import { describe, expect, it } from 'vitest';
import { groupFloor, participantMap } from './participantMap';
import { updateMath } from './updateMath';
import { voteColumns } from './voteColumns';
import type { VoteValue } from './types';

/** Camps of the given sizes: camp k agrees with statement k only; all agree with 8, reject 9. */
function conversation(sizes: number[]) {
  const records: { pid: number; tid: number; vote: VoteValue; created: number }[] = [];
  let pid = 0;
  let time = 0;
  sizes.forEach((size, camp) => {
    for (let i = 0; i < size; i++, pid++) {
      for (let tid = 0; tid < 10; tid++) {
        const vote: VoteValue = tid === 8 ? -1 : tid === 9 ? 1 : tid % 3 === camp ? -1 : 1;
        records.push({ pid, tid, vote, created: time++ });
      }
    }
  });
  const statements = Array.from({ length: 10 }, (_, tid) => ({ tid, mod: 0, isMeta: false }));
  return updateMath({ votes: voteColumns(records), statements }, null, { stability: false }).result;
}

describe('participantMap', () => {
  it('floors groups at 3 participants or 5 % of those placed', () => {
    expect(groupFloor(30)).toBe(3);
    expect(groupFloor(100)).toBe(5);
    expect(groupFloor(1001)).toBe(51);
  });

  it('lists what every shown group agrees with and what every one rejects', () => {
    const result = conversation([12, 12]);
    const map = participantMap(result, { mathTick: 1, computedAt: 5, voteCount: 240 }, null, 7);
    expect(map.groups).toHaveLength(2);
    expect(map.small).toEqual({ groups: 0, participants: 0 });
    expect(map.majority.agree.map((s) => s.tid)).toEqual([8]);
    expect(map.majority.disagree.map((s) => s.tid)).toContain(9);
    expect(map.majority.agree[0].percent).toBe(100);
    for (const group of map.groups) expect(group.hull.length).toBeGreaterThan(0);
  });

  it('does not show a two-person group as a group of its own', () => {
    const result = conversation([12, 12]);
    // The second group shrunk to two members (as a passing group of 2 among 28 placed would be).
    const shrunk = {
      ...result,
      groupVotes: result.groupVotes.map((g, i) => (i === 1 ? { ...g, nMembers: 2 } : g)),
    };
    const map = participantMap(shrunk, { mathTick: 1, computedAt: 5, voteCount: 240 }, null, 7);
    expect(map.groups.map((g) => g.id)).toEqual([result.groupVotes[0].id]);
    expect(map.small).toEqual({ groups: 1, participants: 2 });
    // With one group shown there is no view across groups.
    expect(map.majority).toEqual({ agree: [], disagree: [] });
  });
});
