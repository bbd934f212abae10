// @postgres-pass: needs PostgreSQL, so `npm run test:postgres` runs it (scripts/test-postgres.sh).
// Several server instances on one PostgreSQL database: exactly one computes a conversation at a time,
// every instance serves what is stored, and a vote that commits after a later one was read is still
// counted. PostgreSQL only (PGlite belongs to one process); runs when DATABASE_URL is set, as in CI.
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase, type Db } from '../db';
import { mathKit } from '../testing/mathKit';
import { setupTestServer } from '../testing/vitest';
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
    const first = await readNewVotes(db, zid, null);
    expect(first.batch.voteId.length).toBe(12);
    await insertWithId(50, 0);
    await insertWithId(51, 1);
    const second = await readNewVotes(db, zid, first.held);
    expect(Array.from(second.batch.voteId)).toEqual([50, 51]);
    // Vote 40 was inserted before 50 but committed after the last read.
    await insertWithId(40, 2);
    const third = await readNewVotes(db, zid, second.held);
    expect(Array.from(third.batch.voteId)).toEqual([40]);
    expect(third.held.count).toBe(15);
    const fourth = await readNewVotes(db, zid, third.held);
    expect(fourth.batch.voteId.length).toBe(0);
  });
});
