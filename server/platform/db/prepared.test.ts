// Prepared statements on PostgreSQL (docs/upstream.md#where-the-time-goes): a statement a caller
// marks hot is kept parsed and planned on its connection under a name made from its text, gives the
// same rows as the plain statement, and is sent plain when DATABASE_PREPARED_STATEMENTS is 0 or
// once 100 texts have been named. PGlite ignores the mark.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { loadDeployConfig } from '../config/deployConfig';
import { openDatabase, type Db } from './index';

const postgres = testEngines().find((engine) => engine.name === 'postgres');
const opened: { db: Db; schema: string }[] = [];

async function open(prepared: boolean): Promise<Db> {
  const schema = `test_prepared_${randomBytes(4).toString('hex')}`;
  const db = await openDatabase({
    dataDir: null,
    databaseUrl: postgres?.databaseUrl,
    schema,
    prepared,
  });
  opened.push({ db, schema });
  return db;
}

/** The names prepared on the connection of a transaction, after running `sql` there twice. */
async function namedAfter(db: Db, sql: string): Promise<{ rows: unknown[]; names: string[] }> {
  return db.transaction(async (tx) => {
    await tx.query(sql, [41], true);
    const { rows } = await tx.query(sql, [41], true);
    const named = await tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    return { rows, names: named.rows.map((row) => row.name) };
  });
}

describe.skipIf(!postgres)('prepared statements on PostgreSQL', () => {
  afterAll(async () => {
    for (const { db, schema } of opened) {
      await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    }
  });

  it('keeps a hot statement prepared under a name of its text, answering as the plain one', async () => {
    const db = await open(true);
    const sql = 'SELECT $1::integer + 1 AS answer';
    const { rows, names } = await namedAfter(db, sql);
    expect(rows).toEqual([{ answer: 42 }]);
    expect(names).toEqual([expect.stringMatching(/^r_[0-9a-f]{24}$/)]);
    expect((await db.query(sql, [1])).rows).toEqual([{ answer: 2 }]);
  });

  it('sends it plain when turned off, and past 100 named texts', async () => {
    const off = await open(false);
    expect((await namedAfter(off, 'SELECT $1::integer AS n')).names).toEqual([]);
    const db = await open(true);
    const names = await db.transaction(async (tx) => {
      for (let i = 0; i < 105; i++) await tx.query(`SELECT $1::integer + ${i} AS n`, [1], true);
      const named = await tx.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM pg_prepared_statements',
      );
      return named.rows[0].n;
    });
    expect(names).toBe(100);
  });
});

describe('DATABASE_PREPARED_STATEMENTS', () => {
  it('is on by default, off with 0, and refuses anything else', () => {
    expect(loadDeployConfig({}).preparedStatements).toBe(true);
    expect(loadDeployConfig({ DATABASE_PREPARED_STATEMENTS: '0' }).preparedStatements).toBe(false);
    expect(() => loadDeployConfig({ DATABASE_PREPARED_STATEMENTS: '0.5' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
    );
  });
});
