// The embedded provider's keys as a ring (platform/auth/keyRing.ts): each key is a pair, a signing
// key and a cookie key. Stored in the same row and format as before (server_secrets 'oidc-keys',
// version 1): `signingKeys` and `cookieKeys` list the current pair first, then the staged one,
// then the retired ones, so the provider signs with the first and verifies with all, and an
// instance of the previous version reads the row as it always did. `ring` says which are staged
// and until when each retired pair verifies (docs/deploy.md#rotating-the-keys).
import type { JWK } from 'jose';
import {
  rotateRing,
  verifyingKeys,
  type KeyRing,
  type Rotation,
} from '../../platform/auth/keyRing';
import type { Db } from '../../platform/db';
import { ACCESS_TOKEN_TTL, SESSION_TTL } from './idpContext';
import { generateKeys, isKeyFile, type IdpKeys, type KeyFile } from './keys';

export interface KeyPair {
  signingKey: JWK;
  cookieKey: string;
}

export interface RingFile extends KeyFile {
  ring?: { staged: boolean; retired: number[] };
}

/** A retired pair verifies as long as anything it signed lives: tokens, and sessions' cookies. */
export const IDP_KEY_LIFETIME_MS = Math.max(ACCESS_TOKEN_TTL, SESSION_TTL) * 1000;

export function ringOf(file: RingFile): KeyRing<KeyPair> {
  const pairs = file.signingKeys.map((signingKey, i) => ({
    signingKey,
    cookieKey: file.cookieKeys[Math.min(i, file.cookieKeys.length - 1)],
  }));
  const staged = file.ring?.staged ? (pairs[1] ?? null) : null;
  const retiredFrom = staged ? 2 : 1;
  // A file from before rotation existed has one pair; should it hold more, they count as retired
  // now and verify for a full lifetime from the next rotation on.
  const until = file.ring?.retired ?? [];
  return {
    current: pairs[0],
    staged,
    retired: pairs
      .slice(retiredFrom)
      .map((key, i) => ({ key, until: until[i] ?? Number.MAX_SAFE_INTEGER })),
  };
}

export function fileOf(ring: KeyRing<KeyPair>): RingFile {
  const pairs = [
    ring.current,
    ...(ring.staged ? [ring.staged] : []),
    ...ring.retired.map((r) => r.key),
  ];
  return {
    version: 1,
    signingKeys: pairs.map((p) => p.signingKey),
    cookieKeys: pairs.map((p) => p.cookieKey),
    ring: { staged: ring.staged !== null, retired: ring.retired.map((r) => r.until) },
  };
}

/** What the provider is given: the current pair first, expired ones left out. */
export function idpKeysOf(ring: KeyRing<KeyPair>, now: number): IdpKeys {
  const pairs = verifyingKeys(ring, now);
  return {
    signingKeys: pairs.map((p) => p.signingKey),
    cookieKeys: pairs.map((p) => p.cookieKey),
  };
}

/** Rotates the stored key set under a row lock; none stored yet: nothing to rotate (null). */
export async function rotateIdpKeys(db: Db, now: number): Promise<Rotation<KeyPair> | null> {
  const fresh = await generateKeys();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ secret: string }>(
      `SELECT convert_from(secret, 'UTF8') AS secret FROM server_secrets
       WHERE name = 'oidc-keys' FOR UPDATE`,
    );
    if (rows.length === 0) return null;
    const parsed: unknown = JSON.parse(rows[0].secret);
    if (!isKeyFile(parsed)) throw new Error("server_secrets: 'oidc-keys' is not a valid key set");
    const rotation = rotateRing(
      ringOf(parsed),
      { signingKey: fresh.signingKeys[0], cookieKey: fresh.cookieKeys[0] },
      now,
      IDP_KEY_LIFETIME_MS,
    );
    await tx.query(
      `UPDATE server_secrets SET secret = convert_to($1, 'UTF8') WHERE name = 'oidc-keys'`,
      [JSON.stringify(fileOf(rotation.ring))],
    );
    return rotation;
  });
}
