// @vitest-environment happy-dom
// The API client retries a GET's 403 once (docs/behaviour.md#errors), against MSW.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { apiSend, RETRY_403_MS } from './client';
import { getUser } from '../account/users';
import { fakeClock } from '../../../tests/support/fakeClock';
import { BASE, USER, configure, signal, until, startApiMsw } from './clientTestKit';

const server = startApiMsw();

/**
 * A frozen clock, the client configured, and GET /users answered by `answer` with the request's
 * number (1, 2, …). Returns how many requests have come so far.
 */
function answerGetUsers(answer: (n: number) => Response): () => number {
  fakeClock({ followRealTime: false });
  configure();
  let requests = 0;
  server.use(http.get(`${BASE}/users`, () => answer(++requests)));
  return () => requests;
}

describe('403 on GET', () => {
  it('is retried once, RETRY_403_MS later', async () => {
    const requests = answerGetUsers((n) =>
      n === 1
        ? HttpResponse.json({ error: 'polis_err_auth', message: 'no' }, { status: 403 })
        : HttpResponse.json(USER),
    );
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const pending = getUser(signal());
    // The first answer is in and the retry is waiting on its RETRY_403_MS timer.
    await until(() => timers.mock.calls.some(([, ms]) => ms === RETRY_403_MS));
    expect(requests()).toBe(1);
    await vi.advanceTimersByTimeAsync(RETRY_403_MS - 1);
    expect(requests()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ email: USER.email });
    expect(requests()).toBe(2);
  });

  it('fails with the second 403 as final', async () => {
    const requests = answerGetUsers(() =>
      HttpResponse.json(
        { error: 'polis_err_auth', message: 'Forbidden' },
        { status: 403, statusText: 'Forbidden' },
      ),
    );
    const pending = getUser(signal()).catch((error: unknown) => error);
    await until(() => requests() === 1 && vi.getTimerCount() === 1);
    await vi.advanceTimersByTimeAsync(RETRY_403_MS);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, polisError: 'polis_err_auth' });
    expect(requests()).toBe(2);
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
