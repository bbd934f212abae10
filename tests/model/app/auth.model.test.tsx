// Model-based test of the session chart (src/machines/app/auth.machine.ts): every state and transition
// walked through the real app. A path starts at /account with a stored session (input 'storage') or
// on the provider's callback /?code&state (input 'callback'). The identity provider is the fake
// AuthClient behind a gate (support/gatedAuthClient.ts), so each of its answers is a step; the API
// is the real server over PGlite, behind the gated backend, answering every request at once (the
// screens' own charts are tested in their own files). A 401 is the real server refusing a token
// that has expired by then.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createFakeAuthClient } from '../../support/fakeAuthClient';
import type { AuthUser } from '../../../src/api/app/oidc';
import * as da from '../../../src/copy/da';
import {
  authMachine,
  SIGNOUT_ERROR_MS,
  type AuthInput,
} from '../../../src/machines/app/auth.machine';
import { computeRenewDelay } from '../../../src/machines/app/renewDelay';
import { createGatedBackend } from '../harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import {
  mintOwner,
  newOwner,
  OWNER,
  preloadLazyRoutes,
  quietExpectedErrors,
  renderAppAt,
  setupServerForFile,
  unlockedStorage,
  withBearer,
  type OwnerClaims,
} from '../support/app';
import { createGatedAuthClient, type GatedAuthClient } from '../support/gatedAuthClient';
import { walksWhere } from '../support/restrictedPaths';
import { fakeClock, realClock } from '../../support/fakeClock';

const server = setupServerForFile();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
preloadLazyRoutes();

const ORIGIN = window.location.origin;
const CALLBACK = '/?code=abc&state=xyz';
/** Where oidc-client-ts keeps the user: sign-out must clear it with the rest of local storage. */
const OIDC_USER_KEY = 'oidc.user:https://idp.example.dk:raadslag';
const SLOW = { timeout: 5000 };

// What the provider's failures say (the chart shows describe(error), i.e. the message).
const CALLBACK_FAILED = 'invalid_grant: code expired';
const STORAGE_FAILED = 'Lagret session kunne ikke læses';
const REDIRECT_FAILED = 'Login-tjenesten svarer ikke';
const SIGNOUT_FAILED = 'Udbyderen svarer ikke';
const REMOVE_FAILED = 'Lageret er låst';

/** oidc-client-ts's ErrorResponse for a silent renew that needs the user. */
const loginRequired = Object.assign(new Error('login_required'), { error: 'login_required' });

/** The model's user (the real one carries a token minted by the test server). */
const MODEL_USER: AuthUser = {
  access_token: 'model',
  id_token: 'ida-id-token',
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  profile: { sub: OWNER.sub, name: OWNER.name, email: OWNER.email },
  state: { returnPath: '/account' },
};

function modelInput(search: string): AuthInput {
  return {
    authClient: createFakeAuthClient(), // never called: the model only computes transitions
    currentLocation: () => ({ pathname: '/', search, hash: '' }),
    navigate: () => undefined,
    origin: ORIGIN,
  };
}

interface Ctx {
  owner: OwnerClaims;
  restoreConsole: () => void;
  idp: GatedAuthClient;
  probe: ReturnType<typeof createSnapshotProbe>;
  user: ReturnType<typeof renderAppAt>['user'];
  router: ReturnType<typeof renderAppAt>['router'];
  /** Where a signed-in owner is: /account, or / after a failed callback dropped ?code&state. */
  page: string;
  /** The server refuses the owner's token from now on (it has expired). */
  revoked: boolean;
  /** The return path signinRedirect must be given next. */
  returnPath: string;
  signOutFailed: boolean;
}

const signedInHeader = () => screen.findByRole('link', { name: da.header.signOut }, SLOW);

