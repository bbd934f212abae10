// The bridge between the auth chart and the API client, which must not know about charts.
//
// - The API client asks `getAccessToken()` before every request. Until the auth chart has finished
//   loading the promise waits (docs/behaviour.md#auth); afterwards it resolves at once with the
//   current token, or undefined when signed out.
// - The API client calls `reportUnauthorized()` on a 401; the auth chart that attached itself
//   receives `session.expired`.
//
// The chart pushes into the bridge from its own actions (`attach` on start, `publish` on every
// change of token) rather than the bridge subscribing to the actor: React StrictMode's remount of
// an actor silently drops outside subscribers, while the chart's own actions always run.

interface AuthSession {
  /** A new auth actor takes over: not ready until it publishes. Waiting callers keep waiting. */
  attach(onUnauthorized: () => void): void;
  /** Loading has finished or the token changed; undefined means signed out. */
  publish(token: string | undefined): void;
  getAccessToken(): Promise<string | undefined>;
  reportUnauthorized(): void;
  isReady(): boolean;
}

export function createAuthSession(): AuthSession {
  let ready = false;
  let token: string | undefined;
  let waiting: Array<(token: string | undefined) => void> = [];
  let onUnauthorized: () => void = () => undefined;

  return {
    attach(handler) {
      ready = false;
      token = undefined;
      onUnauthorized = handler;
    },
    publish(next) {
      ready = true;
      token = next;
      const callers = waiting;
      waiting = [];
      for (const resolve of callers) resolve(next);
    },
    getAccessToken() {
      if (ready) return Promise.resolve(token);
      return new Promise((resolve) => waiting.push(resolve));
    },
    reportUnauthorized() {
      onUnauthorized();
    },
    isReady() {
      return ready;
    },
  };
}

/** The app's one session bridge: the API client is configured with it at start. */
export const authSession: AuthSession = createAuthSession();
