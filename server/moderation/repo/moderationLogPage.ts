// One page of the moderation log (migrations 031, 035) for the console: the newest `limit` actions
// older than `before`, each with its statements counted per distinct from → to, so a bulk action
// of 500 statements is a handful of rows, not 500. Served by moderation_actions_zid_id_idx and
// moderation_action_items' primary key.
import type { Db } from '../../platform/db';
import type { ItemStates } from './moderationLog';

export interface ModerationLogPageRow extends ItemStates {
  id: number;
  created: number;
  kind: string;
  change: string;
  topic_key: string | null;
  undoes: number | null;
  undone_by: number | null;
  /** null: the automatic moderator. */
  uid: number | null;
  email: string | null;
  hname: string | null;
  n: number;
}

/** Rows of at most limit + 1 actions: the extra one only says an older page exists. */
export async function readModerationLogPage(
  db: Db,
  zid: number,
  page: { limit: number; before: number | null; tid: number | null },
): Promise<ModerationLogPageRow[]> {
  const { rows } = await db.query<ModerationLogPageRow>(
    `SELECT a.id, a.created, a.kind, a.change, a.topic_key, a.undoes, a.undone_by, a.uid,
            u.email, u.hname, i.from_mod, i.from_active, i.from_is_meta, i.to_mod, i.to_active,
            i.to_is_meta, count(*)::integer AS n
     FROM (SELECT * FROM moderation_actions
           WHERE zid = $1 AND ($2::bigint IS NULL OR id < $2)
             AND ($4::integer IS NULL OR EXISTS (
               SELECT 1 FROM moderation_action_items f WHERE f.action_id = id AND f.tid = $4))
           ORDER BY id DESC LIMIT $3) a
     LEFT JOIN users u ON u.uid = a.uid
     JOIN moderation_action_items i ON i.action_id = a.id
     GROUP BY a.id, a.created, a.kind, a.change, a.topic_key, a.undoes, a.undone_by, a.uid,
              u.email, u.hname, i.from_mod, i.from_active, i.from_is_meta, i.to_mod, i.to_active,
              i.to_is_meta
     ORDER BY a.id DESC, n DESC, i.from_mod, i.from_active, i.from_is_meta, i.to_mod,
              i.to_active, i.to_is_meta`,
    [zid, page.before, page.limit + 1, page.tid],
  );
  // BIGINT/BIGSERIAL columns come back as strings from node-postgres.
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    created: Number(row.created),
    undoes: row.undoes === null ? null : Number(row.undoes),
    undone_by: row.undone_by === null ? null : Number(row.undone_by),
    n: Number(row.n),
  }));
}

/** Statements an entry names at most; the CSV has every one. */
export const STATEMENTS_PER_ACTION = 200;

export interface LoggedStatementRow {
  action_id: number;
  tid: number;
  txt: string | null;
}

/** The statements each action changed (by tid, at most STATEMENTS_PER_ACTION each), with text. */
export async function readActionStatements(
  db: Db,
  zid: number,
  actionIds: readonly number[],
): Promise<LoggedStatementRow[]> {
  if (actionIds.length === 0) return [];
  const { rows } = await db.query<LoggedStatementRow>(
    `SELECT action_id, tid, txt FROM (
       SELECT i.action_id, i.tid, c.txt,
              row_number() OVER (PARTITION BY i.action_id ORDER BY i.tid) AS n
       FROM moderation_action_items i
       LEFT JOIN comments c ON c.zid = $1 AND c.tid = i.tid
       WHERE i.action_id = ANY($2::bigint[])) s
     WHERE n <= $3
     ORDER BY action_id DESC, tid`,
    [zid, actionIds, STATEMENTS_PER_ACTION],
  );
  return rows.map((row) => ({ ...row, action_id: Number(row.action_id) }));
}
