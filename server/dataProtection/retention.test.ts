// The retention period (docs/privacy.md#retention): N days after closing, the participants' data is
// deleted by the recurring `maintenance`/`retention` job; the clock is the test's, never a sleep.
// The job's row is in the database, so a new runner (a restarted server) picks it up where the old
// one left it.
import { describe, expect, it } from 'vitest';
import type { ReportData } from '../../contract/types';
import { findJob } from '../platform/jobs/jobs';
import { createJobRunner } from '../platform/jobs/runner';
import { testEngines } from '../../tests/server/support';
import { zidOf } from '../../tests/server/support/activity';
import { leftovers, populatedConversation } from '../../tests/server/support/dataProtectionKit';
import { participationKit } from '../../tests/server/support/participationKit';
import { setupTestServer } from '../../tests/server/support/vitest';
import { applyRetention, retentionJob, RETENTION_SWEEP_EVERY_MS } from './retention';

const DAY = 86_400_000;
const CLOSED = Date.UTC(2026, 0, 1);

describe.each(testEngines())('retention on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const kit = participationKit(server);

  it('deletes the participants’ data once the period after closing has run out', async () => {
    const made = await populatedConversation(server());
    const { alice, id, zid } = made;
    const db = server().db;
    const reports = await server().request(`/api/v3/reports?conversation_id=${id}`, {
      token: alice.token,
    });
    const [{ report_id: reportId }] = (await reports.json()) as { report_id: string }[];
    await server().request('/api/v3/conversationData/retention', {
      method: 'PUT',
      token: alice.token,
      json: { conversation_id: id, retention_days: 30 },
    });
    // Open conversations are never due, however old.
    expect(await applyRetention(db, CLOSED + 365 * DAY)).toEqual([]);
    await kit.configure(alice.token, id, { is_active: false });
    await db.query('UPDATE conversations SET closed_at = $2 WHERE zid = $1', [zid, CLOSED]);

    expect(await applyRetention(db, CLOSED + 30 * DAY - 1)).toEqual([]);
    expect(await applyRetention(db, CLOSED + 30 * DAY)).toEqual([id]);
    expect(await applyRetention(db, CLOSED + 31 * DAY)).toEqual([]); // done once

    // No participant, vote or participant statement anywhere; their anonymous users are gone.
    const { rows } = await db.query<Record<string, string | number>>(
      `SELECT (SELECT count(*) FROM votes WHERE zid = $1) AS votes,
              (SELECT count(*) FROM votes_latest_unique WHERE zid = $1) AS latest,
              (SELECT count(*) FROM comments WHERE zid = $1 AND NOT is_seed) AS statements,
              (SELECT count(*) FROM comments WHERE zid = $1 AND is_seed) AS seeds,
              (SELECT count(*) FROM participants p JOIN users u ON u.uid = p.uid
                WHERE p.zid = $1 AND u.email IS NULL) AS participants,
              (SELECT count(*) FROM users WHERE uid = ANY($2::int[])) AS users,
              (SELECT count(*) FROM math_results WHERE zid = $1) AS math,
              (SELECT count(*) FROM topics WHERE zid = $1) AS topics`,
      [zid, made.uids],
    );
    expect(Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]))).toEqual({
      votes: 0,
      latest: 0,
      statements: 0,
      seeds: 1,
      participants: 0,
      users: 0,
      math: 0,
      topics: 0,
    });
    // The published report keeps the figures it was frozen with.
    const report = await server().request(`/api/v3/reportData?report_id=${reportId}`);
    const body = (await report.json()) as ReportData;
    expect(body.totals.votes).toBeGreaterThan(0);
    expect(body.statements.map((s) => s.txt)).toContain('Mit eget udsagn');
    // Deleting the conversation later still leaves nothing behind.
    await server().request(`/api/v3/conversationData?conversation_id=${id}`, {
      method: 'DELETE',
      token: alice.token,
    });
    expect(await leftovers(db, made)).toEqual([]);
  });

  it('runs as a recurring job that a restarted server picks up', async () => {
    const { id } = await kit.setup(['Et frø']);
    const zid = await zidOf(server().db, id);
    await kit.newParticipant(id, 0);
    const db = server().db;
    await db.query(
      `UPDATE conversations SET is_active = FALSE, retention_days = 1 WHERE zid = $1`,
      [zid],
    );
    await db.query('UPDATE conversations SET closed_at = $2 WHERE zid = $1', [zid, CLOSED]);
    const participants = () =>
      db.query(
        'SELECT 1 FROM participants p JOIN users u USING (uid) WHERE p.zid = $1 AND u.email IS NULL',
        [zid],
      );
    expect((await participants()).rows).toHaveLength(1);
    let clock = CLOSED + DAY / 2;
    const runner = () =>
      createJobRunner({ db, handlers: { maintenance: retentionJob(() => clock) }, log: () => {} });
    const before = runner();
    await before.enqueue({ kind: 'maintenance', key: 'retention' });
    expect(await before.runDue()).toBe(1);
    expect((await participants()).rows).toHaveLength(1);
    await before.stop();
    // Queued again for the next sweep, in the database: the "restarted" runner finds it.
    expect(await findJob(db, 'maintenance', 'retention')).toMatchObject({ state: 'queued' });
    clock = CLOSED + 2 * DAY;
    await db.query('UPDATE jobs SET run_after = 0 WHERE kind = $1 AND key = $2', [
      'maintenance',
      'retention',
    ]);
    const after = runner();
    expect(await after.runDue()).toBe(1);
    expect((await participants()).rows).toHaveLength(0);
    await after.stop();
    expect(RETENTION_SWEEP_EVERY_MS).toBe(3_600_000);
  });
});
