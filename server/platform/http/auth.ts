// Bearer-token handling for /api routes. A present token is always verified (a bad one is 401 even
// on public calls, so the client learns to sign in again); the user behind it is resolved only when
// a handler asks, and at most once per request.
import type { Context, MiddlewareHandler } from 'hono';
import { deviceName } from '../auth/deviceName';
import { resolveOptionsFrom, resolveUser } from '../auth/resolveUser';
import { noteSession } from '../auth/accountSessions';
import { InvalidTokenError, type TokenVerifier } from '../auth/verifyToken';
import type { UserRow } from '../auth/users';
import type { AppEnv } from './context';
import { HttpError, notSignedIn } from './errors';
import { platformMessages } from '../messages';

/** How recent a sign-in must be for a change to the account's ways in (docs/api.md#sessions). */
export const FRESH_AUTH_SECONDS = 5 * 60;

/**
 * The caller, who signed in (password or passkey) within FRESH_AUTH_SECONDS: adding or removing a
 * passkey with a stolen access token alone would give the thief a way in that outlives the token.
 */
export async function requireFreshAuth(c: Context<AppEnv>, now = Date.now()): Promise<UserRow> {
  const user = await requireUser(c);
  const authTime = c.var.auth.session?.authTime;
  if (authTime === undefined || now / 1000 - authTime > FRESH_AUTH_SECONDS) {
    throw new HttpError(403, 'account_reauth_required', platformMessages.auth.reauthForPasskeys);
  }
  return user;
}

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;

const invalidToken = (expired: boolean) =>
  new HttpError(
    401,
    'polis_err_auth_token_invalid',
    expired ? platformMessages.auth.tokenExpired : platformMessages.auth.tokenInvalid,
  );

export function authenticate(verifyToken: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization');
    if (header === undefined || header.trim() === '') {
      c.set('auth', { hasToken: false, user: async () => null });
      return next();
    }
    const token = BEARER.exec(header)?.[1];
    if (token === undefined) throw invalidToken(false);
    let claims;
    try {
      claims = await verifyToken(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw invalidToken(error.expired);
      throw error;
    }
    let user: Promise<UserRow> | undefined;
    const db = c.var.db;
    const options = resolveOptionsFrom(c.var.config);
    const noted = async (row: UserRow) => {
      // The embedded provider's sessions, for the account's list (docs/api.md#sessions).
      if (options.embedded && claims.grantId !== undefined) {
        await noteSession(db, {
          uid: row.uid,
          grantId: claims.grantId,
          device: deviceName(c.req.header('User-Agent')),
          issuedAt: claims.issuedAt ?? 0,
          now: Date.now(),
        });
      }
      return row;
    };
    c.set('auth', {
      hasToken: true,
      user: () => (user ??= resolveUser(db, claims, options).then(noted)),
      session: { grantId: claims.grantId, authTime: claims.authTime },
    });
    return next();
  };
}

/** The caller, or 401 when the request has no token. */
export async function requireUser(c: Context<AppEnv>): Promise<UserRow> {
  const user = await c.var.auth.user();
  if (user === null) throw notSignedIn();
  return user;
}

/** The caller, or null for an anonymous request (public reads). */
export function optionalUser(c: Context<AppEnv>): Promise<UserRow | null> {
  return c.var.auth.user();
}
