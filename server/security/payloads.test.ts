// Hostile input: markup and script in every text the admin stores is kept verbatim and only ever
// served as JSON; SQL metacharacters and NUL in every parameter are harmless (a 4xx, or stored as
// typed) and leave the tables intact; bodies over BODY_MAX_BYTES are refused on every POST and PUT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_MAX_BYTES } from '../../src/contract/limits';
import { createTokenVerifier } from '../auth/verifyToken';
import { createApiRoutes } from '../routes';
import { seedModel } from '../testing/topicModFixture';
import { postSeed, zidOf } from '../testing/activity';
import { createConversationVia, signIn, TEST_AUDIENCE, TEST_ISSUER } from '../testing';
import { createTestServer, type TestServer } from '../testing/createTestServer';

const API = '/api/v3';

const MARKUP = [
  '<img src=x onerror=alert(1)>',
  '<script>alert("x")</script>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
];

const SQL = ["'; DROP TABLE comments; --", '\\', '%', '\u0000', "' OR '1'='1", '_%\\'];

let server: TestServer;
let owner: string;
let cid: string;
let reportId: string;

beforeAll(async () => {
  server = await createTestServer({
    participation: {
      limits: {
        vote: { max: 10_000, windowMs: 60_000 },
        comment: { max: 10_000, windowMs: 60_000 },
        newParticipant: { max: 10_000, windowMs: 60_000 },
      },
    },
  });
  owner = (await signIn(server, 'owner')).token;
  cid = (
    await createConversationVia(server, owner, { is_draft: false, is_active: true, topic: 'Fuzz' })
  ).conversation_id;
  await postSeed(server, owner, cid, 'Et frø at stemme på');
  await seedModel(server.db, cid);
  const report = await server.request(`${API}/reports`, {
    method: 'POST',
    token: owner,
    json: { conversation_id: cid },
  });
  reportId = ((await report.json()) as { report_id: string }).report_id;
});

afterAll(async () => {
  await server?.close();
});

const api = (path: string, init: { method?: string; json?: unknown; token?: string } = {}) =>
  server.request(`${API}${path}`, { token: owner, ...init });

function expectJson(response: Response) {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
}

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

// Every parameter of every call, as the owner would send it; each is replaced in turn.
interface ParamCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Query parameters (GET) or body fields (POST/PUT). */
  params: () => Record<string, unknown>;
  /** Fields stored as text: with a 200 they must read back exactly. */
  stored?: (value: string) => Promise<boolean>;
  /** Call without a token (participation calls). */
  anonymous?: boolean;
}

const readTopic = async () =>
  ((await (await api(`/conversations?conversation_id=${cid}`)).json()) as Record<string, unknown>)
    .topic;

