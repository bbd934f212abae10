// Reading the moderation log (migration 031) back: one row per statement an action changed,
// newest action first, with who did it and the statement's text.
import type { Db } from '../../platform/db';
import type { ItemStates } from './moderationLog';

/** The newest this many actions (a CSV of every one of 20,000 statements stays well below). */
const LOG_ACTIONS_MAX = 10_000;

export interface ModerationLogRow extends ItemStates {
  id: number;
  created: number;
  kind: string;
  change: string;
  undoes: number | null;
  undone_by: number | null;
  /** null: the automatic moderator. */
  uid: number | null;
  email: string | null;
  hname: string | null;
  tid: number;
  txt: string | null;
}

export async function readModerationLog(db: Db, zid: number): Promise<ModerationLogRow[]> {
  const { rows } = await db.query<ModerationLogRow>(
    `SELECT a.id, a.created, a.kind, a.change, a.undoes, a.undone_by, a.uid, u.email, u.hname,
            i.tid, c.txt, i.from_mod, i.from_active, i.from_is_meta, i.to_mod, i.to_active,
            i.to_is_meta
     FROM (SELECT * FROM moderation_actions WHERE zid = $1 ORDER BY id DESC LIMIT $2) a
     LEFT JOIN users u ON u.uid = a.uid
     JOIN moderation_action_items i ON i.action_id = a.id
     LEFT JOIN comments c ON c.zid = a.zid AND c.tid = i.tid
     ORDER BY a.id DESC, i.tid`,
    [zid, LOG_ACTIONS_MAX],
  );
  // BIGINT/BIGSERIAL columns come back as strings from node-postgres.
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    created: Number(row.created),
    undoes: row.undoes === null ? null : Number(row.undoes),
    undone_by: row.undone_by === null ? null : Number(row.undone_by),
  }));
}
