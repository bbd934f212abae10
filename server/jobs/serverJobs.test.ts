// The server's own jobs: the topic pipeline as a job, and PGlite's counter vacuum.
import { describe, expect, it } from 'vitest';
import { testEngines } from '../testing';
import { setupTestServer } from '../testing/vitest';
import { findJob } from './jobs';
import { createServerJobs, topicsJob, VACUUM_EVERY_MS } from './serverJobs';

describe.each(testEngines())('server jobs on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });

  it('vacuums the vote counters every minute on PGlite only (PostgreSQL autovacuums)', async () => {
    const { db } = server();
    const runner = await createServerJobs(db);
    const maintenance = await findJob(db, 'maintenance', 'vacuum-counters');
    if (engine.name === 'pglite') {
      expect(maintenance).toMatchObject({ state: 'queued' });
      expect(await runner.runDue()).toBe(1);
      const { rows } = await db.query<{ state: string; due_in: number }>(
        `SELECT state, run_after - now_as_millis() AS due_in FROM jobs
         WHERE kind = 'maintenance' AND key = 'vacuum-counters'`,
      );
      expect(rows[0].state).toBe('queued');
      expect(rows[0].due_in).toBeGreaterThan(VACUUM_EVERY_MS - 5_000);
    } else {
      expect(maintenance).toBeNull();
      expect(await runner.runDue()).toBe(0);
    }
  });

  it('a topics job for a conversation that does not exist ends, without retries', async () => {
    const { db } = server();
    const runner = await createServerJobs(db);
    await runner.enqueue({ kind: 'topics', key: 'abcdefghij' });
    await runner.runDue();
    expect(await findJob(db, 'topics', 'abcdefghij')).toMatchObject({ state: 'done' });
    await expect(
      topicsJob(
        { kind: 'topics', key: 'zzzzzzzzzz', payload: {}, attempt: 1 },
        { db, signal: new AbortController().signal, attempt: 1 },
      ),
    ).resolves.toBeUndefined();
  });
});
