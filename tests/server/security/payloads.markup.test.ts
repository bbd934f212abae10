// Hostile input: markup and script in every text the admin stores is kept verbatim and only ever
// served as JSON (or as an attachment), never as a page that could run it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, expectJson, MARKUP, startFuzzServer } from './payloadsHarness';
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

describe('markup and script are data', () => {
  it.each(MARKUP)(
    'topic, description and parent_url %j: stored verbatim, served as JSON',
    async (payload) => {
      const put = await api('/conversations', {
        method: 'PUT',
        json: {
          conversation_id: cid,
          topic: `T ${payload}`,
          description: `D ${payload}`,
          parent_url: `https://example.dk/#${payload}`,
        },
      });
      expect(put.status).toBe(200);
      expectJson(put);

      const one = await api(`/conversations?conversation_id=${cid}`);
      expectJson(one);
      expect(await one.json()).toMatchObject({
        topic: `T ${payload}`,
        description: `D ${payload}`,
        parent_url: `https://example.dk/#${payload}`,
      });

      const list = await api('/conversations?include_all_conversations_i_am_in=true');
      expectJson(list);
      const item = ((await list.json()) as Array<Record<string, unknown>>).find(
        (c) => c.conversation_id === cid,
      );
      expect(item).toMatchObject({
        topic: `T ${payload}`,
        parent_url: `https://example.dk/#${payload}`,
      });

      // The bytes on the wire are JSON-escaped text, never live markup in an HTML document.
      const raw = await (await api(`/conversations?conversation_id=${cid}`)).text();
      expect(raw.startsWith('{')).toBe(true);
    },
  );

  it.each(MARKUP)('statements %j: stored verbatim, served as JSON and CSV', async (payload) => {
    const seed = await api('/comments', {
      method: 'POST',
      json: { txt: `Seed ${payload}`, pid: -1, conversation_id: cid, is_seed: true },
    });
    expect(seed.status).toBe(200);
    const statement = await server.request(`${API}/comments`, {
      method: 'POST',
      json: { txt: `Deltager ${payload}`, conversation_id: cid },
    });
    expect(statement.status).toBe(200);

    const accepted = await api(
      `/comments?moderation=true&include_voting_patterns=false&mod=1&conversation_id=${cid}`,
    );
    expectJson(accepted);
    const texts = ((await accepted.json()) as Array<{ txt: string }>).map((c) => c.txt);
    expect(texts).toContain(`Seed ${payload}`);
    const pending = await api(
      `/comments?moderation=true&include_voting_patterns=false&mod=0&conversation_id=${cid}`,
    );
    expect(((await pending.json()) as Array<{ txt: string }>).map((c) => c.txt)).toContain(
      `Deltager ${payload}`,
    );

    const csv = await api(`/export/comments.csv?conversation_id=${cid}`);
    expect(csv.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('Content-Disposition')).toMatch(/^attachment/);
    expect(csv.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('an error that echoes the input is JSON too', async () => {
    const key = encodeURIComponent('<script>alert(1)</script>');
    const response = await api(`/topicMod/topics/${key}/comments?conversation_id=${cid}`);
    expect(response.status).toBe(404);
    expectJson(response);
    const unknown = await api(`/${key}`);
    expect(unknown.status).toBe(404);
    expectJson(unknown);
  });
});
