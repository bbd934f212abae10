// SQL for Polis's own export files (server/polis): the statements with their authors and
// seed flags, and the stored opinion groups. Counts follow each participant's latest vote before
// the cut-off, as the readable exports do (repo/exports.ts); the votes come from there too.
import type { Db } from '../../platform/db';

export interface PolisCommentRow {
  tid: number;
  pid: number;
  created: number;
  txt: string;
  mod: number;
  is_meta: boolean;
  is_seed: boolean;
  agrees: number;
  disagrees: number;
}

export async function polisCommentRows(
  db: Db,
  zid: number,
  before: number,
): Promise<PolisCommentRow[]> {
  const { rows } = await db.query<PolisCommentRow>(
    `WITH latest AS (
       SELECT DISTINCT ON (pid, tid) tid, vote
       FROM votes WHERE zid = $1 AND created < $2
       ORDER BY pid, tid, created DESC, vote_id DESC
     )
     SELECT c.tid, c.pid, c.created, c.txt, c.mod, c.is_meta, c.is_seed,
            count(*) FILTER (WHERE l.vote = -1) AS agrees,
            count(*) FILTER (WHERE l.vote = 1) AS disagrees
     FROM comments c LEFT JOIN latest l ON l.tid = c.tid
     WHERE c.zid = $1 AND c.created < $2
     GROUP BY c.tid, c.pid, c.created, c.txt, c.mod, c.is_meta, c.is_seed
     ORDER BY c.tid`,
    [zid, before],
  );
  return rows;
}

/** Everyone who took part (viewers included), for summary.csv's `views`. */
export async function participantCount(db: Db, zid: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*) AS n FROM participants WHERE zid = $1',
    [zid],
  );
  return rows[0].n;
}
