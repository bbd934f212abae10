// SQL for GET /conversationStats. Everything is aggregated in the database (each series comes back
// as one JSON array, already sorted) so 100 000 votes cost a few index scans, not 100 000 rows
// through the driver. `before` is exclusive: only activity strictly before it counts.
import type { ConversationStats } from '../../../contract/types';
import type { Db } from '../../platform/db';

/** Votes further apart than this start a new burst (a new visit, as it were). */
const BURST_GAP_MS = 10 * 60 * 1000;

interface VotesHistogramBin {
  n_votes: number;
  n_ptpts: number;
}

interface BurstHistogramBin {
  n_bursts: number;
  n_ptpts: number;
}

// $3 in the series below: the tids of statements the reader may not see, left out everywhere
// (docs/api.md#get-conversationstats); an empty array for moderators.
const sortedTimes = (table: 'votes' | 'comments') => `
  SELECT COALESCE(json_agg(created ORDER BY created), '[]'::json) AS times
  FROM ${table} WHERE zid = $1 AND created < $2 AND tid <> ALL($3::int[])`;

const FIRST_COMMENT_TIMES = `
  SELECT COALESCE(json_agg(first ORDER BY first), '[]'::json) AS times
  FROM (SELECT min(created) AS first FROM comments
        WHERE zid = $1 AND created < $2 AND tid <> ALL($3::int[]) GROUP BY pid) f`;

// One pass over the votes in (pid, created) order (index votes_zid_pid_created_idx) gives each
// participant's first vote, number of votes and number of bursts; the three series come from that.
const PER_PARTICIPANT_VOTES = `
  WITH gaps AS (
    SELECT pid, created, created - lag(created) OVER (PARTITION BY pid ORDER BY created) AS gap
    FROM votes WHERE zid = $1 AND created < $2 AND tid <> ALL($3::int[])),
  per AS (
    SELECT min(created) AS first, count(*) AS n_votes,
           count(*) FILTER (WHERE gap IS NULL OR gap > $4) AS n_bursts
    FROM gaps GROUP BY pid)
  SELECT
    (SELECT COALESCE(json_agg(first ORDER BY first), '[]'::json) FROM per) AS first_vote_times,
    (SELECT COALESCE(json_agg(json_build_object('n_votes', n_votes, 'n_ptpts', n_ptpts)
                              ORDER BY n_votes), '[]'::json)
     FROM (SELECT n_votes, count(*) AS n_ptpts FROM per GROUP BY n_votes) h) AS votes_histogram,
    (SELECT COALESCE(json_agg(json_build_object('n_bursts', n_bursts, 'n_ptpts', n_ptpts)
                              ORDER BY n_bursts), '[]'::json)
     FROM (SELECT n_bursts, count(*) AS n_ptpts FROM per GROUP BY n_bursts) h) AS burst_histogram`;

interface PerParticipantVotes {
  first_vote_times: number[];
  votes_histogram: VotesHistogramBin[];
  burst_histogram: BurstHistogramBin[];
}

async function times(db: Db, sql: string, params: unknown[]): Promise<number[]> {
  const { rows } = await db.query<{ times: number[] }>(sql, params);
  return rows[0].times;
}

/**
 * The series, before `before`. `hidden`: statements the reader may not see (hiddenStatements),
 * whose statements and votes count nowhere.
 */
export async function conversationStats(
  db: Db,
  zid: number,
  before: number,
  hidden: readonly number[] = [],
): Promise<ConversationStats> {
  const params = [zid, before, hidden];
  const [voteTimes, commentTimes, firstCommentTimes, perParticipant] = await Promise.all([
    times(db, sortedTimes('votes'), params),
    times(db, sortedTimes('comments'), params),
    times(db, FIRST_COMMENT_TIMES, params),
    db.query<PerParticipantVotes>(PER_PARTICIPANT_VOTES, [...params, BURST_GAP_MS]),
  ]);
  const votes = perParticipant.rows[0];
  return {
    voteTimes,
    firstVoteTimes: votes.first_vote_times,
    commentTimes,
    firstCommentTimes,
    votesHistogram: votes.votes_histogram,
    burstHistogram: votes.burst_histogram,
  };
}

/**
 * The tids of statements a report at `level` does not show (rules/reportLevel.ts, inReport): a
 * reader holding only the report's id may not learn of them from the statistics either.
 */
export async function hiddenStatements(db: Db, zid: number, level: number): Promise<number[]> {
  const { rows } = await db.query<{ tids: number[] }>(
    `SELECT COALESCE(array_agg(tid ORDER BY tid), '{}') AS tids FROM comments
     WHERE zid = $1 AND NOT (mod >= $2 AND (active OR mod = 1))`,
    [zid, level],
  );
  return rows[0].tids;
}
