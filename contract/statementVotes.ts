// GET /math/statementVotes?conversation_id=X (moderators): how each statement was voted on, in
// all and by each opinion group, for the moderation rows. This file imports nothing.

/** Current votes (each participant's latest): agree, disagree, pass. */
export interface VoteSplit {
  agree: number;
  disagree: number;
  pass: number;
}

export interface StatementVotes {
  conversation_id: string;
  /** The math result the group counts come from (0: none yet, so no groups). */
  math_tick: number;
  /** The opinion groups of that result, by id (letter A is the first), with their sizes. */
  groups: { id: number; size: number }[];
  /**
   * By tid, every statement with a vote: its current votes now, and per group id how the group's
   * members voted as of the math result (a statement newer than the result has no group counts).
   */
  statements: Record<string, VoteSplit & { groups: Record<string, VoteSplit> }>;
}
