// SQL for the CSV exports. Vote counts per comment come from each participant's latest vote before
// the cut-off (so an export "until" a past day shows the counts as they stood then); the votes
// export lists every vote ever cast, in time order.
import type { ModValue } from '../../../contract/types';
import type { Db } from '../../platform/db';

export interface CommentExportRow {
  tid: number;
  created: number;
  txt: string;
  mod: ModValue;
  is_meta: boolean;
  agrees: number;
  disagrees: number;
  passes: number;
}

export interface VoteExportRow {
  pid: number;
  tid: number;
  vote: -1 | 0 | 1;
  created: number;
}

export async function commentExportRows(
  db: Db,
  zid: number,
  before: number,
): Promise<CommentExportRow[]> {
  const { rows } = await db.query<CommentExportRow>(
    `WITH latest AS (
       SELECT DISTINCT ON (pid, tid) tid, vote
       FROM votes WHERE zid = $1 AND created < $2
       ORDER BY pid, tid, created DESC
     )
     SELECT c.tid, c.created, c.txt, c.mod, c.is_meta,
            count(*) FILTER (WHERE l.vote = -1) AS agrees,
            count(*) FILTER (WHERE l.vote = 1) AS disagrees,
            count(*) FILTER (WHERE l.vote = 0) AS passes
     FROM comments c LEFT JOIN latest l ON l.tid = c.tid
     WHERE c.zid = $1 AND c.created < $2
     GROUP BY c.tid, c.created, c.txt, c.mod, c.is_meta
     ORDER BY c.tid`,
    [zid, before],
  );
  return rows;
}

/** Every vote in time order. Aggregated to one JSON array in the database: 100 000 rows through
 * the driver one by one take seconds on PGlite, one array a fraction of that. */
export async function voteExportRows(
  db: Db,
  zid: number,
  before: number,
): Promise<VoteExportRow[]> {
  const { rows } = await db.query<{ votes: [number, number, -1 | 0 | 1, number][] }>(
    `SELECT COALESCE(json_agg(json_build_array(pid, tid, vote, created)
                              ORDER BY created, pid, tid), '[]'::json) AS votes
     FROM votes WHERE zid = $1 AND created < $2`,
    [zid, before],
  );
  return rows[0].votes.map(([pid, tid, vote, created]) => ({ pid, tid, vote, created }));
}
