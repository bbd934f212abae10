// A report is frozen: generating it stores its figures and opinion groups (from the math engine's
// stored result), later votes and moderation change nothing, and a newer version is linked from the
// older. One conversation with two planted camps, a statement both camps agree with, and "important
// to me" marks, computed for real.
import { describe, expect, it } from 'vitest';
import type { ReportData } from '../../contract/types';
import { addParticipants, castVotes, postSeed } from '../../tests/server/support/activity';
import { CAMP_STATEMENTS, mathKit } from '../../tests/server/support/mathKit';
import { testEngines } from '../../tests/server/support';
import { setupTestServer } from '../../tests/server/support/vitest';
import { withoutStatements } from '../dataProtection/snapshotErasure';

const REJECTED = 'Luk alle cykelstier om vinteren';
const SHARED = 'Byen skal have flere bænke';

describe.each(testEngines())('a frozen report on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const kit = mathKit(server);
  const reportData = async (reportId: string) => {
    const response = await server().request(`/api/v3/reportData?report_id=${reportId}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ReportData;
  };
  const publish = async (token: string, id: string) => {
    const response = await server().request('/api/v3/reports', {
      method: 'POST',
      token,
      json: { conversation_id: id },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { report_id: string }).report_id;
  };

  it('stores groups, consensus, divisive and importance; later votes and moderation change nothing', async () => {
    const { alice, id, zid } = await kit.conversation({ importance_enabled: true });
    const shared = (await postSeed(server(), alice.token, id, SHARED)).tid;
    const rejected = (await postSeed(server(), alice.token, id, REJECTED)).tid;
    const { campA, campB } = await kit.plantCamps(zid, 10);
    const later = Date.UTC(2025, 1, 1);
    // Everyone agrees with the shared statement and rejects the other; three of camp A mark
    // statement 0 important.
    await server().db.query(
      `INSERT INTO votes (zid, pid, tid, vote, created, high_priority)
       SELECT $1, pid, tid, vote, $3 + ord, hp
       FROM unnest($2::integer[], $4::integer[], $5::boolean[], $6::smallint[])
         WITH ORDINALITY AS v(pid, tid, hp, vote, ord)`,
      [
        zid,
        [...campA, ...campB, ...campA, ...campB, ...campA.slice(0, 3)],
        later,
        [
          ...[...campA, ...campB].map(() => shared),
          ...[...campA, ...campB].map(() => rejected),
          0,
          0,
          0,
        ],
        [...[...campA, ...campB, ...campA, ...campB].map(() => false), true, true, true],
        [...[...campA, ...campB].map(() => -1), ...[...campA, ...campB].map(() => 1), -1, -1, -1],
      ],
    );
    await server().math.catchUp();
    await server().math.flush();
    const reportId = await publish(alice.token, id);
    const first = await reportData(reportId);

    const math = first.math!;
    expect(math.status).toMatchObject({ groups_reason: null, vote_count: 20 * 8 + 3 });
    expect(math.status.computed_at).toBeGreaterThan(Date.now() - 60_000);
    expect(math.groups).toHaveLength(2);
    expect(math.groups.map((g) => g.size)).toEqual([10, 10]);
    for (const group of math.groups) {
      // Each camp is set apart by the camp statements, 100 % in the group against 0 % of the others.
      expect(group.statements.length).toBeGreaterThan(0);
      for (const s of group.statements) {
        expect(s.tid).toBeLessThan(CAMP_STATEMENTS.length);
        expect([s.in_group, s.others]).toEqual([100, 0]);
      }
      expect(group.points.length).toBeGreaterThan(0);
    }
    const [g0, g1] = math.groups;
    expect(g0.statements[0].tid).not.toBe(g1.statements[0].tid);
    // What unites them: the shared statement, and the one every group rejected.
    expect(math.consensus).toEqual([
      { tid: shared, agree: [100, 100], side: 'agree' },
      { tid: rejected, agree: [0, 0], side: 'disagree', disagree: [100, 100] },
    ]);
    // The five most divisive (of six camp statements, all split 100 against 0), never the shared one.
    expect(math.divisive).toHaveLength(5);
    for (const s of math.divisive) expect(s.tid).toBeLessThan(CAMP_STATEMENTS.length);
    for (const s of math.divisive) expect([...s.agree].sort((a, b) => a - b)).toEqual([0, 100]);
    // Camp A's group holds the three marks; the other has none.
    const groupOfA = math.groups.find((g) => g.important.length)!;
    expect(groupOfA.important).toEqual([{ tid: 0, count: 3 }]);
    expect(math.groups.filter((g) => g.important.length)).toHaveLength(1);
    expect(math.statements.map(([tid]) => tid).sort()).toEqual([
      0,
      1,
      2,
      3,
      4,
      5,
      shared,
      rejected,
    ]);
    expect(first.newer).toEqual([]);
    // No participant ids travel with the map.
    expect(JSON.stringify(math)).not.toMatch(/members|pid/);

    // New votes after the report change nothing; a statement rejected after it leaves it, with a
    // dated note (docs/behaviour.md#withdrawing-and-correcting-a-report).
    await server().request('/api/v3/comments', {
      method: 'PUT',
      token: alice.token,
      json: { conversation_id: id, tid: 1, active: true, mod: -1, is_meta: false, velocity: 1 },
    });
    await kit.participation.newParticipant(id, 2, 1);
    await server().math.flush();
    const again = await reportData(reportId);
    expect(again).toEqual({
      ...withoutStatements(first, new Set([1])),
      removed: [expect.any(Number)],
    });

    // A new version sees the change; the first links to it.
    const second = await publish(alice.token, id);
    const newer = await reportData(second);
    // Statement 1's 20 votes are gone with it; the new participant's one came.
    expect(newer.statements.map((s) => s.tid)).not.toContain(1);
    expect(newer.totals.votes).toBe(first.totals.votes - 20 + 1);
    expect(newer.taken_at).toBeGreaterThanOrEqual(first.taken_at);
    expect((await reportData(reportId)).newer).toEqual([
      { report_id: second, taken_at: newer.taken_at },
    ]);
    expect(newer.newer).toEqual([]);
  });

  it('says why there are no groups when too few have voted, and reads without the math', async () => {
    const { alice, id, zid } = await kit.conversation();
    const [pid] = await addParticipants(server().db, zid, 1);
    const votes = CAMP_STATEMENTS.map((_, tid) => ({ pid, tid, vote: -1 as const, created: tid }));
    await castVotes(server().db, zid, votes);
    await server().math.catchUp();
    await server().math.flush();
    const body = await reportData(await publish(alice.token, id));
    expect(body.math!.groups).toEqual([]);
    expect(body.math!.status.groups_reason).toBe('too_few_participants');
    expect(body.math!.status.vote_count).toBe(6);
    // The stored result gone (as if the math never ran): a report still reads, with a status.
    await server().db.query('DELETE FROM math_results WHERE zid = $1', [zid]);
    const bare = await reportData(await publish(alice.token, id));
    expect(bare.totals.votes).toBe(6);
    expect(bare.math!.status).toEqual({
      computed_at: null,
      vote_count: 0,
      groups_reason: 'no_votes',
    });
  });

  it('freezes reports made before snapshots the first time one is read, oldest first', async () => {
    const { alice, id, zid } = await kit.conversation();
    const older = await publish(alice.token, id);
    const later = await publish(alice.token, id);
    await server().db.query('DELETE FROM report_snapshots');
    await kit.plantCamps(zid, 2);
    const first = await reportData(older);
    expect(first.totals.votes).toBe(24);
    // The other old report was frozen with it, just after: it is the newer version.
    const second = await reportData(later);
    expect(second.taken_at).toBeGreaterThanOrEqual(first.taken_at);
    expect(first.newer).toEqual([{ report_id: later, taken_at: second.taken_at }]);
    expect(second.newer).toEqual([]);
    await kit.participation.newParticipant(id, 0, -1);
    expect(await reportData(older)).toEqual(first);
  });
});
