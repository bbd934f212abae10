// Which statement a participant votes on next. Pick order: among the visible statements the
// participant has not voted on, the ones with the fewest current votes first (so every statement
// gathers votes, new ones included), and a random one among equally few (so participants arriving
// together do not all see the same statement). `remaining` counts the statement served; `total` is
// every visible statement; votedCount = total − remaining (the participant's own statements count
// as voted: their author agrees with them).
import type { NextComment } from '../../src/contract/types';

export interface Candidate {
  tid: number;
  txt: string;
  /** Current votes on the statement, everyone's. */
  n_votes: number;
  /** The participant has a vote on it. */
  voted: boolean;
}

export interface NextCommentChoice {
  next: NextComment | null;
  votedCount: number;
}

export function chooseNextComment(
  rows: readonly Candidate[],
  random: () => number = Math.random,
): NextCommentChoice {
  const open = rows.filter((row) => !row.voted);
  const total = rows.length;
  const votedCount = total - open.length;
  if (open.length === 0) return { next: null, votedCount };
  const fewest = Math.min(...open.map((row) => row.n_votes));
  const least = open.filter((row) => row.n_votes === fewest);
  const pick = least[Math.min(least.length - 1, Math.floor(random() * least.length))];
  return { next: { tid: pick.tid, txt: pick.txt, remaining: open.length, total }, votedCount };
}
