// Which statements an action would take out of the live conversation although participants have
// voted on them: accepted statements with votes that the action rejects (or turns into metadata).
// The removalGuard chart asks before such an action; every screen that removes statements plans
// its candidates here (docs/behaviour.md#removalguard). Pure: no React, no HTTP.

/** Where the action was started: a row's button, the ticked rows, a topic's list or dialog, a key. */
export type RemovalOrigin = 'row' | 'bulk' | 'keyboard' | 'topicList' | 'topicDialog';

/** A statement the action would change, as the screen knows it. */
export interface RemovalCandidate {
  tid: number;
  txt: string;
  /** Accepted now: participants see it. */
  accepted: boolean;
  /** Current votes; null when the server does not say (then it may carry votes). */
  votes: number | null;
}

/** The statements participants see and have voted on, which the action would hide. */
export function hiddenVoted(candidates: readonly RemovalCandidate[]): RemovalCandidate[] {
  return candidates.filter((c) => c.accepted && (c.votes === null || c.votes > 0));
}

/** The action must be confirmed first: it would hide at least one voted statement. */
export function needsRemovalCheck(candidates: readonly RemovalCandidate[]): boolean {
  return hiddenVoted(candidates).length > 0;
}
