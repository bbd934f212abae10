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
  /** PostgreSQL: the URL and the schema it owns, dropped when it is closed for good. */
  databaseUrl?: string;
  schema?: string;
  /** Its digest when it was fresh (shapeOf): what emptying it must bring back. */
  shape: string;
}

/** Emptied databases this worker may lend again, by engine (PGlite, or the PostgreSQL URL). */
const spare = new Map<string, Kept[]>();

/** The longest close() waits for a test's statements still running before it gives up on reuse. */
const SETTLE_MS = 10_000;

/** An empty, migrated database; `close()` gives it back. PostgreSQL when `databaseUrl` is set. */
export async function openTestDatabase(databaseUrl?: string): Promise<Db> {
  const key = databaseUrl ?? 'pglite';
  const kept = spare.get(key)?.pop() ?? (await openFresh(databaseUrl));
  return lend(kept, (emptied) => spare.set(key, [...(spare.get(key) ?? []), emptied]));
}

/** An empty, migrated in-memory PGlite; `close()` gives it back. */
export function openTestPglite(): Promise<Db> {
  return openTestDatabase();
}

async function openFresh(databaseUrl: string | undefined): Promise<Kept> {
  if (databaseUrl === undefined) {
    const db = await openMigratedPglite();
    return { db, shape: await shapeOf(db) };
  }
  // Named for this run: the server project's global set-up drops the schemas kept when it ends.
  const prefix = inject('testSchemaPrefix');
  if (!prefix) throw new Error('PostgreSQL test schemas need testSchemas.globalSetup.ts');
  const schema = `${prefix}${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ dataDir: null, databaseUrl, schema });
  return { db, databaseUrl, schema, shape: await shapeOf(db) };
}

/**
 * The caller's handle: after its `close()` it refuses every call, as a closed database does, so a
 * test's straggling statement cannot reach the database the next file is using; close() first
 * lets the calls already running end. It has `whenIdle` exactly where the engine has it: the
 * server paces its reading by that.
 */
function lend(kept: Kept, keep: (emptied: Kept) => void): Db {
  const { db } = kept;
  let open = true;
  let running = 0;
  let settled: (() => void) | null = null;
  const call = async <T>(run: (live: Db) => Promise<T>): Promise<T> => {
    if (!open) throw new Error('the test database is closed');
    running += 1;
    try {
      return await run(db);
    } finally {
      running -= 1;
      if (running === 0) settled?.();
    }
  };
  const handle: Db = {
    engine: db.engine,
    query: (sql, params, prepared) => call((live) => live.query(sql, params, prepared)),
    exec: (sql) => call((live) => live.exec(sql)),
    transaction: (fn) => call((live) => live.transaction(fn)),
    async close() {
      if (!open) return;
      open = false;
      const done =
        running === 0 ||
        (await Promise.race([
          new Promise<boolean>((resolve) => (settled = () => resolve(true))),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SETTLE_MS).unref()),
        ]));
      const emptied = done ? await emptiedForReuse(kept) : null;
      if (emptied) keep(emptied);
      else await closeForGood(kept);
    },
  };
  if (db.whenIdle && db.duringRequest) {
    handle.whenIdle = (maxWaitMs) => call((live) => live.whenIdle!(maxWaitMs));
    handle.duringRequest = (answer) => call((live) => live.duringRequest!(answer));
  }
  return handle;
}

/**
 * The database as migrations left it (only the migration log holds rows), or null when a test
 * changed what emptying does not undo: then it is closed instead of lent again. Session state goes
 * first (temporary tables, settings, prepared statements, listeners, advisory locks): PGlite's one
 * session is discarded (which fails inside a transaction a test left open), PostgreSQL's pool is
 * replaced by a new one on the same schema.
 */
async function emptiedForReuse(kept: Kept): Promise<Kept | null> {
  let { db } = kept;
  try {
    if (kept.databaseUrl === undefined) {
      await db.exec('DISCARD ALL');
    } else {
      await db.close();
      db = await openDatabase({
        dataDir: null,
        databaseUrl: kept.databaseUrl,
        schema: kept.schema,
      });
    }
    const fresh = { ...kept, db };
    await emptyTables(db);
    if ((await tablesWithRows(db)).length > 0) return closeForGood(fresh);
    if ((await shapeOf(db)) !== kept.shape) return closeForGood(fresh);
    return fresh;
  } catch {
    // A database a test broke is not lent again.
    return closeForGood({ ...kept, db });
  }
}

async function closeForGood(kept: Kept): Promise<null> {
  if (kept.schema !== undefined) {
    await kept.db.exec(`DROP SCHEMA IF EXISTS ${kept.schema} CASCADE`).catch(() => undefined);
  }
  await kept.db.close().catch(() => undefined);
  return null;
}

/** The schema's tables that hold rows, schema-qualified, the migration log left out. */
async function tablesWithRows(db: Db): Promise<string[]> {
  const { rows: tables } = await db.query<{ t: string }>(
    `SELECT format('%I.%I', current_schema(), relname) AS t FROM pg_class
     WHERE relnamespace = current_schema()::regnamespace AND relkind IN ('r', 'p')
       AND relname <> 'schema_migrations'`,
  );
  if (tables.length === 0) return [];
  const probe = tables
    .map(({ t }) => `SELECT '${t}' AS t WHERE EXISTS (SELECT 1 FROM ${t})`)
    .join(' UNION ALL ');
  return (await db.query<{ t: string }>(probe)).rows.map(({ t }) => t);
}

async function emptyTables(db: Db): Promise<void> {
  const full = await tablesWithRows(db);
  if (full.length > 0) await db.exec(`TRUNCATE ${full.join(', ')} RESTART IDENTITY CASCADE`);
  // Sequences of tables that are empty again (rows added, then deleted) are still advanced.
  const { rows: used } = await db.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences
     WHERE schemaname = current_schema() AND last_value IS NOT NULL`,
  );
  if (used.length > 0) {
    await db.exec(used.map(({ name }) => `ALTER SEQUENCE ${name} RESTART`).join('; '));
  }
}

