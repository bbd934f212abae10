// @vitest-environment happy-dom
// The auth chart's main journeys with a fake identity provider (no React, no HTTP).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  createFakeAuthClient,
  makeAuthUser,
  type FakeAuthClientOptions,
} from '../../../tests/support/fakeAuthClient';
import { authMachine, type AppLocation } from './auth.machine';
import { selectGuardPhase, selectIsAuthReady } from './auth.selectors';
import { authSession } from './authSession';

afterEach(() => vi.restoreAllMocks());

function start(
  auth: FakeAuthClientOptions = {},
  location: Partial<AppLocation> = {},
  logic = authMachine,
) {
  const here: AppLocation = { pathname: '/', search: '', hash: '', ...location };
  const navigate = vi.fn((to: string) => {
    const url = new URL(to, 'http://x');
    here.pathname = url.pathname;
    here.search = url.search;
    here.hash = url.hash;
  });
  const authClient = createFakeAuthClient(auth);
  const actor = createActor(logic, {
    input: { authClient, navigate, currentLocation: () => here, origin: 'http://localhost:3000' },
  });
  actor.start();
  return { actor, authClient, navigate, here };
}

describe('loading', () => {
  it('ends anonymous without a stored user, ready', async () => {
    const { actor } = start();
    expect(selectIsAuthReady(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(selectIsAuthReady(actor.getSnapshot())).toBe(true);
    expect(selectGuardPhase(actor.getSnapshot())).toBe('denied');
    await expect(authSession.getAccessToken()).resolves.toBeUndefined();
  });

  it('ends authenticated with a stored user, publishing its token', async () => {
    const { actor } = start({ storedUser: makeAuthUser({ access_token: 'stored' }) });
    await waitFor(actor, (s) => s.matches('authenticated'));
    await expect(authSession.getAccessToken()).resolves.toBe('stored');
  });

  it('handles the callback once and returns to the remembered path', async () => {
    const user = makeAuthUser({ state: { returnPath: '/account' } } as never);
    Object.defineProperty(user, 'state', { value: { returnPath: '/account' } });
    const { actor, authClient, navigate } = start(
      { callbackResult: user },
      { search: '?code=abc&state=xyz' },
    );
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(authClient.calls.signinRedirectCallback).toEqual([
      'http://localhost:3000/?code=abc&state=xyz',
    ]);
    expect(navigate).toHaveBeenCalledWith('/account', { replace: true });
  });

  it('refuses a foreign return path from the callback state', async () => {
    const user = makeAuthUser();
    Object.defineProperty(user, 'state', { value: { returnPath: '//evil.example' } });
    const { actor, navigate } = start({ callbackResult: user }, { search: '?code=a&state=b' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('shows the slow notice after SPINNER_MS, and retries', async () => {
    const slowLogic = authMachine.provide({ delays: { SPINNER_MS: 10 } });
    const authClient = createFakeAuthClient();
    let release: (user: null) => void = () => undefined;
    let reads = 0;
    authClient.getUser = () => {
      reads += 1;
      return new Promise((resolve) => (release = resolve));
    };
    const actor = createActor(slowLogic, {
      input: {
        authClient,
        navigate: vi.fn(),
        currentLocation: () => ({ pathname: '/', search: '', hash: '' }),
        origin: 'http://localhost:3000',
      },
    }).start();
    expect(selectGuardPhase(actor.getSnapshot())).toBe('spinner');
    await waitFor(actor, (s) => selectGuardPhase(s) === 'slow');
    actor.send({ type: 'auth.retry' });
    expect(selectGuardPhase(actor.getSnapshot())).toBe('spinner');
    await vi.waitFor(() => expect(reads).toBe(2));
    release(null);
    await waitFor(actor, (s) => s.matches('anonymous'));
  });
});

describe('renewal', () => {
  const fastRenew = authMachine.provide({ delays: { RENEW_DELAY: 5 } });

  it('renews silently before expiry and keeps the session', async () => {
    const { actor, authClient } = start(
      { storedUser: makeAuthUser(), silentResult: makeAuthUser({ access_token: 'renewed' }) },
      {},
      fastRenew,
    );
    await waitFor(actor, () => authClient.calls.signinSilent > 0);
    await waitFor(
      actor,
      (s) => s.matches('authenticated') && s.context.user?.access_token === 'renewed',
    );
  });

  it('on login_required forgets the user and signs in again, remembering the path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loginRequired = Object.assign(new Error('login_required'), { error: 'login_required' });
    const { actor, authClient } = start(
      { storedUser: makeAuthUser(), silentResult: loginRequired },
      { pathname: '/m/abc1234567/comments' },
      fastRenew,
    );
    await waitFor(actor, (s) => s.matches('redirectingToSignIn'));
    expect(authClient.calls.removeUser).toBe(1);
    await waitFor(actor, () => authClient.calls.signinRedirect.length > 0);
    expect(authClient.calls.signinRedirect).toEqual([{ returnPath: '/m/abc1234567/comments' }]);
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('a 401 from the API', () => {
  it('expires the session and starts sign-in remembering the path', async () => {
    const { actor, authClient } = start({ storedUser: makeAuthUser() }, { pathname: '/account' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    authSession.reportUnauthorized();
    await waitFor(actor, () => authClient.calls.signinRedirect.length > 0);
    expect(authClient.calls.signinRedirect).toEqual([{ returnPath: '/account' }]);
    expect(selectGuardPhase(actor.getSnapshot())).toBe('redirecting');
  });
});

describe('sign-out', () => {
  it('clears storage, removes the user and hands over with the id token hint', async () => {
    window.localStorage.setItem('x', '1');
    window.sessionStorage.setItem('y', '1');
    const { actor, authClient } = start({ storedUser: makeAuthUser({ id_token: 'idt' }) });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'signout.request' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(authClient.calls.removeUser).toBe(1);
    expect(authClient.calls.signoutRedirect).toEqual([{ id_token_hint: 'idt' }]);
  });

  it('shows the error, then goes to /home after SIGNOUT_ERROR_MS', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor, navigate } = start(
      { storedUser: makeAuthUser(), signoutError: new Error('provider down') },
      {},
      authMachine.provide({ delays: { SIGNOUT_ERROR_MS: 10 } }),
    );
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'signout.request' });
    await waitFor(actor, (s) => s.matches('signOutFailed'));
    expect(actor.getSnapshot().context.errorMessage).toBe('provider down');
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });
});
