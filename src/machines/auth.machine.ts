// The session: the stored user or the sign-in callback, silent renewal, expiry, sign-in and
// sign-out.
//
// `loading` is parallel: one region settles the session (callback or stored user) while the other
// counts SPINNER_MS, so guarded screens can say the wait is long without the session logic knowing
// about screens. Renewal, expiry and sign-out are states, not library timers, so a 401 from the API
// (`session.expired`, through effects/authSession.ts) and a failed silent renew end the same way:
// forget the user, then sign in again remembering the path. `raadslag:auth-ready` is raised once,
// when loading first finishes.
//
// Behaviour: docs/behaviour.md#auth
// Diagram: docs/charts/auth.md
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  hasSignInResponse,
  isInteractionRequired,
  type AuthClient,
  type AuthUser,
} from '../api/oidc';
import { AUTH_READY_EVENT } from './effects/authReadyEvent';
import { authSession } from './effects/authSession';
import { computeRenewDelay, MAX_TIMER_MS } from './rules/renewDelay';
import { sanitizeReturnPath } from './rules/returnPath';

/** Guarded screens show a spinner for this long while the session loads, then a "slow" notice. */
export const SPINNER_MS = 3000;
/** How long 'Signout error: …' stays before the app goes to /home (docs/behaviour.md#signout). */
export const SIGNOUT_ERROR_MS = 1500;

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface AuthInput {
  authClient: AuthClient;
  /** Where the app is now (the router's location). */
  currentLocation: () => AppLocation;
  /** In-app navigation (the router's navigate). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** window.location.origin: the callback URL is origin + current location. */
  origin: string;
}

export interface AuthContext extends AuthInput {
  user: AuthUser | null;
  /** Where to go after signing in; always passed through sanitizeReturnPath. */
  returnPath: string;
  /** Why sign-in or sign-out failed, for the screen to show. */
  errorMessage: string | null;
  /** Loading has finished at least once (auth-ready has been announced). */
  isReady: boolean;
}

export type AuthEvent =
  | { type: 'signin.start'; returnPath?: string }
  | { type: 'signout.request' }
  | { type: 'session.expired' }
  | { type: 'auth.retry' };

// React StrictMode restarts the actor and with it the invoked callback promise. The authorization
// code can be redeemed once only, so the second run must share the first run's promise.
const callbacksInFlight = new WeakMap<AuthClient, { url: string; promise: Promise<AuthUser> }>();

function completeSignInOnce(client: AuthClient, url: string): Promise<AuthUser> {
  const known = callbacksInFlight.get(client);
  if (known && known.url === url) return known.promise;
  const promise = client.signinRedirectCallback(url);
  callbacksInFlight.set(client, { url, promise });
  return promise;
}

function isExpired(user: AuthUser, nowMs: number): boolean {
  if (typeof user.expired === 'boolean') return user.expired;
  return user.expires_at !== undefined && user.expires_at * 1000 <= nowMs;
}

