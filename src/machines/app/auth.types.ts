// The auth chart's input, context and events (the chart is auth.machine.ts).
import type { AuthClient, AuthUser } from '../../api/app/oidc';

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
  /** Loading has finished at least once. */
  isReady: boolean;
}

export type AuthEvent =
  | { type: 'signin.start'; returnPath?: string }
  | { type: 'signout.request' }
  | { type: 'session.expired' }
  | { type: 'auth.retry' };
