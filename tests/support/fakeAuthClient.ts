// An in-memory AuthClient for tests (and for rendering screens without an identity provider).
// Nothing in the app imports it, so it never reaches the bundle. It records what the auth chart
// asked for, so a test can assert e.g. the return path handed to signinRedirect.
import type { AuthClient, AuthUser, SignInState } from '../../src/api/app/oidc';

export interface FakeAuthClientOptions {
  /** The user in storage at start (getUser). */
  storedUser?: AuthUser | null;
  /** What signinRedirectCallback resolves with (or rejects with, for an Error). */
  callbackResult?: AuthUser | Error;
  /** What signinSilent resolves with (or rejects with, for an Error). */
  silentResult?: AuthUser | null | Error;
  /** signoutRedirect rejects with this, when given. */
  signoutError?: Error;
}

export interface FakeAuthClient extends AuthClient {
  calls: {
    signinRedirect: SignInState[];
    signinRedirectCallback: string[];
    signinSilent: number;
    signoutRedirect: Array<{ id_token_hint?: string } | undefined>;
    removeUser: number;
  };
}

export function createFakeAuthClient(options: FakeAuthClientOptions = {}): FakeAuthClient {
  let stored: AuthUser | null = options.storedUser ?? null;
  const calls: FakeAuthClient['calls'] = {
    signinRedirect: [],
    signinRedirectCallback: [],
    signinSilent: 0,
    signoutRedirect: [],
    removeUser: 0,
  };
  const settle = <T>(result: T | Error): Promise<T> =>
    result instanceof Error ? Promise.reject(result) : Promise.resolve(result);

  return {
    calls,
    async getUser() {
      return stored;
    },
    async signinRedirect(args) {
      calls.signinRedirect.push(args.state);
    },
    async signinRedirectCallback(url) {
      calls.signinRedirectCallback.push(url ?? '');
      const user = await settle(options.callbackResult ?? makeAuthUser());
      stored = user;
      return user;
    },
    async signinSilent() {
      calls.signinSilent += 1;
      const user = await settle(
        options.silentResult === undefined ? makeAuthUser() : options.silentResult,
      );
      stored = user;
      return user;
    },
    async signoutRedirect(args) {
      calls.signoutRedirect.push(args);
      if (options.signoutError) throw options.signoutError;
    },
    async removeUser() {
      calls.removeUser += 1;
      stored = null;
    },
    async clearStaleState() {},
  };
}

/** A signed-in user whose token expires `expiresInSeconds` from now. */
export function makeAuthUser(
  overrides: Partial<Omit<AuthUser, 'expired'>> & { expiresInSeconds?: number } = {},
): AuthUser {
  const { expiresInSeconds = 3600, ...rest } = overrides;
  return {
    access_token: 'test-access-token',
    id_token: 'test-id-token',
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
    profile: { sub: 'owner-1', name: 'Ida Ejer', email: 'ida@example.dk' },
    ...rest,
  };
}