defineModelTest({
  name: 'auth',
  machine: authMachine,
  inputs: { storage: modelInput(''), callback: modelInput('?code=abc&state=xyz') },
  // A failed callback drops ?code&state from the address, so a retry after it reads storage;
  // the model's location cannot change, so that one step is left to the model alone.
  paths: walksWhere(
    (from, event) =>
      !(event.type === 'auth.retry' && from.matches('loading') && from.context.errorMessage),
  ),
  // What decides the next steps: the state, whether there is a user, the message shown.
  serializeState: (s) => JSON.stringify([s.value, s.context.user !== null, s.context.errorMessage]),
  setup: async ({ inputName }): Promise<Ctx> => {
    const probe = createSnapshotProbe(authMachine.id);
    const claims = newOwner();
    const owner = await mintOwner(server(), { owner: claims });
    const expired = await server().mintExpiredToken(claims);
    const idp = createGatedAuthClient({
      storedUser: owner,
      callbackResult: { ...owner, state: { returnPath: '/account' } },
    });
    window.localStorage.setItem(OIDC_USER_KEY, JSON.stringify({ id_token: owner.id_token }));
    const ctx = {
      // The chart logs the provider's failures that the paths provoke.
      restoreConsole: quietExpectedErrors(
        'Sign-in callback failed.',
        'Could not read the session.',
        'Silent renew failed.',
        'Could not remove the user.',
        'Could not start sign-in.',
        'Sign-out failed.',
      ),
      owner: claims,
      idp,
      probe,
      page: '/account',
      revoked: false,
      returnPath: '/',
      signOutFailed: false,
    } as Ctx;
    // Every API call goes to the real server at once; once revoked, with the expired token.
    backend.autoRelease(
      () => true,
      (request) => server().fetch(ctx.revoked ? withBearer(request, expired) : request),
    );
    const app = renderAppAt(inputName === 'callback' ? CALLBACK : '/account', {
      authClient: idp.client,
      accessCodeStorage: unlockedStorage(),
      inspect: probe.inspect,
    });
    return Object.assign(ctx, app);
  },
  teardown: ({ restoreConsole }) => {
    cleanup();
    window.localStorage.clear();
    restoreConsole();
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'auth.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.spinner.retry })),
    },
    'signin.start': {
      // On /signin (a guarded page sent the owner there), or from /home or /signout via the
      // header's 'Log ind'; then 'Log in'.
      exec: async (ctx) => {
        if (ctx.router.state.location.pathname !== '/signin') {
          await ctx.user.click(screen.getByRole('link', { name: da.header.signIn }));
        }
        const state = ctx.router.state.location.state as { returnPath?: string } | null;
        ctx.returnPath = state?.returnPath ?? '/';
        await ctx.user.click(await screen.findByRole('button', { name: da.signIn.button }));
      },
    },
    'signout.request': {
      // Signed in: 'Log ud' in the header. Signed out there is no link: the owner types /signout.
      exec: async ({ user, router }) => {
        const link = screen.queryByRole('link', { name: da.header.signOut });
        if (link) await user.click(link);
        else await act(() => router.navigate('/signout'));
      },
    },
    'session.expired': {
      // The token has expired on the server: the next page's request is answered 401.
      exec: async (ctx) => {
        ctx.revoked = true;
        ctx.returnPath = '/other-conversations';
        await ctx.user.click(screen.getByRole('link', { name: da.sidebar.otherConversations }));
      },
    },
    'xstate.done.actor.completeSignIn': {
      samples: { owner: { output: MODEL_USER } },
      exec: async (ctx) => {
        ctx.page = '/account'; // the return path the sign-in remembered
        await ctx.idp.release('signinRedirectCallback', 'real');
      },
    },
    'xstate.error.actor.completeSignIn': {
      samples: { invalidGrant: { error: new Error(CALLBACK_FAILED) } },
      exec: async (ctx) => {
        ctx.page = '/';
        await ctx.idp.release('signinRedirectCallback', new Error(CALLBACK_FAILED));
      },
    },
    'xstate.done.actor.loadStoredUser': {
      samples: { stored: { output: MODEL_USER }, none: { output: null } },
      exec: ({ idp }, event) => idp.release('getUser', event.output ? 'real' : { value: null }),
    },
    'xstate.error.actor.loadStoredUser': {
      samples: { unreadable: { error: new Error(STORAGE_FAILED) } },
      exec: ({ idp }) => idp.release('getUser', new Error(STORAGE_FAILED)),
    },
    'xstate.done.actor.renewSession': {
      samples: { renewed: { output: MODEL_USER }, none: { output: null } },
      exec: async ({ idp, owner }, event) =>
        idp.release('signinSilent', {
          value: event.output ? await mintOwner(server(), { owner }) : null,
        }),
    },
    'xstate.error.actor.renewSession': {
      // login_required: the provider's session has ended (the expected way renewal fails).
      samples: { loginRequired: { error: loginRequired } },
      exec: ({ idp }, event) => idp.release('signinSilent', event.error as Error),
    },
    'xstate.done.actor.forgetUser': {
      exec: ({ idp }) => idp.release('removeUser', 'real'),
    },
    'xstate.error.actor.forgetUser': {
      samples: { locked: { error: new Error(REMOVE_FAILED) } },
      exec: ({ idp }) => idp.release('removeUser', new Error(REMOVE_FAILED)),
    },
    // Done means the browser has left for the provider: the chart does not take it.
    'xstate.done.actor.startSignIn': null,
    'xstate.error.actor.startSignIn': {
      samples: { providerDown: { error: new Error(REDIRECT_FAILED) } },
      exec: ({ idp }) => idp.release('signinRedirect', new Error(REDIRECT_FAILED)),
    },
    'xstate.done.actor.signOut': {
      exec: async ({ idp }) => {
        await idp.release('getUser', 'real');
        await idp.release('removeUser', 'real');
        await idp.release('signoutRedirect', 'real');
      },
    },
    'xstate.error.actor.signOut': {
      samples: { providerDown: { error: new Error(SIGNOUT_FAILED) } },
      exec: async (ctx) => {
        ctx.signOutFailed = true;
        await ctx.idp.release('getUser', 'real');
        await ctx.idp.release('removeUser', 'real');
        await ctx.idp.release('signoutRedirect', new Error(SIGNOUT_FAILED));
      },
    },
    'xstate.after.SPINNER_MS': { exec: advanceDelay },
    'xstate.after.SIGNOUT_ERROR_MS': { exec: advanceDelay },
    'xstate.after.RENEW_DELAY': {
      // Until a minute before the real token expires (by the fake clock).
      exec: async ({ probe }) => {
        const expiresAt = probe.latest()!.context.user!.expires_at;
        await vi.advanceTimersByTimeAsync(computeRenewDelay(expiresAt, Date.now()));
      },
    },
  },
  states: {
    loading: async ({ router }) => {
      // Neither 'Log ind' nor 'Log ud' while the session is unknown.
      await screen.findByRole('navigation', { name: da.header.mainNavigation }, SLOW);
      expect(screen.queryByRole('link', { name: da.header.signIn })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: da.header.signOut })).not.toBeInTheDocument();
      expect(['/account', '/']).toContain(router.state.location.pathname);
    },
    'loading.session.choosing': () => {
      throw new Error('choosing is left in the same macrostep (always)');
    },
    'loading.session.handlingCallback': async ({ idp }) => {
      const call = await idp.waitFor('signinRedirectCallback');
      expect(call.args[0]).toBe(`${ORIGIN}${CALLBACK}`);
    },
    'loading.session.readingStorage': async ({ idp }) => {
      await idp.waitFor('getUser');
    },
    'loading.patience.spinnerVisible': async () => {
      expect(await screen.findByText(da.spinner.checkingSignIn, {}, SLOW)).toBeInTheDocument();
    },
    'loading.patience.slow': async () => {
      expect(await screen.findByRole('heading', { name: da.spinner.slowTitle })).toBeVisible();
      expect(screen.getByText(da.spinner.slowBody)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: da.spinner.retry })).toBeVisible();
    },
    authenticated: async ({ router, page }) => {
      expect(await signedInHeader()).toHaveAttribute('href', '/signout');
      await waitFor(() => expect(router.state.location.pathname).toBe(page));
      expect(router.state.location.search).toBe(''); // no ?code&state left to replay
      if (page === '/account') {
        // GET /users answered by the server for the owner's token.
        expect(await screen.findByText(da.account.greeting('Ida'), {}, SLOW)).toBeVisible();
      } else {
        expect(
          await screen.findByRole('heading', { name: da.conversations.heading }, SLOW),
        ).toBeVisible();
      }
    },
    renewing: async ({ idp }) => {
      await idp.waitFor('signinSilent');
      // The screen stays while the token is renewed in the background.
      expect(await signedInHeader()).toBeVisible();
      expect(screen.queryByText(da.spinner.redirectingToSignIn)).not.toBeInTheDocument();
    },
    anonymous: async ({ router }, snapshot) => {
      await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), SLOW);
      expect(await screen.findByRole('button', { name: da.signIn.button }, SLOW)).toBeVisible();
      expect(screen.getByRole('link', { name: da.header.signIn })).toBeVisible();
      const message = snapshot.context.errorMessage;
      if (message) {
        expect(screen.getByRole('alert')).toHaveTextContent(da.signIn.failed(message));
      } else {
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      }
    },
    sessionExpired: async ({ idp }) => {
      expect(await screen.findByText(da.spinner.redirectingToSignIn, {}, SLOW)).toBeVisible();
      // The user is forgotten before sign-in starts again.
      await idp.waitFor('removeUser');
      expect(idp.calls('signinRedirect')).toHaveLength(0);
      expect(screen.queryByRole('link', { name: da.header.signOut })).not.toBeInTheDocument();
    },
    redirectingToSignIn: async ({ idp, returnPath }) => {
      expect(await screen.findByText(da.spinner.redirectingToSignIn, {}, SLOW)).toBeVisible();
      const call = await idp.waitFor('signinRedirect');
      expect(call.args[0]).toEqual({ state: { returnPath } });
    },
    signingOut: async ({ router, idp }) => {
      expect(router.state.location.pathname).toBe('/signout');
      expect(await screen.findByText(da.signOut.inProgress, {}, SLOW)).toBeVisible();
      await idp.waitFor('getUser');
    },
    signOutFailed: async ({ router }, snapshot) => {
      expect(router.state.location.pathname).toBe('/signout');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(da.signOut.error(snapshot.context.errorMessage ?? ''));
      expect(within(alert).getByText(da.signOut.redirecting)).toBeVisible();
      expect(window.localStorage.getItem(OIDC_USER_KEY)).toBeNull();
    },
    signedOut: async ({ router, idp, signOutFailed }) => {
      if (signOutFailed) {
        // 'Signout error: …' stayed for SIGNOUT_ERROR_MS, then the app went home.
        await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      } else {
        expect(router.state.location.pathname).toBe('/signout');
        expect(await screen.findByText(da.signOut.done)).toBeVisible();
        expect(idp.fake.calls.signoutRedirect).toHaveLength(1);
      }
      // Storage cleared, the user removed, the header offers 'Log ind' again.
      expect(window.localStorage.getItem(OIDC_USER_KEY)).toBeNull();
      expect(idp.fake.calls.removeUser).toBeGreaterThan(0);
      expect(await screen.findByRole('link', { name: da.header.signIn })).toBeVisible();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  },
  labels: {
    events: {
      'auth.retry': "Klik 'Prøv igen'",
      'signin.start': "Klik 'Log ind' i toppen (hvis ikke allerede på /signin), derefter 'Log in'",
      'signout.request': "Klik 'Log ud' i toppen (logget ud: gå til /signout)",
      'session.expired': "Tokenet er udløbet: klik 'Andres samtaler', serveren svarer 401",
      'xstate.done.actor.completeSignIn:owner':
        'Login-tjenesten sender dig tilbage (/?code&state): login lykkes',
      'xstate.error.actor.completeSignIn:invalidGrant':
        "Login-tjenesten afviser tilbagekaldet ('invalid_grant: code expired')",
      'xstate.done.actor.loadStoredUser:stored': 'Browseren finder en gemt session',
      'xstate.done.actor.loadStoredUser:none': 'Browseren har ingen gemt session',
      'xstate.error.actor.loadStoredUser:unreadable':
        "Den gemte session kan ikke læses ('Lagret session kunne ikke læses')",
      'xstate.done.actor.renewSession:renewed': 'Login-tjenesten fornyer tokenet i baggrunden',
      'xstate.done.actor.renewSession:none': 'Login-tjenesten fornyer ikke tokenet (ingen bruger)',
      'xstate.error.actor.renewSession:loginRequired':
        "Login-tjenesten svarer 'login_required' på fornyelsen",
      'xstate.done.actor.forgetUser': 'Browseren glemmer brugeren',
      'xstate.error.actor.forgetUser:locked':
        "Brugeren kan ikke fjernes fra browseren ('Lageret er låst')",
      'xstate.error.actor.startSignIn:providerDown':
        "Login-tjenesten kan ikke nås ('Login-tjenesten svarer ikke')",
      'xstate.done.actor.signOut': 'Login-tjenesten logger dig ud',
      'xstate.error.actor.signOut:providerDown':
        "Login-tjenesten fejler ved log ud ('Udbyderen svarer ikke')",
      'xstate.after.SPINNER_MS': 'Vent 3 sekunder',
      'xstate.after.SIGNOUT_ERROR_MS': 'Vent 1,5 sekund',
      'xstate.after.RENEW_DELAY': 'Vent til 1 minut før tokenet udløber',
    },
    states: {
      loading: "Hverken 'Log ind' eller 'Log ud' i toppen",
      'loading.session.choosing': 'Appen vælger: tilbagekald eller gemt session (straks videre)',
      'loading.session.handlingCallback': 'Login-tjenestens svar (?code&state) behandles',
      'loading.session.readingStorage': 'Den gemte session læses',
      'loading.patience.spinnerVisible': "'Tjekker, om du er logget ind…' vises",
      'loading.patience.slow': "'Det tager længere end ventet…' med knappen 'Prøv igen'",
      authenticated:
        "'Log ud' i toppen; /account viser 'Hej, Ida!' (ellers 'Samtaleadministration')",
      renewing: "Siden bliver stående med 'Log ud', mens tokenet fornyes",
      anonymous: "Siden /signin med 'Log in' og 'Log ind'; evt. fejlen 'Login mislykkedes: …'",
      sessionExpired: "'Sender dig videre til login…'; brugeren glemmes, 'Log ud' er væk",
      redirectingToSignIn: "'Sender dig videre til login…', og login-tjenesten kaldes",
      signingOut: "Siden /signout viser 'Logger dig ud…'",
      signOutFailed: "'Signout error: …' og 'Sender dig til forsiden…'; sessionen er slettet",
      signedOut: "'Du er logget ud.' (efter fejl: forsiden /home) og 'Log ind' i toppen",
    },
  },
});

