// @postgres-pass: needs PostgreSQL, so `npm run test:postgres` runs it (scripts/test-postgres.sh).
// A pg client must have an 'error' listener at every moment of its life: PostgreSQL dying sends each
// session a last notice ('terminating connection due to unexpected postmaster exit'), and an 'error'
// event nobody listens to ends the process (seen in 1 of 2 crashes under load). The moment that had
// none: a client handed by the pool to a waiting transaction, before the transaction's `await`
// resumes. Here a client is made to fail in exactly that moment, every time one is handed over.
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPostgres } from './postgres';
import { isDatabaseUnavailable } from './unavailable';

const enabled = Boolean(process.env.DATABASE_URL);
const title = enabled
  ? 'pg clients and their errors'
  : 'pg clients and their errors (skipped: needs PostgreSQL — set DATABASE_URL)';

describe.skipIf(!enabled)(title, () => {
  afterEach(() => vi.restoreAllMocks());

  it('survives a connection dying while the pool hands it to a transaction', async () => {
    const db = await openPostgres(process.env.DATABASE_URL!, { poolSize: 1 });
    const unlistened: number[] = [];
    let failed = 0;
    const emit = pg.Pool.prototype.emit;
    vi.spyOn(pg.Pool.prototype, 'emit').mockImplementation(function (
      this: pg.Pool,
      event: string | symbol,
      ...args: unknown[]
    ) {
      if (event === 'acquire' && failed < 3) {
        const client = args[0] as pg.PoolClient;
        // After the pool has handed the client over, before the new holder's code runs.
        process.nextTick(() => {
          if (client.listenerCount('error') === 0) {
            unlistened.push(failed);
            return; // emitting now would end the test runner, as it ended the server
          }
          failed += 1;
          (client as unknown as { _queryable: boolean })._queryable = false;
          client.emit(
            'error',
            new Error('terminating connection due to unexpected postmaster exit'),
          );
        });
      }
      return emit.call(this, event, ...args);
    });
    try {
      // One connection: each transaction waits for the one before to hand it over.
      const outcomes = await Promise.allSettled(
        [1, 2, 3].map(() => db.transaction((tx) => tx.query('SELECT 1 AS one'))),
      );
      expect(unlistened).toEqual([]);
      // Each failed as the database being unavailable (the API's 503), none as anything else.
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(isDatabaseUnavailable(outcome.reason)).toBe(true);
      }
      expect(failed).toBe(3);
      // The pool dropped the broken connections and works with a new one.
      vi.restoreAllMocks();
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      vi.restoreAllMocks();
      await db.close();
    }
  });
});
