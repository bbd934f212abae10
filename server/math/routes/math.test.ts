// GET /math/pca2 and GET /math/status: the opinion groups as upstream's clients and our screens read
// them, from the first empty answer through computed, current and updating results.
import { describe, expect, it } from 'vitest';
import { missingReportClientKeys } from '../engine/pca2Response';
import { signIn, testEngines } from '../../../tests/server/support';
import { CAMP_STATEMENTS, mathKit } from '../../../tests/server/support/mathKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

describe.each(testEngines())('opinion groups over HTTP on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const kit = mathKit(server);

  it('answers the empty shape, tick 0, before there is anything to compute', async () => {
    const { id } = await kit.conversation();
    const first = await kit.pca2(id);
    expect(first.status).toBe(200);
    expect(first.headers.get('ETag')).toBe('"0"');
    expect(missingReportClientKeys(first.body)).toEqual([]);
    expect(first.body).toMatchObject({
      math_tick: 0,
      n: 0,
      'group-clusters': [],
      raadslag: { computed_at: null, vote_count: 0, groups_reason: 'no_votes' },
    });
    // A client that has tick 0 (or the ETag) gets 304 until something is computed.
    expect((await kit.pca2(id, { query: '&math_tick=0' })).status).toBe(304);
    expect((await kit.pca2(id, { headers: { 'If-None-Match': '"0"' } })).status).toBe(304);
    expect(await kit.status(id)).toEqual({
      conversation_id: id,
      phase: 'no_votes',
      math_tick: 0,
      computed_at: null,
      vote_count: 0,
      participants: 0,
      in_conv: 0,
      groups: 0,
      groups_reason: 'no_votes',
      stability: null,
      failure: null,
    });
  });

  it('computes the planted camps, then serves them with ETag and math_tick as upstream', async () => {
    const { id, zid } = await kit.conversation();
    const { campA, campB } = await kit.plantCamps(zid, 10);
    // Votes written behind the server's back are found by the start-up sweep.
    expect(await server().math.catchUp()).toBe(1);
    expect((await kit.status(id)).phase).toBe('computing');
    await server().math.flush();

    const { status, headers, body } = await kit.pca2(id);
    expect(status).toBe(200);
    // Map stored (tick 1), then the stability figure stored with it (tick 2).
    expect(headers.get('ETag')).toBe('"2"');
    expect(missingReportClientKeys(body)).toEqual([]);
    expect(body!.math_tick).toBe(2);
    expect(body!.n).toBe(20);
    expect(body!['group-clusters']).toHaveLength(2);
    const members = (gid: number) => {
      const bases = body!['group-clusters'].find((g) => g.id === gid)!.members;
      return bases
        .flatMap((bid) => body!['base-clusters'].members[body!['base-clusters'].id.indexOf(bid)])
        .sort((a, b) => a - b);
    };
    expect([members(0), members(1)].sort((a, b) => a[0] - b[0])).toEqual([campA, campB]);
    expect(body!.stability).toMatchObject({ ari: 1, 'ari-min': 1 });
    expect(body!.raadslag).toMatchObject({ vote_count: 120, groups_reason: null });

    expect((await kit.pca2(id, { query: '&math_tick=2' })).status).toBe(304);
    expect((await kit.pca2(id, { query: '&math_tick=1' })).status).toBe(200);
    expect((await kit.pca2(id, { headers: { 'If-None-Match': '"2"' } })).status).toBe(304);
    expect((await kit.pca2(id, { headers: { 'If-None-Match': 'W/"1"' } })).status).toBe(200);
    // Gzip as stored, to a client that takes it; the same JSON either way.
    const zipped = await kit.pca2(id, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.body).toEqual(body);

    const status2 = await kit.status(id);
    expect(status2).toMatchObject({
      phase: 'current',
      math_tick: 2,
      vote_count: 120,
      participants: 20,
      in_conv: 20,
      groups: 2,
      groups_reason: null,
      stability: 1,
      failure: null,
    });
    expect(status2.computed_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it('recomputes after a vote and after moderation, and only then', async () => {
    const { alice, id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 8);
    await server().math.catchUp();
    await server().math.flush();
    expect(await server().math.catchUp()).toBe(0);

    const voter = await kit.participation.newParticipant(id, 0, -1);
    expect((await kit.status(id)).phase).toBe('updating');
    // Until it is computed, the last result is what everyone gets, marked as being updated (a 304
    // too: that is what a polling map gets) — the flag and nothing more about the run.
    const stale = await kit.pca2(id);
    expect(stale.body!.math_tick).toBe(2);
    expect(stale.headers.get('X-Math-Updating')).toBe('1');
    const unchanged = await kit.pca2(id, { headers: { 'If-None-Match': '"2"' } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('X-Math-Updating')).toBe('1');
    await server().math.flush();
    const afterVote = await kit.pca2(id);
    expect(afterVote.body!.math_tick).toBe(4);
    expect(afterVote.headers.get('X-Math-Updating')).toBeNull();
    expect(afterVote.body!['user-vote-counts'][voter.pid]).toBe(1);
    expect(afterVote.body!.raadslag.vote_count).toBe(16 * CAMP_STATEMENTS.length + 1);

    // Rejecting a statement zeroes its column: it can no longer represent a group.
    const rejected = await server().request('/api/v3/comments', {
      method: 'PUT',
      token: alice.token,
      json: { conversation_id: id, tid: 0, active: true, mod: -1, is_meta: false, velocity: 1 },
    });
    expect(rejected.status).toBe(200);
    expect((await kit.status(id)).phase).toBe('updating');
    await server().math.flush();
    const afterModeration = await kit.pca2(id);
    expect(afterModeration.body!.math_tick).toBe(6);
    const repful = Object.values(afterModeration.body!.repness).flatMap((list) =>
      list.map((item) => item.tid),
    );
    expect(repful).not.toContain(0);
    expect((await kit.status(id)).phase).toBe('current');
  });

  it("recomputes after a participant's own statement (its author's vote counts)", async () => {
    const { id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 6);
    await server().math.catchUp();
    await server().math.flush();
    const before = (await kit.pca2(id)).body!;
    const written = await kit.participation.statement(undefined, {
      conversation_id: id,
      txt: 'Flere bænke langs åen',
    });
    expect(written.status).toBe(200);
    // No catch-up sweep: the route itself told the math service.
    await server().math.flush();
    const after = (await kit.pca2(id)).body!;
    expect(after.math_tick).toBeGreaterThan(before.math_tick);
    expect(after.raadslag.vote_count).toBe(before.raadslag.vote_count + 1);
  });

  it('says why there are no groups', async () => {
    const { id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 0);
    await kit.participation.newParticipant(id, 1, 1);
    await server().math.flush();
    expect(await kit.status(id)).toMatchObject({
      phase: 'current',
      participants: 1,
      groups: 0,
      groups_reason: 'too_few_participants',
      stability: null,
    });
    expect((await kit.pca2(id)).body!.raadslag.groups_reason).toBe('too_few_participants');
  });

  it('refuses an unknown conversation and a malformed math_tick', async () => {
    const { id } = await kit.conversation();
    const unknown = await kit.pca2('zzzzzzzzzz');
    expect(unknown.status).toBe(404);
    const bad = await server().request(`/api/v3/math/pca2?conversation_id=${id}&math_tick=abc`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'polis_err_param_parse_failed_math_tick' });
    const status = await server().request('/api/v3/math/status?conversation_id=zzzzzzzzzz');
    expect(status.status).toBe(404);
  });

  it('serves the groups to anyone, and where the computation stands only to moderators', async () => {
    const { id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 6);
    await server().math.catchUp();
    await server().math.flush();
    const voter = await kit.participation.newParticipant(id, 0, -1);
    const bob = await signIn(server(), 'bob');
    // A participant, another admin, a stale bearer: all read the same groups as an anonymous visitor.
    const anonymous = (await kit.pca2(id)).body;
    expect(anonymous!['group-clusters']).toHaveLength(2);
    for (const token of [voter.token, bob.token, 'not-a-token']) {
      const reply = await kit.pca2(id, { headers: { Authorization: `Bearer ${token}` } });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(anonymous);
    }
    const refusal = async (token: string | undefined) => {
      const response = await server().request(`/api/v3/math/status?conversation_id=${id}`, {
        token,
      });
      return { status: response.status, body: (await response.json()) as { error: string } };
    };
    expect(await refusal(undefined)).toMatchObject({ status: 401 });
    expect(await refusal(voter.token)).toMatchObject({ status: 401 });
    expect(await refusal(bob.token)).toEqual({
      status: 403,
      body: expect.objectContaining({ error: 'polis_err_math_status_need_moderation_permission' }),
    });
    expect((await kit.status(id)).groups).toBe(2);
  });
});
