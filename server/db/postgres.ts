// The production engine: a `pg` connection pool on DATABASE_URL.
import pg from 'pg';
import type { Db } from './types';

const INT8_OID = 20;

// Counts and epoch-millisecond timestamps are int8. They fit a double for the next 280 000 years,
// and PGlite already returns them as numbers: parse them the same way here.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * `schema` (tests) puts every table in that schema, created if missing, via the connection's
 * search_path — so parallel test runs on one database never see each other's rows.
 */
export async function openPostgres(databaseUrl: string, schema?: string): Promise<Db> {
  let options: string | undefined;
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
    options = `-c search_path=${schema}`;
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, options, types });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));

  const onClient = (client: pg.PoolClient): Db => {
    const txDb: Db = {
      engine: 'postgres',
      query: async <T>(sql: string, params?: unknown[]) =>
        (await client.query(sql, params)) as unknown as { rows: T[] },
      exec: async (sql) => {
        await client.query(sql);
      },
      transaction: (fn) => fn(txDb),
      close: () => Promise.reject(new Error('close() called inside a transaction')),
    };
    return txDb;
  };

  return {
    engine: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) =>
      (await pool.query(sql, params)) as unknown as { rows: T[] },
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(onClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
