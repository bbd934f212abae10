// The per-worker test databases (support/testDatabases.ts): what one file leaves behind never
// reaches the next. A closed handle refuses calls; the next opener gets an empty, migrated
// database without the first one's rows, temporary tables, settings or schema changes.
import { describe, expect, it } from 'vitest';
import { testEngines } from './support/engines';
import { openTestDatabase } from './support/testDatabases';

describe.each(testEngines())('test databases on $name', ({ databaseUrl }) => {
  const open = () => openTestDatabase(databaseUrl);
  const count = async (db: Awaited<ReturnType<typeof open>>, sql: string) =>
    (await db.query<{ n: number }>(`SELECT (${sql})::int AS n`)).rows[0].n;

  it('a closed handle refuses every call', async () => {
    const db = await open();
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow('the test database is closed');
  });

  it('the next opener starts empty, whatever the last one left', async () => {
    const first = await open();
    await first.query(`INSERT INTO users (email, hname) VALUES ('a@example.dk', 'A')`);
    await first.exec(`CREATE TEMPORARY TABLE users (uid int)`);
    await first.query(`SELECT set_config('raadslag.bulk_vote_counts', 'on', false)`);
    await first.close();

    const next = await open();
    try {
      expect(await count(next, 'SELECT count(*) FROM users')).toBe(0);
      expect(await count(next, `SELECT count(*) FROM pg_class WHERE relpersistence = 't'`)).toBe(0);
      const { rows } = await next.query<{ v: string | null }>(
        `SELECT current_setting('raadslag.bulk_vote_counts', true) AS v`,
      );
      expect(rows[0].v ?? '').not.toBe('on');
      // Ids start over, as in a fresh database.
      const { rows: made } = await next.query<{ uid: number }>(
        `INSERT INTO users (email, hname) VALUES ('b@example.dk', 'B') RETURNING uid`,
      );
      expect(made[0].uid).toBe(1);
    } finally {
      await next.close();
    }
  });

  it('a database whose schema a test changed is not lent again', async () => {
    const first = await open();
    await first.exec(`ALTER TABLE users ALTER COLUMN hname SET DEFAULT 'x'`);
    await first.close();
    const next = await open();
    try {
      const { rows } = await next.query<{ d: string | null }>(
        `SELECT column_default AS d FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = 'users' AND column_name = 'hname'`,
      );
      expect(rows[0].d).toBeNull();
    } finally {
      await next.close();
    }
  });

  it('close() lets a statement already running end first', async () => {
    const db = await open();
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const transaction = db.transaction(async (tx) => {
      await held;
      await tx.query(`INSERT INTO users (email, hname) VALUES ('late@example.dk', 'L')`);
    });
    const closing = db.close();
    release();
    await transaction;
    await closing;
    const next = await open();
    try {
      expect(await count(next, 'SELECT count(*) FROM users')).toBe(0);
    } finally {
      await next.close();
    }
  });
});
