// Bearer-token handling for /api routes. A present token is always verified (a bad one is 401 even
// on public calls, so the client learns to sign in again); the user behind it is resolved only when
// a handler asks, and at most once per request.
import type { Context, MiddlewareHandler } from 'hono';
import { deviceName } from '../auth/deviceName';
import { resolveOptionsFrom } from '../auth/resolveUser';
import { readCaller, readCompanion, type Caller, type Companion } from '../auth/callerRead';
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
    // The user, read once per request with its session's note (docs/api.md#sessions), and with
    // the route's companion row when the route asks for both (userWith): one statement.
    let user: Promise<UserRow> | undefined;
    const db = c.var.db;
    const caller = (): Caller => ({
      claims,
      options: resolveOptionsFrom(c.var.config),
      device: deviceName(c.req.header('User-Agent')),
      now: Date.now(),
    });
    const read = <T>(companion: Companion | null) => {
      const found = readCaller<T>(db, caller(), companion);
      user = found.then((read) => read.user);
      user.catch(() => undefined); // met by whoever asks for the user, if anyone does
      return found;
    };
    c.set('auth', {
      hasToken: true,
      user: () => {
        if (user === undefined) read(null).catch(() => undefined);
        return user as Promise<UserRow>;
      },
      userWith: async <T>(companion: Companion) => {
        if (user === undefined) return read<T>(companion);
        const uid = await user.then(
          (found) => found.uid,
          () => null,
        );
        return { user, row: await readCompanion<T>(db, companion, uid) };
      },
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

/**
 * `step` (reading the body, a parameter) run before the user is read, answering as though the
 * user had been read first: when `step` fails, the user's own refusal (401) wins. So a route can
 * read the user together with its conversation (loadConversationAsUser, docs/api.md#sessions).
 */
export async function beforeUser<T>(c: Context<AppEnv>, step: () => Promise<T> | T): Promise<T> {
  try {
    return await step();
  } catch (error) {
    await requireUser(c);
    throw error;
  }
}

/** The caller, or null for an anonymous request (public reads). */
export function optionalUser(c: Context<AppEnv>): Promise<UserRow | null> {
  return c.var.auth.user();
}
