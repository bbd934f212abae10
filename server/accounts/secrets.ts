// Secrets all instances of one installation share, kept in the database (server_secrets): the
// access-code cookie's HMAC key and the throttle keys' HMAC key. Made on first use; an instance
// that starts later reads the same row.
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db';

export type SecretName = 'access-cookie' | 'throttle-keys';

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
