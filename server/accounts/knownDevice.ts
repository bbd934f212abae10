// A browser that has signed in to an account carries a signed, HttpOnly cookie naming that account
// (docs/api.md#throttling). Wrong passwords that strangers send from elsewhere then cannot lock its
// owner out: the account-wide budget of failed sign-ins is not applied to a known device, while the
// budgets per account and address and per address still are. The signature covers the uid and the
// expiry; the key is a database secret shared by every instance.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../platform/db';
import { readCookie } from './accessCode';
import { cachedSecret } from '../platform/auth/secrets';

export const DEVICE_COOKIE = 'raadslag_device';
export const DEVICE_COOKIE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export interface KnownDevices {
  /** A Set-Cookie value that makes this browser known to the account `uid`. */
  issueCookie(uid: number): Promise<string>;
  /** The uid the request's cookie names, if it is valid and unexpired; else null. */
  knownAccount(cookieHeader: string | undefined): Promise<number | null>;
}

export function createKnownDevices(
  db: Db,
  options: { secure: boolean; now?: () => number },
): KnownDevices {
  const secret = cachedSecret(db, 'device-cookie');
  const now = options.now ?? Date.now;
  const sign = async (uid: number, expires: number) =>
    createHmac('sha256', await secret())
      .update(`device.${uid}.${expires}`)
      .digest('base64url');
  const attributes = `Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  return {
    async issueCookie(uid) {
      const expires = now() + DEVICE_COOKIE_TTL_MS;
      const value = `v1.${uid}.${expires}.${await sign(uid, expires)}`;
      return `${DEVICE_COOKIE}=${value}; Max-Age=${DEVICE_COOKIE_TTL_MS / 1000}; ${attributes}`;
    },
    async knownAccount(cookieHeader) {
      const value = readCookie(cookieHeader, DEVICE_COOKIE);
      const match = /^v1\.(\d{1,10})\.(\d{10,16})\.([A-Za-z0-9_-]{43})$/u.exec(value ?? '');
      if (!match) return null;
      const [uid, expires] = [Number(match[1]), Number(match[2])];
      if (expires <= now()) return null;
      const expected = Buffer.from(await sign(uid, expires));
      const given = Buffer.from(match[3]);
      return expected.length === given.length && timingSafeEqual(expected, given) ? uid : null;
    },
  };
}
