// The production engine: a `pg` connection pool on DATABASE_URL. It survives the database going
// away (a restart, a failover): a connection that dies — idle in the pool or checked out by a
// transaction — is logged and dropped instead of crashing the process, calls fail fast with
// DatabaseUnavailableError (the API's 503, unavailable.ts) while nothing answers, and the pool
// opens new connections by itself once the database is back.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db } from './types';
import { countRequests } from './requestCount';
import { classifyDatabaseError, isDatabaseUnavailable } from './unavailable';

const INT8_OID = 20;

// Counts and epoch-millisecond timestamps are int8. They fit a double for the next 280 000 years,
// and PGlite already returns them as numbers: parse them the same way here.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface PostgresOptions {
  /** Keep every table in this schema (created if missing). For test isolation. */
  schema?: string;
  /** Connections per instance (DATABASE_POOL_SIZE); default 10. */
  poolSize?: number;
  /** Give up connecting after this long, so requests fail fast during an outage; default 5 s. */
  connectTimeoutMs?: number;
  /** Named (prepared) statements where a caller asks (DATABASE_PREPARED_STATEMENTS); default on. */
  prepared?: boolean;
}

/** At most this many texts are prepared: a caller passing ever new text gets plain statements. */
const PREPARED_TEXTS = 100;

/**
 * What `pg` sends for a statement: a named one for a prepared text (named by a hash of the text,
 * so one name never carries two texts on a connection), else the unnamed one it always sent.
 */
function statementsOf(enabled: boolean) {
  const names = new Map<string, string>();
  return (sql: string, params: unknown[] | undefined, prepared: boolean | undefined) => {
    if (!enabled || !prepared) return { text: sql, values: params };
    let name = names.get(sql);
    if (name === undefined && names.size < PREPARED_TEXTS) {
      name = `r_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
      names.set(sql, name);
    }
    return name === undefined ? { text: sql, values: params } : { name, text: sql, values: params };
  };
}

/** At most one log line per kind of trouble every 10 s: an outage must not flood the log. */
function quietLogger(): (what: string, error: Error) => void {
  const last = new Map<string, number>();
  return (what, error) => {
    const now = Date.now();
    if ((last.get(what) ?? 0) > now - 10_000) return;
    last.set(what, now);
    console.error(`PostgreSQL: ${what}: ${error.message}`);
  };
}

/**
 * pg's Client with an 'error' listener for its whole life. The pool and our transactions attach
 * listeners of their own, but not at every moment: a client handed to a waiting `pool.connect()`
 * has none until the caller's `await` resumes, and when PostgreSQL dies the notice ('terminating
 * connection due to unexpected postmaster exit') can arrive in that gap, in the same socket read
 * as the answer that freed the client — an unhandled 'error' event, which ends the process. This
 * listener only logs; whoever uses the client next finds it not queryable (a 503), and the pool
 * drops it on release.
 */
function guardedClient(log: (what: string, error: Error) => void): typeof pg.Client {
  return class GuardedClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', (error: Error) => log('connection lost', error));
    }
  };
}

/**
 * `schema` (tests) puts every table in that schema, created if missing, via the connection's
 * search_path — so parallel test runs on one database never see each other's rows.
 */
export async function openPostgres(
  databaseUrl: string,
  options: PostgresOptions = {},
): Promise<Db> {
  const { schema } = options;
  let connectionOptions: string | undefined;
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
    connectionOptions = `-c search_path=${schema}`;
  }
  const log = quietLogger();
  const pool = new pg.Pool({
    // Every client has an error listener of its own from birth to end (guardedClient).
    Client: guardedClient(log),
    connectionString: databaseUrl,
    options: connectionOptions,
    types,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    // TCP keep-alive notices a peer that vanished without closing (a failover, a cut network).
    keepAlive: true,
  });
  // An idle client losing its connection: the pool drops it and makes a new one when needed.
  pool.on('error', (error) => log('idle connection lost', error));

  const statement = statementsOf(options.prepared ?? true);
  const onClient = (client: pg.PoolClient): Db => {
    const txDb: Db = {
      engine: 'postgres',
      query: async <T>(sql: string, params?: unknown[], prepared?: boolean) =>
        (await client.query(statement(sql, params, prepared))) as unknown as { rows: T[] },
      exec: async (sql) => {
        await client.query(sql);
      },
      transaction: (fn) => fn(txDb),
      close: () => Promise.reject(new Error('close() called inside a transaction')),
    };
    return txDb;
  };

  const classified = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw classifyDatabaseError(error);
    }
  };

  // Requests being answered, so a background reader can let them go first (whenIdle): the pool's
  // statements do not wait for each other, but on a machine of few cores the reading's database
  // process takes a core a vote needs (docs/math.md#the-vote-while-the-map-is-computed).
  const requests = countRequests();

  return {
    engine: 'postgres',
    duringRequest: (answer) => requests.during(answer),
    async whenIdle(maxWaitMs) {
      // Polled with a timer, not setImmediate: this thread answers the requests it waits for.
      const deadline = Date.now() + maxWaitMs;
      while (requests.active > 0 && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 1));
      }
    },
    query: <T>(sql: string, params?: unknown[], prepared?: boolean) =>
      classified(
        async () =>
          (await pool.query(statement(sql, params, prepared))) as unknown as { rows: T[] },
      ),
    exec: (sql) =>
      classified(async () => {
        await pool.query(sql);
      }),
    transaction: (fn) =>
      classified(async () => {
        const client = await pool.connect();
        // A checked-out client has no listener of the pool's: without this one, its connection
        // dying between two statements would be an unhandled 'error' event, and exit the process.
        let lost: Error | null = null;
        const onError = (error: Error) => {
          lost = error;
          log('connection lost during a transaction', error);
        };
        client.on('error', onError);
        let failure: unknown = null;
        try {
          await client.query('BEGIN');
          const result = await fn(onClient(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          failure = error;
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.removeListener('error', onError);
          // A broken connection goes back with its error, so the pool destroys it.
          const broken = lost ?? (isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
          client.release(broken);
        }
      }),
    close: () => pool.end(),
  };
}
