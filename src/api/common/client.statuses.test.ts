// @vitest-environment happy-dom
// How the API client turns statuses, failures and timeouts into results, against MSW
// (docs/behaviour.md#errors).
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { apiGet, REQUEST_TIMEOUT_MS } from './client';
import { getUser } from '../account/users';
import { fakeClock } from '../../../tests/support/fakeClock';
import { BASE, USER, configure, signal, until, startApiMsw } from './clientTestKit';

const server = startApiMsw();

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
    expect(reply).toMatchObject({ unchanged: true, data: undefined, etag: '"v1"' });
    // The 304's headers reach the caller (the map reads X-Math-Updating from them).
    expect(reply.headers.get('etag')).toBe('"v1"');
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
    fakeClock({ followRealTime: false });
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