function pathOf(location: AppLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

function describe(error: unknown): string {
  if (error && typeof error === 'object') {
    const record = error as { error_description?: unknown; message?: unknown };
    if (typeof record.error_description === 'string' && record.error_description) {
      return record.error_description;
    }
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  return String(error);
}

function returnPathFromState(state: unknown): string {
  const value =
    state && typeof state === 'object' && 'returnPath' in state
      ? (state as { returnPath: unknown }).returnPath
      : undefined;
  return sanitizeReturnPath(value);
}

function clearBrowserStorage(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch (error) {
    console.error('Could not clear browser storage during sign-out.', error);
  }
}

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    completeSignIn: fromPromise<AuthUser, { authClient: AuthClient; url: string }>(({ input }) =>
      completeSignInOnce(input.authClient, input.url),
    ),
    loadStoredUser: fromPromise<AuthUser | null, { authClient: AuthClient }>(async ({ input }) => {
      // Leftover state from sign-ins that never came back would pile up in local storage.
      await input.authClient.clearStaleState().catch(() => undefined);
      const user = await input.authClient.getUser();
      if (!user || !user.access_token) return null;
      if (isExpired(user, Date.now())) {
        await input.authClient.removeUser();
        return null;
      }
      return user;
    }),
    renewSession: fromPromise<AuthUser | null, { authClient: AuthClient }>(({ input }) =>
      input.authClient.signinSilent(),
    ),
    forgetUser: fromPromise<void, { authClient: AuthClient }>(({ input }) =>
      input.authClient.removeUser(),
    ),
    startSignIn: fromPromise<void, { authClient: AuthClient; returnPath: string }>(({ input }) =>
      input.authClient.signinRedirect({ state: { returnPath: input.returnPath } }),
    ),
    signOut: fromPromise<void, { authClient: AuthClient }>(async ({ input }) => {
      // The id token is read before storage is cleared: the provider needs it as a hint to
      // return to /home without asking.
      const user = await input.authClient.getUser().catch(() => null);
      clearBrowserStorage();
      await input.authClient.removeUser();
      await input.authClient.signoutRedirect(
        user?.id_token ? { id_token_hint: user.id_token } : undefined,
      );
    }),
  },
  guards: {
    hasSignInResponse: ({ context }) => hasSignInResponse(context.currentLocation().search),
    hasTokenExpiry: ({ context }) => context.user?.expires_at !== undefined,
  },
  delays: {
    SPINNER_MS,
    SIGNOUT_ERROR_MS,
    /** Until RENEW_BEFORE_EXPIRY_MS before the access token expires. */
    RENEW_DELAY: ({ context }) =>
      context.user ? computeRenewDelay(context.user.expires_at, Date.now()) : MAX_TIMER_MS,
  },
  actions: {
    attachSession: ({ self }) => authSession.attach(() => self.send({ type: 'session.expired' })),
    publishSession: ({ context }) => authSession.publish(context.user?.access_token || undefined),
    announceAuthReady: () => {
      window.dispatchEvent(new Event(AUTH_READY_EVENT));
    },
    markReady: enqueueActions(({ context, enqueue }) => {
      if (context.isReady) return;
      enqueue.assign({ isReady: true });
      enqueue('announceAuthReady');
    }),
    forgetUserInContext: assign({ user: null }),
    rememberCurrentPath: assign({
      returnPath: ({ context }) => sanitizeReturnPath(pathOf(context.currentLocation())),
    }),
    navigateToReturnPath: ({ context }) => context.navigate(context.returnPath, { replace: true }),
    dropSignInResponseFromUrl: ({ context }) => {
      // A failed callback leaves ?code&state in the address; a reload would replay it.
      const { pathname, hash } = context.currentLocation();
      context.navigate(`${pathname}${hash}`, { replace: true });
    },
    navigateHome: ({ context }) => context.navigate('/home', { replace: true }),
    clearError: assign({ errorMessage: null }),
  },
}).createMachine({
  id: 'auth',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: {
    route: '/signin, /signout and every signed-in route',
    view: 'src/views/app/AppProviders.tsx',
  },
  context: ({ input }) => ({
    ...input,
    user: null,
    returnPath: '/',
    errorMessage: null,
    isReady: false,
  }),
  entry: 'attachSession',
  initial: 'loading',
  states: {
    loading: {
      type: 'parallel',
      states: {
        session: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [
                { guard: 'hasSignInResponse', target: 'handlingCallback' },
                { target: 'readingStorage' },
              ],
            },
            handlingCallback: {
              invoke: {
                id: 'completeSignIn',
                src: 'completeSignIn',
                input: ({ context }) => ({
                  authClient: context.authClient,
                  url: `${context.origin}${pathOf(context.currentLocation())}`,
                }),
                onDone: {
                  target: '#auth.authenticated',
                  actions: [
                    assign({
                      user: ({ event }) => event.output,
                      returnPath: ({ event }) => returnPathFromState(event.output.state),
                      errorMessage: null,
                    }),
                    'navigateToReturnPath',
                  ],
                },
                onError: {
                  target: 'readingStorage',
                  actions: [
                    assign({ errorMessage: ({ event }) => describe(event.error) }),
                    ({ event }) => console.error('Sign-in callback failed.', event.error),
                    'dropSignInResponseFromUrl',
                  ],
                },
              },
            },
            readingStorage: {
              invoke: {
                id: 'loadStoredUser',
                src: 'loadStoredUser',
                input: ({ context }) => ({ authClient: context.authClient }),
                onDone: [
                  {
                    guard: ({ event }) => event.output !== null,
                    target: '#auth.authenticated',
                    actions: assign({ user: ({ event }) => event.output }),
                  },
                  { target: '#auth.anonymous' },
                ],
                onError: {
                  target: '#auth.anonymous',
                  actions: ({ event }) => console.error('Could not read the session.', event.error),
                },
              },
            },
          },
        },
        patience: {
          initial: 'spinnerVisible',
          states: {
            spinnerVisible: { after: { SPINNER_MS: 'slow' } },
            slow: {
              on: { 'auth.retry': { target: '#auth.loading', reenter: true } },
            },
          },
        },
      },
    },

    authenticated: {
      entry: ['markReady', 'publishSession'],
      after: {
        RENEW_DELAY: { guard: 'hasTokenExpiry', target: 'renewing' },
      },
      on: {
        'session.expired': 'sessionExpired',
        'signout.request': 'signingOut',
      },
    },

    renewing: {
      invoke: {
        id: 'renewSession',
        src: 'renewSession',
        input: ({ context }) => ({ authClient: context.authClient }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'authenticated',
            actions: assign({ user: ({ event }) => event.output }),
          },
          { target: 'sessionExpired' },
        ],
        onError: {
          target: 'sessionExpired',
          actions: ({ event }) => {
            // login_required is the expected end of the provider's session; anything else is odd.
            if (!isInteractionRequired(event.error)) {
              console.error('Silent renew failed.', event.error);
            }
          },
        },
      },
      on: {
        'session.expired': 'sessionExpired',
        'signout.request': 'signingOut',
      },
    },

    anonymous: {
      entry: ['forgetUserInContext', 'markReady', 'publishSession'],
      on: {
        'signin.start': {
          target: 'redirectingToSignIn',
          actions: [
            'clearError',
            assign({ returnPath: ({ event }) => sanitizeReturnPath(event.returnPath) }),
          ],
        },
        'signout.request': 'signingOut',
      },
    },

    sessionExpired: {
      entry: ['forgetUserInContext', 'publishSession', 'rememberCurrentPath'],
      invoke: {
        id: 'forgetUser',
        src: 'forgetUser',
        input: ({ context }) => ({ authClient: context.authClient }),
        onDone: 'redirectingToSignIn',
        onError: {
          target: 'redirectingToSignIn',
          actions: ({ event }) => console.error('Could not remove the user.', event.error),
        },
      },
    },

    redirectingToSignIn: {
      // Done means the browser is leaving for the provider: there is nothing further to do here.
      invoke: {
        id: 'startSignIn',
        src: 'startSignIn',
        input: ({ context }) => ({
          authClient: context.authClient,
          returnPath: context.returnPath,
        }),
        onError: {
          target: 'anonymous',
          actions: [
            assign({ errorMessage: ({ event }) => describe(event.error) }),
            ({ event }) => console.error('Could not start sign-in.', event.error),
          ],
        },
      },
    },

    signingOut: {
      entry: ['forgetUserInContext', 'publishSession', 'clearError'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ authClient: context.authClient }),
        onDone: 'signedOut',
        onError: {
          target: 'signOutFailed',
          actions: [
            assign({ errorMessage: ({ event }) => describe(event.error) }),
            ({ event }) => console.error('Sign-out failed.', event.error),
          ],
        },
      },
    },

    signOutFailed: {
      after: {
        // The message belongs to /signout: the sign-in page must not show it as a login failure.
        SIGNOUT_ERROR_MS: { target: 'signedOut', actions: ['navigateHome', 'clearError'] },
      },
    },

    /** Signed out here; the browser normally leaves for the provider's sign-out page. */
    signedOut: {
      on: {
        'signin.start': {
          target: 'redirectingToSignIn',
          actions: [
            'clearError',
            assign({ returnPath: ({ event }) => sanitizeReturnPath(event.returnPath) }),
          ],
        },
      },
    },
  },
});

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

