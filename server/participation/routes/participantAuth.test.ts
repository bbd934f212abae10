// Participant tokens open no admin call (and admin tokens are no participant tokens), and the
// participation rate limits answer 429 with Retry-After.
import { describe, expect, it } from 'vitest';
import {
  createParticipantTokens,
  generateParticipantSecret,
} from '../../platform/auth/participantTokens';
import { createTokenVerifier } from '../../platform/auth/verifyToken';
import { TEST_AUDIENCE, TEST_ISSUER, testEngines } from '../../../tests/server/support';
import { participationKit } from '../../../tests/server/support/participationKit';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { createApiRoutes, PARTICIPANT_RESOURCES } from '../../routes';

describe.each(testEngines())('participant tokens on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const kit = participationKit(server);

  it('get 401 from every admin endpoint', async () => {
    const { alice, id } = await kit.setup(['Seed']);
    const { token } = await kit.newParticipant(id, 0);
    const verifyToken = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      jwks: server().jwks,
    });
    const calls = createApiRoutes(verifyToken)
      .routes.filter((route) => route.method !== 'ALL')
      .filter((route) => !PARTICIPANT_RESOURCES.some((p) => route.path.startsWith(p)))
      // The public statement list takes a participant token (the opinion map reads it): below.
      .filter((route) => !(route.method === 'GET' && route.path === '/comments'))
      // So does the near-duplicate check before posting (a participant's own call; access matrix).
      .filter((route) => !(route.method === 'POST' && route.path === '/comments/similar'))
      .map((route) => ({ method: route.method, path: route.path.replace(/:\w+/g, 'x') }));
    expect(calls.length).toBeGreaterThanOrEqual(17);
    for (const { method, path } of calls) {
      const body = { conversation_id: id, is_seed: true, txt: 'Seed', tid: 0, mod: 1 };
      const init = method === 'GET' ? {} : { method, json: body };
      const url = `/api/v3${path}?conversation_id=${id}&report_id=${id}`;
      const response = await server().request(url, { ...init, token });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await response.json()).error, `${method} ${path}`).toMatch(/^polis_err_auth_token/);
      // …and the same call with Alice's admin token is no 401.
      const asAdmin = await server().request(url, { ...init, token: alice.token });
      expect(asAdmin.status, `${method} ${path} as admin`).not.toBe(401);
    }
  });

  it("with a pid beyond the database's integers are refused as invalid tokens, not 500", async () => {
    const { id } = await kit.setup(['Seed']);
    // Signed with the server's own secret: only the pid is wrong (2^31 does not fit an integer).
    const huge = await server().participation.tokens.issue({ conversation_id: id, pid: 2 ** 31 });
    const forged = await createParticipantTokens(generateParticipantSecret()).issue({
      conversation_id: id,
      pid: 1,
    });
    const calls: [string, string, Record<string, unknown>?][] = [
      ['GET', `/participationInit?conversation_id=${id}`],
      ['GET', `/nextComment?conversation_id=${id}`],
      ['GET', `/myData?conversation_id=${id}`],
      ['POST', '/votes', { conversation_id: id, tid: 0, vote: -1 }],
      ['POST', '/comments', { conversation_id: id, txt: 'Et nyt udsagn' }],
    ];
    for (const [method, path, json] of calls) {
      const ask = async (token: string) => {
        // A statement's text once per call: the second would be a duplicate of the first.
        const body = json?.txt
          ? { ...json, txt: `${json.txt as string} ${token.slice(-6)}` }
          : json;
        const response = await server().request(`/api/v3${path}`, { method, json: body, token });
        const answer = (await response.json()) as { error?: string };
        return { status: response.status, error: answer.error };
      };
      const answer = await ask(huge);
      expect(answer.status, `${method} ${path}`).not.toBe(500);
      expect(answer, `${method} ${path}`).toEqual(await ask(forged));
    }
  });

  it('read the public statement list, and only that: the moderation list stays 401', async () => {
    const { id } = await kit.setup(['Seed']);
    const { token } = await kit.newParticipant(id, 0);
    const list = await server().request(`/api/v3/comments?conversation_id=${id}`, { token });
    expect(list.status).toBe(200);
    expect((await list.json()).map((c: { txt: string }) => c.txt)).toEqual(['Seed']);
    const moderation = await server().request(
      `/api/v3/comments?conversation_id=${id}&moderation=true&mod=0`,
      { token },
    );
    expect(moderation.status).toBe(401);
  });

  it('are the only way to be a participant: an admin token on /votes counts as none', async () => {
    const { alice, id } = await kit.setup(['Seed']);
    const voted = await kit.vote(alice.token, { conversation_id: id, tid: 0, vote: -1 });
    expect(voted.status).toBe(200);
    expect(voted.body.currentPid).toBe(1); // a new anonymous participant, not Alice (pid 0)
    expect(voted.body.auth?.token).toEqual(expect.any(String));
  });
});

