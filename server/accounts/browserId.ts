// A random id a browser keeps in an HttpOnly cookie, so that wrong access codes count per browser
// as well as per client address (docs/api.md#throttling): one person's typos behind an office's
// shared address lock out that browser, not the office. A client that keeps no cookies gets a new
// id each time and meets only the address's larger budget.
import { randomBytes } from 'node:crypto';
import { readCookie } from './accessCode';

export const BROWSER_COOKIE = 'raadslag_browser';
const BROWSER_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The request's browser id, or a new one with the Set-Cookie value that gives it to the browser. */
export function browserIdOf(
  cookieHeader: string | undefined,
  secure: boolean,
): { id: string; setCookie: string | null } {
  const kept = readCookie(cookieHeader, BROWSER_COOKIE);
  if (kept && /^[A-Za-z0-9_-]{22}$/u.test(kept)) return { id: kept, setCookie: null };
  const id = randomBytes(16).toString('base64url');
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    id,
    setCookie: `${BROWSER_COOKIE}=${id}; Max-Age=${BROWSER_COOKIE_MAX_AGE_S}; ${attributes}`,
  };
}
