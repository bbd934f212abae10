// SQL for the sessions an account's person can see on /account (migration 074).
import type { Db } from '../db';

export interface AccountSessionRow {
  grant_id: string;
  device: string;
  first_seen: number;
  last_seen: number;
  last_iat: number;
}

/** Notes that a token of `grantId` was used now; writes at most once a minute per session. */
export async function noteSession(
  db: Db,
  input: { uid: number; grantId: string; device: string; issuedAt: number; now: number },
): Promise<void> {
  await db.query(
    `INSERT INTO account_sessions (uid, grant_id, device, first_seen, last_seen, last_iat)
     VALUES ($1, $2, $3, $4, $4, $5)
     ON CONFLICT (uid, grant_id) DO UPDATE
       SET last_seen = EXCLUDED.last_seen, device = EXCLUDED.device,
           last_iat = GREATEST(account_sessions.last_iat, EXCLUDED.last_iat)
     WHERE account_sessions.last_seen < EXCLUDED.last_seen - 60000`,
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
