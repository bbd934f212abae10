// Writing many votes at once (the demo seed) without the per-vote counter trigger of migration 040:
// inside one transaction the trigger is told to stand aside (migration 043), the votes are written,
// and the conversation's per-statement counts are recounted, a range of statements at a time,
// before the transaction commits — so nobody ever sees counts that disagree with the votes.
import type { Db } from '../../platform/db';

/** Statements recounted at a time (see below). */
const RECOUNT_TIDS = 50;

export async function withBulkVoteCounts<T>(
  tx: Db,
  zid: number,
  write: () => Promise<T>,
): Promise<T> {
  await tx.query("SELECT set_config('raadslag.bulk_vote_counts', 'on', true)");
  const result = await write();
  await tx.query("SELECT set_config('raadslag.bulk_vote_counts', 'off', true)");
  // The agree / disagree / pass tallies of migration 031, recounted the same way: a row for every
  // statement, zeros included (migration 061).
  await tx.query('DELETE FROM comment_vote_tallies WHERE zid = $1', [zid]);
  const { rows } = await tx.query<{ low: number | null; high: number | null }>(
    'SELECT min(tid) AS low, max(tid) AS high FROM comments WHERE zid = $1',
    [zid],
  );
  const { low, high } = rows[0];
  // A range of statements at a time, with a pause between: on PGlite the database runs in the
  // request thread, which answers other requests in the pauses.
  for (let from = low ?? 0; low !== null && high !== null && from <= high; from += RECOUNT_TIDS) {
    const range = [zid, from, from + RECOUNT_TIDS];
    await tx.query(
      `UPDATE comment_vote_counts c SET n_votes = coalesce(
         (SELECT count(*) FROM votes_latest_unique v WHERE v.zid = c.zid AND v.tid = c.tid), 0)
       WHERE c.zid = $1 AND c.tid >= $2 AND c.tid < $3`,
      range,
    );
    await tx.query(
      `INSERT INTO comment_vote_tallies (zid, tid, agree, disagree, pass)
       SELECT c.zid, c.tid, count(v.vote) FILTER (WHERE v.vote = -1),
              count(v.vote) FILTER (WHERE v.vote = 1), count(v.vote) FILTER (WHERE v.vote = 0)
       FROM comments c
       LEFT JOIN votes_latest_unique v ON v.zid = c.zid AND v.tid = c.tid
       WHERE c.zid = $1 AND c.tid >= $2 AND c.tid < $3 GROUP BY c.zid, c.tid`,
      range,
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
  return result;
}
