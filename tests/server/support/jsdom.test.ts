// @vitest-environment jsdom
// The SPA's model tests run in jsdom and use these helpers: keep them working there (jose needs
// WebCrypto, PGlite must detect Node, Request/Response must be Node's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './index';

describe('createTestServer under jsdom', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('runs in a jsdom window', () => {
    expect(typeof window).toBe('object');
    expect(typeof document.createElement).toBe('function');
  });

  it('serves signed-in calls through request() and fetch()', async () => {
    const token = await server.mintToken({ sub: 'jsdom-user', name: 'Jytte' });
    const created = await server.request('/api/v3/conversations', {
      method: 'POST',
      token,
      json: { is_draft: true, is_active: true },
    });
    expect(created.status).toBe(200);
    const { conversation_id } = (await created.json()) as { conversation_id: string };

    // The way an MSW handler forwards: an absolute Request, as the browser code built it.
    const response = await server.fetch(
      new Request(`http://localhost/api/v3/conversations?conversation_id=${conversation_id}`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ conversation_id, is_owner: true });
  });

  it('rejects forged tokens', async () => {
    const forged = await server.mintForgedToken({ sub: 'jsdom-user' });
    expect((await server.request('/api/v3/users', { token: forged })).status).toBe(401);
  });
});
