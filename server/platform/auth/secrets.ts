// Secrets all instances of one installation share, kept in the database (server_secrets): the
// access-code cookie's HMAC key, the throttle keys' HMAC key, the participant tokens' HS256 key and
// the embedded provider's signing and cookie keys. Made on first use; an instance that starts later
// — or at the same moment — reads the same row: INSERT … ON CONFLICT DO NOTHING lets exactly one
// instance's value in, and everybody reads back what is there.
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db';

export type SecretName =
  | 'access-cookie'
  | 'device-cookie'
  | 'throttle-keys'
  | 'participant-token'
  | 'participant-token-ring'
  | 'oidc-keys';

export async function loadServerSecret(db: Db, name: SecretName): Promise<Buffer> {
  await db.query(
    // As hex text: a Buffer from another realm (jsdom tests) is no bytea to PGlite.
    `INSERT INTO server_secrets (name, secret) VALUES ($1, decode($2, 'hex'))
     ON CONFLICT (name) DO NOTHING`,
    [name, randomBytes(32).toString('hex')],
  );
  const { rows } = await db.query<{ secret: string }>(
    `SELECT encode(secret, 'hex') AS secret FROM server_secrets WHERE name = $1`,
    [name],
  );
  return Buffer.from(rows[0].secret, 'hex');
}

/**
 * The secret `name`; when there is none yet, `make()` proposes one (random bytes, or what an older
 * version kept in DATA_DIR, so the tokens already out there stay good) and the first to insert wins.
 */
export async function loadOrMakeServerSecret(
  db: Db,
  name: SecretName,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  const read = async () => {
    const { rows } = await db.query<{ secret: string }>(
      `SELECT encode(secret, 'hex') AS secret FROM server_secrets WHERE name = $1`,
      [name],
    );
    return rows.length > 0 ? Buffer.from(rows[0].secret, 'hex') : null;
  };
  const existing = await read();
  if (existing) return existing;
  await db.query(
    `INSERT INTO server_secrets (name, secret) VALUES ($1, decode($2, 'hex'))
     ON CONFLICT (name) DO NOTHING`,
    [name, (await make()).toString('hex')],
  );
  const stored = await read();
  if (!stored) throw new Error(`server_secrets: ${name} was not stored`);
  return stored;
}

/** A secret read once per process (per name and database). */
export function cachedSecret(db: Db, name: SecretName): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined;
  return () =>
    (secret ??= loadServerSecret(db, name).catch((error: unknown) => {
      secret = undefined;
      throw error;
    }));
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}
