// Signing and cookie keys of the embedded identity provider.
//
// They are generated once and kept in `${dataDir}/oidc-keys.json` so that a restart does not
// invalidate tokens that are still in the browser (the API verifies them against our JWKS), and
// so that the provider's signed cookies survive a restart too. With no data directory (tests) the
// keys live only in memory.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdpKeys {
  /** Private RS256 signing keys (JWK, with kid/alg/use); the first one signs. */
  signingKeys: JWK[];
  /** Secrets for oidc-provider's signed cookies; the first one signs, all verify. */
  cookieKeys: string[];
}

export interface KeyFile extends IdpKeys {
  version: 1;
}

export const KEY_FILE_NAME = 'oidc-keys.json';

export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  // The thumbprint is a stable, content-derived kid: the same key always gets the same kid.
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

function generateCookieKey(): string {
  return randomBytes(32).toString('base64url');
}

export async function generateKeys(): Promise<IdpKeys> {
  return { signingKeys: [await generateSigningKey()], cookieKeys: [generateCookieKey()] };
}

export function isKeyFile(value: unknown): value is KeyFile {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<KeyFile>;
  return (
    v.version === 1 &&
    Array.isArray(v.signingKeys) &&
    v.signingKeys.length > 0 &&
    v.signingKeys.every((k) => typeof k === 'object' && k !== null && k.kty === 'RSA' && !!k.d) &&
    Array.isArray(v.cookieKeys) &&
    v.cookieKeys.length > 0 &&
    v.cookieKeys.every((k) => typeof k === 'string' && k.length >= 16)
  );
}

/** Writes a private file atomically (temp file + rename) with owner-only permissions. */
export async function writePrivateFile(path: string, content: string): Promise<void> {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, content, { mode: 0o600 });
  await rename(temp, path);
  // rename keeps the temp file's mode, but be explicit in case of an unusual umask.
  await chmod(path, 0o600);
}

/**
 * Loads the keys from `dataDir`, creating them on first start. A damaged key file is an error
 * rather than silently replaced: replacing it would log everybody out and break their tokens.
 */
export async function loadOrCreateKeys(dataDir: string | null): Promise<IdpKeys> {
  if (dataDir === null) return generateKeys();

  const path = join(dataDir, KEY_FILE_NAME);
  let raw: string | null = null;
  try {
    raw = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }

  if (raw !== null) {
    const parsed: unknown = JSON.parse(raw);
    if (!isKeyFile(parsed)) {
      throw new Error(`${path} is not a valid key file; move it away to generate new keys`);
    }
    // Tighten permissions of a file that was copied in with a looser mode.
    await chmod(path, 0o600).catch(() => undefined);
    return { signingKeys: parsed.signingKeys, cookieKeys: parsed.cookieKeys };
  }

  const keys = await generateKeys();
  await mkdir(dataDir, { recursive: true });
  const file: KeyFile = { version: 1, ...keys };
  await writePrivateFile(path, `${JSON.stringify(file, null, 2)}\n`);
  return keys;
}

/** The public half of a private RSA JWK, as published in the JWKS. */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}

/**
 * OIDC_KEYS(_FILE): the operator's key set, `{ "signingKeys": [private RS256 JWKs with kid],
 * "cookieKeys": [strings] }` (the format `npm run keys:rotate -- --generate` prints); the first of
 * each signs, all verify.
 */
export function parseOperatorKeys(json: string): IdpKeys {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('OIDC_KEYS: not JSON');
  }
  const candidate = { ...(parsed as object), version: 1 };
  if (
    !isKeyFile(candidate) ||
    !candidate.signingKeys.every((k) => typeof k.kid === 'string' && k.alg === 'RS256')
  ) {
    throw new Error(
      'OIDC_KEYS: needs "signingKeys" (private RS256 JWKs, each with a kid and alg RS256) and "cookieKeys" (strings of 16 characters or more)',
    );
  }
  return { signingKeys: candidate.signingKeys, cookieKeys: candidate.cookieKeys };
}