describe('rate limits', () => {
  const server = setupTestServer({
    participation: {
      trustProxy: { hops: 1 },
      limits: {
        vote: { max: 2, windowMs: 60_000 },
        comment: { max: 1, windowMs: 60_000 },
        newParticipant: { max: 2, windowMs: 60_000 },
      },
    },
  });
  const kit = participationKit(server);
  const from = (address: string, path: string, json: unknown, token?: string) =>
    server().request(`/api/v3${path}`, {
      method: 'POST',
      token,
      json,
      headers: { 'X-Forwarded-For': `10.9.9.9, ${address}` },
    });

  async function expectLimited(response: Response) {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThanOrEqual(59);
    expect(await response.json()).toEqual({
      error: 'polis_err_rate_limited',
      message: expect.stringMatching(/Vent \d+ sekunder og prøv igen\.$/),
      status: 429,
    });
  }

  it('limit votes per participant', async () => {
    const { id } = await kit.setup(['A', 'B', 'C']);
    const { token } = await kit.newParticipant(id, 0);
    expect((await kit.vote(token, { conversation_id: id, tid: 1, vote: 1 })).status).toBe(200);
    await expectLimited(
      await from('1.1.1.1', '/votes', { conversation_id: id, tid: 2, vote: 1 }, token),
    );
    // Another participant is not affected.
    expect((await kit.vote(undefined, { conversation_id: id, tid: 2, vote: 1 })).status).toBe(200);
  });

  it('limit statements per participant', async () => {
    const { id } = await kit.setup();
    const first = await kit.statement(undefined, { conversation_id: id, txt: 'Første' });
    const { token } = first.body.auth!;
    await expectLimited(
      await from('1.1.1.1', '/comments', { conversation_id: id, txt: 'Anden' }, token),
    );
    expect((await server().db.query('SELECT tid FROM comments')).rows).toHaveLength(1);
  });

  it('limit new participants per address, storing nothing for a refused one', async () => {
    const { id } = await kit.setup(['A']);
    const vote = { conversation_id: id, tid: 0, vote: 0 };
    expect((await from('192.0.2.1', '/votes', vote)).status).toBe(200);
    expect((await from('192.0.2.1', '/comments', { conversation_id: id, txt: 'Hej' })).status).toBe(
      200,
    );
    await expectLimited(await from('192.0.2.1', '/votes', vote));
    await expectLimited(
      await from('192.0.2.1', '/comments', { conversation_id: id, txt: 'Hej 2' }),
    );
    expect((await server().db.query('SELECT pid FROM participants')).rows).toHaveLength(3);
    expect((await from('192.0.2.2', '/votes', vote)).status).toBe(200);
  });

  it('count a whole IPv6 /64 as one address: new addresses in it are no new clients', async () => {
    const { id } = await kit.setup(['A']);
    const vote = { conversation_id: id, tid: 0, vote: 0 };
    // One home network's /64: every device (and every temporary address) is one client.
    expect((await from('2001:db8:1:2::1', '/votes', vote)).status).toBe(200);
    expect((await from('2001:db8:1:2:aaaa::2', '/votes', vote)).status).toBe(200);
    await expectLimited(await from('2001:db8:1:2:ffff:ffff:ffff:fffe', '/votes', vote));
    // The neighbouring /64 is another client.
    expect((await from('2001:db8:1:3::1', '/votes', vote)).status).toBe(200);
  });
});
