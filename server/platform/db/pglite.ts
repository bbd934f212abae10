// The embedded engine: PostgreSQL compiled to WASM, in-process, no server to run.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteInterface, type Transaction } from '@electric-sql/pglite';
import { lockDataDir, type DataDirLock } from './dataDirLock';
import { byteaParsers, byteaSerializers } from './pgliteBytea';
import type { Db } from './types';
import { countRequests } from './requestCount';

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
      serializers: byteaSerializers,
      parsers: byteaParsers,
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

  // Top-level calls running or waiting for PGlite's one statement at a time, and requests being
  // answered (duringRequest): whenIdle waits for both. A request is counted from start to answer,
  // not only while a statement of its runs, because between its statements it awaits other work
  // (a token's signature, a body) and a background chunk slipped in there makes its next
  // statement wait.
  let busy = 0;
  const requests = countRequests();
  const counted = async <T>(run: () => Promise<T>): Promise<T> => {
    busy += 1;
    try {
      return await run();
    } finally {
      busy -= 1;
    }
  };

  return {
    engine: 'pglite',
    query: <T>(sql: string, params?: unknown[]) => counted(() => pg.query<T>(sql, params)),
    exec: (sql) =>
      counted(async () => {
        await pg.exec(sql);
      }),
    transaction: (fn) => counted(() => pg.transaction((tx) => fn(inTransaction(tx)))),
    duringRequest: (answer) => requests.during(answer),
    async whenIdle(maxWaitMs) {
      // A macrotask at a time: a request's next statement follows its last one in microtasks,
      // so it is already counted when this looks again.
      const deadline = Date.now() + maxWaitMs;
      do await new Promise((done) => setImmediate(done));
      while ((busy > 0 || requests.active > 0) && Date.now() < deadline);
    },
    async close() {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}
