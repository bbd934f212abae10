// The math service as the server runs it: a real worker thread, a short debounce. What a participant
// and a screen see when the worker computes, crashes half-way, hangs past its timeout, or the server
// restarts. Real threads and real time-outs (about 25 s), so it runs in CI's second lane beside the
// browser journeys, not in `npm test` (@slow-lane; docs/architecture.md#tests).
import { describe, expect, it } from 'vitest';
import { CAMP_STATEMENTS, mathKit } from '../../../tests/server/support/mathKit';
import { setupTestServer } from '../../../tests/server/support/vitest';
import {
  deleteConversationData,
  deleteParticipantData,
} from '../../dataProtection/repo/conversationErasure';
import { createMathService } from './mathService';

const until = async (what: string, done: () => Promise<boolean> | boolean, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the math worker', () => {
  const server = setupTestServer({ math: { runner: 'worker', debounceMs: 50, timeoutMs: 20_000 } });
  const kit = mathKit(server);

  it('recomputes in its thread after votes come in, without being asked', async () => {
    const { id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 6);
    await kit.participation.newParticipant(id, 0, -1);
    await until('the first result', async () => (await kit.status(id)).phase === 'current');
    const { body } = await kit.pca2(id);
    expect(body!['group-clusters']).toHaveLength(2);
    expect(body!.raadslag.vote_count).toBe(12 * CAMP_STATEMENTS.length + 1);
  });

  it('keeps serving the last result when the worker is killed mid-update, and retries', async () => {
    const { id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 6);
    server().math.changed(zid);
    await server().math.idle();
    const before = await kit.pca2(id);
    expect(before.body!.math_tick).toBe(2);

    // The next map stops half-way (the worker has the votes and hangs); then the thread is killed.
    const { runner } = server().math;
    await runner.fault('hang');
    await kit.participation.newParticipant(id, 1, 1);
    await until('the worker to be mid-update', () => runner.busy());
    await runner.terminateWorker();
    await until('the failure to be recorded', async () => (await kit.status(id)).failure !== null);

    const during = await kit.pca2(id);
    expect(during.status).toBe(200);
    expect(during.body).toEqual(before.body);
    const status = await kit.status(id);
    expect(status.phase).toBe('updating');
    expect(status.failure!.retry_at).toBeGreaterThanOrEqual(status.failure!.at + 1000);

    // The retry (after the back-off) starts a fresh worker and counts the new vote.
    await until('the retry', async () => (await kit.status(id)).phase === 'current');
    const after = await kit.pca2(id);
    expect(after.body!.math_tick).toBe(4);
    expect(after.body!.raadslag.vote_count).toBe(before.body!.raadslag.vote_count + 1);
    expect((await kit.status(id)).failure).toBeNull();
  });

  it('records a computation that fails, and recovers on the next try', async () => {
    const { id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 4);
    await server().math.runner.fault('throw');
    server().math.changed(zid);
    await until('the failure', async () => (await kit.status(id)).failure !== null);
    expect((await kit.status(id)).phase).toBe('computing');
    expect((await kit.pca2(id)).body!.math_tick).toBe(0);
    await until('the retry', async () => (await kit.status(id)).phase === 'current');
    expect((await kit.pca2(id)).body!['group-clusters']).toHaveLength(2);
  });
});

describe('a math worker that hangs', () => {
  // The timeout also bounds the retry, which starts a fresh worker: at 3 s a loaded CI machine
  // (the journeys, the PostgreSQL pass and the checks on two cores) timed out every retry in turn.
  const server = setupTestServer({ math: { runner: 'worker', debounceMs: 50, timeoutMs: 10_000 } });
  const kit = mathKit(server);

  it('is stopped at MATH_TIMEOUT_MS; the last result stays and the retry succeeds', async () => {
    const { id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 4);
    server().math.changed(zid);
    await server().math.idle();
    expect((await kit.pca2(id)).body!.math_tick).toBe(2);

    await server().math.runner.fault('hang');
    await kit.participation.newParticipant(id, 2, -1);
    await until('the timeout', async () => (await kit.status(id)).failure !== null);
    expect((await kit.pca2(id)).body!.math_tick).toBe(2);
    await until('the retry', async () => (await kit.status(id)).phase === 'current');
    // A newer result than the one kept through the hang: on a busy machine the vote may have been
    // counted by one more update before the status read 'current', so not exactly 4.
    expect((await kit.pca2(id)).body!.math_tick).toBeGreaterThanOrEqual(4);
    // Two worker starts, a 10 s timeout and a retry: beside CI's browser journeys on two cores
    // that can take a minute, so this test has two.
  }, 120_000);
});

