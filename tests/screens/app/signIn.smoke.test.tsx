// Smoke tests of signing in and out: the access-code modal, the guarded routes' redirect and
// spinner, and (under React StrictMode, as main.tsx renders) one callback redemption and one
// sign-out however often React mounts.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import * as da from '../../../src/copy/da';
import { createMemoryRouter } from 'react-router-dom';
import { act, render } from '@testing-library/react';
import { SPINNER_MS } from '../../../src/machines/app/auth.machine';
import { createAppElement } from '../../../src/routes/createAppElement';
import { appRoutes } from '../../../src/routes/createAppRouter';
import { fakeClock, realClock } from '../../support/fakeClock';
import { createFakeAuthClient, makeAuthUser } from '../../support/fakeAuthClient';
import { ACCESS_CODE, CONFIG, renderAt, useSmokeServer } from './smokeApp';

useSmokeServer();

describe('/signin', () => {
  it('asks for the access code in a modal, then starts sign-in', async () => {
    const { authClient, user } = renderAt('/signin');
    const dialog = await screen.findByRole('dialog', { name: da.accessCode.title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('button', { name: da.signIn.button })).not.toBeInTheDocument();

    const field = within(dialog).getByLabelText(da.accessCode.label);
    expect(field).toHaveFocus();
    await user.type(field, 'forkert');
    await user.click(within(dialog).getByRole('button', { name: da.accessCode.submit }));
    expect(await within(dialog).findByText('Forkert kode. Prøv igen.')).toBeInTheDocument();
    expect(field).toHaveValue('');

    await user.type(field, `  ${ACCESS_CODE.toUpperCase()} `);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(authClient.calls.signinRedirect).toEqual([{ returnPath: '/' }]);
  });

  it('sends a signed-in user to /', async () => {
    const { router } = renderAt('/signin', { auth: { storedUser: makeAuthUser() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: da.conversations.heading })).toBeVisible();
  });
});

describe('guarded routes', () => {
  it('send a signed-out visitor to /signin, remembering the path for after sign-in', async () => {
    const { authClient, router, user } = renderAt('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(da.accessCode.label), ACCESS_CODE);
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Log ind' }));
    expect(authClient.calls.signinRedirect).toEqual([{ returnPath: '/account' }]);
  });

  it('show a spinner while the session loads, then a retry once it is slow', async () => {
    // The chart's own SPINNER_MS on a fake clock: the spinner cannot time out while the lazy
    // route loads on a busy machine; the test moves the clock past it.
    fakeClock();
    onTestFinished(realClock);
    const authClient = createFakeAuthClient();
    authClient.getUser = () => new Promise(() => undefined); // never answers
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
    render(createAppElement({ config: CONFIG, authClient, router }));
    expect(await screen.findByText(da.spinner.checkingSignIn)).toBeVisible();
    expect(screen.queryByRole('heading', { name: da.spinner.slowTitle })).toBeNull();
    act(() => vi.advanceTimersByTime(SPINNER_MS));
    expect(await screen.findByRole('heading', { name: da.spinner.slowTitle })).toBeVisible();
    expect(screen.getByRole('button', { name: da.spinner.retry })).toBeVisible();
  });
});

describe('under React StrictMode (as main.tsx renders)', () => {
  it('redeems the sign-in callback once and returns to the remembered path', async () => {
    const user = makeAuthUser();
    Object.defineProperty(user, 'state', { value: { returnPath: '/account' } });
    const { authClient, router } = renderAt('/?code=c0de&state=5tate', {
      auth: { callbackResult: user },
      strict: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Hej, Ida!')).toBeVisible();
    expect(authClient.calls.signinRedirectCallback).toEqual([
      `${window.location.origin}/?code=c0de&state=5tate`,
    ]);
  });

  it('signs out once', async () => {
    const { authClient } = renderAt('/signout', {
      auth: { storedUser: makeAuthUser({ id_token: 'idt' }) },
      strict: true,
    });
    expect(await screen.findByText(da.signOut.done)).toBeVisible();
    expect(authClient.calls.signoutRedirect).toEqual([{ id_token_hint: 'idt' }]);
  });

  it('shows the sign-out error, then goes home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderAt('/signout', {
      auth: { storedUser: makeAuthUser(), signoutError: new Error('provider down') },
      strict: true,
    });
    expect(await screen.findByText('Du kunne ikke logges ud: provider down')).toBeVisible();
    expect(screen.getByText('Sender dig til forsiden…')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 3000 });
  });
});
