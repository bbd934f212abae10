// SQL for GET /reportData: the statements a report shows, each with the counts of the participants'
// current votes (votes_latest_unique: a changed vote counts once, as changed), and the totals.
// `level` is the report's effective mod level (rules/reportLevel.ts); the WHERE clause is inReport().
import type { ReportData, ReportStatement } from '../../../contract/types';
import type { Db } from '../../platform/db';
import type { ReportModLevel } from '../rules/reportLevel';

const SHOWN = `c.zid = $1 AND c.mod >= $2 AND (c.active OR c.mod = 1)`;

export async function reportStatements(
  db: Db,
  zid: number,
  level: ReportModLevel,
): Promise<ReportStatement[]> {
  const { rows } = await db.query<ReportStatement>(
    `SELECT c.tid, c.txt,
            count(v.vote) FILTER (WHERE v.vote = -1)::integer AS agrees,
            count(v.vote) FILTER (WHERE v.vote = 1)::integer AS disagrees,
            count(v.vote) FILTER (WHERE v.vote = 0)::integer AS passes,
            count(v.vote)::integer AS votes,
            count(v.vote) FILTER (WHERE v.high_priority)::integer AS important,
            c.mod, c.is_meta
     FROM comments c
     LEFT JOIN votes_latest_unique v ON v.zid = c.zid AND v.tid = c.tid
     WHERE ${SHOWN}
     GROUP BY c.zid, c.tid, c.txt, c.mod, c.is_meta
     ORDER BY c.tid`,
    [zid, level],
  );
  return rows;
}

/**
 * participants: everyone who took part (voted or wrote); voters: participants with a current vote
 * on a statement shown; votes: those current votes; statements: the statements shown.
 */
export async function reportTotals(
  db: Db,
  zid: number,
  level: ReportModLevel,
): Promise<ReportData['totals']> {
  const { rows } = await db.query<ReportData['totals']>(
    `WITH shown AS (SELECT c.tid FROM comments c WHERE ${SHOWN}),
          current AS (SELECT v.pid FROM votes_latest_unique v JOIN shown s ON s.tid = v.tid
                      WHERE v.zid = $1)
     SELECT (SELECT count(*) FROM participants WHERE zid = $1)::integer AS participants,
            (SELECT count(DISTINCT pid) FROM current)::integer AS voters,
            (SELECT count(*) FROM current)::integer AS votes,
            (SELECT count(*) FROM shown)::integer AS statements`,
    [zid, level],
  );
  return rows[0];
}
