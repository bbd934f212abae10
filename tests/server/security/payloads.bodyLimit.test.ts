// Hostile input: bodies over BODY_MAX_BYTES are refused on every POST and PUT, with or without a
// Content-Length, before anything is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_MAX_BYTES } from '../../../contract/limits';
import { createTokenVerifier } from '../../../server/platform/auth/verifyToken';
import { createApiRoutes } from '../../../server/routes';
import { TEST_AUDIENCE, TEST_ISSUER } from '../support';
import { API, countRows, expectJson, startFuzzServer } from './payloadsHarness';
import type { TestServer } from '../support/createTestServer';

let server: TestServer;
let owner: string;
let cid: string;

beforeAll(async () => {
  ({ server, owner, cid } = await startFuzzServer());
});

afterAll(async () => {
  await server?.close();
});

const api = (path: string, init: { method?: string; json?: unknown; token?: string } = {}) =>
  server.request(`${API}${path}`, { token: owner, ...init });

const tableCounts = () => countRows(server.db);

describe('bodies over the limit', () => {
  const writes = () => {
    const verifier = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      jwks: server.jwks,
    });
    return createApiRoutes(verifier)
      .routes.filter((route) => route.method === 'POST' || route.method === 'PUT')
      .map((route) => ({ method: route.method, path: route.path }));
  };

  it('are refused with 413 on every POST and PUT, before anything is written', async () => {
    const routes = writes();
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const big = JSON.stringify({ conversation_id: cid, txt: 'x'.repeat(BODY_MAX_BYTES) });
    for (const { method, path } of routes) {
      const before = await tableCounts();
      for (const token of [owner, undefined]) {
        const response = await server.request(`${API}${path}`, {
          method,
          token,
          headers: { 'Content-Type': 'application/json' },
          body: big,
        });
        expect(response.status, `${method} ${path}`).toBe(413);
        expectJson(response);
        expect(await response.json()).toMatchObject({ error: 'polis_err_body_too_large' });
      }
      // Without a Content-Length (chunked), the limit holds as the body streams in.
      const streamed = await server.app.request(`${API}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
        body: new Blob([big]).stream(),
        // @ts-expect-error Node's fetch needs duplex for a stream body; lib.dom does not know it
        duplex: 'half',
      });
      expect(streamed.status, `${method} ${path} streamed`).toBe(413);
      expect(await tableCounts()).toEqual(before);
    }
  });

  it('a body just under the limit is read (and judged on its content)', async () => {
    const response = await api('/conversations', {
      method: 'PUT',
      json: { conversation_id: cid, description: 'x'.repeat(BODY_MAX_BYTES - 200) },
    });
    // Over the description limit: a 400 from validation, not a 413.
    expect(response.status).toBe(400);
  });
});
