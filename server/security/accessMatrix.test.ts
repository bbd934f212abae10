// Who may call what (docs/api.md#who-may-call-what): every /api/v3 route × every kind of caller.
// The routes come from the registered router, so an endpoint added without a row here fails "covers
// every route". The matrix is printed as a Markdown table after the run.
//
// Expected, per that section and http/participantAuth.ts:
// - public reads: anyone, a participant token excepted (it is no admin token: 401);
// - signed-in calls (GET /users, the list, POST /conversations): any admin token;
// - moderator calls: the owner and a site administrator; another admin 403;
// - no token on a call that needs one, a forged or an expired token: 401 everywhere;
// - the participation calls (participationInit, nextComment, votes, reportData, math/pca2) never
//   answer 401:
//   a bearer that is not a valid participant token for the conversation counts as none
//   (participantAuth.ts), so an anonymous page always works. A bad token gains nothing there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../auth/verifyToken';
import { createApiRoutes } from '../routes';
import { seedModel } from '../testing/topicModFixture';
import { postSeed } from '../testing/activity';
import { createConversationVia, signIn, TEST_AUDIENCE, TEST_ISSUER } from '../testing';
import { createTestServer, type TestServer } from '../testing/createTestServer';

const MODERATOR_EMAIL = 'moderator@test.local';
const CALLERS = [
  'none',
  'participant',
  'otherAdmin',
  'moderator',
  'owner',
  'forged',
  'expired',
] as const;
type Caller = (typeof CALLERS)[number];
/** 'ok' is 200; otherwise the exact refusal status. */
type Outcome = 'ok' | 401 | 403;

type Access = 'public' | 'publicList' | 'signedIn' | 'moderator' | 'participation' | 'statement';

const EXPECTED: Record<Access, Record<Caller, Outcome>> = {
  public: {
    none: 'ok',
    participant: 401,
    otherAdmin: 'ok',
    moderator: 'ok',
    owner: 'ok',
    forged: 401,
    expired: 401,
  },
  // The public statement list: also read by the participation page with its participant token
  // (the opinion map's statement texts); the token gains nothing over none.
  publicList: {
    none: 'ok',
    participant: 'ok',
    otherAdmin: 'ok',
    moderator: 'ok',
    owner: 'ok',
    forged: 401,
    expired: 401,
  },
  signedIn: {
    none: 401,
    participant: 401,
    otherAdmin: 'ok',
    moderator: 'ok',
    owner: 'ok',
    forged: 401,
    expired: 401,
  },
  moderator: {
    none: 401,
    participant: 401,
    otherAdmin: 403,
    moderator: 'ok',
    owner: 'ok',
    forged: 401,
    expired: 401,
  },
  participation: {
    none: 'ok',
    participant: 'ok',
    otherAdmin: 'ok',
    moderator: 'ok',
    owner: 'ok',
    forged: 'ok',
    expired: 'ok',
  },
  // POST /comments without is_seed: a participant's statement (no token or a participant token),
  // or a signed-in user's own statement (stored pending, see the seed test below).
  statement: {
    none: 'ok',
    participant: 'ok',
    otherAdmin: 'ok',
    moderator: 'ok',
    owner: 'ok',
    forged: 401,
    expired: 401,
  },
};

interface Fixture {
  cid: string;
  reportId: string;
  topicKey: string;
  tokens: Record<Caller, string | undefined>;
}

interface Case {
  /** The registered route it exercises: 'METHOD /path' as Hono lists it. */
  route: string;
  /** Shown in the table when a route has several cases. */
  label?: string;
  access: Access;
  request: (f: Fixture, n: number) => { path: string; json?: unknown };
}

let counter = 0;
const unique = () => ++counter;

