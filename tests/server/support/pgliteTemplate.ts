// A migrated in-memory PGlite, fast. Starting PGlite from nothing (initdb) takes about 3 s; starting
// it from a dump of an already migrated cluster takes under 1 s. The dump is cached in the OS temp
// directory under a hash of the migrations and the PGlite version, so every test file (server and
// SPA) after the first starts quickly, and a changed migration makes a new template.
import { createHash, randomBytes } from 'node:crypto';
import { Blob } from 'node:buffer';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { migrate, readMigrations } from '../../../server/platform/db/migrate';
import { openPglite } from '../../../server/platform/db/pglite';
import type { Db } from '../../../server/platform/db';

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  try {
    return (require('@electric-sql/pglite/package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

async function templatePath(): Promise<string> {
  const migrations = await readMigrations();
  const hash = createHash('sha256').update(pgliteVersion());
  for (const migration of migrations) hash.update(`\0${migration.name}\0${migration.sql}`);
  return path.join(os.tmpdir(), `raadslag-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

async function readTemplate(file: string): Promise<Blob | null> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return null;
  }
}

/**
 * A migrated in-memory PGlite for one test file (or one test). Its `close()` empties it and keeps
 * it for the next opener in this worker, which then starts in milliseconds instead of a second of
 * CPU: the server and web projects share a worker's modules across files (no isolation), so one
 * PGlite serves every file of a worker (tests/README.md#keeping-the-suite-fast).
 */
export async function openTestPglite(): Promise<Db> {
  return lend(spare.pop() ?? (await openFresh()));
}

/** Emptied databases this worker may lend again. */
const spare: Db[] = [];
/** The schema of a freshly migrated database: a lent one goes back only if it still has it. */
let freshShape: string | undefined;

/**
 * The caller's handle: after its `close()` it refuses every call, as a closed PGlite does, so a
 * test's straggling statement cannot reach the database the next file is using.
 */
function lend(db: Db): Db {
  let open = true;
  const live = (): Db => {
    if (!open) throw new Error('the test database is closed');
    return db;
  };
  return {
    engine: db.engine,
    query: async (sql, params) => live().query(sql, params),
    exec: async (sql) => live().exec(sql),
    transaction: async (fn) => live().transaction(fn),
    whenIdle: async (maxWaitMs) => live().whenIdle?.(maxWaitMs),
    duringRequest: async (answer) => live().duringRequest!(answer),
    async close() {
      if (!open) return;
      open = false;
      await giveBack(db);
    },
  };
}

/**
 * Empties the database as migrations left it (only the migration log holds rows) and keeps it, or
 * closes it when a test changed what an empty one would not show: its tables, triggers, functions
 * or session settings.
 */
async function giveBack(db: Db): Promise<void> {
  try {
    await emptyTables(db);
    if ((await shapeOf(db)) === freshShape) {
      spare.push(db);
      return;
    }
  } catch {
    // A database a test broke is not lent again.
  }
  await db.close();
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

async function openFresh(): Promise<Db> {
  const db = await openMigrated();
  freshShape ??= await shapeOf(db);
  return db;
}

async function openMigrated(): Promise<Db> {
  const file = await templatePath();
  const template = await readTemplate(file);
  if (template) {
    try {
      const { db } = await openPglite(null, {
        loadDataDir: template as unknown as globalThis.Blob,
      });
      await migrate(db); // a no-op unless the template is stale
      return db;
    } catch {
      // A damaged template: fall through and rebuild it.
    }
  }
  const { db, pglite } = await openPglite(null);
  await migrate(db);
  const dump = await pglite.dumpDataDir('gzip');
  // Write then rename, so a parallel test file never reads half a template.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
  } catch {
    await unlink(partial).catch(() => undefined);
  }
  return db;
}
