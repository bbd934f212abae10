// The participants' map (docs/math.md#the-participants-map): what the participation page draws,
// built once per update from the public result — each shown group's outline (the hull of its base
// clusters), size and top statements, the majority view, and what places a participant — so its
// size follows the groups, not the conversation. The statements' texts and the caller's own place
// are added when it is served (routes/mathParticipantMap.ts). Groups below the floor are not shown
// as groups of their own (docs/math.md#small-groups). Pure.
import type { NoGroupsReason, VoteCounts } from '../../../contract/types';
import { majorityView, sideShare } from './majority';
import type { MathResult } from './types';

/** The map as stored: the served body without texts and without the caller. */
export interface StoredParticipantMap {
  math_tick: number;
  computed_at: number | null;
  vote_count: number;
  groups_reason: NoGroupsReason | null;
  threshold: number;
  placed: number;
  groups: {
    id: number;
    size: number;
    hull: [number, number][];
    statements: {
      tid: number;
      repful_for: 'agree' | 'disagree';
      in_group: number;
      others: number;
    }[];
  }[];
  small: { groups: number; participants: number };
  majority: {
    agree: { tid: number; percent: number }[];
    disagree: { tid: number; percent: number }[];
  };
}

const NO_VOTES: VoteCounts = { A: 0, D: 0, S: 0 };
const round = (n: number) => Math.round(n * 1000) / 1000;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);

/**
 * The smallest group shown as a group of its own: 3 participants, or 5 % of those placed when that
 * is more (docs/math.md#small-groups).
 */
export function groupFloor(placed: number): number {
  return Math.max(3, Math.ceil(0.05 * placed));
}

/** Andrew's monotone chain: the hull's corners counter-clockwise, without repeats. */
export function convexHull(points: readonly [number, number][]): [number, number][] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const unique = sorted.filter(
    (p, i) => i === 0 || p[0] !== sorted[i - 1][0] || p[1] !== sorted[i - 1][1],
  );
  if (unique.length < 3) return unique;
  const cross = (o: number[], a: number[], b: number[]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (input: [number, number][]) => {
    const out: [number, number][] = [];
    for (const p of input) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(unique), ...half([...unique].reverse())];
}

export function participantMap(
  result: MathResult,
  ext: { mathTick: number; computedAt: number | null; voteCount: number },
  groupsReason: NoGroupsReason | null,
  threshold: number,
): StoredParticipantMap {
  const column = new Map(result.tids.map((tid, c) => [tid, c]));
  const tallies = new Map(result.groupVotes.map((g) => [g.id, g]));
  const votesOf = (gid: number, tid: number): VoteCounts => {
    const c = column.get(tid);
    const g = tallies.get(gid);
    if (c === undefined || !g) return NO_VOTES;
    return { A: g.votes.A[c], D: g.votes.D[c], S: g.votes.S[c] };
  };
  const placed = result.inConv.length;
  const floor = groupFloor(placed);
  const sizeOf = (gid: number) => tallies.get(gid)?.nMembers ?? 0;
  const all = [...result.groupClusters].sort((a, b) => a.id - b.id);
  const shown = all.filter((g) => sizeOf(g.id) >= floor);
  const small = all.filter((g) => sizeOf(g.id) < floor);
  const shownIds = shown.map((g) => g.id);
  const baseIndex = new Map(result.baseClusters.id.map((id, i) => [id, i]));
  const repness = new Map(result.repness.map((r) => [r.id, r.statements]));

  const groups = shown.map((group) => {
    const points = group.members.flatMap((id): [number, number][] => {
      const i = baseIndex.get(id);
      return i === undefined
        ? []
        : [[round(result.baseClusters.x[i]), round(result.baseClusters.y[i])]];
    });
    const others = shownIds.filter((id) => id !== group.id);
    const statements = (repness.get(group.id) ?? []).map((item) => {
      const own = votesOf(group.id, item.tid);
      const side = item.repfulFor;
      return {
        tid: item.tid,
        repful_for: side,
        in_group: percent(side === 'agree' ? own.A : own.D, own.S),
        others: sideShare(others, votesOf, item.tid, side),
      };
    });
    return { id: group.id, size: sizeOf(group.id), hull: convexHull(points), statements };
  });

  const view = majorityView({ tids: result.tids, groups: shownIds, votesOf });
  const withShare = (entries: typeof view.agree) =>
    entries.map((e) => ({ tid: e.tid, percent: sideShare(shownIds, votesOf, e.tid, e.side) }));
  return {
    math_tick: ext.mathTick,
    computed_at: ext.computedAt,
    vote_count: ext.voteCount,
    groups_reason: groupsReason,
    threshold,
    placed,
    groups,
    small: {
      groups: small.length,
      participants: small.reduce((sum, g) => sum + sizeOf(g.id), 0),
    },
    majority: { agree: withShare(view.agree), disagree: withShare(view.disagree) },
  };
}
