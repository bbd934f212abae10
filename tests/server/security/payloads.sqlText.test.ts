// Hostile input: SQL metacharacters in a path parameter are a 404, and in stored text they are
// kept exactly as typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zidOf } from '../support/activity';
import { API, SQL, startFuzzServer } from './payloadsHarness';
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

describe('SQL metacharacters and NUL in every parameter', () => {
  it('a topic key path parameter with metacharacters is a 404, not an error', async () => {
    for (const value of SQL) {
      const response = await api(
        `/topicMod/topics/${encodeURIComponent(value)}/comments?conversation_id=${cid}`,
      );
      expect([400, 404], JSON.stringify(value)).toContain(response.status);
    }
  });

  it('text with metacharacters is stored exactly as typed', async () => {
    for (const value of ["'; DROP TABLE comments; --", 'back\\slash', '100 % _sure_']) {
      const put = await api('/conversations', {
        method: 'PUT',
        json: {
          conversation_id: cid,
          topic: value,
          description: value,
          parent_url: `https://example.dk/?q=${value}`,
        },
      });
      expect(put.status).toBe(200);
      expect(await put.json()).toMatchObject({
        topic: value,
        description: value,
        parent_url: `https://example.dk/?q=${value}`,
      });
      const seed = await api('/comments', {
        method: 'POST',
        json: { txt: `Frø: ${value}`, pid: -1, conversation_id: cid, is_seed: true },
      });
      expect(seed.status).toBe(200);
      const { tid } = (await seed.json()) as { tid: number };
      const { rows } = await server.db.query<{ txt: string }>(
        'SELECT txt FROM comments WHERE zid = $1 AND tid = $2',
        [await zidOf(server.db, cid), tid],
      );
      expect(rows[0].txt).toBe(`Frø: ${value}`);
    }
  });
});
