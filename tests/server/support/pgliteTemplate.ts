// A migrated in-memory PGlite, fast. Starting PGlite from nothing (initdb) takes about 3 s; starting
// it from a dump of an already migrated cluster takes under 1 s. The dump is cached in the OS temp
// directory under a hash of the migrations and the PGlite version, so every test file (server and
// SPA) after the first starts quickly, and a changed migration makes a new template.
import { createHash, randomBytes } from 'node:crypto';
import { Blob } from 'node:buffer';
import { readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
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
 * A migrated PGlite, from the template when there is one: in memory, or in `dataDir` (a journey's
 * server data, written before the server opens it). Tests open theirs through `openTestPglite()`
 * (testDatabases.ts), which lends one the worker has already opened when it can.
 */
export async function openMigratedPglite(dataDir: string | null = null): Promise<Db> {
  const file = await templatePath();
  const template = await readTemplate(file);
  if (template) {
    let loaded: Db | null = null;
    try {
      loaded = (await openPglite(dataDir, { loadDataDir: template as unknown as globalThis.Blob }))
        .db;
      await migrate(loaded); // a no-op unless the template is stale
      return loaded;
    } catch {
      // A damaged template: let go of what it loaded and rebuild it from nothing.
      await loaded?.close().catch(() => undefined);
      if (dataDir !== null)
        await rm(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    }
  }
  const { db, pglite } = await openPglite(dataDir);
  await migrate(db);
  if (dataDir !== null) return db;
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
