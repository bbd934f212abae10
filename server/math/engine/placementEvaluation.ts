// How well the projection between updates (placement.ts) agrees with the engine's own placement,
// on a real conversation (docs/math.md#placing-a-participant-between-updates):
// - `sameUpdate`: every in-conv participant projected with the update's own basis, against the group
//   that update gave them (the projection is the engine's; the group is the nearest base centre);
// - `nextUpdate`: the honest case. The votes are cut at several moments; a participant the next
//   update (a few percent more votes, warm-started from the cut) places for the first time is
//   projected with the cut's basis and compared with the group the next update gives them, after
//   the best one-to-one matching of the two updates' group labels.
import { bestLabelMatching } from './labelMatching';
import { columnIndex, placeParticipant, placementBasis } from './placement';
import type { MathInput, MathResult, VoteColumns, VoteValue } from './types';
import { updateMath } from './updateMath';

export interface PlacementAgreement {
  /** Participants compared, and the share the projection put in the engine's group. */
  sameUpdate: { participants: number; agreement: number };
  nextUpdate: { participants: number; agreement: number };
}

/** The first `count` votes (they are in casting order). */
function firstVotes(votes: VoteColumns, count: number): VoteColumns {
  return {
    pid: votes.pid.subarray(0, count),
    tid: votes.tid.subarray(0, count),
    vote: votes.vote.subarray(0, count),
    created: votes.created.subarray(0, count),
  };
}

/** Each participant's latest vote per statement. */
function latestVotes(votes: VoteColumns): Map<number, Map<number, VoteValue>> {
  const byPid = new Map<number, Map<number, VoteValue>>();
  for (let i = 0; i < votes.pid.length; i++) {
    let own = byPid.get(votes.pid[i]);
    if (!own) byPid.set(votes.pid[i], (own = new Map()));
    own.set(votes.tid[i], votes.vote[i] as VoteValue);
  }
  return byPid;
}

const asList = (own: Map<number, VoteValue> | undefined) =>
  own ? [...own].map(([tid, vote]) => ({ tid, vote })) : [];

function groupsByPid(result: MathResult): Map<number, number> {
  const out = new Map<number, number>();
  result.participants.pids.forEach((pid, i) => {
    if (result.participants.groupId[i] >= 0) out.set(pid, result.participants.groupId[i]);
  });
  return out;
}

function moderatedOut(input: MathInput): Set<number> {
  return new Set(input.statements.filter((s) => s.mod === -1).map((s) => s.tid));
}

export function placementAgreement(
  input: MathInput,
  cuts: readonly number[] = [0.5, 0.6, 0.7, 0.8, 0.9],
  step = 0.05,
): PlacementAgreement {
  const hidden = moderatedOut(input);
  const { result } = updateMath(input, null, { stability: false });
  const basis = placementBasis(result, hidden);
  const columns = columnIndex(basis);
  const latest = latestVotes(input.votes);
  const engine = groupsByPid(result);
  let same = 0;
  let sameTotal = 0;
  for (const [pid, group] of engine) {
    const placed = placeParticipant(basis, asList(latest.get(pid)), columns);
    sameTotal++;
    if (placed?.groupId === group) same++;
  }

  let next = 0;
  let nextTotal = 0;
  const total = input.votes.pid.length;
  for (const cut of cuts) {
    const atCut = Math.floor(total * cut);
    const atNext = Math.min(total, Math.floor(total * (cut + step)));
    const before = updateMath(
      { votes: firstVotes(input.votes, atCut), statements: input.statements },
      null,
      { stability: false },
    );
    const after = updateMath(
      { votes: firstVotes(input.votes, atNext), statements: input.statements },
      before.state,
      { stability: false },
    );
    const cutBasis = placementBasis(before.result, hidden);
    const cutColumns = columnIndex(cutBasis);
    const groupsBefore = groupsByPid(before.result);
    const groupsAfter = groupsByPid(after.result);
    if (!groupsBefore.size || !groupsAfter.size) continue;
    // Which group of the next update is which group of the cut: over everyone both grouped.
    const both = [...groupsBefore.keys()].filter((pid) => groupsAfter.has(pid));
    const matching = bestLabelMatching(
      both.map((pid) => groupsBefore.get(pid)!),
      both.map((pid) => groupsAfter.get(pid)!),
    );
    const votesAtNext = latestVotes(firstVotes(input.votes, atNext));
    for (const [pid, group] of groupsAfter) {
      if (cutBasis.placed[pid] !== undefined) continue; // placed by the cut's update already
      const placed = placeParticipant(cutBasis, asList(votesAtNext.get(pid)), cutColumns);
      if (!placed) continue; // not enough votes on the cut's statements: placed by the update only
      nextTotal++;
      if (placed.groupId >= 0 && matching.pairs.get(placed.groupId) === group) next++;
    }
  }
  return {
    sameUpdate: { participants: sameTotal, agreement: sameTotal ? same / sameTotal : 1 },
    nextUpdate: { participants: nextTotal, agreement: nextTotal ? next / nextTotal : 1 },
  };
}
