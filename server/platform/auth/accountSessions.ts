// SQL for the sessions an account's person can see on /account (migration 074).
import type { Db } from '../db';

export interface AccountSessionRow {
  grant_id: string;
  device: string;
  first_seen: number;
  last_seen: number;
  last_iat: number;
}

/**
 * Notes that a token of `grantId` was used now; writes at most once a minute per session. Within
 * the minute it neither writes nor locks: an upsert's DO UPDATE locks the row even when its WHERE
 * turns the update down, and that lock is a transaction to commit and flush on every request
 * (docs/api.md#sessions). So: update when due, insert when missing, else nothing.
 */
export async function noteSession(
  db: Db,
  input: { uid: number; grantId: string; device: string; issuedAt: number; now: number },
): Promise<void> {
  await db.query(
    `WITH due AS (
       UPDATE account_sessions
          SET last_seen = $4, device = $3, last_iat = GREATEST(last_iat, $5::bigint)
        WHERE uid = $1 AND grant_id = $2 AND last_seen < $4::bigint - 60000
        RETURNING 1
     )
     INSERT INTO account_sessions (uid, grant_id, device, first_seen, last_seen, last_iat)
     SELECT $1, $2, $3, $4, $4, $5
      WHERE NOT EXISTS (SELECT 1 FROM account_sessions WHERE uid = $1 AND grant_id = $2)
     ON CONFLICT (uid, grant_id) DO NOTHING`,
    [input.uid, input.grantId, input.device, input.now, input.issuedAt],
  );
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
