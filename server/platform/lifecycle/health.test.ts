// GET /healthz and GET /readyz, and the API's answer while the database is away.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../db';
import { DatabaseUnavailableError } from '../db/unavailable';
import { testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { createReadinessProbe } from './readiness';

describe.each(testEngines())('health on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });

  it('says alive and ready, uncached, with nothing but a status', async () => {
    const alive = await server().request('/healthz');
    expect(alive.status).toBe(200);
    expect(alive.headers.get('cache-control')).toBe('no-store');
    expect(await alive.json()).toEqual({ status: 'ok' });
    const ready = await server().request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while a migration this code needs is missing', async () => {
    const { db } = server();
    const { rows } = await db.query<{ version: string }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    await db.query('DELETE FROM schema_migrations WHERE version = $1', [rows[0].version]);
    try {
      const answer = await server().request('/readyz');
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'not_ready', reason: 'migrations' });
    } finally {
      await db.query(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, 'restored', 0)",
        [rows[0].version],
      );
    }
  });
});

/** A database that is not there: every call fails as node-postgres does with the server down. */
function downDb(): Db {
  const refused = () =>
    Promise.reject(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    );
  const db: Db = {
    engine: 'postgres',
    query: refused,
    exec: refused,
    transaction: () => Promise.reject(new DatabaseUnavailableError(new Error('down'))),
    close: () => Promise.resolve(),
  };
  return db;
}

describe('with the database away', () => {
  const server = setupTestServer();

  it('answers API calls 503 with Retry-After and a Danish message; /healthz stays 200', async () => {
    const { config, participation } = server();
    const db = downDb();
    const app = createApp({
      db,
      config,
      verifyToken: () => Promise.reject(new Error('no')),
      participation,
    });
    const answer = await app.request('/api/v3/participationInit?conversation_id=abcdefghij');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({
      error: 'polis_err_database_unavailable',
      message: 'Rådslag kan ikke nå sin database lige nu. Prøv igen om lidt.',
      status: 503,
    });
    expect((await app.request('/healthz')).status).toBe(200);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'database' });
  });

  it('calls a database that does not answer in time not ready', async () => {
    const hanging: Db = { ...downDb(), query: () => new Promise(() => {}) };
    const probe = createReadinessProbe(hanging, 50);
    expect(await probe.check()).toEqual({ ready: false, reason: 'database' });
    probe.drain();
    expect(await probe.check()).toEqual({ ready: false, reason: 'draining' });
  });
});
