// SQL for report_snapshots (migration 060): a report's frozen GET /reportData body, and the newer
// reports of the same conversation (its later versions).
import type { ReportVersion } from '../../../contract/types';
import type { Db } from '../../platform/db';

export async function readSnapshot(db: Db, rid: number): Promise<string | null> {
  const { rows } = await db.query<{ body: string }>(
    'SELECT body FROM report_snapshots WHERE rid = $1',
    [rid],
  );
  return rows[0]?.body ?? null;
}

/** Stores the snapshot unless the report has one already (the first one stays). */
export async function storeSnapshot(
  db: Db,
  snapshot: { rid: number; takenAt: number; body: string },
): Promise<void> {
  await db.query(
    `INSERT INTO report_snapshots (rid, taken_at, body) VALUES ($1, $2, $3)
     ON CONFLICT (rid) DO NOTHING`,
    [snapshot.rid, snapshot.takenAt, snapshot.body],
  );
}

/** The conversation's reports that were never frozen (made before snapshots), oldest first. */
export async function unfrozenReportIds(db: Db, zid: number): Promise<string[]> {
  const { rows } = await db.query<{ report_id: string }>(
    `SELECT r.report_id FROM reports r
     WHERE r.zid = $1 AND NOT EXISTS (SELECT 1 FROM report_snapshots s WHERE s.rid = r.rid)
     ORDER BY r.rid`,
    [zid],
  );
  return rows.map((row) => row.report_id);
}

/**
 * The conversation's reports whose figures are newer than this one's (a later moment; the same
 * moment, a later report), newest first; a withdrawn version is not offered.
 */
export async function newerReports(
  db: Db,
  report: { zid: number; rid: number },
): Promise<ReportVersion[]> {
  const { rows } = await db.query<ReportVersion>(
    `SELECT r.report_id, s.taken_at
     FROM reports r JOIN report_snapshots s ON s.rid = r.rid
     JOIN report_snapshots mine ON mine.rid = $2
     WHERE r.zid = $1 AND r.withdrawn_at IS NULL
       AND (s.taken_at, r.rid) > (mine.taken_at, $2::bigint)
     ORDER BY s.taken_at DESC, r.rid DESC
     LIMIT 20`,
    [report.zid, report.rid],
  );
  return rows.map((row) => ({ report_id: row.report_id, taken_at: Number(row.taken_at) }));
}
