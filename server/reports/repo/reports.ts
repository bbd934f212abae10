// SQL for reports. report_id is public (a report is viewed at /report/{report_id}); rid stays inside.
import type { Db } from '../../platform/db';
import { generateReportId } from '../rules/reportId';

export interface ReportRow {
  rid: number;
  zid: number;
  report_id: string;
  created: number;
  modified: number;
  conversation_id: string;
  report_name: string | null;
  mod_level: number;
}

const SELECT_REPORT = `
  SELECT r.rid, r.zid, r.report_id, r.created, r.modified, z.zinvite AS conversation_id, r.report_name,
         r.mod_level
  FROM reports r JOIN zinvites z ON z.zid = r.zid`;

/** Newest first. */
export async function listReports(db: Db, zid: number): Promise<ReportRow[]> {
  const { rows } = await db.query<ReportRow>(
    `${SELECT_REPORT} WHERE r.zid = $1 ORDER BY r.created DESC, r.rid DESC`,
    [zid],
  );
  return rows;
}

export async function findReport(db: Db, reportId: string): Promise<ReportRow | null> {
  const { rows } = await db.query<ReportRow>(`${SELECT_REPORT} WHERE r.report_id = $1`, [reportId]);
  return rows[0] ?? null;
}

/** Whether the owner withdrew the version with this public id (reports.withdrawn_at). */
export async function isWithdrawn(db: Db, reportId: string): Promise<boolean> {
  const { rows } = await db.query<{ withdrawn: boolean }>(
    'SELECT withdrawn_at IS NOT NULL AS withdrawn FROM reports WHERE report_id = $1',
    [reportId],
  );
  return rows[0]?.withdrawn === true;
}

/** The conversation's newest report its owner has not withdrawn: where a closed one leads. */
export async function newestReadableReport(db: Db, zid: number): Promise<ReportRow | null> {
  const { rows } = await db.query<ReportRow>(
    `${SELECT_REPORT} WHERE r.zid = $1 AND r.withdrawn_at IS NULL
     ORDER BY r.created DESC, r.rid DESC LIMIT 1`,
    [zid],
  );
  return rows[0] ?? null;
}

/** A (very unlikely) id collision draws a new id; generateId is injectable for tests. */
export async function createReport(
  db: Db,
  zid: number,
  generateId: () => string = generateReportId,
  created?: number,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { rows } = await db.query<{ report_id: string }>(
      `INSERT INTO reports (zid, report_id, created, modified)
       VALUES ($1, $2, COALESCE($3::bigint, now_as_millis()), COALESCE($3::bigint, now_as_millis()))
       ON CONFLICT (report_id) DO NOTHING RETURNING report_id`,
      [zid, generateId(), created ?? null],
    );
    if (rows[0]) return rows[0].report_id;
  }
  throw new Error('could not draw an unused report id');
}