const CASES: Case[] = [
  { route: 'GET /users', access: 'signedIn', request: () => ({ path: '/users' }) },
  {
    route: 'GET /conversations',
    label: 'list',
    access: 'signedIn',
    request: () => ({ path: '/conversations?include_all_conversations_i_am_in=true' }),
  },
  {
    route: 'GET /conversations',
    label: 'one',
    access: 'public',
    request: (f) => ({ path: `/conversations?conversation_id=${f.cid}` }),
  },
  {
    route: 'POST /conversations',
    access: 'signedIn',
    request: () => ({ path: '/conversations', json: { is_draft: true, is_active: true } }),
  },
  {
    route: 'PUT /conversations',
    access: 'moderator',
    request: (f, n) => ({
      path: '/conversations',
      json: { conversation_id: f.cid, description: `Beskrivelse ${n}` },
    }),
  },
  {
    route: 'GET /comments',
    label: 'moderation',
    access: 'moderator',
    request: (f) => ({
      path: `/comments?moderation=true&include_voting_patterns=false&mod=0&conversation_id=${f.cid}`,
    }),
  },
  {
    route: 'GET /comments',
    label: 'public',
    access: 'publicList',
    request: (f) => ({ path: `/comments?conversation_id=${f.cid}` }),
  },
  {
    route: 'POST /comments',
    label: 'seed',
    // A seed needs a signed-in user; someone who may not moderate gets a pending statement.
    access: 'signedIn',
    request: (f, n) => ({
      path: '/comments',
      json: { txt: `Frø nummer ${n}`, pid: -1, conversation_id: f.cid, is_seed: true },
    }),
  },
  {
    route: 'POST /comments',
    label: 'statement',
    access: 'statement',
    request: (f, n) => ({
      path: '/comments',
      json: { txt: `Deltagerudsagn nummer ${n}`, conversation_id: f.cid },
    }),
  },
  {
    route: 'PUT /comments',
    access: 'moderator',
    request: (f) => ({
      path: '/comments',
      json: {
        conversation_id: f.cid,
        tid: 0,
        active: true,
        mod: 1,
        is_meta: false,
        velocity: 1,
      },
    }),
  },
  {
    route: 'GET /conversationStats',
    label: 'moderator',
    access: 'moderator',
    request: (f) => ({ path: `/conversationStats?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /conversationStats',
    label: 'report_id',
    access: 'public',
    request: (f) => ({
      path: `/conversationStats?conversation_id=${f.cid}&report_id=${f.reportId}`,
    }),
  },
  {
    route: 'GET /conversationUuid',
    access: 'moderator',
    request: (f) => ({ path: `/conversationUuid?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /reports',
    label: 'conversation_id',
    access: 'moderator',
    request: (f) => ({ path: `/reports?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /reports',
    label: 'report_id',
    access: 'public',
    request: (f) => ({ path: `/reports?report_id=${f.reportId}` }),
  },
  {
    route: 'POST /reports',
    access: 'moderator',
    request: (f) => ({ path: '/reports', json: { conversation_id: f.cid } }),
  },
  {
    route: 'GET /export/comments.csv',
    access: 'moderator',
    request: (f) => ({ path: `/export/comments.csv?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /export/votes.csv',
    access: 'moderator',
    request: (f) => ({ path: `/export/votes.csv?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /export/polis/summary.csv',
    access: 'moderator',
    request: (f) => ({ path: `/export/polis/summary.csv?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /export/polis/comments.csv',
    access: 'moderator',
    request: (f) => ({ path: `/export/polis/comments.csv?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /export/polis/votes.csv',
    access: 'moderator',
    request: (f) => ({ path: `/export/polis/votes.csv?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /export/polis/participants-votes.csv',
    access: 'moderator',
    request: (f) => ({ path: `/export/polis/participants-votes.csv?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /topicMod/topics',
    access: 'moderator',
    request: (f) => ({ path: `/topicMod/topics?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /topicMod/topics/:topicKey/comments',
    access: 'moderator',
    request: (f) => ({
      path:
        `/topicMod/topics/${encodeURIComponent(f.topicKey)}/comments` +
        `?conversation_id=${f.cid}&report_id=${f.cid}`,
    }),
  },
  {
    route: 'GET /topicMod/stats',
    access: 'moderator',
    request: (f) => ({ path: `/topicMod/stats?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /topicMod/proximity',
    access: 'moderator',
    request: (f) => ({
      path: `/topicMod/proximity?conversation_id=${f.cid}&report_id=${f.cid}&layer_id=0`,
    }),
  },
  {
    route: 'POST /topicMod/moderate',
    access: 'moderator',
    request: (f) => ({
      path: '/topicMod/moderate',
      json: { conversation_id: f.cid, topic_key: f.topicKey, action: 'accept', moderator: 'admin' },
    }),
  },
  {
    route: 'GET /participationInit',
    access: 'participation',
    request: (f) => ({ path: `/participationInit?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /nextComment',
    access: 'participation',
    request: (f) => ({ path: `/nextComment?conversation_id=${f.cid}` }),
  },
  {
    route: 'POST /votes',
    access: 'participation',
    request: (f) => ({ path: '/votes', json: { conversation_id: f.cid, tid: 0, vote: -1 } }),
  },
  {
    route: 'GET /reportData',
    access: 'participation',
    request: (f) => ({ path: `/reportData?report_id=${f.reportId}` }),
  },
  {
    // The opinion groups: public like the participation page (upstream serves them to anyone).
    route: 'GET /math/pca2',
    access: 'participation',
    request: (f) => ({ path: `/math/pca2?conversation_id=${f.cid}` }),
  },
  {
    // Where the computation stands, failures included: the moderators' business.
    route: 'GET /math/status',
    access: 'moderator',
    request: (f) => ({ path: `/math/status?conversation_id=${f.cid}` }),
  },
];

const rowName = (c: Case) => (c.label ? `${c.route} (${c.label})` : c.route);
const show = (outcome: Outcome) => (outcome === 'ok' ? '200' : String(outcome));

describe('access matrix: every /api/v3 route × every caller', () => {
  let server: TestServer;
  let fixture: Fixture;
  /** row → caller → table cell */
  const cells = new Map<string, Partial<Record<Caller, string>>>();

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
    const owner = await signIn(server, 'owner');
    const other = await signIn(server, 'other');
    const moderator = await signIn(server, 'moderator', {
      email: MODERATOR_EMAIL,
      siteAdmin: true,
    });
    const conversation = await createConversationVia(server, owner.token, {
      is_draft: false,
      is_active: true,
      topic: 'Adgangsmatrix',
    });
    const cid = conversation.conversation_id;
    await postSeed(server, owner.token, cid, 'Det første frø');
    await seedModel(server.db, cid);
    const report = await server.request('/api/v3/reports', {
      method: 'POST',
      token: owner.token,
      json: { conversation_id: cid },
    });
    const { report_id: reportId } = (await report.json()) as { report_id: string };
    const vote = await server.request('/api/v3/votes', {
      method: 'POST',
      json: { conversation_id: cid, tid: 0, vote: -1 },
    });
    const participantToken = ((await vote.json()) as { auth: { token: string } }).auth.token;
    fixture = {
      cid,
      reportId,
      topicKey: `${cid}#0#0`,
      tokens: {
        none: undefined,
        participant: participantToken,
        otherAdmin: other.token,
        moderator: moderator.token,
        owner: owner.token,
        forged: await server.mintForgedToken({ sub: 'owner' }),
        expired: await server.mintExpiredToken({ sub: 'owner' }),
      },
    };
  });

  afterAll(async () => {
    const header = `| endpoint | access | ${CALLERS.join(' | ')} |`;
    const rule = `|---|---|${CALLERS.map(() => '---').join('|')}|`;
    const lines = CASES.map((c) => {
      const row = cells.get(rowName(c)) ?? {};
      return `| ${rowName(c)} | ${c.access} | ${CALLERS.map((k) => row[k] ?? 'not run').join(' | ')} |`;
    });
    console.log(
      ['', '### Security matrix (✅ = as docs/api.md says; status shown)', '', header, rule]
        .concat(lines)
        .join('\n'),
    );
    await server?.close();
  });

  it('covers every registered route', () => {
    const verifier = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      jwks: server.jwks,
    });
    const registered = createApiRoutes(verifier)
      .routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`);
    const covered = new Set(CASES.map((c) => c.route));
    const missing = registered.filter((route) => !covered.has(route));
    const stale = [...covered].filter((route) => !registered.includes(route));
    expect(missing, 'routes without a matrix row').toEqual([]);
    expect(stale, 'matrix rows for routes that no longer exist').toEqual([]);
  });

  it.each(CASES.map((c) => [rowName(c), c] as const))('%s', async (name, c) => {
    const row: Partial<Record<Caller, string>> = {};
    cells.set(name, row);
    const wrong: string[] = [];
    for (const caller of CALLERS) {
      const { path, json } = c.request(fixture, unique());
      const method = c.route.split(' ')[0];
      const response = await server.request(`/api/v3${path}`, {
        method,
        token: fixture.tokens[caller],
        json,
      });
      const want = EXPECTED[c.access][caller];
      const got: Outcome | number =
        response.status === 200 ? 'ok' : (response.status as Outcome | number);
      const body = await response.text();
      if (got === want) {
        row[caller] = `✅ ${show(want)}`;
      } else {
        row[caller] = `❌ ${response.status} (want ${show(want)})`;
        wrong.push(`${caller}: ${response.status} ${body.slice(0, 160)} (want ${show(want)})`);
      }
      // A refusal is the API's error shape and says nothing about the conversation.
      if (got !== 'ok') {
        expect(JSON.parse(body), `${name} as ${caller}`).toMatchObject({
          status: response.status,
          error: expect.stringMatching(/^polis_err_/),
        });
      }
    }
    expect(wrong, name).toEqual([]);
  });

  it('a seed from someone who may not moderate is no seed: it waits for moderation', async () => {
    const response = await server.request('/api/v3/comments', {
      method: 'POST',
      token: fixture.tokens.otherAdmin,
      json: { txt: 'Et frø fra en fremmed', pid: -1, conversation_id: fixture.cid, is_seed: true },
    });
    expect(response.status).toBe(200);
    const { tid } = (await response.json()) as { tid: number };
    const { rows } = await server.db.query<{ mod: number; is_seed: boolean }>(
      `SELECT c.mod, c.is_seed FROM comments c JOIN zinvites z ON z.zid = c.zid
       WHERE z.zinvite = $1 AND c.tid = $2`,
      [fixture.cid, tid],
    );
    expect(rows[0]).toEqual({ mod: 0, is_seed: false });
  });
});