describe('a restarted server', () => {
  const server = setupTestServer();
  const kit = mathKit(server);

  it('serves the stored result at once, recomputes only what is new, and reads every vote again', async () => {
    const { id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 5);
    await server().math.catchUp();
    await server().math.flush();
    await kit.participation.newParticipant(id, 3, 1);
    await server().math.flush(); // incrementally: the worker had the planted votes already
    const incremental = (await kit.pca2(id)).body!;

    // A new service on the same database, as after a restart: nothing to do until a vote comes.
    const restarted = createMathService({
      db: server().db,
      debounceMs: null,
      timeoutMs: 60_000,
      runner: 'inline',
    });
    try {
      expect(await restarted.catchUp()).toBe(0);
      expect((await kit.pca2(id)).body).toEqual(incremental);
      // Moderation changes the inputs; the new service reads every vote (it holds none).
      await server().db.query(
        'UPDATE comments SET modified = now_as_millis() + 1 WHERE zid = $1 AND tid = 5',
        [zid],
      );
      expect(await restarted.catchUp()).toBe(1);
      await restarted.flush();
    } finally {
      await restarted.stop();
    }
    const full = (await kit.pca2(id)).body!;
    expect(full.math_tick).toBe(incremental.math_tick + 2);
    // Every vote read again: the same participants, counts and groups as the votes read bit by bit.
    expect(full.raadslag.vote_count).toBe(incremental.raadslag.vote_count);
    expect(full['user-vote-counts']).toEqual(incremental['user-vote-counts']);
    expect(full['in-conv']).toEqual(incremental['in-conv']);
    expect(full['base-clusters'].members).toEqual(incremental['base-clusters'].members);
    expect(full['group-clusters'].map((g) => g.members)).toEqual(
      incremental['group-clusters'].map((g) => g.members),
    );
  });

  /** A second instance's math on the same database: it runs only when told (flush, sweep). */
  const anotherInstance = () =>
    createMathService({ db: server().db, debounceMs: null, timeoutMs: 20_000, runner: 'inline' });

  it("forgets a conversation's votes deleted through another instance", async () => {
    const { id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 3);
    // This instance computed the conversation: its worker holds the votes.
    const here = anotherInstance();
    here.changed(zid);
    await here.flush();
    expect(here.runner.held(zid)?.count).toBeGreaterThan(0);
    expect(await here.sweep()).toBe(0);
    // Another instance deletes it (its own worker forgets; this one is not told).
    await deleteConversationData(server().db, { zid, conversation_id: id });
    expect(await here.sweep()).toBe(1);
    expect(here.runner.held(zid)).toBeNull();
    expect(here.runner.heldConversations()).not.toContain(zid);
    await here.stop();
  });

  it('drops held votes the retention job deleted, and counts only the votes cast after', async () => {
    const { id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 3);
    const here = anotherInstance();
    try {
      here.changed(zid);
      await here.flush();
      expect(here.runner.held(zid)?.count).toBe(36);
      // The job deletes the participants' data without telling the math service (a job has none).
      await deleteParticipantData(server().db, { zid, conversation_id: id }, Date.now());
      // Reopened, say: new votes come in, and the update reads every vote again, not just those.
      await kit.plantCamps(zid, 1);
      here.changed(zid);
      await here.flush();
      expect(here.runner.held(zid)?.count).toBe(12);
      expect((await kit.pca2(id)).body!.raadslag.vote_count).toBe(12);
      expect(await here.sweep()).toBe(0);
    } finally {
      await here.stop();
    }
  });
});
