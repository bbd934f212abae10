// A vote and the voter's next statement in one round trip (migration 062, cast_vote; 085 refuses a
// vote on one's own statement): the statement's visibility, the participant (or a new anonymous
// one), whether they wrote it, the shared limit, the vote and the next choice, in that order and
// atomically. Why one function and not up to seven statements:
// see the migration.
import type { VoteValue } from '../../../contract/types';
import type { ModValue } from '../../../contract/types';
import type { Db } from '../../platform/db';
import { nextChoiceFromRow, type NextCommentChoice, type NextCommentRow } from './nextComment';

/** The row a shared limiter counts the vote in (server/platform/http/rateLimiters.ts), or none. */
export interface CountedWindow {
  key: string;
  windowStart: number;
  windowEnd: number;
  max: number;
  /** When the hit is counted, by the limiter's clock: Retry-After is windowEnd − at. */
  at: number;
}

export interface CastVoteInput {
  zid: number;
  /** null: a new anonymous participant, made by this vote. */
  pid: number | null;
  tid: number;
  vote: VoteValue;
  highPriority: boolean;
  lowestMod: ModValue;
  /**
   * The limit the vote counts against (the participant's votes; for a new participant, new
   * participants from their address); null: counted in this process (PGlite), before the call.
   */
  limit: CountedWindow | null;
}

export type CastVoteOutcome =
  | { outcome: 'voted'; pid: number; choice: NextCommentChoice }
  | { outcome: 'hidden' }
  | { outcome: 'unknown' }
  /** The statement is the voter's own: their agree was stored with it (docs/api.md#post-votes). */
  | { outcome: 'own' }
  | { outcome: 'limited'; retryAfterMs: number };

interface CastVoteRow extends NextCommentRow {
  outcome: 'voted' | 'hidden' | 'unknown' | 'own' | 'limited';
  window_end: string | number | null;
  pid: number | null;
}

/** `random` in [0, 1) draws among the statements tied for fewest votes (repo/nextComment.ts). */
export async function castVote(
  db: Db,
  input: CastVoteInput,
  random: () => number = Math.random,
): Promise<CastVoteOutcome> {
  const { limit } = input;
  const { rows } = await db.query<CastVoteRow>(
    `SELECT outcome, window_end, pid, total, voted, tid, txt
       FROM cast_vote($1, $2, $3, $4::smallint, $5, $6, $7, $8, $9, $10, $11)`,
    [
      input.zid,
      input.pid,
      input.tid,
      input.vote,
      input.highPriority,
      input.lowestMod,
      limit?.key ?? null,
      limit?.windowStart ?? null,
      limit?.windowEnd ?? null,
      limit?.max ?? null,
      random(),
    ],
  );
  const row = rows[0];
  switch (row.outcome) {
    case 'voted':
      return { outcome: 'voted', pid: row.pid!, choice: nextChoiceFromRow(row) };
    case 'limited':
      return { outcome: 'limited', retryAfterMs: Number(row.window_end) - (limit?.at ?? 0) };
    default:
      return { outcome: row.outcome };
  }
}
