// The embedded engine: PostgreSQL compiled to WASM, in-process, no server to run.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteInterface, type Transaction } from '@electric-sql/pglite';
import type { Db } from './types';

interface OpenPgliteOptions {
  /** Start from this dump (PGlite's dumpDataDir) instead of an empty cluster: much faster. */
  loadDataDir?: Blob;
}

/** dataDir null → in memory (tests); else the cluster lives in `${dataDir}/pglite`. */
export async function openPglite(
  dataDir: string | null,
  options: OpenPgliteOptions = {},
): Promise<{ db: Db; pglite: PGlite }> {
  let storage: string | undefined;
  if (dataDir !== null) {
    storage = path.join(dataDir, 'pglite');
    await mkdir(storage, { recursive: true });
  }
  const pglite = await PGlite.create({
    ...(storage === undefined ? {} : { dataDir: storage }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
  });
  return { db: wrapPglite(pglite), pglite };
}

function wrapPglite(pg: PGliteInterface): Db {
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
    close: () => pg.close(),
  };
}
