// Opinion groups (GET /api/v3/math/pca2 and /math/status, docs/math.md): the typed view of what the
// server computes. Re-exported by types.ts. This file imports nothing.

/** Why a result has no opinion groups; null when it has some. */
export type NoGroupsReason =
  'no_votes' | 'too_few_participants' | 'too_few_statements' | 'no_differences';

/**
 * Where a conversation's math stands:
 * - `no_votes`: nothing to compute yet;
 * - `computing`: votes are in, the first result is on its way;
 * - `updating`: a result is shown, and newer votes or moderation are being computed;
 * - `current`: the result counts every vote and moderation decision.
 */
export type MathPhase = 'no_votes' | 'computing' | 'updating' | 'current';

/** GET /math/status?conversation_id=X — small and cheap to poll; never 304 by math_tick. */
export interface MathStatus {
  conversation_id: string;
  phase: MathPhase;
  /** The shown result's math_tick (0 before the first): fetch /math/pca2 when it changes. */
  math_tick: number;
  /** When the shown result was computed (ms since the epoch); null before the first. */
  computed_at: number | null;
  /** Votes (re-votes included) the shown result counted. */
  vote_count: number;
  /** Participants with at least one vote, in the shown result. */
  participants: number;
  /** Participants placed in a group (Polis's in-conv). */
  in_conv: number;
  groups: number;
  groups_reason: NoGroupsReason | null;
  /** How firm the groups are: mean agreement of re-runs (0…1); null until computed or without groups. */
  stability: number | null;
  /** The last attempt failed (the shown result is the last good one); retried at retry_at. */
  failure: { at: number; retry_at: number | null } | null;
}

/** Counts of "important to me" on the current votes: by tid, and by group id then tid (only non-zero). */
export interface ImportanceCounts {
  all: Record<string, number>;
  groups: Record<string, Record<string, number>>;
}

/** Our own key of the pca2 body (`raadslag`); upstream's clients ignore it. */
export interface Pca2Extension {
  computed_at: number | null;
  vote_count: number;
  groups_reason: NoGroupsReason | null;
  importance: ImportanceCounts;
}

export interface VoteCounts {
  A: number;
  D: number;
  S: number;
}

export interface RepnessItem {
  tid: number;
  'n-success': number;
  'n-trials': number;
  'p-success': number;
  'p-test': number;
  repness: number;
  'repness-test': number;
  'repful-for': 'agree' | 'disagree';
  'best-agree'?: boolean;
  'n-agree'?: number;
}

export interface ConsensusItem {
  tid: number;
  'n-success': number;
  'n-trials': number;
  'p-success': number;
  'p-test': number;
}

/** GET /math/pca2 — upstream Polis's shape (docs/math.md "Output"), plus `stability` and `raadslag`. */
export interface Pca2 {
  math_tick: number;
  n: number;
  'n-cmts': number;
  tids: number[];
  'in-conv': number[];
  'user-vote-counts': Record<string, number>;
  lastVoteTimestamp: number;
  pca: {
    center: number[];
    comps: [number[], number[]];
    'comment-projection': [number[], number[]];
    'comment-extremity': number[];
  };
  'base-clusters': { id: number[]; members: number[][]; x: number[]; y: number[]; count: number[] };
  'group-clusters': { id: number; center: [number, number]; members: number[] }[];
  'group-votes': Record<
    string,
    { 'n-members': number; votes: Record<string, VoteCounts>; id: number }
  >;
  repness: Record<string, RepnessItem[]>;
  consensus: { agree: ConsensusItem[]; disagree: ConsensusItem[] };
  'group-aware-consensus': Record<string, number>;
  'votes-base': Record<string, { A: number[]; D: number[]; S: number[] }>;
  'comment-priorities': Record<string, number>;
  stability: {
    runs: number;
    sample: number;
    ari: number;
    'ari-min': number;
    groups: Record<string, number>;
  } | null;
  raadslag: Pca2Extension;
}
