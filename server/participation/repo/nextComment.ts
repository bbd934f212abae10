// Which statement a participant votes on next, in one query whose cost does not grow with the
// conversation (docs/deploy.md#sizing). Pick order: among the shown statements the participant has
// not voted on, the ones with the fewest current votes first (so every statement gathers votes, new
// ones included), and among equally few a random one (so participants arriving together do not all
// see the same statement). `remaining` counts the statement served; `total` is every shown
// statement; votedCount = total − remaining (the participant's own statements count as voted: their
// author agrees with them).
//
// How it stays flat (migration 040, function next_comment): comment_vote_counts keeps each
// statement's number of votes as votes arrive, and a partial index per visibility walks it in order
// of fewest votes, skipping what the participant voted on (a primary-key probe of
// votes_latest_unique each). The draw among the tied takes a random tid as a pivot and serves the
// first tied statement at or after it, wrapping round — an index range, never the whole group.
// conversation_shown_counts holds the total; the participant's own count walks only their votes.
// In a function, so each database session plans these statements once, not on every vote.
import type { NextComment } from '../../../contract/types';
import type { Db } from '../../platform/db';
import type { ModValue } from '../../../contract/types';

export interface NextCommentChoice {
  next: NextComment | null;
  votedCount: number;
}

/** next_comment's row (cast_vote returns the same columns after a vote). */
export interface NextCommentRow {
  total: number;
  voted: number;
  tid: number | null;
  txt: string | null;
}

export function nextChoiceFromRow({ total, voted, tid, txt }: NextCommentRow): NextCommentChoice {
  if (tid === null || txt === null) return { next: null, votedCount: voted };
  return { next: { tid, txt, remaining: total - voted, total }, votedCount: voted };
}

/** pid null: nobody in particular (nothing voted). `random` in [0, 1) draws among the tied. */
export async function chooseNextComment(
  db: Db,
  zid: number,
  lowestMod: ModValue,
  pid: number | null,
  random: () => number = Math.random,
): Promise<NextCommentChoice> {
  const level = lowestMod >= 1 ? 1 : 0;
  const { rows } = await db.query<NextCommentRow>(
    'SELECT total, voted, tid, txt FROM next_comment($1, $2, $3, $4)',
    [zid, pid, level, random()],
  );
  return nextChoiceFromRow(rows[0]);
}
