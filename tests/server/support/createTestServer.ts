// The real app over an empty database, for server tests and for the SPA's tests (MSW handlers can
// forward to `fetch`). One per test file, on a database the worker lends (testDatabases.ts): a
// fresh one takes about a second to open, reset() takes milliseconds, so call reset() between tests.
import type { Hono } from 'hono';
import { createApp } from '../../../server/app';
import { loadServerConfig, type ServerConfig } from '../../../server/platform/config/config';
import type { Db } from '../../../server/platform/db';
import { createTokenVerifier } from '../../../server/platform/auth/verifyToken';
import type { AppEnv } from '../../../server/platform/http/context';
import {
  createParticipation,
  type Participation,
  type ParticipationOptions,
} from '../../../server/platform/http/participation';
import { createMathService, type MathService } from '../../../server/math/service/mathService';
import { openTestDatabase } from './testDatabases';
import { createAccountServices, type AccountServices } from '../../../server/accounts/services';
import { createMailbox } from '../../../server/accounts/mailer';
import type { ThrottleLimits } from '../../../server/accounts/throttlePolicy';
import { createTokenMinter, TEST_AUDIENCE, TEST_ISSUER, type TokenMinter } from './tokens';

export interface TestServerOptions {
  /** PostgreSQL to use instead of in-memory PGlite; the server gets its own fresh schema there. */
  databaseUrl?: string;
  /** Extra environment for loadServerConfig, e.g. { ADMIN_EMAILS: 'admin@test.local' }. */
  env?: Record<string, string>;
  /** Serve this directory as the SPA (see createApp). */
  staticDir?: string;
  /** Participant-token secret, rate limits… (default: a random secret, the contract's limits). */
  participation?: ParticipationOptions;
  /**
   * Opinion-group updates. Default: in this thread, only when the test calls `math.flush()`.
   * `{ runner: 'worker', debounceMs: 50 }` runs them as the server does.
   */
  math?: { runner?: 'worker' | 'inline'; debounceMs?: number | null; timeoutMs?: number };
  /**
   * Run as the embedded provider's API (no OIDC_ISSUER): tokens name accounts by idp_subject, and
   * /api/account is on. signIn() then makes the account first, as the provider would.
   */
  embedded?: boolean;
  /** Throttle limits for the account flows (default: the production ones). */
  accountLimits?: Partial<ThrottleLimits>;
  /** Turns the CLI routes (/api/account/cli/*) on with this secret (default: off). */
  cliSecret?: string;
}

export interface TestRequestInit extends RequestInit {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Serialised as the JSON body (sets Content-Type). */
  json?: unknown;
}

export interface TestServer extends TokenMinter {
  app: Hono<AppEnv>;
  db: Db;
  config: ServerConfig;
  /** Participant tokens (issue/verify) and the rate limiter; reset() empties the limiter. */
  participation: Participation;
  /** The app's math service: `await server.math.flush()` computes what votes changed. */
  math: MathService;
  /** Account services; mail goes to `mailbox`. */
  accounts: AccountServices;
  mailbox: ReturnType<typeof createMailbox>;
  /** A request through the app, no network: path like '/api/v3/users?x=1'. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
  /** The app's fetch handler, for MSW: `http.all('/api/*', ({ request }) => server.fetch(request))`. */
  fetch(request: Request): Promise<Response>;
  /** Empties every table and restarts the id sequences. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

const TEST_ENV: Record<string, string> = {
  PUBLIC_ORIGIN: 'http://test.local',
  PUBLIC_SITE_URL: 'http://test.local/',
  OIDC_ISSUER: TEST_ISSUER,
  OIDC_AUDIENCE: TEST_AUDIENCE,
  OIDC_JWKS_URI: 'http://test.local/oidc/jwks',
};

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const env = { ...TEST_ENV, ...options.env };
  if (options.embedded) delete env.OIDC_ISSUER;
  const config = loadServerConfig(env);
  const [db, minter] = await Promise.all([
    openTestDatabase(options.databaseUrl || undefined),
    createTokenMinter(),
  ]);
  const verifyToken = createTokenVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    jwks: minter.jwks,
    emailClaim: config.oidc.tokens.emailClaim,
    types: config.oidc.tokens.types,
    maxAgeSeconds: config.oidc.tokens.maxAgeSeconds,
  });
  const participation = createParticipation(options.participation);
  const math = createMathService({
    db,
    runner: options.math?.runner ?? 'inline',
    debounceMs: options.math?.debounceMs ?? null,
    timeoutMs: options.math?.timeoutMs ?? 60_000,
  });
  const mailbox = createMailbox();
  const resetDatabase = createReset(db);
  const accounts = createAccountServices(db, config, {
    mailer: mailbox,
    limits: options.accountLimits,
  });
  const app = createApp({
    db,
    config,
    verifyToken,
    staticDir: options.staticDir,
    participation,
    math,
    accounts,
    cliSecret: options.cliSecret ?? null,
  });

  const request = async (path: string, init: TestRequestInit = {}) => {
    const { token, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
    let body = rest.body;
    if (json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(json);
    }
    // A raw body is sent as the API's clients send bodies (JSON), unless a test says otherwise.
    if (body !== undefined && body !== null && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    return app.request(path, { ...rest, headers, body });
  };

  return {
    ...minter,
    app,
    db,
    config,
    participation,
    math,
    accounts,
    mailbox,
    request,
    fetch: async (req) => app.fetch(req),
    reset: async () => {
      participation.limiter.clear();
      await math.reset();
      mailbox.sent.length = 0;
      await resetDatabase();
    },
    async close() {
      await math.stop();
      await db.close();
    },
  };
}

/**
 * Empties every table of the current schema except the migration log and restarts every sequence
 * a test used. Only the tables that hold rows are truncated: TRUNCATE costs per table (new files
 * for each), and most tests touch a handful of the schema's tables.
 */
function createReset(db: Db): () => Promise<void> {
  let probe: string | undefined;
  return async () => {
    if (probe === undefined) {
      const { rows } = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables
         WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
           AND table_name <> 'schema_migrations'`,
      );
      probe = rows
        .map(({ table_name: t }) => `SELECT '${t}' AS t WHERE EXISTS (SELECT 1 FROM "${t}")`)
        .join(' UNION ALL ');
    }
    if (probe === '') return;
    const { rows: full } = await db.query<{ t: string }>(probe);
    if (full.length > 0) {
      const tables = full.map(({ t }) => `"${t}"`).join(', ');
      await db.exec(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
    }
    // Sequences of tables that are empty again (rows added, then deleted) are still advanced.
    const { rows: used } = await db.query<{ name: string }>(
      `SELECT sequencename AS name FROM pg_sequences
       WHERE schemaname = current_schema() AND last_value IS NOT NULL`,
    );
    if (used.length > 0) {
      await db.exec(used.map(({ name }) => `ALTER SEQUENCE "${name}" RESTART`).join('; '));
    }
  };
}
