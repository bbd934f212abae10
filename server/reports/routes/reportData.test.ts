// GET /reportData: the public report's statements, counts, totals and mod-level filtering.
import { describe, expect, it } from 'vitest';
import type { ReportData } from '../../../contract/types';
import { testEngines } from '../../../tests/server/support';
import { zidOf } from '../../../tests/server/support/activity';
import { participationKit } from '../../../tests/server/support/participationKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

describe.each(testEngines())('GET /reportData on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const kit = participationKit(server);
  const reportData = async (reportId: string) => {
    const response = await server().request(`/api/v3/reportData?report_id=${reportId}`);
    return { status: response.status, body: (await response.json()) as ReportData };
  };
  const createReport = async (token: string, id: string) => {
    const response = await server().request('/api/v3/reports', {
      method: 'POST',
      token,
      json: { conversation_id: id },
    });
    return ((await response.json()) as { report_id: string }).report_id;
  };
  /** As if the report had been made with this level: its snapshot goes, the next read freezes it. */
  const setModLevel = async (reportId: string, level: number) => {
    await server().db.query('UPDATE reports SET mod_level = $2 WHERE report_id = $1', [
      reportId,
      level,
    ]);
    await server().db.query(
      'DELETE FROM report_snapshots WHERE rid = (SELECT rid FROM reports WHERE report_id = $1)',
      [reportId],
    );
  };

  /**
   * Seeds 0 (accepted) and 1 (later rejected), a pending statement 2 and a flagged one 3 by
   * participant A; B votes on 0 and 1, A changes a vote on 0.
   */
  async function conversationWithActivity() {
    const { alice, id } = await kit.setup(['Flere træer', 'Færre biler']);
    const pending = await kit.statement(undefined, { conversation_id: id, txt: 'Gratis busser' });
    const a = pending.body.auth!.token;
    await kit.statement(a, { conversation_id: id, txt: 'Se www.eksempel.dk' });
    await kit.vote(a, { conversation_id: id, tid: 0, vote: 1 });
    await kit.vote(a, { conversation_id: id, tid: 0, vote: -1 }); // changed: agree counts
    const b = (await kit.newParticipant(id, 0, 0)).token;
    await kit.vote(b, { conversation_id: id, tid: 1, vote: 1 });
    await kit.vote(b, { conversation_id: id, tid: 2, vote: 1 });
    const zid = await zidOf(server().db, id);
    await server().db.query('UPDATE comments SET mod = -1 WHERE zid = $1 AND tid = 1', [zid]);
    return { alice, id, reportId: await createReport(alice.token, id) };
  }

  it('reports the default level (0: all but rejected) with counts of current votes', async () => {
    const { id, reportId } = await conversationWithActivity();
    const { status, body } = await reportData(reportId);
    expect(status).toBe(200);
    expect(body).toEqual({
      report: { report_id: reportId, created: expect.any(Number), mod_level: 0 },
      conversation: {
        conversation_id: id,
        topic: 'Byens træer',
        description: 'Hvad skal der ske med træerne?',
      },
      // Alice (seeds), A and B took part; A and B voted.
      totals: { participants: 3, voters: 2, votes: 4, statements: 2 },
      statements: [
        {
          tid: 0,
          txt: 'Flere træer',
          agrees: 1,
          disagrees: 0,
          passes: 1,
          votes: 2,
          important: 0,
          mod: 1,
          is_meta: false,
        },
        {
          tid: 2,
          txt: 'Gratis busser',
          agrees: 1,
          disagrees: 1,
          passes: 0,
          votes: 2,
          important: 0,
          mod: 0,
          is_meta: false,
        },
      ],
      stats: {
        firstVoteTimes: [expect.any(Number), expect.any(Number)],
        firstCommentTimes: [expect.any(Number), expect.any(Number)],
      },
      taken_at: expect.any(Number),
      // No text published with this version (docs/api.md#report-text).
      text: null,
      // Nothing computed yet (the test server computes only when asked): a status, no groups.
      math: {
        status: { computed_at: null, vote_count: 0, groups_reason: 'no_votes' },
        importance_enabled: false,
        groups: [],
        consensus: [],
        divisive: [],
        statements: [],
      },
      newer: [],
    });
  });

  it('filters by mod level: -1 all, 1 accepted only; flagged only once accepted', async () => {
    const { alice, id, reportId } = await conversationWithActivity();
    await setModLevel(reportId, -1);
    expect((await reportData(reportId)).body.statements.map((s) => s.tid)).toEqual([0, 1, 2]);
    expect((await reportData(reportId)).body.totals).toMatchObject({ statements: 3, votes: 5 });
    await setModLevel(reportId, 1);
    const accepted = await reportData(reportId);
    expect(accepted.body.report.mod_level).toBe(1);
    expect(accepted.body.statements.map((s) => s.tid)).toEqual([0]);
    expect(accepted.body.totals).toEqual({ participants: 3, voters: 2, votes: 2, statements: 1 });
    // Accepting the flagged statement (tid 3) brings it into the next version, not this one.
    await server().request('/api/v3/comments', {
      method: 'PUT',
      token: alice.token,
      json: { conversation_id: id, tid: 3, mod: 1, active: false, is_meta: false, velocity: 1 },
    });
    expect((await reportData(reportId)).body.statements.map((s) => s.tid)).toEqual([0]);
    const next = await createReport(alice.token, id);
    await setModLevel(next, 1);
    expect((await reportData(next)).body.statements.map((s) => s.tid)).toEqual([0, 3]);
  });

  it('defaults to accepted only under strict moderation', async () => {
    const { alice, id } = await conversationWithActivity();
    await kit.configure(alice.token, id, { strict_moderation: true });
    const { body } = await reportData(await createReport(alice.token, id));
    expect(body.report.mod_level).toBe(1);
    expect(body.statements.map((s) => s.tid)).toEqual([0]);
  });

  it('leaks no participant, owner or e-mail', async () => {
    const { reportId } = await conversationWithActivity();
    const text = JSON.stringify((await reportData(reportId)).body);
    for (const leak of ['pid', 'uid', 'owner', 'email', 'alice', 'zid']) {
      expect(text).not.toContain(leak);
    }
  });

  it('answers 404 for an unknown or malformed report id, 400 without one', async () => {
    for (const reportId of [`r${'a'.repeat(20)}`, 'nonsense']) {
      const { status, body } = await reportData(reportId);
      expect(status).toBe(404);
      expect(body).toEqual({
        error: 'polis_err_report_not_found',
        message: expect.stringMatching(/findes ikke/),
        status: 404,
      });
    }
    expect((await reportData('')).status).toBe(400);
  });

  it('reports an empty conversation with zeros', async () => {
    const { alice, id } = await kit.setup();
    const { body } = await reportData(await createReport(alice.token, id));
    expect(body.totals).toEqual({ participants: 0, voters: 0, votes: 0, statements: 0 });
    expect(body.statements).toEqual([]);
    expect(body.stats).toEqual({ firstVoteTimes: [], firstCommentTimes: [] });
  });
});
