// SQL for report_snapshots (migration 060): a report's frozen GET /reportData body, and the newer
// reports of the same conversation (its later versions).
import type { ReportVersion } from '../../src/contract/types';
import type { Db } from '../db';

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

/** Reports of the conversation made after this one (a larger rid), newest first. */
export async function newerReports(
  db: Db,
  report: { zid: number; rid: number },
): Promise<ReportVersion[]> {
  const { rows } = await db.query<ReportVersion>(
    `SELECT r.report_id, COALESCE(s.taken_at, r.created) AS taken_at
     FROM reports r LEFT JOIN report_snapshots s ON s.rid = r.rid
     WHERE r.zid = $1 AND r.rid > $2
     ORDER BY r.rid DESC
     LIMIT 20`,
    [report.zid, report.rid],
  );
  return rows.map((row) => ({ report_id: row.report_id, taken_at: Number(row.taken_at) }));
}
