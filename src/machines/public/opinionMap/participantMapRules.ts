// What the participant's map shows, worked out from GET /math/participantMap and the vote that
// placed the participant: the shown groups (letters by id order, as the server names them), the
// participant's place and group — from the stored result, else from their placing vote's answer,
// which is newer than any projection the map held
// (docs/math.md#placing-a-participant-between-updates) — the majority view, and the map's status.
// Pure; the chart's selectors call it.
import type { MajorityStatement, ParticipantMap, VotePlacement } from '../../../../contract/types';
import { boundsOf, groupLetter, type GroupView, type MapView, type Point } from './opinionMapRules';

export interface ParticipantMapView extends MapView {
  /** The participant's group letter once placed in a shown group. */
  yourLetter: string | null;
  /** Placed, in a group below the floor (not shown as a group of its own). */
  inSmallGroup: boolean;
  majority: { agree: MajorityStatement[]; disagree: MajorityStatement[] };
  small: { groups: number; participants: number };
}

function statusOf(map: ParticipantMap, groups: number): MapView['status'] {
  if (map.math_tick === 0) return { kind: 'notComputed' };
  if (groups === 0)
    return { kind: 'noGroups', reason: map.groups_reason, voteCount: map.vote_count };
  return { kind: 'computed', computedAt: map.computed_at, voteCount: map.vote_count };
}

export function participantMapView(
  map: ParticipantMap,
  vote: VotePlacement | null,
  votedCount: number,
): ParticipantMapView {
  const letterOf = (groupId: number) => {
    const index = map.groups.findIndex((group) => group.id === groupId);
    return index < 0 ? null : groupLetter(index);
  };
  // The stored result wins; a vote's answer is newer than the map's own projection of the same
  // participant (it counted the vote just cast), unless it was computed on an older map.
  const stored = map.you && !map.you.projected ? map.you : null;
  const fromVote = !stored && vote && vote.math_tick >= map.math_tick ? vote : null;
  let placement: MapView['placement'];
  let yourLetter: string | null = null;
  if (stored ?? (!fromVote && map.you)) {
    const you = (stored ?? map.you)!;
    placement = { kind: 'placed', x: you.x, y: you.y };
    yourLetter = letterOf(you.group_id);
  } else if (fromVote) {
    yourLetter = fromVote.group_letter;
    // Coordinates of a newer map than the one held are in another update's plane (its axes may
    // even have flipped): until the map catches up, the dot sits in the middle of the group.
    const group = map.groups.find((_, index) => groupLetter(index) === yourLetter);
    const centre = group?.hull.length
      ? ([0, 1].map((k) => group.hull.reduce((sum, p) => sum + p[k], 0) / group.hull.length) as [
          number,
          number,
        ])
      : null;
    placement =
      fromVote.math_tick === map.math_tick || !centre
        ? { kind: 'placed', x: fromVote.x, y: fromVote.y }
        : { kind: 'placed', x: centre[0], y: centre[1] };
  } else {
    placement = { kind: 'unplaced', needed: Math.max(0, map.threshold - votedCount) };
  }

  const groups = map.groups.map((group, index): GroupView => ({
    id: group.id,
    letter: groupLetter(index),
    size: group.size,
    points: group.hull as Point[],
    hull: group.hull as Point[],
    statements: group.statements.map((s) => ({
      tid: s.tid,
      txt: s.txt,
      repfulFor: s.repful_for,
      inGroup: s.in_group,
      others: s.others,
    })),
    isMine: yourLetter !== null && groupLetter(index) === yourLetter,
  }));
  return {
    groups,
    placement,
    bounds: boundsOf(groups, placement),
    status: statusOf(map, groups.length),
    yourLetter,
    inSmallGroup: placement.kind === 'placed' && yourLetter === null && map.small.groups > 0,
    majority: map.majority,
    small: map.small,
  };
}