// Narrow selectors: a view subscribes to exactly what it renders.

export const selectIsAuthReady = (s: AuthSnapshot): boolean => s.context.isReady;

export const selectIsSignedIn = (s: AuthSnapshot): boolean =>
  s.matches('authenticated') || s.matches('renewing');

/** What a guarded screen shows (docs/behaviour.md#auth). */
export type GuardPhase = 'spinner' | 'slow' | 'allowed' | 'redirecting' | 'denied';

export const selectGuardPhase = (s: AuthSnapshot): GuardPhase => {
  if (s.matches({ loading: { patience: 'slow' } })) return 'slow';
  if (s.matches('loading')) return 'spinner';
  if (selectIsSignedIn(s)) return 'allowed';
  if (s.matches('sessionExpired') || s.matches('redirectingToSignIn')) return 'redirecting';
  return 'denied';
};

/** What /signout shows; 'ready' means the sign-out may start. */
export type SignOutPhase = 'waiting' | 'ready' | 'signingOut' | 'failed' | 'done';

export const selectSignOutPhase = (s: AuthSnapshot): SignOutPhase => {
  if (s.matches('signingOut')) return 'signingOut';
  if (s.matches('signOutFailed')) return 'failed';
  if (s.matches('signedOut')) return 'done';
  if (s.matches('authenticated') || s.matches('renewing') || s.matches('anonymous')) {
    return 'ready';
  }
  return 'waiting';
};

export const selectAuthErrorMessage = (s: AuthSnapshot): string | null => s.context.errorMessage;

/** The provider's display name, if the id token carried one. */
export const selectProfileName = (s: AuthSnapshot): string =>
  s.context.user?.profile.name ?? s.context.user?.profile.email ?? '';
