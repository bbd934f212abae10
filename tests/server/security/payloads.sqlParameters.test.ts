// Hostile input: SQL metacharacters and NUL in every parameter of every call are harmless (a 4xx,
// or stored as typed) and leave the tables intact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, countRows, SQL, startFuzzServer } from './payloadsHarness';
import type { TestServer } from '../support/createTestServer';

let server: TestServer;
let owner: string;
let cid: string;
let reportId: string;

beforeAll(async () => {
  ({ server, owner, cid, reportId } = await startFuzzServer());
});

afterAll(async () => {
  await server?.close();
});

const api = (path: string, init: { method?: string; json?: unknown; token?: string } = {}) =>
  server.request(`${API}${path}`, { token: owner, ...init });

const tableCounts = () => countRows(server.db);

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
});
