// Vitest global set-up of the server project: names this run's PostgreSQL test schemas and drops
// those left when the run ends. testDatabases.ts keeps one emptied schema per worker for the next
// file, so the last ones are not dropped by a test (tests/README.md#keeping-the-suite-fast).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every PostgreSQL test schema of this run starts with it. */
    testSchemaPrefix: string;
  }
}

export default function setup(project: TestProject) {
  const prefix = `test_${randomBytes(4).toString('hex')}_`;
  project.provide('testSchemaPrefix', prefix);
  return async function teardown() {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      const { rows } = await client.query<{ name: string }>(
        `SELECT quote_ident(nspname) AS name FROM pg_namespace WHERE starts_with(nspname, $1)`,
        [prefix],
      );
      for (const { name } of rows) await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    } catch {
      // The database may be gone already (a test stopped it); its schemas go with it.
    } finally {
      await client.end().catch(() => undefined);
    }
  };
}
