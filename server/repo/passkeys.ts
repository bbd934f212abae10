// SQL for passkeys (WebAuthn credentials) and their one-time challenges.
import type { Db } from '../db';

export interface PasskeyRow {
  credential_id: string;
  uid: number;
  public_key: Uint8Array;
  counter: number;
  transports: string;
  name: string;
  created: number;
  last_used: number | null;
}

const COLUMNS = 'credential_id, uid, public_key, counter, transports, name, created, last_used';

export async function listPasskeys(db: Db, uid: number): Promise<PasskeyRow[]> {
  const { rows } = await db.query<PasskeyRow>(
    `SELECT ${COLUMNS} FROM passkeys WHERE uid = $1 ORDER BY created, credential_id`,
    [uid],
  );
  return rows;
}

export async function findPasskey(db: Db, credentialId: string): Promise<PasskeyRow | null> {
  const { rows } = await db.query<PasskeyRow>(
    `SELECT ${COLUMNS} FROM passkeys WHERE credential_id = $1`,
    [credentialId],
  );
  return rows[0] ?? null;
}

export async function insertPasskey(
  db: Db,
  passkey: Pick<
    PasskeyRow,
    'credential_id' | 'uid' | 'public_key' | 'counter' | 'transports' | 'name'
  >,
): Promise<PasskeyRow | null> {
  const { rows } = await db.query<PasskeyRow>(
    `INSERT INTO passkeys (credential_id, uid, public_key, counter, transports, name)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (credential_id) DO NOTHING RETURNING ${COLUMNS}`,
    [
      passkey.credential_id,
      passkey.uid,
      passkey.public_key,
      passkey.counter,
      passkey.transports,
      passkey.name,
    ],
  );
  return rows[0] ?? null;
}

export async function markPasskeyUsed(
  db: Db,
  credentialId: string,
  counter: number,
  now = Date.now(),
): Promise<void> {
  await db.query('UPDATE passkeys SET counter = $2, last_used = $3 WHERE credential_id = $1', [
    credentialId,
    counter,
    now,
  ]);
}

/** Removes one of the account's passkeys; false when it has none by that id. */
export async function deletePasskey(db: Db, uid: number, credentialId: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM passkeys WHERE uid = $1 AND credential_id = $2 RETURNING credential_id',
    [uid, credentialId],
  );
  return rows.length > 0;
}

export async function saveChallenge(
  db: Db,
  challenge: { id: string; challenge: string; uid: number | null; expires: number },
): Promise<void> {
  await db.query(
    `INSERT INTO webauthn_challenges (id, challenge, uid, expires) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET challenge = EXCLUDED.challenge, uid = EXCLUDED.uid,
       expires = EXCLUDED.expires`,
    [challenge.id, challenge.challenge, challenge.uid, challenge.expires],
  );
  await db.query('DELETE FROM webauthn_challenges WHERE expires < $1', [Date.now()]);
}

/** Takes the challenge out (single use); null when unknown or expired. */
export async function takeChallenge(
  db: Db,
  id: string,
  now = Date.now(),
): Promise<{ challenge: string; uid: number | null } | null> {
  const { rows } = await db.query<{ challenge: string; uid: number | null; expires: number }>(
    'DELETE FROM webauthn_challenges WHERE id = $1 RETURNING challenge, uid, expires',
    [id],
  );
  const row = rows[0];
  return row && row.expires > now ? { challenge: row.challenge, uid: row.uid } : null;
}
