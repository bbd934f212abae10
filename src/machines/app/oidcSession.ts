// The auth chart's actors: each one call of the OpenID Connect client (src/api/app/oidc), so the chart
// itself holds only states and transitions. Callers hand in the client as input.
import { fromPromise } from 'xstate';
import type { AuthClient, AuthUser } from '../../api/app/oidc';
import { clearBrowserStorage } from './browserStorage';

type WithClient = { authClient: AuthClient };

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

export const oidcSessionActors = {
  completeSignIn: fromPromise<AuthUser, WithClient & { url: string }>(({ input }) =>
    completeSignInOnce(input.authClient, input.url),
  ),
  loadStoredUser: fromPromise<AuthUser | null, WithClient>(async ({ input }) => {
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
  renewSession: fromPromise<AuthUser | null, WithClient>(({ input }) =>
    input.authClient.signinSilent(),
  ),
  forgetUser: fromPromise<void, WithClient>(({ input }) => input.authClient.removeUser()),
  startSignIn: fromPromise<void, WithClient & { returnPath: string }>(({ input }) =>
    input.authClient.signinRedirect({ state: { returnPath: input.returnPath } }),
  ),
  signOut: fromPromise<void, WithClient>(async ({ input }) => {
    // The id token is read before storage is cleared: the provider needs it as a hint to
    // return to /home without asking.
    const user = await input.authClient.getUser().catch(() => null);
    clearBrowserStorage();
    await input.authClient.removeUser();
    await input.authClient.signoutRedirect(
      user?.id_token ? { id_token_hint: user.id_token } : undefined,
    );
  }),
};
