// Background jobs, one instance each (docs/deploy.md#several-instances-on-postgresql): two runners
// on one database never run the same job, a job asked for while it runs runs once more, failures
// are retried then given up, a dead runner's job is taken over when its lease runs out, recurring
// jobs come round again.
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { claimJob, enqueueJob, finishJob, findJob } from './jobs';
import { createJobRunner, type JobHandler } from './runner';
import type { Db } from '../db';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const quiet = () => {};

describe.each(testEngines())('jobs on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;

  it('asked for twice is one job, run once, then done', async () => {
    const ran: string[] = [];
    const runner = createJobRunner({
      db: db(),
      log: quiet,
      handlers: { topics: async (job) => void ran.push(job.key) },
    });
    await runner.enqueue({ kind: 'topics', key: 'abc' });
    await runner.enqueue({ kind: 'topics', key: 'abc' });
    expect(await runner.runDue()).toBe(1);
    expect(ran).toEqual(['abc']);
    expect(await findJob(db(), 'topics', 'abc')).toMatchObject({ state: 'done', attempts: 0 });
    expect(await runner.runDue()).toBe(0);
  });

  it('two runners on one database share the work and never run a job twice', async () => {
    const runs: { key: string; owner: string }[] = [];
    let running = 0;
    let overlap = false;
    const handler =
      (owner: string): JobHandler =>
      async (job) => {
        running += 1;
        if (runs.some((r) => r.key === job.key)) overlap = true;
        runs.push({ key: job.key, owner });
        await sleep(15);
        running -= 1;
      };
    const a = createJobRunner({
      db: db(),
      owner: 'a',
      log: quiet,
      handlers: { math: handler('a') },
    });
    const b = createJobRunner({
      db: db(),
      owner: 'b',
      log: quiet,
      handlers: { math: handler('b') },
    });
    for (let i = 0; i < 20; i++) await enqueueJob(db(), { kind: 'math', key: String(i) });
    const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(byA + byB).toBe(20);
    expect(overlap).toBe(false);
    expect(running).toBe(0);
    expect(runs.map((r) => Number(r.key)).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
    // PostgreSQL runs them side by side; PGlite's one connection takes turns — either way each
    // once.
    if (engine.name === 'postgres') expect(Math.min(byA, byB)).toBeGreaterThan(0);
  });

  it('asked for again while it runs: runs once more afterwards, with the new payload', async () => {
    const payloads: unknown[] = [];
    const runner = createJobRunner({
      db: db(),
      log: quiet,
      handlers: {
        math: async (job) => {
          payloads.push(job.payload);
          if (payloads.length === 1)
            await enqueueJob(db(), { kind: 'math', key: '7', payload: { n: 2 } });
        },
      },
    });
    await runner.enqueue({ kind: 'math', key: '7', payload: { n: 1 } });
    expect(await runner.runDue()).toBe(2);
    expect(payloads).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await findJob(db(), 'math', '7')).toMatchObject({ state: 'done' });
  });

  it('retries a failing job, then gives up and keeps the error', async () => {
    let calls = 0;
    const runner = createJobRunner({
      db: db(),
      log: quiet,
      maxAttempts: 3,
      backoffMs: () => 0,
      handlers: {
        topics: async () => {
          calls += 1;
          throw new Error(`for lidt udsagn (${calls})`);
        },
      },
    });
    await runner.enqueue({ kind: 'topics', key: 'x' });
    await runner.runDue();
    expect(calls).toBe(3);
    expect(await findJob(db(), 'topics', 'x')).toMatchObject({
      state: 'failed',
      attempts: 3,
      last_error: 'for lidt udsagn (3)',
    });
    // Asked for again: a fresh start.
    await runner.enqueue({ kind: 'topics', key: 'x' });
    expect(await findJob(db(), 'topics', 'x')).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it("takes over a dead runner's job when its lease runs out", async () => {
    await enqueueJob(db(), { kind: 'topics', key: 'y' });
    // A lease long enough that a loaded machine still asks within it (a 100 ms one ran out
    // before the next line in a CI run at load 27).
    const leaseMs = 1_000;
    const claimed = Date.now();
    const dead = await claimJob(db(), ['topics'], 'dead', leaseMs);
    expect(dead).toMatchObject({ key: 'y', attempt: 1 });
    const attempts: number[] = [];
    const alive = createJobRunner({
      db: db(),
      owner: 'alive',
      log: quiet,
      handlers: { topics: async (_job, { attempt }) => void attempts.push(attempt) },
    });
    expect(await alive.runDue()).toBe(0); // still leased
    await sleep(Math.max(0, claimed + leaseMs + 50 - Date.now()));
    expect(await alive.runDue()).toBe(1);
    expect(attempts).toEqual([2]);
    // The dead one wakes up: its finish changes nothing.
    expect(await finishJob(db(), dead!, 'dead')).toBe(false);
    expect(await findJob(db(), 'topics', 'y')).toMatchObject({ state: 'done' });
  });

  it('brings a recurring job round again, not before its time', async () => {
    // A second, not 200 ms: a loaded CI machine took longer than 200 ms within one runDue, which
    // then found the job due again and ran it twice.
    const againAfterMs = 1_000;
    let runs = 0;
    let ranAt = 0;
    const runner = createJobRunner({
      db: db(),
      log: quiet,
      handlers: {
        maintenance: async () => {
          runs += 1;
          ranAt = Date.now();
          return { againAfterMs };
        },
      },
    });
    await runner.enqueue({ kind: 'maintenance', key: 'vacuum' });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(await findJob(db(), 'maintenance', 'vacuum')).toMatchObject({ state: 'queued' });
    await sleep(Math.max(0, ranAt + againAfterMs + 50 - Date.now()));
    expect(await runner.runDue()).toBe(1);
    expect(runs).toBe(2);
  });

  it('claims nothing after stop() returns, even with a claim on its way', async () => {
    const ran: string[] = [];
    let atGate!: () => void;
    const claiming = new Promise<void>((done) => (atGate = done));
    let open!: () => void;
    const gate = new Promise<void>((done) => (open = done));
    // The runner's claims wait at a gate, as a slow connection would make them.
    const slow: Db = {
      ...db(),
      transaction: async (fn) => {
        atGate();
        await gate;
        return db().transaction(fn);
      },
    };
    const runner = createJobRunner({
      db: slow,
      log: quiet,
      pollMs: 50,
      handlers: { topics: async (job) => void ran.push(job.key) },
    });
    runner.start();
    await claiming;
    const stopped = runner.stop();
    await enqueueJob(db(), { kind: 'topics', key: 'queued at the stop' });
    open();
    await stopped;
    await sleep(100);
    expect(ran).toEqual([]);
    expect(await findJob(db(), 'topics', 'queued at the stop')).toMatchObject({ state: 'queued' });
  });

  it('polls by itself once started, and stops', async () => {
    const ran: string[] = [];
    const runner = createJobRunner({
      db: db(),
      log: quiet,
      pollMs: 50,
      handlers: { topics: async (job) => void ran.push(job.key) },
    });
    runner.start();
    await enqueueJob(db(), { kind: 'topics', key: 'later' });
    for (let i = 0; i < 100 && ran.length === 0; i++) await sleep(20);
    await runner.stop();
    expect(ran).toEqual(['later']);
    await enqueueJob(db(), { kind: 'topics', key: 'after stop' });
    await sleep(200);
    expect(ran).toEqual(['later']);
  });
});
