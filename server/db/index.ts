// Opens the database the configuration names and brings its schema up to date.
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db } from './types';

interface OpenDatabaseOptions {
  /** PGlite's home is `${dataDir}/pglite`; null keeps PGlite in memory. Ignored with databaseUrl. */
  dataDir: string | null;
  /** Set → PostgreSQL through a `pg` pool; null/undefined → PGlite. */
  databaseUrl?: string | null;
  /** PostgreSQL only: keep every table in this schema (created if missing). For test isolation. */
  schema?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema)
    : (await openPglite(options.dataDir)).db;
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
