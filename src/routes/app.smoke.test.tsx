// Smoke tests: the whole app rendered at a path with a fake identity provider and a memory router,
// HTTP answered by MSW. (Model-based tests live in tests/model.)
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveApiBaseUrl } from '../api/client';
import {
  createFakeAuthClient,
  makeAuthUser,
  type FakeAuthClientOptions,
} from '../../tests/support/fakeAuthClient';
import type { AppConfig } from '../contract/types';
import * as da from '../copy/da';
import { authMachine } from '../machines/auth.machine';
import { AUTH_READY_EVENT } from '../machines/effects/authReadyEvent';
import { createAppElement } from './createAppElement';
import { appRoutes } from './createAppRouter';

const ACCESS_CODE = 'Hemmelig';
const BASE = resolveApiBaseUrl('/api/v3', window.location.origin);

const CONFIG: AppConfig = {
  productName: 'Rådslag',
  siteOwner: 'Testkommunen',
  publicSiteUrl: 'https://dialog.example.dk/',
  oidc: { authority: 'https://idp.example.dk', clientId: 'raadslag', audience: 'raadslag-api' },
  accessCodeRequired: true,
  accounts: { enabled: true, signup: false, passkeys: false },
  apiBaseUrl: '/api/v3',
  mediaLinks: [{ title: 'Lokalavisen: Borgerne tager ordet', url: 'https://avis.example.dk/a' }],
};

const CONVERSATIONS = [
  {
    conversation_id: 'small00001',
    topic: 'Lille samtale',
    parent_url: null,
    participant_count: 3,
    is_owner: true,
    created: 1,
  },
  {
    conversation_id: 'big0000001',
    topic: 'Stor samtale',
    parent_url: 'https://kommune.example.dk/side',
    participant_count: '120',
    is_owner: true,
    created: 2,
  },
  {
    conversation_id: 'other00001',
    topic: 'Andens samtale',
    parent_url: null,
    participant_count: 9,
    is_owner: false,
    created: 3,
  },
];

