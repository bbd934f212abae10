// The cross-cutting rules of the API client (docs/behaviour.md#errors), against MSW.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import {
  apiGet,
  apiSend,
  configureApiClient,
  REQUEST_TIMEOUT_MS,
  resolveApiBaseUrl,
  RETRY_403_MS,
  type ApiClientSettings,
} from './client';
import { getUser } from './users';

const BASE = resolveApiBaseUrl('/api/v3', window.location.origin);
const USER = { uid: 1, email: 'ejer@example.dk', hname: 'Ida Ejer', hasXid: false };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function configure(overrides: Partial<ApiClientSettings> = {}) {
  const settings: ApiClientSettings = {
    baseUrl: BASE,
    getToken: async () => 'token-abc',
    onUnauthorized: vi.fn(),
    ...overrides,
  };
  configureApiClient(settings);
  return settings;
}

const signal = () => new AbortController().signal;

/**
 * Waits (on the real event loop) until `condition` holds. Not vi.waitFor: under fake timers it
 * advances the clock on every check, which would spend the very delay being measured.
 */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 500; turn += 1) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('condition not met');
}

describe('resolveApiBaseUrl', () => {
  it('makes a relative base absolute and keeps an upstream URL', () => {
    expect(resolveApiBaseUrl('/api/v3', 'http://localhost:3000')).toBe(
      'http://localhost:3000/api/v3',
    );
    expect(resolveApiBaseUrl('https://pol.is/api/v3/', 'http://localhost:3000')).toBe(
      'https://pol.is/api/v3',
    );
  });
});

describe('bearer token', () => {
  it('sends Authorization: Bearer with the token', async () => {
    configure();
    let authorization: string | null = null;
    server.use(
      http.get(`${BASE}/users`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(USER);
      }),
    );
    await getUser(signal());
    expect(authorization).toBe('Bearer token-abc');
  });

  it('sends no Authorization header when signed out', async () => {
    configure({ getToken: async () => undefined });
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${BASE}/users`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(USER);
      }),
    );
    await getUser(signal());
    expect(authorization).toBeNull();
  });

  it('logs a token failure and sends the request unauthenticated', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configure({
      getToken: async () => {
        throw new Error('storage broken');
      },
    });
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${BASE}/users`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(USER);
      }),
    );
    await getUser(signal());
    expect(authorization).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it('waits for the token before sending', async () => {
    let release: (token: string) => void = () => undefined;
    configure({ getToken: () => new Promise((resolve) => (release = resolve)) });
    let requests = 0;
    server.use(
      http.get(`${BASE}/users`, () => {
        requests += 1;
        return HttpResponse.json(USER);
      }),
    );
    const pending = getUser(signal());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toBe(0);
    release('late-token');
    await pending;
    expect(requests).toBe(1);
  });
});

describe('403 on GET', () => {
  it('is retried once, RETRY_403_MS later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configure();
    let requests = 0;
    server.use(
      http.get(`${BASE}/users`, () => {
        requests += 1;
        return requests === 1
          ? HttpResponse.json({ error: 'polis_err_auth', message: 'no' }, { status: 403 })
          : HttpResponse.json(USER);
      }),
    );
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const pending = getUser(signal());
    // The first answer is in and the retry is waiting on its RETRY_403_MS timer.
    await until(() => timers.mock.calls.some(([, ms]) => ms === RETRY_403_MS));
    expect(requests).toBe(1);
    await vi.advanceTimersByTimeAsync(RETRY_403_MS - 1);
    expect(requests).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ email: USER.email });
    expect(requests).toBe(2);
  });

  it('fails with the second 403 as final', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configure();
    let requests = 0;
    server.use(
      http.get(`${BASE}/users`, () => {
        requests += 1;
        return HttpResponse.json(
          { error: 'polis_err_auth', message: 'Forbidden' },
          { status: 403, statusText: 'Forbidden' },
        );
      }),
    );
    const pending = getUser(signal()).catch((error: unknown) => error);
    await until(() => requests === 1 && vi.getTimerCount() === 1);
    await vi.advanceTimersByTimeAsync(RETRY_403_MS);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, polisError: 'polis_err_auth' });
    expect(requests).toBe(2);
  });

  it('is not retried for POST', async () => {
    configure();
    let requests = 0;
    server.use(
      http.post(`${BASE}/conversations`, () => {
        requests += 1;
        return new HttpResponse('nope', { status: 403, statusText: 'Forbidden' });
      }),
    );
    await expect(
      apiSend('post', 'conversations', { signal: signal(), json: {} }),
    ).rejects.toMatchObject({ status: 403 });
    expect(requests).toBe(1);
  });
});

describe('statuses', () => {
  it('401 calls onUnauthorized and still rejects', async () => {
    const settings = configure();
    server.use(
      http.get(`${BASE}/users`, () =>
        HttpResponse.json(
          { error: 'polis_err_auth_token_not_supplied', message: 'Unauthorized', status: 401 },
          { status: 401, statusText: 'Unauthorized' },
        ),
      ),
    );
    await expect(getUser(signal())).rejects.toMatchObject({ status: 401 });
    expect(settings.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('304 resolves as unchanged', async () => {
    configure();
    let ifNoneMatch: string | null = null;
    server.use(
      http.get(`${BASE}/conversationStats`, ({ request }) => {
        ifNoneMatch = request.headers.get('if-none-match');
        return new HttpResponse(null, { status: 304, headers: { etag: '"v1"' } });
      }),
    );
    const reply = await apiGet('conversationStats', {
      signal: signal(),
      searchParams: { conversation_id: 'abc' },
      ifNoneMatch: '"v1"',
    });
    expect(reply).toEqual({ unchanged: true, data: undefined, etag: '"v1"' });
    expect(ifNoneMatch).toBe('"v1"');
  });

  it('500 becomes an ApiError with status, statusText and body', async () => {
    configure();
    const body = JSON.stringify({ error: 'polis_err_db', message: 'Database down', status: 500 });
    server.use(
      http.get(
        `${BASE}/users`,
        () =>
          new HttpResponse(body, {
            status: 500,
            statusText: 'Internal Server Error',
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const error = await getUser(signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      statusText: 'Internal Server Error',
      body,
      polisError: 'polis_err_db',
      message: 'Database down',
    });
  });

  it('keeps a non-JSON error body as text', async () => {
    configure();
    server.use(
      http.get(
        `${BASE}/users`,
        () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    await expect(getUser(signal())).rejects.toMatchObject({
      status: 502,
      statusText: 'Bad Gateway',
      body: '<h1>Bad gateway</h1>',
      message: '502 Bad Gateway',
    });
  });

  it('a network failure is status 0', async () => {
    configure();
    server.use(http.get(`${BASE}/users`, () => HttpResponse.error()));
    const error = await getUser(signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
  });

  it('a request that never answers times out as status 0', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configure();
    server.use(
      http.get(`${BASE}/users`, async () => {
        await delay('infinite');
        return HttpResponse.json(USER);
      }),
    );
    const pending = getUser(signal()).catch((e: unknown) => e);
    await until(() => vi.getTimerCount() > 0);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(await Promise.race([pending, Promise.resolve('still waiting')])).toBe('still waiting');
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ status: 0, statusText: 'Timeout' });
  });

  it('an aborted request rejects with the abort, not an ApiError', async () => {
    configure();
    server.use(
      http.get(`${BASE}/users`, async () => {
        await delay(200);
        return HttpResponse.json(USER);
      }),
    );
    const controller = new AbortController();
    const pending = getUser(controller.signal).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
