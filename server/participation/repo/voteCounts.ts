// Writing many votes at once (the demo seed, a Polis import, the benches) without the per-vote
// counter triggers of migrations 031 and 040: inside one transaction the triggers are told to stand
// aside (migration 043), the votes are written, and the conversation's per-statement counts are
// recounted before the transaction commits — so nobody ever sees counts that disagree with the votes.
import type { Db } from '../../platform/db';

/**
 * One grouped aggregate over the conversation's current votes feeds both recounts: a single pass
 * whatever the plan, where a count per statement was one scan per statement when the planner still
 * believed the freshly written table small — over a minute per 50 statements at 5 million votes
 * (docs/deploy.md#at-the-national-scale-100000-participants). On PGlite, where the database runs
 * in the request thread, the one statement holds it about 1 s at a million votes.
 */
const RECOUNT = `
  WITH counted AS MATERIALIZED (
    SELECT tid, count(*) AS n, count(*) FILTER (WHERE vote = -1) AS agree,
           count(*) FILTER (WHERE vote = 1) AS disagree, count(*) FILTER (WHERE vote = 0) AS pass
    FROM votes_latest_unique WHERE zid = $1 GROUP BY tid
  ), statements AS MATERIALIZED (
    SELECT c.tid, coalesce(k.n, 0) AS n, coalesce(k.agree, 0) AS agree,
           coalesce(k.disagree, 0) AS disagree, coalesce(k.pass, 0) AS pass
    FROM comments c LEFT JOIN counted k ON k.tid = c.tid WHERE c.zid = $1
  ), recounted AS (
    UPDATE comment_vote_counts c SET n_votes = s.n
    FROM statements s WHERE c.zid = $1 AND c.tid = s.tid AND c.n_votes IS DISTINCT FROM s.n
  )
  INSERT INTO comment_vote_tallies (zid, tid, agree, disagree, pass)
  SELECT $1, tid, agree, disagree, pass FROM statements`;

export async function withBulkVoteCounts<T>(
  tx: Db,
  zid: number,
  write: () => Promise<T>,
): Promise<T> {
  await tx.query("SELECT set_config('raadslag.bulk_vote_counts', 'on', true)");
  const result = await write();
  await tx.query("SELECT set_config('raadslag.bulk_vote_counts', 'off', true)");
  // The agree / disagree / pass tallies of migration 031 are made anew: a row for every statement,
  // zeros included (migration 061).
  await tx.query('DELETE FROM comment_vote_tallies WHERE zid = $1', [zid]);
  await tx.query(RECOUNT, [zid]);
  return result;
}
