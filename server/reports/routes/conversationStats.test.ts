import { describe, expect, it } from 'vitest';
import type { ConversationStats } from '../../../contract/types';
import { createConversationVia, signIn, testEngines } from '../../../tests/server/support';
import {
  addParticipants,
  backdateComment,
  castVotes,
  postSeed,
  zidOf,
} from '../../../tests/server/support/activity';
import { setupTestServer } from '../../../tests/server/support/vitest';

const API = '/api/v3/conversationStats';
const T = 1_700_000_000_000;
const MIN = 60_000;

describe.each(testEngines())('/conversationStats on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;

  /**
   * Two seeds by the owner (pid 0) at T and T+1min; a participant comment at T+30min. Votes:
   * pid 1 at T+5, T+6 and (a second visit) T+60 min; pid 2 at T+20 and T+21 min.
   */
  async function setup() {
    const alice = await signIn(server(), 'alice');
    const mallory = await signIn(server(), 'mallory');
    const { conversation_id: id } = await createConversationVia(server(), alice.token);
    const zid = await zidOf(db(), id);
    await postSeed(server(), alice.token, id, 'Første');
    await postSeed(server(), alice.token, id, 'Anden');
    await backdateComment(db(), zid, 0, T);
    await backdateComment(db(), zid, 1, T + MIN);
    const [p1, p2] = await addParticipants(db(), zid, 2);
    await db().query(
      `INSERT INTO comments (zid, pid, uid, txt, created)
       SELECT $1, $2, uid, 'Tredje', $3 FROM participants WHERE zid = $1 AND pid = $2`,
      [zid, p2, T + 30 * MIN],
    );
    await castVotes(db(), zid, [
      { pid: p1, tid: 0, vote: -1, created: T + 5 * MIN },
      { pid: p1, tid: 1, vote: 1, created: T + 6 * MIN },
      { pid: p1, tid: 2, vote: 0, created: T + 60 * MIN },
      { pid: p2, tid: 1, vote: -1, created: T + 21 * MIN },
      { pid: p2, tid: 0, vote: -1, created: T + 20 * MIN },
    ]);
    return { alice, mallory, id, zid };
  }
  const stats = async (query: string, token?: string) => {
    const response = await server().request(`${API}?${query}`, { token });
    expect(response.status).toBe(200);
    return (await response.json()) as ConversationStats;
  };

  it('answers every series ascending, with the histograms', async () => {
    const { alice, id } = await setup();
    expect(await stats(`conversation_id=${id}`, alice.token)).toEqual({
      voteTimes: [5, 6, 20, 21, 60].map((m) => T + m * MIN),
      firstVoteTimes: [T + 5 * MIN, T + 20 * MIN],
      commentTimes: [T, T + MIN, T + 30 * MIN],
      firstCommentTimes: [T, T + 30 * MIN],
      votesHistogram: [
        { n_votes: 2, n_ptpts: 1 },
        { n_votes: 3, n_ptpts: 1 },
      ],
      burstHistogram: [
        { n_bursts: 1, n_ptpts: 1 },
        { n_bursts: 2, n_ptpts: 1 },
      ],
    });
  });

  it('counts only activity before `until`', async () => {
    const { alice, id } = await setup();
    const before = await stats(`conversation_id=${id}&until=${T + 20 * MIN}`, alice.token);
    expect(before).toMatchObject({
      voteTimes: [T + 5 * MIN, T + 6 * MIN],
      firstVoteTimes: [T + 5 * MIN],
      commentTimes: [T, T + MIN],
      firstCommentTimes: [T],
      votesHistogram: [{ n_votes: 2, n_ptpts: 1 }],
    });
    const nothing = await stats(`conversation_id=${id}&until=${T}`, alice.token);
    expect(nothing).toEqual({
      voteTimes: [],
      firstVoteTimes: [],
      commentTimes: [],
      firstCommentTimes: [],
      votesHistogram: [],
      burstHistogram: [],
    });
  });

  it('answers 400 for a malformed until', async () => {
    const { alice, id } = await setup();
    const response = await server().request(`${API}?conversation_id=${id}&until=yesterday`, {
      token: alice.token,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'polis_err_param_parse_failed_until' });
  });

  it('answers 403 to another user and 401 without a token', async () => {
    const { mallory, id } = await setup();
    const denied = await server().request(`${API}?conversation_id=${id}`, { token: mallory.token });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({
      error: 'polis_err_conversationStats_need_report_id_or_moderation_permission',
    });
    expect((await server().request(`${API}?conversation_id=${id}`)).status).toBe(401);
  });

  it('opens to a report_id of this conversation, not of another', async () => {
    const { alice, mallory, id } = await setup();
    const created = await server().request('/api/v3/reports', {
      method: 'POST',
      token: alice.token,
      json: { conversation_id: id },
    });
    const { report_id } = (await created.json()) as { report_id: string };
    const viaReport = await stats(`conversation_id=${id}&report_id=${report_id}`);
    expect(viaReport.voteTimes).toHaveLength(5);

    const { conversation_id: malloryId } = await createConversationVia(server(), mallory.token);
    const foreign = await server().request(
      `${API}?conversation_id=${malloryId}&report_id=${report_id}`,
    );
    expect(foreign.status).toBe(401);
    const foreignSignedIn = await server().request(
      `${API}?conversation_id=${malloryId}&report_id=${report_id}`,
      { token: alice.token },
    );
    expect(foreignSignedIn.status).toBe(403);
  });

  it('tags the answer and answers 304 while nothing happened', async () => {
    const { alice, id, zid } = await setup();
    const tag = (
      await server().request(`${API}?conversation_id=${id}`, { token: alice.token })
    ).headers.get('ETag')!;
    const conditional = () =>
      server().request(`${API}?conversation_id=${id}`, {
        token: alice.token,
        headers: { 'If-None-Match': tag },
      });
    expect((await conditional()).status).toBe(304);
    await castVotes(db(), zid, [{ pid: 1, tid: 2, vote: 1, created: T + 90 * MIN }]);
    expect((await conditional()).status).toBe(200);
  });
});
