// SQL for passkeys (WebAuthn credentials) and their one-time challenges.
import type { Db } from '../../platform/db';

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

/** Renames one of the account's passkeys; null when it has none by that id. */
export async function renamePasskey(
  db: Db,
  uid: number,
  credentialId: string,
  name: string,
): Promise<PasskeyRow | null> {
  const { rows } = await db.query<PasskeyRow>(
    `UPDATE passkeys SET name = $3 WHERE uid = $1 AND credential_id = $2 RETURNING ${COLUMNS}`,
    [uid, credentialId, name],
  );
  return rows[0] ?? null;
}

/**
 * Removes one of the account's passkeys unless it is the account's last way to sign in (no
 * password, no other passkey). The account's row is locked first, so two removals at once cannot
 * each see the other's passkey as the one that stays.
 */
export async function deletePasskeyKeepingOne(
  db: Db,
  uid: number,
  credentialId: string,
): Promise<'deleted' | 'missing' | 'last'> {
  return db.transaction(async (tx) => {
    const { rows: users } = await tx.query<{ has_password: boolean }>(
      'SELECT password_hash IS NOT NULL AS has_password FROM users WHERE uid = $1 FOR UPDATE',
      [uid],
    );
    const { rows } = await tx.query<{ credential_id: string }>(
      'SELECT credential_id FROM passkeys WHERE uid = $1',
      [uid],
    );
    if (!rows.some((row) => row.credential_id === credentialId)) return 'missing';
    if (!users[0]?.has_password && rows.length === 1) return 'last';
    await tx.query('DELETE FROM passkeys WHERE uid = $1 AND credential_id = $2', [
      uid,
      credentialId,
    ]);
    return 'deleted';
  });
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
