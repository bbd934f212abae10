// The database a server test file (or an SPA test's server) runs on: a migrated, empty PGlite, or
// a fresh schema of DATABASE_URL's PostgreSQL. A worker keeps what a file closes, emptied, for the
// next file, which then starts in milliseconds: opening one cost about a second of CPU per file, and
// the server and web projects share a worker's modules across files
// (tests/README.md#keeping-the-suite-fast).
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../../../server/platform/db';
import { openMigratedPglite } from './pgliteTemplate';

interface Kept {
  db: Db;
  /** PostgreSQL: the schema it owns, dropped when it is closed for good. */
  schema?: string;
}

/** Emptied databases this worker may lend again, by engine (PGlite, or the PostgreSQL URL). */
const spare = new Map<string, Kept[]>();
/** A fresh database's digest (shapeOf), by the same key. */
const freshShapes = new Map<string, string>();

/** An empty, migrated database; `close()` gives it back. PostgreSQL when `databaseUrl` is set. */
export async function openTestDatabase(databaseUrl?: string): Promise<Db> {
  const key = databaseUrl ?? 'pglite';
  const kept = spare.get(key)?.pop() ?? (await openFresh(key, databaseUrl));
  return lend(key, kept);
}

/** An empty, migrated in-memory PGlite; `close()` gives it back. */
export function openTestPglite(): Promise<Db> {
  return openTestDatabase();
}

async function openFresh(key: string, databaseUrl: string | undefined): Promise<Kept> {
  let kept: Kept;
  if (databaseUrl === undefined) {
    kept = { db: await openMigratedPglite() };
  } else {
    // Named for this run, whose global set-up drops the schemas still kept when it ends.
    const schema = `${inject('testSchemaPrefix') ?? 'test_'}${randomBytes(6).toString('hex')}`;
    kept = { db: await openDatabase({ dataDir: null, databaseUrl, schema }), schema };
  }
  if (!freshShapes.has(key)) freshShapes.set(key, await shapeOf(kept.db));
  return kept;
}

/**
 * The caller's handle: after its `close()` it refuses every call, as a closed database does, so a
 * test's straggling statement cannot reach the database the next file is using. It has
 * `whenIdle` exactly where the engine has it: the server paces its reading by that.
 */
function lend(key: string, kept: Kept): Db {
  const { db } = kept;
  let open = true;
  const live = (): Db => {
    if (!open) throw new Error('the test database is closed');
    return db;
  };
  const handle: Db = {
    engine: db.engine,
    query: async (sql, params) => live().query(sql, params),
    exec: async (sql) => live().exec(sql),
    transaction: async (fn) => live().transaction(fn),
    async close() {
      if (!open) return;
      open = false;
      await giveBack(key, kept);
    },
  };
  if (db.whenIdle && db.duringRequest) {
    handle.whenIdle = async (maxWaitMs) => live().whenIdle!(maxWaitMs);
    handle.duringRequest = async (answer) => live().duringRequest!(answer);
  }
  return handle;
}

/**
 * Empties the database as migrations left it (only the migration log holds rows) and keeps it, or
 * closes it when a test changed what an empty one would not show: its tables, triggers, functions
 * or session settings.
 */
async function giveBack(key: string, kept: Kept): Promise<void> {
  try {
    await emptyTables(kept.db);
    if ((await shapeOf(kept.db)) === freshShapes.get(key)) {
      spare.set(key, [...(spare.get(key) ?? []), kept]);
      return;
    }
  } catch {
    // A database a test broke is not lent again.
  }
  if (kept.schema !== undefined) {
    await kept.db.exec(`DROP SCHEMA IF EXISTS ${kept.schema} CASCADE`).catch(() => undefined);
  }
  await kept.db.close();
}

async function emptyTables(db: Db): Promise<void> {
  const { rows: tables } = await db.query<{ t: string }>(
    `SELECT quote_ident(relname) AS t FROM pg_class
     WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'p')
       AND relname <> 'schema_migrations'`,
  );
  const probe = tables
    .map(({ t }) => `SELECT '${t}' AS t WHERE EXISTS (SELECT 1 FROM ${t})`)
    .join(' UNION ALL ');
  const full = probe === '' ? [] : (await db.query<{ t: string }>(probe)).rows;
  if (full.length > 0) {
    await db.exec(`TRUNCATE ${full.map(({ t }) => t).join(', ')} RESTART IDENTITY CASCADE`);
  }
  // Sequences of tables that are empty again (rows added, then deleted) are still advanced.
  const { rows: used } = await db.query<{ name: string }>(
    `SELECT quote_ident(sequencename) AS name FROM pg_sequences
     WHERE schemaname = current_schema() AND last_value IS NOT NULL`,
  );
  if (used.length > 0) {
    await db.exec(used.map(({ name }) => `ALTER SEQUENCE ${name} RESTART`).join('; '));
  }
}

/** A digest of what a test could change and emptying does not undo. */
async function shapeOf(db: Db): Promise<string> {
  const { rows } = await db.query<{ shape: string }>(
    `SELECT md5(string_agg(item, ',' ORDER BY item)) AS shape FROM (
       SELECT 'rel ' || relname || ' ' || relkind::text || ' ' || relnatts AS item FROM pg_class
       WHERE relnamespace = current_schema()::regnamespace
       UNION ALL
       SELECT 'trigger ' || tgname || ' ' || tgenabled::text FROM pg_trigger
       WHERE tgrelid IN (SELECT oid FROM pg_class WHERE relnamespace = current_schema()::regnamespace)
       UNION ALL
       SELECT 'function ' || proname || ' ' || md5(prosrc) FROM pg_proc
       WHERE pronamespace = current_schema()::regnamespace
       UNION ALL
       SELECT 'setting ' || name || '=' || setting FROM pg_settings WHERE source = 'session'
       UNION ALL
       SELECT 'migrations ' || count(*) FROM schema_migrations
     ) AS items`,
  );
  return rows[0].shape;
}