// ---------------------------------------------------------------------------------------------
// Bad input and faults, as ordinary tests (the fake identity provider answers at once here).

describe('auth: bad input and faults', () => {
  it.each(['expired', 'forged'] as const)(
    'a token that is %s: the server answers 401, the user is forgotten, sign-in starts again from the same page',
    async (kind) => {
      const storedUser = await mintOwner(server(), { owner: newOwner(), kind });
      const authClient = createFakeAuthClient({ storedUser });
      const statuses: number[] = [];
      backend.autoRelease(
        () => true,
        async (request) => {
          const response = await server().fetch(request);
          statuses.push(response.status);
          return response;
        },
      );
      const page = '/other-conversations?sort=new#top';
      renderAppAt(page, { authClient, accessCodeStorage: unlockedStorage() });

      expect(await screen.findByText(da.spinner.redirectingToSignIn, {}, SLOW)).toBeVisible();
      await waitFor(() => expect(authClient.calls.signinRedirect).toEqual([{ returnPath: page }]));
      expect(authClient.calls.removeUser).toBe(1);
      expect(statuses).toContain(401);
      expect(statuses).not.toContain(200);
    },
  );

  const crafted = ['//evil.example', 'https://evil.example', '/\\evil.example', ' //evil.example'];

  it.each(crafted)(
    'a crafted return path %j on /signin is not handed to the provider',
    async (path) => {
      const authClient = createFakeAuthClient();
      const { user } = renderAppAt(
        { pathname: '/signin', state: { returnPath: path } },
        { authClient, accessCodeStorage: unlockedStorage() },
      );
      await user.click(await screen.findByRole('button', { name: da.signIn.button }, SLOW));
      await waitFor(() => expect(authClient.calls.signinRedirect).toEqual([{ returnPath: '/' }]));
    },
  );

  it.each(crafted)(
    'a crafted return path %j coming back from the provider is not where sign-in ends',
    async (path) => {
      const owner = await mintOwner(server(), { owner: newOwner() });
      const authClient = createFakeAuthClient({
        callbackResult: { ...owner, state: { returnPath: path } },
      });
      backend.autoRelease(() => true, 'real');
      const { router } = renderAppAt(CALLBACK, {
        authClient,
        accessCodeStorage: unlockedStorage(),
      });
      expect(
        await screen.findByRole('heading', { name: da.conversations.heading }, SLOW),
      ).toBeVisible();
      expect(authClient.calls.signinRedirectCallback).toEqual([`${ORIGIN}${CALLBACK}`]);
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.location.search).toBe('');
    },
  );

  it('after a failed sign-out, the sign-in page does not show the sign-out error as a login failure', async () => {
    const restoreConsole = quietExpectedErrors('Sign-out failed.');
    fakeClock();
    onTestFinished(() => {
      realClock();
      restoreConsole();
    });
    const authClient = createFakeAuthClient({
      storedUser: await mintOwner(server(), { owner: newOwner() }),
      signoutError: new Error(SIGNOUT_FAILED),
    });
    backend.autoRelease(() => true, 'real');
    const { user, router } = renderAppAt('/signout', {
      authClient,
      accessCodeStorage: unlockedStorage(),
    });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      da.signOut.error(SIGNOUT_FAILED),
    );
    await vi.advanceTimersByTimeAsync(SIGNOUT_ERROR_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await user.click(await screen.findByRole('link', { name: da.header.signIn }));
    expect(await screen.findByRole('button', { name: da.signIn.button })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
