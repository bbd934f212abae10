// SQL for co-moderators (migration 055): the colleagues an owner named, by e-mail, as moderators
// of one conversation. A row without uid is a pending invitation that a trigger completes when an
// account with that address is created.
import type { Db } from '../../platform/db';

export interface ModeratorRow {
  email: string;
  /** The account's name, once its person has opened the conversation as moderator. */
  hname: string | null;
  /** Not yet opened by its person (with or without an account: the owner cannot tell). */
  pending: boolean;
  created: number;
}

export async function listModerators(db: Db, zid: number): Promise<ModeratorRow[]> {
  const { rows } = await db.query<ModeratorRow>(
    `SELECT m.email, CASE WHEN m.seen IS NULL THEN NULL ELSE u.hname END AS hname,
            m.seen IS NULL AS pending, m.created
     FROM conversation_moderators m LEFT JOIN users u ON u.uid = m.uid
     WHERE m.zid = $1 ORDER BY m.created, m.email`,
    [zid],
  );
  return rows.map((row) => ({ ...row, created: Number(row.created) }));
}

/**
 * Whether this account was named a moderator of the conversation. The first time it is asked for
 * an account, its person has opened the conversation as moderator: the owner's list then shows
 * them by name (migration 073).
 */
export async function isNamedModerator(db: Db, zid: number, uid: number): Promise<boolean> {
  const { rows } = await db.query<{ seen: string | null }>(
    'SELECT seen FROM conversation_moderators WHERE zid = $1 AND uid = $2',
    [zid, uid],
  );
  if (rows.length === 0) return false;
  if (rows[0].seen === null) {
    await db.query(
      `UPDATE conversation_moderators SET seen = now_as_millis()
       WHERE zid = $1 AND uid = $2 AND seen IS NULL`,
      [zid, uid],
    );
  }
  return true;
}

/**
 * Names `email` a moderator. The uid is that of the account with the address, if any (else the
 * trigger fills it later). Returns false when the address was already named (nothing changes).
 */
export async function addModerator(
  db: Db,
  input: { zid: number; email: string; addedBy: number },
): Promise<{ added: boolean; hasAccount: boolean }> {
  const { rows } = await db.query<{ uid: number | null }>(
    `INSERT INTO conversation_moderators (zid, email, uid, added_by)
     VALUES ($1, $2::text, (SELECT uid FROM users WHERE email = $2::text), $3)
     ON CONFLICT (zid, email) DO NOTHING RETURNING uid`,
    [input.zid, input.email, input.addedBy],
  );
  if (rows.length === 0) return { added: false, hasAccount: false };
  return { added: true, hasAccount: rows[0].uid !== null };
}

/** Returns whether a row went. */
export async function removeModerator(db: Db, zid: number, email: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM conversation_moderators WHERE zid = $1 AND email = $2 RETURNING email',
    [zid, email],
  );
  return rows.length > 0;
}
