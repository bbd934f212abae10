// @vitest-environment happy-dom
// The API client's base URL and bearer token (docs/behaviour.md#errors), against MSW.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { resolveApiBaseUrl } from './client';
import { getUser } from '../account/users';
import { BASE, USER, configure, signal, startApiMsw } from './clientTestKit';

const server = startApiMsw();

/** Calls GET /users and returns the Authorization header the server received (null: none). */
async function authorizationSentByGetUser(): Promise<string | null> {
  let authorization: string | null = 'unset';
  server.use(
    http.get(`${BASE}/users`, ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json(USER);
    }),
  );
  await getUser(signal());
  return authorization;
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
    expect(await authorizationSentByGetUser()).toBe('Bearer token-abc');
  });

  it('sends no Authorization header when signed out', async () => {
    configure({ getToken: async () => undefined });
    const authorization = await authorizationSentByGetUser();
    expect(authorization).toBeNull();
  });

  it('logs a token failure and sends the request unauthenticated', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configure({
      getToken: async () => {
        throw new Error('storage broken');
      },
    });
    const authorization = await authorizationSentByGetUser();
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
