// Who may call what (docs/api.md#who-may-call-what): every /api/v3 route × every kind of caller.
// The routes come from the registered router, so an endpoint added without a row here fails "covers
// every route". The matrix is printed as a Markdown table after the run.
//
// Expected, per that section and http/participantAuth.ts:
// - public reads: anyone, a participant token excepted (it is no admin token: 401);
// - signed-in calls (GET /users, the list, POST /conversations): any admin token;
// - moderator calls: the owner, a colleague the owner named (coModerator) and a site
//   administrator; another admin 403;
// - who moderates (ownerOnly): the owner alone; a site admin and a co-moderator 403;
// - no token on a call that needs one, a forged or an expired token: 401 everywhere;
// - tampered: the owner's own token, verified and kept by then (docs/api.md#conventions), with its
//   expiry moved an hour on and its signature kept: refused like a forged one;
// - the participation calls (participationInit, nextComment, votes, reportData, math/pca2) never
//   answer 401:
//   a bearer that is not a valid participant token for the conversation counts as none
//   (participantAuth.ts), so an anonymous page always works. A bad token gains nothing there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../../server/platform/auth/verifyToken';
import { createApiRoutes } from '../../../server/routes';
import { seedModel } from '../support/topicModFixture';
import { postSeed } from '../support/activity';
import { createConversationVia, signIn, TEST_AUDIENCE, TEST_ISSUER } from '../support';
import { createTestServer, type TestServer } from '../support/createTestServer';
import { CASES } from './accessMatrixCases';
import { reportTextFixture } from './accessMatrixReportTextCases';
import {
  CALLERS,
  CO_MODERATOR_EMAIL,
  EXPECTED,
  REMOVABLE_EMAIL,
  MODERATOR_EMAIL,
  rowName,
  show,
  type Caller,
  type Fixture,
  type Outcome,
} from './accessMatrixExpectations';

let counter = 0;
const unique = () => ++counter;

/** The token with its `exp` an hour later and its signature as it was. */
function laterExpiry(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
  const moved = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 }));
  return [header, moved.toString('base64url'), signature].join('.');
}

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
    const coModerator = await signIn(server, 'comoderator', { email: CO_MODERATOR_EMAIL });
    for (const email of [CO_MODERATOR_EMAIL, REMOVABLE_EMAIL]) {
      const named = await server.request('/api/v3/conversationModerators', {
        method: 'POST',
        token: owner.token,
        json: { conversation_id: cid, email },
      });
      expect(named.status).toBe(200);
    }
    await postSeed(server, owner.token, cid, 'Det første frø');
    await seedModel(server.db, cid);
    // Logged moderations for the undo row to reverse, one per caller (an undo is done once only).
    const actionIds: number[] = [];
    for (const [i] of CALLERS.entries()) {
      // Each changes statement 5, which no other row needs (an action changing nothing is not logged).
      const done = await server.request('/api/v3/topicMod/moderate', {
        method: 'POST',
        token: owner.token,
        json: { conversation_id: cid, comment_ids: [5], action: i % 2 ? 'accept' : 'reject' },
      });
      actionIds.push(((await done.json()) as { action_id: number }).action_id);
    }
    const report = await server.request('/api/v3/reports', {
      method: 'POST',
      token: owner.token,
      json: { conversation_id: cid },
    });
    const { report_id: reportId } = (await report.json()) as { report_id: string };
    const textReports = await reportTextFixture(server, owner.token, cid);
    const vote = await server.request('/api/v3/votes', {
      method: 'POST',
      json: { conversation_id: cid, tid: 0, vote: -1 },
    });
    const participantToken = ((await vote.json()) as { auth: { token: string } }).auth.token;
    // A logged moderation action for the undo row to undo (meta on the first statement).
    const metaOn = await server.request('/api/v3/comments', {
      method: 'PUT',
      token: owner.token,
      json: { conversation_id: cid, tid: 0, mod: 1, active: true, is_meta: true, velocity: 1 },
    });
    const { action_id: actionId } = (await metaOn.json()) as { action_id: number };
    const closed = await createConversationVia(server, owner.token, {
      is_draft: false,
      is_active: false,
      topic: 'Lukket, til sletning',
    });
    // Seeds nobody votes on, one per caller of the DELETE row and one more for the PUT row.
    const freeSeedTids: number[] = [];
    for (let i = 0; i <= CALLERS.length; i++) {
      freeSeedTids.push((await postSeed(server, owner.token, cid, `Frit frø ${i}`)).tid);
    }
    fixture = {
      cid,
      freeSeedTids,
      closedCid: closed.conversation_id,
      reportId,
      textReports,
      topicKey: `${cid}#0#0`,
      actionIds,
      actionId,
      tokens: {
        none: undefined,
        participant: participantToken,
        otherAdmin: other.token,
        moderator: moderator.token,
        coModerator: coModerator.token,
        owner: owner.token,
        forged: await server.mintForgedToken({ sub: 'owner' }),
        expired: await server.mintExpiredToken({ sub: 'owner' }),
        tampered: laterExpiry(owner.token),
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
      // 202 is 'ok' too: 'Generér emner' answers that its run is queued.
      const got: Outcome | number =
        response.status === 200 || response.status === 202
          ? 'ok'
          : (response.status as Outcome | number);
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
