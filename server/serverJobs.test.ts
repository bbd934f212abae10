// The server's own jobs: the topic pipeline as a job, PGlite's counter vacuum, and PostgreSQL's
// sweep of ended rate-limit windows.
import { describe, expect, it } from 'vitest';
import { testEngines } from '../tests/server/support';
import { setupTestServer } from '../tests/server/support/vitest';
import { findJob } from './platform/jobs/jobs';
import {
  createServerJobs,
  RATE_LIMIT_SWEEP_EVERY_MS,
  topicsJob,
  VACUUM_EVERY_MS,
} from './serverJobs';

describe.each(testEngines())('server jobs on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });

  it('vacuums the vote counters every minute on PGlite only (PostgreSQL autovacuums)', async () => {
    const { db } = server();
    const runner = await createServerJobs(db);
    const maintenance = await findJob(db, 'maintenance', 'vacuum-counters');
    if (engine.name === 'pglite') {
      expect(maintenance).toMatchObject({ state: 'queued' });
      // With the retention sweep (server/dataProtection/), queued on both engines.
      expect(await findJob(db, 'maintenance', 'retention')).toMatchObject({ state: 'queued' });
      expect(await runner.runDue()).toBe(2);
      const { rows } = await db.query<{ state: string; due_in: number }>(
        `SELECT state, run_after - now_as_millis() AS due_in FROM jobs
         WHERE kind = 'maintenance' AND key = 'vacuum-counters'`,
      );
      expect(rows[0].state).toBe('queued');
      expect(rows[0].due_in).toBeGreaterThan(VACUUM_EVERY_MS - 5_000);
    } else {
      expect(maintenance).toBeNull();
    }
  });

  it('deletes ended rate-limit windows every minute on PostgreSQL only (PGlite counts in memory)', async () => {
    const { db } = server();
    const now = Date.now();
    const insert =
      'INSERT INTO rate_limit_windows (key, window_start, window_end, count) VALUES ($1, $2, $3, 1)';
    await db.query(insert, ['vote:1:1', now - 120_000, now - 60_000]);
    await db.query(insert, ['vote:1:2', now - 30_000, now + 30_000]);
    const runner = await createServerJobs(db);
    const sweep = await findJob(db, 'maintenance', 'rate-limit-windows');
    if (engine.name === 'postgres') {
      expect(sweep).toMatchObject({ state: 'queued' });
      await runner.runDue();
      const left = await db.query<{ key: string }>('SELECT key FROM rate_limit_windows');
      expect(left.rows).toEqual([{ key: 'vote:1:2' }]);
      const { rows } = await db.query<{ state: string; due_in: number }>(
        `SELECT state, run_after - now_as_millis() AS due_in FROM jobs
         WHERE kind = 'maintenance' AND key = 'rate-limit-windows'`,
      );
      expect(rows[0].state).toBe('queued');
      expect(rows[0].due_in).toBeGreaterThan(RATE_LIMIT_SWEEP_EVERY_MS - 5_000);
    } else {
      expect(sweep).toBeNull();
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
