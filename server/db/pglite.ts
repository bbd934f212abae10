// The embedded engine: PostgreSQL compiled to WASM, in-process, no server to run.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteInterface, type Transaction } from '@electric-sql/pglite';
import { lockDataDir, type DataDirLock } from './dataDirLock';
import type { Db } from './types';

interface OpenPgliteOptions {
  /** Start from this dump (PGlite's dumpDataDir) instead of an empty cluster: much faster. */
  loadDataDir?: Blob;
}

/**
 * dataDir null → in memory (tests); else the cluster lives in `${dataDir}/pglite`, held by this
 * process alone until close() (dataDirLock.ts; a second opener gets DataDirInUseError).
 */
export async function openPglite(
  dataDir: string | null,
  options: OpenPgliteOptions = {},
): Promise<{ db: Db; pglite: PGlite }> {
  let storage: string | undefined;
  let lock: DataDirLock | null = null;
  if (dataDir !== null) {
    lock = lockDataDir(dataDir);
    storage = path.join(dataDir, 'pglite');
  }
  try {
    if (storage !== undefined) await mkdir(storage, { recursive: true });
    const pglite = await PGlite.create({
      ...(storage === undefined ? {} : { dataDir: storage }),
      ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    });
    return { db: wrapPglite(pglite, () => lock?.release()), pglite };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function wrapPglite(pg: PGliteInterface, release: () => void): Db {
  const inTransaction = (tx: Transaction): Db => {
    const txDb: Db = {
      engine: 'pglite',
      query: async <T>(sql: string, params?: unknown[]) => tx.query<T>(sql, params),
      exec: async (sql) => {
        await tx.exec(sql);
      },
      transaction: (fn) => fn(txDb),
      close: () => Promise.reject(new Error('close() called inside a transaction')),
    };
    return txDb;
  };

  return {
    engine: 'pglite',
    query: async <T>(sql: string, params?: unknown[]) => pg.query<T>(sql, params),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(inTransaction(tx))),
    async close() {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}
