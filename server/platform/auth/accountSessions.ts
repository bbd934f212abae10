// SQL for the sessions an account's person can see on /account (migration 074). They are noted
// with the caller's own read (callerRead.ts).
import type { Db } from '../db';

export interface AccountSessionRow {
  grant_id: string;
  device: string;
  first_seen: number;
  last_seen: number;
  last_iat: number;
}

/** The account's sessions seen since `since` (epoch ms), most recently seen first. */
export async function listSessions(
  db: Db,
  uid: number,
  since: number,
): Promise<AccountSessionRow[]> {
  const { rows } = await db.query<AccountSessionRow>(
    `SELECT grant_id, device, first_seen, last_seen, last_iat FROM account_sessions
     WHERE uid = $1 AND last_seen >= $2 ORDER BY last_seen DESC, grant_id`,
    [uid, since],
  );
  return rows.map((row) => ({
    ...row,
    first_seen: Number(row.first_seen),
    last_seen: Number(row.last_seen),
    last_iat: Number(row.last_iat),
  }));
}
