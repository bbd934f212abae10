// Plain-SQL migrations: server/platform/db/migrations/NNN_name.sql, applied in file-name order, each once,
// recorded in schema_migrations. The same files run on PGlite and PostgreSQL. Never edit an applied
// file: add the next number.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

// Not `new URL('./migrations/', import.meta.url)`: Vite rewrites that pattern into an asset URL
// (http://localhost/…) when the SPA's jsdom tests import this module.
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;
// Arbitrary constant: servers starting at once on one PostgreSQL database take turns migrating.
const MIGRATION_LOCK_KEY = 727_001;

interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => FILE_NAME.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.slice(0, 3),
      name: file.replace(/\.sql$/, ''),
      sql: await readFile(path.join(dir, file), 'utf8'),
    })),
  );
}

/** Applies the pending migrations in one transaction; returns the names applied. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at BIGINT NOT NULL
    )`);
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = all.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
        [migration.version, migration.name, Date.now()],
      );
    }
    return pending.map((migration) => migration.name);
  });
}
