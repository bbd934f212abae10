// The database engines a suite should run against: PGlite always, PostgreSQL too when
// DATABASE_URL is set (see scripts/pg-scratch.sh). Use with describe.each(testEngines()).
// TEST_ENGINES=postgres leaves PGlite out: `npm run test:postgres` (CI's PostgreSQL pass) runs
// after `npm test` has already run every suite on PGlite.
export interface TestEngine {
  name: 'pglite' | 'postgres';
  databaseUrl?: string;
}

export function testEngines(env: Record<string, string | undefined> = process.env): TestEngine[] {
  const engines: TestEngine[] = [];
  if (env.TEST_ENGINES !== 'postgres' || !env.DATABASE_URL) engines.push({ name: 'pglite' });
  if (env.DATABASE_URL) engines.push({ name: 'postgres', databaseUrl: env.DATABASE_URL });
  return engines;
}
