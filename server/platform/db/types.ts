// The one database interface the rest of the server sees. Both engines (PGlite and PostgreSQL via
// `pg`) speak the same SQL, so repositories never branch on the engine.

export type DbEngine = 'pglite' | 'postgres';

export interface Db {
  readonly engine: DbEngine;
  /**
   * One statement with $1… placeholders. int8 columns (counts, ms timestamps) come back as numbers.
   * `prepared`: a hot statement of fixed text that PostgreSQL keeps parsed and planned per
   * connection instead of planning it on every call (docs/upstream.md#where-the-time-goes). PGlite
   * ignores it.
   */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    prepared?: boolean,
  ): Promise<{ rows: T[] }>;
  /** Several statements without parameters (migrations, test resets). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn in a transaction: committed when fn resolves, rolled back when it throws. Inside a
   * transaction, `tx.transaction` simply runs in the same transaction (no savepoints).
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Resolves once nothing the requests need is busy, or after `maxWaitMs`. Background readers (the
   * math's vote reading) call it between their statements. On PGlite, which runs statements one at
   * a time in this thread, it waits for running and waiting statements and for requests being
   * answered: otherwise a request's statements queue behind each chunk they read. On PostgreSQL it
   * waits for requests being answered: the reading's database process would take a core a vote
   * needs (docs/math.md#the-vote-while-the-map-is-computed).
   */
  whenIdle?(maxWaitMs: number): Promise<void>;
  /**
   * Runs `answer` (one HTTP request, start to answer) counted as using the database, so whenIdle
   * also waits for requests between their statements. Present exactly where whenIdle is.
   */
  duringRequest?<T>(answer: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
