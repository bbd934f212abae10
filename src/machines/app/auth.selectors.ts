// The auth chart's narrow selectors: a view subscribes to exactly what it renders.
import type { AuthSnapshot } from './auth.machine';

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
