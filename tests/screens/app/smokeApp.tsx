// The app for the smoke tests (tests/screens/app/*.smoke.test.tsx): the whole app rendered at a
// path with a fake identity provider and a memory router, HTTP answered by MSW.
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resolveApiBaseUrl } from '../../../src/api/common/client';
import { createFakeAuthClient, type FakeAuthClientOptions } from '../../support/fakeAuthClient';
import type { AppConfig } from '../../../contract/types';
import { createAppElement } from '../../../src/routes/createAppElement';
import { appRoutes } from '../../../src/routes/createAppRouter';
import { anAppConfig } from '../../support/contractFixtures';

export const ACCESS_CODE = 'Hemmelig';
export const BASE = resolveApiBaseUrl('/api/v3', window.location.origin);

export const CONFIG: AppConfig = anAppConfig({
  mediaLinks: [{ title: 'Lokalavisen: Borgerne tager ordet', url: 'https://avis.example.dk/a' }],
});

export const CONVERSATIONS = [
  {
    conversation_id: 'small00001',
    topic: 'Lille samtale',
    parent_url: null,
    participant_count: 3,
    is_owner: true,
    created: 1,
  },
  {
    conversation_id: 'big0000001',
    topic: 'Stor samtale',
    parent_url: 'https://kommune.example.dk/side',
    participant_count: '120',
    is_owner: true,
    created: 2,
  },
  {
    conversation_id: 'other00001',
    topic: 'Andens samtale',
    parent_url: null,
    participant_count: 9,
    is_owner: false,
    created: 3,
  },
];

export const authHeaders: Array<string | null> = [];
export const server = setupServer(
  http.get(`${BASE}/conversations`, ({ request }) => {
    authHeaders.push(request.headers.get('authorization'));
    return HttpResponse.json(CONVERSATIONS);
  }),
  http.get(`${BASE}/users`, () =>
    HttpResponse.json({ uid: 1, email: 'ida@example.dk', hname: 'Ida Marie Ejer' }),
  ),
  // The server's access-code check (the code is compared there, never in the browser).
  http.post('*/api/account/access-code', async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    return code.trim().toLowerCase() === ACCESS_CODE.toLowerCase()
      ? HttpResponse.json({ unlocked: true })
      : HttpResponse.json(
          { error: 'access_code_wrong', message: 'x', status: 400 },
          { status: 400 },
        );
  }),
);
/**
 * The MSW server's lifecycle for one smoke test file; call it at the top of the file. Not done at
 * import: test files share modules (no isolation), so an import's hooks would reach only the
 * first file.
 */
export function useSmokeServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    authHeaders.length = 0;
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
}

export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

export function renderAt(
  path: string,
  {
    auth,
    config = CONFIG,
    strict = false,
  }: { auth?: FakeAuthClientOptions; config?: AppConfig; strict?: boolean } = {},
) {
  const authClient = createFakeAuthClient(auth);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const app = createAppElement({ config, authClient, router, accessCodeStorage: memoryStorage() });
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { authClient, router, user: userEvent.setup() };
}
