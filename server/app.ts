// The HTTP application: /api/v3 (routes/), /config.json, and optionally the built SPA. It receives
// everything it needs (database, configuration, token verifier), so tests and the frontend's MSW
// handlers run the very same app in-process over an in-memory database.
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ServerConfig } from './platform/config/config';
import { isDatabaseUnavailable, type Db } from './platform/db';
import type { TokenVerifier } from './platform/auth/verifyToken';
import type { AppEnv } from './platform/http/context';
import { HttpError } from './platform/http/errors';
import { compression } from './platform/http/compression';
import { etag } from './platform/http/etag';
import { securityHeaders } from './platform/http/securityHeaders';
import { createParticipation, type Participation } from './platform/http/participation';
import { embeddablePageHeaders, mountStaticSite } from './platform/http/staticSite';
import { bootDataFor, publicPageHtml } from './participation/bootData';
import { createMathService, type MathService } from './math/service/mathService';
import { createReadinessProbe, type ReadinessProbe } from './platform/lifecycle/readiness';
import { appConfigRoutes } from './platform/config/appConfig';
import { healthRoutes } from './platform/lifecycle/health';
import { createApiRoutes } from './routes';
import { createAccountRoutes } from './accounts/routes';
import { createJobRunner, type JobRunner } from './platform/jobs/runner';
import { topicsJob } from './serverJobs';
import { TOPICS_JOB } from './topics/generation';
import { createAccountServices, type AccountServices } from './accounts/services';
import { limitBodies } from './platform/http/bodyLimits';
import { rejectNulInUrl } from './platform/http/nul';
import { requestGuard } from './platform/http/requestGuard';
import { rootMessages } from './messages';

export interface CreateAppOptions {
  db: Db;
  config: ServerConfig;
  verifyToken: TokenVerifier;
  /** The built SPA (dist/). Without it only the API and /config.json are served. */
  staticDir?: string;
  /** Participant tokens and rate limits; default: an in-memory secret (see http/participation). */
  participation?: Participation;
  /** Opinion-group updates; default: computed in-process, only when flushed (tests). */
  math?: MathService;
  /** Accounts, mail, throttling, access code; default: made from db and config (mail to the log). */
  accounts?: AccountServices;
  /** The secret `npm run user:add` presents (DATA_DIR/cli.json); none: the CLI route is off. */
  cliSecret?: string | null;
  /** What GET /readyz reports; server/start.ts passes its own so SIGTERM can drain it. */
  readiness?: ReadinessProbe;
  /**
   * The background jobs, told to look for due work when a request queues a job ('Generér emner'),
   * so it starts now rather than at the next poll. server/start.ts passes the instance's runner;
   * default: a runner of the topics job on this database that runs only when told (tests).
   */
  jobs?: Pick<JobRunner, 'runDue'>;
}

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const API_PREFIX = '/api/v3';
export const ACCOUNT_PREFIX = '/api/account';

export function createApp({
  db,
  config,
  verifyToken,
  staticDir,
  participation = createParticipation({ trustProxy: config.trustProxy }),
  math = createMathService({ db, debounceMs: null, timeoutMs: 60_000, runner: 'inline' }),
  accounts = createAccountServices(db, config),
  cliSecret = null,
  readiness = createReadinessProbe(db),
  jobs = createJobRunner({ db, handlers: { [TOPICS_JOB]: topicsJob } }),
}: CreateAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders(config));
  app.use('*', embeddablePageHeaders(config));
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    c.set('participation', participation);
    c.set('accounts', accounts);
    c.set('participant', null);
    c.set('math', math);
    c.set('jobs', jobs);
    // The math's background reading waits while any request is being answered
    // (docs/math.md#the-vote-while-the-map-is-computed).
    await (db.duringRequest ? db.duringRequest(next) : next());
  });
  // Outside the ETags: the tag belongs to the plain body, whichever encoding carries it.
  app.use('*', compression());
  // Hashing a content-hashed bundle is wasted work: those are cached for ever anyway.
  const tagged = etag();
  app.use('*', async (c, next) => (c.req.path.startsWith('/assets/') ? next() : tagged(c, next)));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(error.toBody(), error.status as ContentfulStatusCode, error.headers);
    }
    if (isDatabaseUnavailable(error)) {
      // An outage (PostgreSQL restarting or failing over), not a bug: the pool reconnects by
      // itself, so the client is told to come back shortly. db/postgres.ts logs the cause.
      const unavailable = new HttpError(
        503,
        'polis_err_database_unavailable',
        rootMessages.databaseUnavailable,
      );
      return c.json(unavailable.toBody(), 503, {
        'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    const internal = new HttpError(500, 'polis_err_internal', rootMessages.internalError);
    return c.json(internal.toBody(), 500);
  });
  app.notFound((c) => {
    const notFound = new HttpError(404, 'polis_err_not_found', rootMessages.pageNotFound);
    return c.json(notFound.toBody(), 404);
  });

  app.route('/', healthRoutes(readiness));
  app.use('/api/*', requestGuard(config));
  app.route(API_PREFIX, createApiRoutes(verifyToken));
  app.use(`${ACCOUNT_PREFIX}/*`, limitBodies());
  app.use(`${ACCOUNT_PREFIX}/*`, rejectNulInUrl());
  app.route(
    ACCOUNT_PREFIX,
    createAccountRoutes(verifyToken, { embedded: config.oidc.embedded, cliSecret }),
  );
  app.route('/config.json', appConfigRoutes(config));
  if (staticDir !== undefined) {
    mountStaticSite(app, staticDir, async (vars, html, conversationId, readStylesheet) =>
      publicPageHtml(html, await bootDataFor(vars, conversationId), readStylesheet),
    );
  }

  return app;
}
