// The engine's public types: what goes in (votes, statement flags, the previous state), what comes
// out (a JSON-safe result and the state the next update needs). Everything here is plain data so a
// worker thread can receive the input (typed arrays transfer without copying) and the database can
// store result and state as JSON.

/** Polis's internal sign, which our database uses too: agree = -1, disagree = 1, pass = 0. */
export type VoteValue = -1 | 0 | 1;

/**
 * A conversation's votes in the order they were cast, one entry per index (columns, not objects,
 * so 600,000 votes are four typed arrays rather than 600,000 objects). Re-votes are simply later
 * entries: the last one for a (pid, tid) pair wins.
 */
export interface VoteColumns {
  readonly pid: Int32Array;
  readonly tid: Int32Array;
  readonly vote: Int8Array;
  /** Milliseconds since the epoch; only its maximum is used (`lastVoteTimestamp`). */
  readonly created: Float64Array;
}

/** Moderation as the math needs it. Statements without an entry count as unmoderated. */
export interface StatementFlags {
  readonly tid: number;
  /** -1 moderated out (its column is zeroed), 0 unmoderated, 1 accepted. */
  readonly mod: number;
  /** Meta statements ("I am a teacher") are left out of the math entirely. */
  readonly isMeta: boolean;
}

export interface MathInput {
  readonly votes: VoteColumns;
  readonly statements: readonly StatementFlags[];
}

/** Upstream's k smoother: the group count changes only after the same new k wins 4 updates. */
export interface KSmootherState {
  lastK: number | null;
  lastKCount: number;
  smoothedK: number | null;
}

/** What one update hands to the next. Serialisable with JSON.stringify as it is. */
export interface MathState {
  version: 1;
  /** The previous principal components keyed by tid, for the power iteration's warm start. */
  comps: { tids: number[]; pc1: number[]; pc2: number[] } | null;
  /** Participants in the conversation: once in, a participant stays in. */
  inConv: number[];
  kSmoother: KSmootherState;
}

export type RepfulFor = 'agree' | 'disagree';

export interface RepnessEntry {
  tid: number;
  nSuccess: number;
  nTrials: number;
  pSuccess: number;
  pTest: number;
  repness: number;
  repnessTest: number;
  repfulFor: RepfulFor;
  /** Only on the group's best agree statement, which upstream's clients render first. */
  bestAgree?: true;
  nAgree?: number;
}

export interface ConsensusEntry {
  tid: number;
  nSuccess: number;
  nTrials: number;
  pSuccess: number;
  pTest: number;
}

/** Vote counts per statement, each array indexed like `MathResult.tids`. */
export interface VoteTally {
  A: number[];
  D: number[];
  S: number[];
}

export interface GroupStability {
  id: number;
  /** Mean share of the group's members that re-runs keep together in the matching group. */
  share: number;
}

/** How firm the groups are: agreement between this result and seeded re-runs (see stability.ts). */
export interface Stability {
  runs: number;
  /** Share of in-conv participants each re-run keeps (a random subsample, in a shuffled order). */
  sample: number;
  /** Mean adjusted Rand index between this result and the re-runs. */
  ari: number;
  ariMin: number;
  groups: GroupStability[];
}

export interface MathResult {
  /** Participants with at least one vote on a non-meta statement. */
  n: number;
  nCmts: number;
  /** Column order of every per-statement array below (first-encounter order). */
  tids: number[];
  inConv: number[];
  userVoteCounts: { pids: number[]; counts: number[] };
  pca: {
    center: number[];
    comps: [number[], number[]];
    commentProjection: [number[], number[]];
    commentExtremity: number[];
  };
  /** Every participant's map position and group (-1: no group). */
  participants: { pids: number[]; x: number[]; y: number[]; groupId: number[] };
  baseClusters: { id: number[]; members: number[][]; x: number[]; y: number[]; count: number[] };
  /** Group members are base-cluster ids, as upstream. */
  groupClusters: { id: number; center: [number, number]; members: number[] }[];
  /** Per base cluster (in `baseClusters.id` order): A/D/S as [tid index][base index]. */
  votesBase: { A: number[][]; D: number[][]; S: number[][] };
  groupVotes: { id: number; nMembers: number; votes: VoteTally }[];
  repness: { id: number; statements: RepnessEntry[] }[];
  consensus: { agree: ConsensusEntry[]; disagree: ConsensusEntry[] };
  /** Per tid index; empty when there are no groups (as upstream). */
  groupAwareConsensus: number[];
  commentPriorities: number[];
  lastVoteTimestamp: number;
  /** The k choice: silhouette per candidate k, the best this update, and the smoothed k used. */
  k: { silhouettes: { k: number; score: number }[]; best: number | null; chosen: number | null };
  stability: Stability | null;
}

export interface MathUpdate {
  result: MathResult;
  state: MathState;
}
