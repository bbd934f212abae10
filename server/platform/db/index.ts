// Opens the database the configuration names and brings its schema up to date.
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';
import { isDatabaseUnavailable } from './unavailable';
import { platformMessages } from '../messages';

export type { Db, DbEngine } from './types';
export { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable';
export { DataDirInUseError } from './dataDirLock';

interface OpenDatabaseOptions {
  /** PGlite's home is `${dataDir}/pglite`; null keeps PGlite in memory. Ignored with databaseUrl. */
  dataDir: string | null;
  /** Set → PostgreSQL through a `pg` pool; null/undefined → PGlite. */
  databaseUrl?: string | null;
  /** PostgreSQL only: keep every table in this schema (created if missing). For test isolation. */
  schema?: string;
  /** PostgreSQL only: connections in the pool (default 10). */
  poolSize?: number;
  /** PostgreSQL only: prepare the statements callers mark hot (default true). */
  prepared?: boolean;
  /**
   * PostgreSQL only: while the database cannot be reached at start (it is starting too, or
   * failing over), try again every 2 s for this long before giving up. Default 0: fail at once.
   */
  waitMs?: number;
}

const RETRY_EVERY_MS = 2_000;

async function openOnce(options: OpenDatabaseOptions): Promise<Db> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, {
        schema: options.schema,
        poolSize: options.poolSize,
        prepared: options.prepared,
      })
    : (await openPglite(options.dataDir)).db;
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  const deadline = Date.now() + (options.databaseUrl ? (options.waitMs ?? 0) : 0);
  for (let attempt = 1; ; attempt++) {
    try {
      return await openOnce(options);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + RETRY_EVERY_MS > deadline) throw error;
      if (attempt === 1) {
        console.error(platformMessages.db.waiting((error as Error).message));
      }
      await new Promise((done) => setTimeout(done, RETRY_EVERY_MS));
    }
  }
}
