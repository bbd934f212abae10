// Security matrix (docs/api.md#post-reports): publishing a report version (POST /reports freezes
// the report) and reading a frozen report (GET /reportData). Who may publish is the access matrix's
// row (owner and site administrators); here is what an attacker sends: another conversation's id, a
// participant's token, a body that tries to choose the report's id, moment, level or figures, and
// reads meant to refreeze a report or to learn who voted what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportData } from '../../../contract/types';
import { createConversationVia, createTestServer, signIn, type TestServer } from '../support';
import { postSeed } from '../support/activity';
import { participationKit } from '../support/participationKit';

let server: TestServer;
let owner: string;
let stranger: string;
let cid: string;
let participant: string;
beforeAll(async () => {
  server = await createTestServer();
  owner = (await signIn(server, 'owner')).token;
  stranger = (await signIn(server, 'stranger')).token;
  ({ conversation_id: cid } = await createConversationVia(server, owner, {
    is_draft: false,
    is_active: true,
  }));
  await postSeed(server, owner, cid, 'Et frø');
  participant = (await participationKit(() => server).newParticipant(cid, 0, -1)).token;
});
afterAll(async () => {
  await server?.close();
});

const count = async (table: 'reports' | 'report_snapshots') =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
const publish = (token: string | undefined, json: Record<string, unknown>) =>
  server.request('/api/v3/reports', { method: 'POST', token, json });
const read = async (reportId: string, extra = '') => {
  const response = await server.request(`/api/v3/reportData?report_id=${reportId}${extra}`);
  return { status: response.status, body: (await response.json()) as ReportData };
};

describe('publishing and reading frozen reports', () => {
  it('refuses another admin, a participant token and no token, and stores nothing', async () => {
    const before = [await count('reports'), await count('report_snapshots')];
    const denied = await publish(stranger, { conversation_id: cid });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ error: 'polis_err_post_reports_permissions' });
    expect((await publish(participant, { conversation_id: cid })).status).toBe(401);
    expect((await publish(undefined, { conversation_id: cid })).status).toBe(401);
    expect([await count('reports'), await count('report_snapshots')]).toEqual(before);
  });

  it('ignores a body that tries to choose the id, moment, level or figures', async () => {
    const forged = `r${'f'.repeat(20)}`;
    const response = await publish(owner, {
      conversation_id: cid,
      report_id: forged,
      taken_at: 0,
      created: 0,
      mod_level: -1,
      math: { groups: [{ id: 9, size: 1_000_000 }] },
      totals: { votes: 1_000_000 },
    });
    expect(response.status).toBe(200);
    const { report_id } = (await response.json()) as { report_id: string };
    expect(report_id).not.toBe(forged);
    expect((await read(forged)).status).toBe(404);
    const { body } = await read(report_id);
    expect(body.taken_at).toBeGreaterThan(Date.now() - 60_000);
    expect(body.report.mod_level).toBe(0);
    expect(body.totals.votes).toBe(1);
    expect(body.math!.groups).toEqual([]);
  });

  it('never refreezes: reading again, with any parameters, stores nothing and changes nothing', async () => {
    const { report_id } = (await (await publish(owner, { conversation_id: cid })).json()) as {
      report_id: string;
    };
    const first = await read(report_id);
    const snapshots = await count('report_snapshots');
    await participationKit(() => server).newParticipant(cid, 0, 1);
    for (const extra of ['', '&fresh=1', '&taken_at=0', `&report_id=${report_id}`]) {
      const again = await read(report_id, extra);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    expect(await count('report_snapshots')).toBe(snapshots);
    // Nothing about who voted: no participant, user or conversation-internal ids.
    expect(JSON.stringify(first.body)).not.toMatch(/"(pid|uid|zid|rid|members)"/);
  });

  it('answers 404 for ids meant to reach the snapshot table', async () => {
    for (const id of ["r' OR 1=1 --", '1', 'r%00', `r${'a'.repeat(300)}`]) {
      expect((await read(encodeURIComponent(id))).status).toBe(404);
    }
  });
});
