// The identity provider, behind the small `AuthClient` interface the auth chart uses. Production
// passes oidc-client-ts's UserManager (createAuthClient); tests pass a plain fake object.
import type { UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { AppConfig } from '../../../contract/types';

/** The parts of oidc-client-ts's User the app reads. */
export interface AuthUser {
  access_token: string;
  id_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
  readonly expired?: boolean;
  profile: { sub: string; name?: string; email?: string };
  /** What signinRedirect({ state }) stored: our SignInState. */
  readonly state?: unknown;
}

/** Round-tripped through the identity provider so the app returns where sign-in started. */
export interface SignInState {
  returnPath: string;
}

/** The subset of oidc-client-ts's UserManager the auth chart uses. */
export interface AuthClient {
  getUser(): Promise<AuthUser | null>;
  signinRedirect(args: { state: SignInState }): Promise<void>;
  signinRedirectCallback(url?: string): Promise<AuthUser>;
  signinSilent(): Promise<AuthUser | null>;
  signoutRedirect(args?: { id_token_hint?: string }): Promise<void>;
  removeUser(): Promise<void>;
  clearStaleState(): Promise<void>;
}

/** oidc-client-ts's WebStorageStateStore prefix and UserManager's user key. */
const STORAGE_PREFIX = 'oidc.';
export function storedUserKey(oidc: AppConfig['oidc']): string {
  return `${STORAGE_PREFIX}user:${oidc.authority}:${oidc.clientId}`;
}

export function authClientSettings(oidc: AppConfig['oidc'], origin: string): UserManagerSettings {
  return {
    authority: oidc.authority,
    client_id: oidc.clientId,
    redirect_uri: `${origin}/`,
    post_logout_redirect_uri: `${origin}/home`,
    response_type: 'code',
    scope: 'openid profile email',
    // The API verifies the token's audience; the provider needs to know which one to mint.
    extraQueryParams: { audience: oidc.audience },
    // Renewal is a visible transition in the auth chart (RENEW_BEFORE_EXPIRY_MS), not a library timer.
    automaticSilentRenew: false,
    silent_redirect_uri: `${origin}/silent-renew.html`,
  };
}

/**
 * A UserManager that is loaded on first real use. oidc-client-ts is about a fifth of the first
 * page's JavaScript, and a signed-out visitor of /home or /signin needs none of it until they press
 * 'Log in': with no user and no sign-in state in storage, getUser and clearStaleState answer
 * without loading the library. (The storage key is checked against the library in oidc.test.ts.)
 */
export function createAuthClient(oidc: AppConfig['oidc'], origin: string): AuthClient {
  let manager: Promise<UserManager> | null = null;
  const load = (): Promise<UserManager> =>
    (manager ??= import('oidc-client-ts').then(
      ({ UserManager, WebStorageStateStore }) =>
        new UserManager({
          ...authClientSettings(oidc, origin),
          // Tokens are kept in local storage: they survive a new tab.
          userStore: new WebStorageStateStore({ store: window.localStorage }),
        }),
    ));
  const storageHas = (test: (key: string) => boolean): boolean => {
    try {
      return Object.keys(window.localStorage).some(test);
    } catch {
      return true; // Storage unreadable here: let the library decide.
    }
  };

  return {
    async getUser() {
      if (!storageHas((key) => key === storedUserKey(oidc))) return null;
      return (await load()).getUser();
    },
    async clearStaleState() {
      if (!storageHas((key) => key.startsWith(STORAGE_PREFIX))) return;
      await (await load()).clearStaleState();
    },
    signinRedirect: async (args) => (await load()).signinRedirect(args),
    signinRedirectCallback: async (url) => (await load()).signinRedirectCallback(url),
    signinSilent: async () => (await load()).signinSilent(),
    signoutRedirect: async (args) => (await load()).signoutRedirect(args),
    removeUser: async () => (await load()).removeUser(),
  };
}

/**
 * True when the provider says the user must interact (sign in again): the expected end of a silent
 * renew once the provider's own session has ended, since scope openid profile email brings no
 * refresh token.
 */
export function isInteractionRequired(error: unknown): boolean {
  const code =
    error && typeof error === 'object' && 'error' in error
      ? (error as { error: unknown }).error
      : undefined;
  return (
    code === 'login_required' || code === 'interaction_required' || code === 'consent_required'
  );
}

/** True when the URL carries an authorization response (?code&state, or ?error&state). */
export function hasSignInResponse(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}