const authHeaders: Array<string | null> = [];
const server = setupServer(
  http.get(`${BASE}/conversations`, ({ request }) => {
    authHeaders.push(request.headers.get('authorization'));
    return HttpResponse.json(CONVERSATIONS);
  }),
  http.get(`${BASE}/users`, () =>
    HttpResponse.json({ uid: 1, email: 'ida@example.dk', hname: 'Ida Marie Ejer' }),
  ),
  // The server's access-code check (the code is compared there, never in the browser).
  http.post('*/api/account/access-code', async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    return code.trim().toLowerCase() === ACCESS_CODE.toLowerCase()
      ? HttpResponse.json({ unlocked: true })
      : HttpResponse.json(
          { error: 'access_code_wrong', message: 'x', status: 400 },
          { status: 400 },
        );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  authHeaders.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

function renderAt(
  path: string,
  {
    auth,
    config = CONFIG,
    strict = false,
  }: { auth?: FakeAuthClientOptions; config?: AppConfig; strict?: boolean } = {},
) {
  const authClient = createFakeAuthClient(auth);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const app = createAppElement({ config, authClient, router, accessCodeStorage: memoryStorage() });
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { authClient, router, user: userEvent.setup() };
}

describe('/home', () => {
  it('shows the landing page with how it works, media links and the footer credit', async () => {
    renderAt('/home');
    expect(screen.getByRole('heading', { level: 1, name: 'Rådslag' })).toBeInTheDocument();
    expect(screen.getByText(/fra hundrede op til mange tusinde/)).toBeInTheDocument();
    const steps = screen
      .getByRole('heading', { name: da.home.howItWorksTitle })
      .closest('section')!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Lokalavisen: Borgerne tager ordet' })).toHaveAttribute(
      'href',
      'https://avis.example.dk/a',
    );
    expect(
      screen.getByRole('link', { name: "The Computational Democracy Project's Polis" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Testkommunen/)).toBeInTheDocument();
    // Signed out: the logo links to /home, and 'Log ind' appears once the session has loaded.
    expect(screen.getByRole('link', { name: 'Rådslag – forside' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(await screen.findByRole('link', { name: da.header.signIn })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('hides the media section when there are no links', () => {
    renderAt('/home', { config: { ...CONFIG, mediaLinks: [] } });
    expect(screen.queryByRole('heading', { name: da.home.mediaTitle })).not.toBeInTheDocument();
  });
});

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

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(authClient.calls.signinRedirect).toEqual([{ returnPath: '/' }]);
  });

  it('says so when the code is blank', async () => {
    const { user } = renderAt('/signin');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: da.accessCode.submit }));
    expect(within(dialog).getByText(da.accessCode.empty)).toBeInTheDocument();
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
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(authClient.calls.signinRedirect).toEqual([{ returnPath: '/account' }]);
  });

  it('show a spinner while the session loads, then a retry once it is slow', async () => {
    const authClient = createFakeAuthClient();
    authClient.getUser = () => new Promise(() => undefined); // never answers
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
    render(
      createAppElement({
        config: CONFIG,
        authClient,
        router,
        authLogic: authMachine.provide({ delays: { SPINNER_MS: 30 } }),
      }),
    );
    expect(await screen.findByText(da.spinner.checkingSignIn)).toBeVisible();
    expect(await screen.findByRole('heading', { name: da.spinner.slowTitle })).toBeVisible();
    expect(screen.getByRole('button', { name: da.spinner.retry })).toBeVisible();
  });

  it('show the conversation list, biggest first, with the bearer token', async () => {
    renderAt('/', { auth: { storedUser: makeAuthUser() } });
    expect(await screen.findByRole('heading', { name: 'Samtaleadministration' })).toBeVisible();
    const list = await screen.findByRole('list', { name: da.conversations.listLabel });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Stor samtale',
      'Andens samtale',
      'Lille samtale',
    ]);
    expect(cards[0]).toHaveAttribute('href', '/m/big0000001');
    expect(within(cards[0]).getByText('Embedded on https://kommune.example.dk/side')).toBeVisible();
    expect(within(cards[0]).getByText('120 deltagere')).toBeVisible();
    expect(authHeaders).toEqual(['Bearer test-access-token']);
    // Signed in: product name to /, 'Log ud' to /signout, sidebar 'Samtaler'.
    expect(screen.getByRole('link', { name: 'Log ud' })).toHaveAttribute('href', '/signout');
    expect(screen.getByRole('link', { name: 'Samtaler' })).toHaveAttribute('aria-current', 'page');
  });

  it('show only conversations of others on /other-conversations, opening the public page', async () => {
    renderAt('/other-conversations', { auth: { storedUser: makeAuthUser() } });
    const list = await screen.findByRole('list', { name: da.conversations.otherListLabel });
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveAttribute('href', 'https://dialog.example.dk/other00001');
    expect(cards[0]).toHaveAttribute('target', '_blank');
  });

  it('show the list error with status and statusText, and retry', async () => {
    server.use(
      http.get(
        `${BASE}/conversations`,
        () => new HttpResponse('boom', { status: 500, statusText: 'Internal Server Error' }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    renderAt('/conversations', { auth: { storedUser: makeAuthUser() } });
    expect(
      await screen.findByText('Fejl ved indlæsning af samtaler: 500 Internal Server Error'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: da.conversations.retry }));
    expect(await screen.findByText('Stor samtale')).toBeVisible();
  });

  it('create a conversation and open it', async () => {
    let posted: unknown;
    server.use(
      http.post(`${BASE}/conversations`, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ url: 'x', conversation_id: 'new0000001' });
      }),
      http.get(`${BASE}/conversations`, ({ request }) =>
        new URL(request.url).searchParams.get('conversation_id') === 'new0000001'
          ? HttpResponse.json({
              conversation_id: 'new0000001',
              topic: 'Ny samtale',
              is_active: 1,
              is_owner: true,
            })
          : HttpResponse.json(CONVERSATIONS),
      ),
    );
    const { router, user } = renderAt('/', { auth: { storedUser: makeAuthUser() } });
    await screen.findByText('Stor samtale');
    await user.click(screen.getByRole('button', { name: 'Opret ny samtale' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/new0000001'));
    expect(posted).toEqual({ is_draft: true, is_active: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: da.configure.heading }),
    ).toBeVisible();
    expect(screen.getByLabelText(da.configure.fields.topic.label)).toHaveValue('Ny samtale');
    expect(screen.getByRole('link', { name: da.adminArea.links.conversations })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('show the account', async () => {
    renderAt('/account', { auth: { storedUser: makeAuthUser() } });
    expect(await screen.findByText('Hej, Ida!')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Account' })).toBeVisible();
    expect(screen.getByText('Ida Marie Ejer')).toBeVisible();
    expect(screen.getByText('ida@example.dk')).toBeVisible();
  });
});

describe('under React StrictMode (as main.tsx renders)', () => {
  it('redeems the sign-in callback once and returns to the remembered path', async () => {
    const heard = vi.fn();
    window.addEventListener(AUTH_READY_EVENT, heard);
    const user = makeAuthUser();
    Object.defineProperty(user, 'state', { value: { returnPath: '/account' } });
    const { authClient, router } = renderAt('/?code=c0de&state=5tate', {
      auth: { callbackResult: user },
      strict: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Hej, Ida!')).toBeVisible();
    window.removeEventListener(AUTH_READY_EVENT, heard);
    expect(authClient.calls.signinRedirectCallback).toEqual([
      `${window.location.origin}/?code=c0de&state=5tate`,
    ]);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('loads the conversation list', async () => {
    renderAt('/', { auth: { storedUser: makeAuthUser() }, strict: true });
    expect(await screen.findByText('Stor samtale')).toBeVisible();
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
    expect(await screen.findByText('Signout error: provider down')).toBeVisible();
    expect(screen.getByText('Redirecting to home page...')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 3000 });
  });
});

describe('the auth-ready event', () => {
  it('is raised exactly once when loading finishes', async () => {
    const heard = vi.fn();
    window.addEventListener(AUTH_READY_EVENT, heard);
    renderAt('/home');
    await screen.findByRole('link', { name: da.header.signIn });
    window.removeEventListener(AUTH_READY_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('other pages', () => {
  it('/tos has the terms', async () => {
    renderAt('/tos');
    expect(await screen.findByRole('heading', { name: da.terms.title })).toBeVisible();
    expect(screen.getByText(/mindst 16 år/)).toBeVisible();
    expect(screen.getByText(/mindst 30 dage/)).toBeVisible();
    expect(screen.getByText(/\$100/)).toBeVisible();
  });

  it('/privacy has the policy', async () => {
    renderAt('/privacy');
    expect(await screen.findByRole('heading', { name: da.privacy.title })).toBeVisible();
    expect(screen.getByText(/ikke navne, kontaktoplysninger/)).toBeVisible();
  });

  it('an unknown path is a Danish 404', () => {
    renderAt('/findes-ikke');
    expect(screen.getByRole('heading', { name: da.notFound.title })).toBeVisible();
  });
});
