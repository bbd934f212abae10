// @postgres-pass: needs PostgreSQL, so `npm run test:postgres` runs it (scripts/test-postgres.sh).
// Several server instances on one PostgreSQL database: exactly one computes a conversation at a time,
// every instance serves what is stored, a vote that commits after a later one was read is still
// counted, and votes a participant erases through one instance leave the other's math too. PostgreSQL only (PGlite belongs to one process); runs when DATABASE_URL is set, as in CI.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openDatabase, type Db } from '../../platform/db';
import { mathKit } from '../../../tests/server/support/mathKit';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { createMathService } from './mathService';
import { readNewVotes } from './readVotes';
import { inlineRunner, type MathRunner } from './runner';

const databaseUrl = process.env.DATABASE_URL;

/** A runner that counts its maps and, while `gate` is set, waits for it inside each map. */
function gatedRunner() {
  const inner = inlineRunner();
  const state = { maps: 0, entered: false, gate: null as Promise<void> | null };
  const runner: MathRunner = {
    held: (zid) => inner.held(zid),
    heldConversations: () => inner.heldConversations(),
    async map(request, held) {
      state.maps++;
      state.entered = true;
      if (state.gate) await state.gate;
      return inner.map(request, held);
    },
    stability: (zid, tick) => inner.stability(zid, tick),
    forget: (zid) => inner.forget(zid),
    reset: () => inner.reset(),
    fault: (fault) => inner.fault(fault),
    terminateWorker: () => inner.terminateWorker(),
    busy: () => inner.busy(),
    stop: () => inner.stop(),
  };
  return { runner, state };
}

describe.skipIf(!databaseUrl)('two instances on one PostgreSQL database', () => {
  const server = setupTestServer({ databaseUrl });
  const kit = mathKit(server);

  /** A second connection pool on the test server's schema: another instance's database. */
  async function secondInstance(): Promise<Db> {
    const { rows } = await server().db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    );
    return openDatabase({ dataDir: null, databaseUrl, schema: rows[0].schema });
  }

  it('lets one compute while the other waits, then finds nothing left to do', async () => {
    const { id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 5);
    const db2 = await secondInstance();
    const a = gatedRunner();
    const b = gatedRunner();
    let open!: () => void;
    a.state.gate = new Promise((resolve) => (open = resolve));
    const first = createMathService({
      db: server().db,
      debounceMs: null,
      timeoutMs: 60_000,
      runner: a.runner,
    });
    const second = createMathService({
      db: db2,
      debounceMs: null,
      timeoutMs: 60_000,
      runner: b.runner,
    });
    try {
      first.changed(zid);
      const computing = first.flush();
      while (!a.state.entered) await new Promise((resolve) => setTimeout(resolve, 5));

      second.changed(zid);
      await second.flush(); // the lock is taken: no computation, a retry is due
      expect(b.state.maps).toBe(0);
      expect((await kit.status(id)).phase).toBe('computing');

      open();
      await computing;
      expect((await kit.pca2(id)).body!.math_tick).toBe(2);
      await second.flush(); // the retry: nothing new since the first instance's result
      expect(b.state.maps).toBe(0);
      expect(a.state.maps).toBe(1);

      // The other instance serves the very same stored result.
      const other = createApp({
        db: db2,
        config: server().config,
        verifyToken: async () => null as never,
      });
      const response = await other.request(`/api/v3/math/pca2?conversation_id=${id}`);
      expect(response.headers.get('ETag')).toBe('"2"');
      expect(await response.json()).toEqual((await kit.pca2(id)).body);
    } finally {
      await first.stop();
      await second.stop();
      await db2.close();
    }
  });

  it('counts a vote that commits after a later vote was read', async () => {
    const { zid } = await kit.conversation();
    const { campA } = await kit.plantCamps(zid, 1);
    const db = server().db;
    const insertWithId = (voteId: number, tid: number) =>
      db.query(
        `INSERT INTO votes (vote_id, zid, pid, tid, vote, created) OVERRIDING SYSTEM VALUE
         VALUES ($1, $2, $3, $4, -1, $5)`,
        [voteId, zid, campA[0], tid, Date.now()],
      );
    const first = await readNewVotes(db, zid, null, 0);
    expect(first.batch.voteId.length).toBe(12);
    await insertWithId(50, 0);
    await insertWithId(51, 1);
    const second = await readNewVotes(db, zid, first.held, 0);
    expect(Array.from(second.batch.voteId)).toEqual([50, 51]);
    // Vote 40 was inserted before 50 but committed after the last read.
    await insertWithId(40, 2);
    const third = await readNewVotes(db, zid, second.held, 0);
    expect(Array.from(third.batch.voteId)).toEqual([40]);
    expect(third.held.count).toBe(15);
    const fourth = await readNewVotes(db, zid, third.held, 0);
    expect(fourth.batch.voteId.length).toBe(0);
  });

  it("drops a participant's votes erased through the other instance, at its update or its sweep", async () => {
    const { id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 3);
    // Two participants with tokens, voting through instance A (the test server's app).
    const erased = await kit.participation.newParticipant(id, 0, -1);
    await kit.participation.vote(erased.token, { conversation_id: id, tid: 1, vote: 1 });
    const later = await kit.participation.newParticipant(id, 2, 1);
    // Instance B: its own pool, app and math (participant tokens are shared, as through the database).
    const db2 = await secondInstance();
    const mathB = createMathService({
      db: db2,
      debounceMs: null,
      timeoutMs: 60_000,
      runner: 'inline',
    });
    const appB = createApp({
      db: db2,
      config: server().config,
      verifyToken: async () => null as never,
      participation: server().participation,
      math: mathB,
    });
    const mineData = (token: string) =>
      server().request(`/api/v3/myData?conversation_id=${id}`, { method: 'DELETE', token });
    try {
      mathB.changed(zid);
      await mathB.flush();
      expect(mathB.runner.held(zid)?.count).toBe(36 + 3);
      expect((await kit.pca2(id)).body!['user-vote-counts'][erased.pid]).toBe(2);

      // Erased on A, whose math does not run now; then a vote on B, which B computes.
      expect((await mineData(erased.token)).status).toBe(200);
      const vote = await appB.request('/api/v3/votes', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ conversation_id: id, tid: 3, vote: -1 }),
      });
      expect(vote.status).toBe(200);
      await mathB.flush();
      const afterUpdate = (await kit.pca2(id)).body!;
      expect(afterUpdate['user-vote-counts']).not.toHaveProperty(String(erased.pid));
      expect(afterUpdate.raadslag.vote_count).toBe(36 + 1 + 1);

      // Erased on A again; B's sweep drops what it holds before any vote reaches it.
      expect((await mineData(later.token)).status).toBe(200);
      expect(await mathB.sweep()).toBe(1);
      expect(mathB.runner.held(zid)).toBeNull();
      await mathB.flush(); // the sweep scheduled the update A has not run
      const afterSweep = (await kit.pca2(id)).body!;
      expect(afterSweep['user-vote-counts']).not.toHaveProperty(String(later.pid));
      expect(afterSweep.raadslag.vote_count).toBe(36 + 1);
      expect(await mathB.sweep()).toBe(0);
    } finally {
      await mathB.stop();
      await db2.close();
    }
  });
});
