// The session: the stored user or the sign-in callback, silent renewal, expiry, sign-in, sign-out.
//
// `loading` is parallel: the session settles while SPINNER_MS counts. Renewal and expiry are
// states, not library timers, so a 401 from the API and a failed renewal end alike: sign in again.
// Behaviour: docs/behaviour.md#auth; diagram: docs/charts/auth.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import { hasSignInResponse, isInteractionRequired } from '../../api/app/oidc';
import { oidcSessionActors } from './oidcSession';
import type { AuthContext, AuthEvent, AuthInput } from './auth.types';
import { authSession } from './authSession';
import { describeAuthError as describe } from './authError';
import { computeRenewDelay, MAX_TIMER_MS } from './renewDelay';
import { pathOf, returnPathFromState, sanitizeReturnPath } from './returnPath';

/** Guarded screens show a spinner for this long while the session loads, then a "slow" notice. */
export const SPINNER_MS = 3000;
/** How long 'Signout error: …' stays before the app goes to /home (docs/behaviour.md#signout). */
export const SIGNOUT_ERROR_MS = 1500;

export type { AppLocation, AuthInput } from './auth.types';

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: oidcSessionActors,
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
    markReady: assign({ isReady: true }),
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
    keepReturnPath: assign({
      returnPath: ({ event }) =>
        sanitizeReturnPath(event.type === 'signin.start' ? event.returnPath : undefined),
    }),
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
          actions: ['clearError', 'keepReturnPath'],
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
          actions: ['clearError', 'keepReturnPath'],
        },
      },
    },
  },
});

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
