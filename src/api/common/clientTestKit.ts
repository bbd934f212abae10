// Shared set-up for the API client's tests (client.*.test.ts): an MSW server that refuses any
// request no test expects, the client configured against it, and a wait on the real event loop.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureApiClient, resolveApiBaseUrl, type ApiClientSettings } from './client';
import { realClock } from '../../../tests/support/fakeClock';

export const BASE = resolveApiBaseUrl('/api/v3', window.location.origin);
export const USER = { uid: 1, email: 'ejer@example.dk', hname: 'Ida Ejer', hasXid: false };

/** Starts MSW for the calling test file and resets handlers, clock and mocks after each test. */
export function startApiMsw() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    realClock();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}

export function configure(overrides: Partial<ApiClientSettings> = {}) {
  const settings: ApiClientSettings = {
    baseUrl: BASE,
    getToken: async () => 'token-abc',
    onUnauthorized: vi.fn(),
    ...overrides,
  };
  configureApiClient(settings);
  return settings;
}

/**
 * MSW for the calling test file with the client configured before each test: a fixed token and no
 * sign-in reaction. For the call modules' tests, which do not test the client's own handling.
 */
export function startConfiguredApiMsw(token = 'tok') {
  const server = startApiMsw();
  beforeEach(() =>
    configureApiClient({
      baseUrl: BASE,
      getToken: async () => token,
      onUnauthorized: () => undefined,
    }),
  );
  return server;
}

export const signal = () => new AbortController().signal;

/**
 * Answers GET `path` with `reply()`, keeping what the last call asked with: its query string and
 * headers (for the tests that check what a call sends).
 */
export function recordGet(
  server: ReturnType<typeof setupServer>,
  path: string,
  reply: () => Response,
): { query: string; headers: Headers | null } {
  const asked: { query: string; headers: Headers | null } = { query: '', headers: null };
  server.use(
    http.get(`${BASE}/${path}`, ({ request }) => {
      asked.query = new URL(request.url).search;
      asked.headers = request.headers;
      return reply();
    }),
  );
  return asked;
}

/** How long `until` waits, in real time: long enough for a loaded CI machine, short enough for a hang. */
const UNTIL_LIMIT_MS = 10_000;

/**
 * Waits (on the real event loop) until `condition` holds. Not vi.waitFor: under fake timers it
 * advances the clock on every check, which would spend the very delay being measured. The limit is
 * real time (performance.now is not faked), not a count of turns: under load MSW's answer can take
 * more turns of the event loop than any fixed count allows.
 */
export async function until(condition: () => boolean): Promise<void> {
  const start = performance.now();
  while (performance.now() - start < UNTIL_LIMIT_MS) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (condition()) return;
  throw new Error(`condition not met within ${UNTIL_LIMIT_MS} ms`);
}
