// @vitest-environment happy-dom
// createAuthClient answers getUser from storage without loading oidc-client-ts when nothing is
// stored. That shortcut relies on the library's storage key: check it against the library itself.
import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authClientSettings,
  createAuthClient,
  hasSignInResponse,
  isInteractionRequired,
  storedUserKey,
} from './oidc';

const OIDC = { authority: 'https://idp.example.dk/oidc', clientId: 'raadslag', audience: 'api' };
const ORIGIN = 'http://localhost:3000';

afterEach(() => window.localStorage.clear());

describe('createAuthClient', () => {
  it('finds the user where UserManager stores it', async () => {
    const library = new UserManager({
      ...authClientSettings(OIDC, ORIGIN),
      userStore: new WebStorageStateStore({ store: window.localStorage }),
    });
    await library.storeUser(
      new User({
        access_token: 'tok',
        token_type: 'Bearer',
        profile: { sub: 's', iss: 'i', aud: 'a', exp: 0, iat: 0 },
        expires_at: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
    expect(Object.keys(window.localStorage)).toEqual([storedUserKey(OIDC)]);
    const user = await createAuthClient(OIDC, ORIGIN).getUser();
    expect(user?.access_token).toBe('tok');
  });

  it('answers no user when storage is empty', async () => {
    await expect(createAuthClient(OIDC, ORIGIN).getUser()).resolves.toBeNull();
  });

  it('asks for the scope, audience and redirects of docs/behaviour.md#auth', () => {
    expect(authClientSettings(OIDC, ORIGIN)).toMatchObject({
      redirect_uri: 'http://localhost:3000/',
      post_logout_redirect_uri: 'http://localhost:3000/home',
      silent_redirect_uri: 'http://localhost:3000/silent-renew.html',
      scope: 'openid profile email',
      extraQueryParams: { audience: 'api' },
      automaticSilentRenew: false,
    });
  });
});

describe('helpers', () => {
  it('recognises an authorization response in the query', () => {
    expect(hasSignInResponse('?code=a&state=b')).toBe(true);
    expect(hasSignInResponse('?error=access_denied&state=b')).toBe(true);
    expect(hasSignInResponse('?code=a')).toBe(false);
    expect(hasSignInResponse('')).toBe(false);
  });

  it('recognises login_required', () => {
    expect(isInteractionRequired({ error: 'login_required' })).toBe(true);
    expect(isInteractionRequired(new Error('network'))).toBe(false);
  });
});
