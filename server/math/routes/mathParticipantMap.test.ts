// GET /math/participantMap and the placing vote (docs/api.md#get-mathparticipantmap): two planted
// camps and what unites them; a newcomer voting like one camp is answered their group with the vote
// that places them, sees it on the map (projected) and, after the next update, from the result.
import { describe, expect, it } from 'vitest';
import type { ParticipantMap } from '../../../contract/types';
import { testEngines } from '../../../tests/server/support';
import { addParticipants, castVotes, type TestVote } from '../../../tests/server/support/activity';
import { CAMP_STATEMENTS, mathKit } from '../../../tests/server/support/mathKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

const SHARED_YES = 'Flere bænke langs åen';
const SHARED_NO = 'Luk biblioteket om lørdagen';
const PER_CAMP = 10;

describe.each(testEngines())('the participants’ map on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const kit = mathKit(server);
  const participation = kit.participation;

  /** Two camps on tids 0–5; everyone agrees with tid 6 and disagrees with tid 7. */
  async function camps() {
    const { alice, id } = await participation.setup([...CAMP_STATEMENTS, SHARED_YES, SHARED_NO], {
      vis_type: 1,
    });
    const { rows } = await server().db.query<{ zid: number }>(
      'SELECT zid FROM zinvites WHERE zinvite = $1',
      [id],
    );
    const zid = rows[0].zid;
    const pids = await addParticipants(server().db, zid, 2 * PER_CAMP);
    const votes: TestVote[] = [];
    let time = Date.UTC(2025, 0, 1);
    pids.forEach((pid, i) => {
      for (let tid = 0; tid < 8; tid++) {
        const pro = tid < 3 ? i % 2 === 0 : i % 2 === 1;
        const vote = tid === 6 ? -1 : tid === 7 ? 1 : pro ? -1 : 1;
        votes.push({ pid, tid, vote, created: time++ });
      }
    });
    await castVotes(server().db, zid, votes);
    await server().math.catchUp();
    await server().math.flush();
    return { alice, id, zid, campA: pids.filter((_, i) => i % 2 === 0) };
  }

  const read = async (id: string, token?: string, etag?: string) => {
    const response = await server().request(`/api/v3/math/participantMap?conversation_id=${id}`, {
      token,
      headers: etag ? { 'If-None-Match': etag } : undefined,
    });
    const body = response.status === 200 ? ((await response.json()) as ParticipantMap) : null;
    return { status: response.status, etag: response.headers.get('ETag'), body };
  };

  it('draws the groups, their statements and the majority view, and is small', async () => {
    const { id } = await camps();
    const { status, body, etag } = await read(id);
    expect(status).toBe(200);
    expect(body!.groups).toHaveLength(2);
    expect(body!.groups.map((g) => g.size)).toEqual([PER_CAMP, PER_CAMP]);
    for (const group of body!.groups) {
      expect(group.hull.length).toBeGreaterThan(0);
      expect(group.statements.length).toBeGreaterThan(0);
      for (const s of group.statements) expect(s.txt).toBe([...CAMP_STATEMENTS][s.tid]);
    }
    expect(body!.majority.agree.map((s) => s.txt)).toEqual([SHARED_YES]);
    expect(body!.majority.agree[0].percent).toBe(100);
    expect(body!.majority.disagree.map((s) => s.txt)).toEqual([SHARED_NO]);
    expect(body!.small).toEqual({ groups: 0, participants: 0 });
    expect(body!.threshold).toBe(7);
    expect(body!.you).toBeNull();
    expect(JSON.stringify(body).length).toBeLessThan(4000);
    // The same answer again is a 304.
    expect((await read(id, undefined, etag!)).status).toBe(304);
  });

  it('answers the placing vote with the group, then the map shows it, then the result', async () => {
    const { id } = await camps();
    const before = (await read(id)).body!;
    // Camp A's group: the group whose top statement is one camp A agrees with (tids 0–2).
    const campAGroup = before.groups.find((g) =>
      g.statements.some((s) => s.repful_for === 'agree' && s.tid < 3),
    )!.id;

    let token: string | undefined;
    const answers = [];
    for (let tid = 0; tid < 8; tid++) {
      const vote = tid === 6 ? -1 : tid === 7 ? 1 : tid < 3 ? -1 : 1;
      const answer = await participation.vote(token, { conversation_id: id, tid, vote });
      expect(answer.status).toBe(200);
      token ??= answer.body.auth!.token;
      answers.push(answer.body);
    }
    // Six votes do not place anybody; the seventh does, and says where.
    expect(answers.slice(0, 6).every((a) => a.placement === undefined)).toBe(true);
    expect(answers[6].placement).toMatchObject({ group_id: campAGroup, math_tick: 1 });
    expect(answers[6].placement!.group_letter).toMatch(/^[AB]$/);
    expect(answers[7].placement?.group_id).toBe(campAGroup);

    const projected = (await read(id, token)).body!;
    expect(projected.you).toMatchObject({ group_id: campAGroup, projected: true });

    await server().math.flush();
    const computed = (await read(id, token)).body!;
    expect(computed.you).toMatchObject({ projected: false });
    expect(computed.groups.some((g) => g.id === computed.you!.group_id)).toBe(true);
  });

  it('refuses an unknown conversation', async () => {
    expect((await read('zzzzzzzzzz')).status).toBe(404);
  });
});
