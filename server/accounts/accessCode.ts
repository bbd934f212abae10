// The shared access code in front of sign-in, checked by the server (it never leaves it). A right
// code gets a signed, HttpOnly, SameSite=Lax cookie; the embedded provider's sign-in page shows and
// accepts nothing without it. The signature covers the expiry and a fingerprint of the code, so a
// new ACCESS_CODE locks everybody out again, and the key is a database secret shared by instances.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../platform/db';
import { cachedSecret } from '../platform/auth/secrets';

export const ACCESS_COOKIE = 'raadslag_access';
export const ACCESS_COOKIE_TTL_MS = 12 * 60 * 60 * 1000;

export const normaliseAccessCode = (code: string) => code.trim().normalize('NFC').toLowerCase();

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time: both sides are hashed to 32 bytes first, so length leaks nothing either. */
export function accessCodeMatches(typed: string, configured: string): boolean {
  return timingSafeEqual(
    digest(normaliseAccessCode(typed)),
    digest(normaliseAccessCode(configured)),
  );
}

export interface AccessGate {
  /** False when the installation has no access code. */
  required: boolean;
  /** A Set-Cookie value for a browser that gave the right code. */
  issueCookie(): Promise<string>;
  /** Whether the request's Cookie header carries a valid, unexpired access cookie. */
  isUnlocked(cookieHeader: string | undefined): Promise<boolean>;
  /** A Set-Cookie value that removes the cookie. */
  clearCookie(): string;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function createAccessGate(
  db: Db,
  options: { code: string; secure: boolean; now?: () => number },
): AccessGate {
  const secret = cachedSecret(db, 'access-cookie');
  const now = options.now ?? Date.now;
  const fingerprint = digest(`raadslag-access\u0000${normaliseAccessCode(options.code)}`).toString(
    'hex',
  );
  const sign = async (expires: number) =>
    createHmac('sha256', await secret())
      .update(`${expires}.${fingerprint}`)
      .digest('base64url');
  const attributes = `Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  return {
    required: normaliseAccessCode(options.code) !== '',
    async issueCookie() {
      const expires = now() + ACCESS_COOKIE_TTL_MS;
      const value = `v1.${expires}.${await sign(expires)}`;
      return `${ACCESS_COOKIE}=${value}; Max-Age=${ACCESS_COOKIE_TTL_MS / 1000}; ${attributes}`;
    },
    async isUnlocked(cookieHeader) {
      if (!this.required) return true;
      const value = readCookie(cookieHeader, ACCESS_COOKIE);
      const match = /^v1\.(\d{10,16})\.([A-Za-z0-9_-]{43})$/u.exec(value ?? '');
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires <= now()) return false;
      const expected = Buffer.from(await sign(expires));
      const given = Buffer.from(match[2]);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    clearCookie: () => `${ACCESS_COOKIE}=; Max-Age=0; ${attributes}`,
  };
}