/**
 * A digest of what a test could change and emptying does not undo: relations, columns and their
 * defaults, constraints, indexes, views, triggers (and whether they are enabled), functions,
 * settings, temporary relations and the migration log's rows. The schema's own name is left out,
 * so PostgreSQL's schemas of one run compare alike.
 */
async function shapeOf(db: Db): Promise<string> {
  const { rows } = await db.query<{ shape: string }>(
    `WITH here AS (SELECT current_schema()::regnamespace AS ns, current_schema() AS name)
     SELECT md5(string_agg(replace(item, (SELECT name FROM here) || '.', ''), E'\\n' ORDER BY item))
       AS shape
     FROM (
       SELECT 'rel ' || relname || ' ' || relkind::text AS item FROM pg_class
       WHERE relnamespace = (SELECT ns FROM here)
       UNION ALL
       SELECT 'column ' || c.relname || '.' || a.attname || ' '
              || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text || ' '
              || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE c.relnamespace = (SELECT ns FROM here) AND a.attnum > 0 AND NOT a.attisdropped
       UNION ALL
       SELECT 'constraint ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
       WHERE connamespace = (SELECT ns FROM here)
       UNION ALL
       SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = (SELECT name FROM here)
       UNION ALL
       SELECT 'view ' || viewname || ' ' || definition FROM pg_views
       WHERE schemaname = (SELECT name FROM here)
       UNION ALL
       SELECT 'trigger ' || tgname || ' ' || tgenabled::text FROM pg_trigger
       WHERE tgrelid IN (SELECT oid FROM pg_class WHERE relnamespace = (SELECT ns FROM here))
       UNION ALL
       SELECT 'function ' || proname || ' ' || md5(prosrc) FROM pg_proc
       WHERE pronamespace = (SELECT ns FROM here)
       UNION ALL
       SELECT 'setting ' || name || '=' || setting FROM pg_settings WHERE source = 'session'
       UNION ALL
       SELECT 'temporary ' || relname FROM pg_class WHERE relpersistence = 't'
       UNION ALL
       SELECT 'migration ' || m::text FROM schema_migrations m
     ) AS items`,
  );
  return rows[0].shape;
}
