// The comment_stems index (migration 036): filled lazily, a batch at a time, before a
// near-duplicate check reads it. Every writer of comments leaves stems_indexed false; the partial
// index on it makes "what is missing here" one short range, empty in the steady state.
import type { Db } from '../../platform/db';
import { statementTerms } from './similarity';

/** Statements indexed per check at most, so one request never stems a whole import. */
export const INDEX_BATCH = 500;

/**
 * Indexes up to INDEX_BATCH of the conversation's unindexed statements; how many it indexed.
 *
 * One indexer per conversation at a time, and it never waits: concurrent posts each ran this, took
 * row locks on the same term counts and statements in different orders, and PostgreSQL broke the
 * deadlocks by failing posts. Now a post that finds another indexer at work (the transaction-scoped
 * advisory lock) leaves the index to it and checks against the index as it stands — a statement
 * committed in the same instant may be missed as a near-duplicate, never lost. The statements are
 * locked first, skipping any a moderator holds, and the term counts updated in term order.
 */
export async function indexMissingStems(db: Db, zid: number): Promise<number> {
  // The steady state, nothing missing, costs one short read and no transaction.
  const { rows: missing } = await db.query(
    'SELECT 1 FROM comments WHERE zid = $1 AND NOT stems_indexed LIMIT 1',
    [zid],
  );
  if (missing.length === 0) return 0;
  return db.transaction(async (tx) => {
    const { rows: lock } = await tx.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_xact_lock(hashtext(current_schema() || '/stems'), $1) AS locked`,
      [zid],
    );
    if (!lock[0].locked) return 0;
    const { rows } = await tx.query<{ tid: number; txt: string }>(
      `SELECT tid, txt FROM comments WHERE zid = $1 AND NOT stems_indexed
       ORDER BY tid LIMIT ${INDEX_BATCH} FOR UPDATE SKIP LOCKED`,
      [zid],
    );
    if (rows.length === 0) return 0;
    const tids: number[] = [];
    const terms: string[] = [];
    for (const row of rows) {
      for (const term of statementTerms(row.txt)) {
        tids.push(row.tid);
        terms.push(term);
      }
    }
    const indexed = rows.map((row) => row.tid);
    // An edited text (migration 036's trigger) drops its old terms first.
    await tx.query('DELETE FROM comment_stems WHERE zid = $1 AND tid = ANY($2::int[])', [
      zid,
      indexed,
    ]);
    await tx.query(
      `INSERT INTO comment_stems (zid, tid, term)
       SELECT $1, t.tid, t.term FROM unnest($2::int[], $3::text[]) AS t(tid, term)
       ON CONFLICT DO NOTHING`,
      [zid, tids, terms],
    );
    await tx.query(
      `INSERT INTO comment_term_counts (zid, term, n)
       SELECT $1, term, count(*) FROM unnest($2::text[]) AS t(term) GROUP BY term ORDER BY term
       ON CONFLICT (zid, term) DO UPDATE SET n = comment_term_counts.n + EXCLUDED.n`,
      [zid, terms],
    );
    await tx.query(
      'UPDATE comments SET stems_indexed = TRUE WHERE zid = $1 AND tid = ANY($2::int[])',
      [zid, indexed],
    );
    return rows.length;
  });
}
