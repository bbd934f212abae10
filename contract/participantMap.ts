// The participant's map (GET /math/participantMap, docs/api.md#get-mathparticipantmap): sized by what
// the participation page draws — the groups' outlines, the participant's own place, each group's
// top statements and the majority view — not by the conversation (docs/math.md#the-participants-map).
// Re-exported by types.ts. This file imports only the math contract.
import type { NoGroupsReason } from './math';

/** A statement that sets a group apart: the share of the group that agreed (or disagreed), 0–100. */
export interface ParticipantMapStatement {
  tid: number;
  txt: string;
  repful_for: 'agree' | 'disagree';
  in_group: number;
  /** The same share among the members of every other shown group. */
  others: number;
}

export interface ParticipantMapGroup {
  /** The engine's group id. */
  id: number;
  size: number;
  /** The outline of the group's base clusters on the map, [x, y] corners (one or two when small). */
  hull: [number, number][];
  statements: ParticipantMapStatement[];
}

/** A statement most participants agree (or disagree) with: `percent` of those who voted on it. */
export interface MajorityStatement {
  tid: number;
  txt: string;
  percent: number;
}

/** Where the participant stands: from the stored result, or projected since (docs/math.md). */
export interface ParticipantPlace {
  x: number;
  y: number;
  /** The engine's group id; -1 when their place is in no group the map shows. */
  group_id: number;
  projected: boolean;
}

export interface ParticipantMap {
  math_tick: number;
  computed_at: number | null;
  vote_count: number;
  groups_reason: NoGroupsReason | null;
  /** Votes that place a participant: min(7, statements). */
  threshold: number;
  /** Participants placed on the map. */
  placed: number;
  /** Groups at least as large as the floor (docs/math.md#small-groups), by id. */
  groups: ParticipantMapGroup[];
  /** Groups below the floor, not shown as groups of their own, and their participants. */
  small: { groups: number; participants: number };
  majority: { agree: MajorityStatement[]; disagree: MajorityStatement[] };
  /** The caller (by their participant token) once placed; null otherwise. */
  you: ParticipantPlace | null;
}

/** POST /votes `placement`: the vote placed the participant before the next update (ours). */
export interface VotePlacement {
  x: number;
  y: number;
  group_id: number;
  /** The group's letter on that map ('A' for the first shown group …); null: no shown group. */
  group_letter: string | null;
  /** The map the projection used: its coordinates and group ids are that map's. */
  math_tick: number;
}
