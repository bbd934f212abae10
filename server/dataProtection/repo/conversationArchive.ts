// Everything stored about one conversation, for an access request or an archive (GET
// /conversationArchive). Rather than a hand-kept list, every table of the schema with a `zid`
// column is read (information_schema), so a table added later is in the archive without a change
// here; the rows keyed by the conversation in other ways (report snapshots, jobs) are added by name.
// Internal numbers never leave the server (zid, and the uid/owner user numbers); binary columns are
// left out, except the stored opinion groups, which are unpacked to their JSON.
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Db } from '../../platform/db';

const gunzipAsync = promisify(gunzip);
const INTERNAL_COLUMNS = new Set(['zid', 'uid', 'owner']);

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** Tables with a zid column, and their columns to export, from the catalogue. */
async function conversationTables(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await db.query<Column>(
    `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
     JOIN information_schema.tables t
       ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
       AND c.table_name IN (SELECT table_name FROM information_schema.columns
                            WHERE table_schema = current_schema() AND column_name = 'zid')
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    if (!INTERNAL_COLUMNS.has(row.column_name) && row.data_type !== 'bytea') {
      columns.push(row.column_name);
    }
    tables.set(row.table_name, columns);
  }
  return tables;
}

export async function conversationArchive(
  db: Db,
  conversation: { zid: number; conversation_id: string },
): Promise<Record<string, unknown[]>> {
  const { zid, conversation_id: conversationId } = conversation;
  const archive: Record<string, unknown[]> = {};
  for (const [table, columns] of await conversationTables(db)) {
    if (columns.length === 0) continue;
    const { rows } = await db.query(
      `SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)} WHERE zid = $1`,
      [zid],
    );
    archive[table] = rows;
  }
  const snapshots = await db.query<{ report_id: string; taken_at: number; body: string }>(
    `SELECT r.report_id, s.taken_at, s.body FROM report_snapshots s
     JOIN reports r ON r.rid = s.rid WHERE r.zid = $1 ORDER BY r.rid`,
    [zid],
  );
  archive.report_snapshots = snapshots.rows.map((row) => ({
    report_id: row.report_id,
    taken_at: Number(row.taken_at),
    body: JSON.parse(row.body) as unknown,
  }));
  const math = await db.query<{ pca2_gzip: Uint8Array | null }>(
    'SELECT pca2_gzip FROM math_results WHERE zid = $1',
    [zid],
  );
  const packed = math.rows[0]?.pca2_gzip;
  archive.opinion_groups = packed
    ? [JSON.parse((await gunzipAsync(packed)).toString('utf8')) as unknown]
    : [];
  const jobs = await db.query(
    `SELECT kind, key, state, run_after, attempts, last_error, created, finished FROM jobs
     WHERE key = $1 OR key = $2`,
    [conversationId, String(zid)],
  );
  archive.jobs = jobs.rows;
  return archive;
}
