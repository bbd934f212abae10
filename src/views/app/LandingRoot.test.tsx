// The landing shell: /home and /signin without a router. Links and redirects must hand over to the
// full app (the `handover` callback), and everything else must behave as in the full app.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeAuthClient,
  makeAuthUser,
  type FakeAuthClientOptions,
} from '../../../tests/support/fakeAuthClient';
import type { AppConfig } from '../../../contract/types';
import * as da from '../../copy/da';
import { LandingRoot, type LandingPage } from './LandingRoot';
import { anAppConfig } from '../../../tests/support/contractFixtures';

const ACCESS_CODE = 'dialog';

/** The server's access-code check (POST /api/account/access-code), as a small stand-in. */
function serveAccessCode() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.endsWith('/api/account/access-code')) throw new Error(`unexpected fetch ${url}`);
    const { code } = JSON.parse(String(init?.body)) as { code: string };
    return code.toLowerCase() === ACCESS_CODE
      ? Response.json({ unlocked: true })
      : Response.json(
          { error: 'access_code_wrong', message: 'Forkert kode.', status: 400 },
          { status: 400 },
        );
  });
}
const CONFIG: AppConfig = anAppConfig();

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

function renderLanding(page: LandingPage, auth?: FakeAuthClientOptions) {
  const authClient = createFakeAuthClient(auth);
  const handover = vi.fn();
  render(
    <LandingRoot
      config={CONFIG}
      authClient={authClient}
      accessCodeStorage={memoryStorage()}
      page={page}
      handover={handover}
    />,
  );
  return { authClient, handover, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the landing shell at /home', () => {
  it('shows the landing page with real links that hand over to the full app on a click', async () => {
    const { handover, user } = renderLanding('home');
    expect(screen.getByRole('heading', { level: 1, name: 'Rådslag' })).toBeVisible();
    const signIn = await screen.findByRole('link', { name: da.header.signIn });
    expect(signIn).toHaveAttribute('href', '/signin');

    await user.click(signIn);
    expect(handover).toHaveBeenCalledExactlyOnceWith('/signin');

    await user.click(screen.getByRole('link', { name: da.footer.terms }));
    expect(handover).toHaveBeenLastCalledWith('/tos');
  });

  it('leaves a click with a modifier or another button to the browser (new tab, new window)', async () => {
    const { handover } = renderLanding('home');
    const terms = screen.getByRole('link', { name: da.footer.terms });
    fireEvent.click(terms, { ctrlKey: true });
    fireEvent.click(terms, { metaKey: true });
    fireEvent.click(terms, { shiftKey: true });
    fireEvent.click(terms, { button: 1 });
    expect(handover).not.toHaveBeenCalled();
  });

  it('offers a signed-in owner the way to their conversations', async () => {
    const { handover, user } = renderLanding('home', { storedUser: makeAuthUser() });
    const cta = await screen.findByRole('link', { name: da.home.ctaSignedIn });
    expect(cta).toHaveAttribute('href', '/');
    await user.click(cta);
    expect(handover).toHaveBeenCalledWith('/');
  });
});

describe('the landing shell at /signin', () => {
  it('asks for the access code, then starts sign-in returning to /', async () => {
    const fetched = serveAccessCode();
    const { authClient, handover, user } = renderLanding('signin');
    const dialog = await screen.findByRole('dialog', { name: da.accessCode.title });
    await user.type(within(dialog).getByLabelText(da.accessCode.label), 'forkert{Enter}');
    expect(await within(dialog).findByText(da.accessCode.wrong)).toBeVisible();
    await user.type(within(dialog).getByLabelText(da.accessCode.label), 'DIALOG{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetched).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: da.signIn.button }));
    expect(authClient.calls.signinRedirect).toEqual([{ returnPath: '/' }]);
    expect(handover).not.toHaveBeenCalled();
  });

  it('hands over to /home when the access code is cancelled', async () => {
    const { handover, user } = renderLanding('signin');
    const dialog = await screen.findByRole('dialog', { name: da.accessCode.title });
    await user.click(within(dialog).getByRole('link', { name: da.accessCode.cancel }));
    expect(handover).toHaveBeenCalledWith('/home');
  });

  it('sends a signed-in owner on to / in place of the current entry', async () => {
    const { handover } = renderLanding('signin', { storedUser: makeAuthUser() });
    await waitFor(() => expect(handover).toHaveBeenCalledWith('/', { replace: true }));
  });
});
