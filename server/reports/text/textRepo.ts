// SQL for a report version's text (migration 081): the owner's saved sections, their version and
// publication, and the version's withdrawal (reports.withdrawn_at).
import type { ReportTextSection } from '../../../contract/reportText';
import type { Db } from '../../platform/db';

export interface StoredText {
  sections: ReportTextSection[];
  version: number;
  published_at: number | null;
}

const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function readStoredText(db: Db, rid: number): Promise<StoredText | null> {
  const { rows } = await db.query<{ sections: string; version: number; published_at: unknown }>(
    'SELECT sections, version, published_at FROM report_texts WHERE rid = $1',
    [rid],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    sections: JSON.parse(row.sections) as ReportTextSection[],
    version: Number(row.version),
    published_at: orNull(row.published_at),
  };
}

export async function withdrawnAt(db: Db, rid: number): Promise<number | null> {
  const { rows } = await db.query<{ withdrawn_at: unknown }>(
    'SELECT withdrawn_at FROM reports WHERE rid = $1',
    [rid],
  );
  return orNull(rows[0]?.withdrawn_at);
}

/**
 * Saves the sections if the stored version is still `basedOn` (0: nothing stored yet) and the text
 * is unpublished; the new version, or null when another save came first or it was published.
 */
export async function saveText(
  db: Db,
  row: { rid: number; zid: number; sections: ReportTextSection[]; basedOn: number; now: number },
): Promise<number | null> {
  const body = JSON.stringify(row.sections);
  const { rows } =
    row.basedOn === 0
      ? await db.query<{ version: number }>(
          `INSERT INTO report_texts (rid, zid, sections, version, modified) VALUES ($1, $2, $3, 1, $4)
           ON CONFLICT (rid) DO NOTHING RETURNING version`,
          [row.rid, row.zid, body, row.now],
        )
      : await db.query<{ version: number }>(
          `UPDATE report_texts SET sections = $2, version = version + 1, modified = $3
           WHERE rid = $1 AND version = $4 AND published_at IS NULL RETURNING version`,
          [row.rid, body, row.now, row.basedOn],
        );
  return rows[0] ? Number(rows[0].version) : null;
}

/** Publishes the stored text (or stores and publishes the draft); false when it moved meanwhile. */
export async function publishText(
  db: Db,
  row: { rid: number; zid: number; sections: ReportTextSection[]; basedOn: number; now: number },
): Promise<boolean> {
  const { rows } =
    row.basedOn === 0
      ? await db.query(
          `INSERT INTO report_texts (rid, zid, sections, version, published_at, modified)
           VALUES ($1, $2, $3, 1, $4, $4) ON CONFLICT (rid) DO NOTHING RETURNING rid`,
          [row.rid, row.zid, JSON.stringify(row.sections), row.now],
        )
      : await db.query(
          `UPDATE report_texts SET published_at = $2, modified = $2
           WHERE rid = $1 AND version = $3 AND published_at IS NULL RETURNING rid`,
          [row.rid, row.now, row.basedOn],
        );
  return rows.length > 0;
}

export async function withdrawReport(db: Db, rid: number, now: number): Promise<number> {
  const { rows } = await db.query<{ withdrawn_at: unknown }>(
    `UPDATE reports SET withdrawn_at = COALESCE(withdrawn_at, $2), modified = $2 WHERE rid = $1
     RETURNING withdrawn_at`,
    [rid, now],
  );
  return Number(rows[0].withdrawn_at);
}