const PARAM_CASES: ParamCase[] = [
  {
    name: 'GET /conversations',
    method: 'GET',
    path: '/conversations',
    params: () => ({ conversation_id: cid }),
  },
  {
    name: 'GET /conversations (list)',
    method: 'GET',
    path: '/conversations',
    params: () => ({ include_all_conversations_i_am_in: 'true' }),
  },
  {
    name: 'POST /conversations',
    method: 'POST',
    path: '/conversations',
    params: () => ({ is_draft: true, is_active: true, topic: 'Ny', description: 'Ny' }),
  },
  {
    name: 'PUT /conversations',
    method: 'PUT',
    path: '/conversations',
    params: () => ({
      conversation_id: cid,
      topic: 'Emne',
      description: 'Beskrivelse',
      parent_url: 'https://example.dk/',
      help_bgcolor: '#ffffff',
      vis_type: 1,
    }),
    stored: async (value) => (await readTopic()) === value,
  },
  {
    name: 'GET /comments',
    method: 'GET',
    path: '/comments',
    params: () => ({
      moderation: 'true',
      include_voting_patterns: 'false',
      mod: '0',
      limit: '10',
      offset: '0',
      conversation_id: cid,
    }),
  },
  {
    name: 'POST /comments (seed)',
    method: 'POST',
    path: '/comments',
    params: () => ({ txt: 'Frø', pid: -1, conversation_id: cid, is_seed: true }),
  },
  {
    name: 'POST /comments (statement)',
    method: 'POST',
    path: '/comments',
    params: () => ({ txt: 'Udsagn', conversation_id: cid }),
    anonymous: true,
  },
  {
    name: 'PUT /comments',
    method: 'PUT',
    path: '/comments',
    params: () => ({
      conversation_id: cid,
      tid: 0,
      active: true,
      mod: 1,
      is_meta: false,
      velocity: 1,
    }),
  },
  {
    name: 'GET /conversationStats',
    method: 'GET',
    path: '/conversationStats',
    params: () => ({ conversation_id: cid, until: String(Date.now()), report_id: reportId }),
  },
  {
    name: 'GET /conversationUuid',
    method: 'GET',
    path: '/conversationUuid',
    params: () => ({ conversation_id: cid }),
  },
  {
    name: 'GET /reports',
    method: 'GET',
    path: '/reports',
    params: () => ({ report_id: reportId }),
  },
  {
    name: 'POST /reports',
    method: 'POST',
    path: '/reports',
    params: () => ({ conversation_id: cid }),
  },
  {
    name: 'GET /export/comments.csv',
    method: 'GET',
    path: '/export/comments.csv',
    params: () => ({ conversation_id: cid, until: String(Date.now()) }),
  },
  {
    name: 'GET /export/votes.csv',
    method: 'GET',
    path: '/export/votes.csv',
    params: () => ({ conversation_id: cid, until: String(Date.now()) }),
  },
  {
    name: 'GET /topicMod/topics',
    method: 'GET',
    path: '/topicMod/topics',
    params: () => ({ conversation_id: cid, report_id: cid }),
  },
  {
    name: 'GET /topicMod/stats',
    method: 'GET',
    path: '/topicMod/stats',
    params: () => ({ conversation_id: cid, layer_id: '0' }),
  },
  {
    name: 'GET /topicMod/proximity',
    method: 'GET',
    path: '/topicMod/proximity',
    params: () => ({ conversation_id: cid, report_id: cid, layer_id: '0' }),
  },
  {
    name: 'POST /topicMod/moderate (topic)',
    method: 'POST',
    path: '/topicMod/moderate',
    params: () => ({
      conversation_id: cid,
      topic_key: `${cid}#0#0`,
      action: 'accept',
      moderator: 'admin',
    }),
  },
  {
    name: 'POST /topicMod/moderate (comments)',
    method: 'POST',
    path: '/topicMod/moderate',
    params: () => ({
      conversation_id: cid,
      report_id: cid,
      comment_ids: [0, 1],
      action: 'reject',
      moderator: 'admin',
    }),
  },
  {
    name: 'GET /participationInit',
    method: 'GET',
    path: '/participationInit',
    params: () => ({ conversation_id: cid }),
    anonymous: true,
  },
  {
    name: 'GET /nextComment',
    method: 'GET',
    path: '/nextComment',
    params: () => ({ conversation_id: cid }),
    anonymous: true,
  },
  {
    name: 'POST /votes',
    method: 'POST',
    path: '/votes',
    params: () => ({ conversation_id: cid, tid: 0, vote: -1 }),
    anonymous: true,
  },
  {
    name: 'GET /reportData',
    method: 'GET',
    path: '/reportData',
    params: () => ({ report_id: reportId }),
    anonymous: true,
  },
];

async function tableCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['conversations', 'comments', 'votes', 'participants', 'users', 'reports']) {
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table}`,
    );
    counts[table] = rows[0].n;
  }
  return counts;
}

describe('SQL metacharacters and NUL in every parameter', () => {
  it.each(PARAM_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const problems: string[] = [];
    const before = await tableCounts();
    for (const field of Object.keys(c.params())) {
      for (const value of SQL) {
        const params = { ...c.params(), [field]: value };
        let response: Response;
        if (c.method === 'GET') {
          const query = new URLSearchParams(
            Object.entries(params).map(([k, v]) => [k, String(v)]),
          ).toString();
          response = await server.request(`${API}${c.path}?${query}`, {
            token: c.anonymous ? undefined : owner,
          });
        } else {
          response = await server.request(`${API}${c.path}`, {
            method: c.method,
            token: c.anonymous ? undefined : owner,
            json: params,
          });
        }
        const body = await response.text();
        const where = `${field}=${JSON.stringify(value)}: ${response.status} ${body.slice(0, 200)}`;
        if (response.status >= 500) problems.push(`server error for ${where}`);
        // 409: the same statement text twice (an earlier case may have posted it).
        else if (![200, 400, 404, 409].includes(response.status)) {
          problems.push(`unexpected status for ${where}`);
        }
        if (response.status === 200 && c.stored && field === 'topic') {
          if (!(await c.stored(value))) problems.push(`not stored verbatim: ${where}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Every table is still there, and writes only ever added rows (a conversation, a statement,
    // a vote): nothing was dropped or deleted.
    const after = await tableCounts();
    for (const [table, n] of Object.entries(before)) {
      expect(after[table], table).toBeGreaterThanOrEqual(n);
    }
  });

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
