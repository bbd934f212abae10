// `npm start`: one process on HOST:PORT serving the SPA, /config.json, /api/v3 and (by default) the
// embedded OpenID Connect provider under /oidc. Builds the SPA first when dist/ is missing or stale.
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createRemoteJWKSet } from 'jose';
import { loadServerConfig } from './config';
import { DataDirInUseError, openDatabase, type Db } from './db';
import { loadDeployConfig } from './deployConfig';
import { createReadinessProbe } from './lifecycle/readiness';
import { handleShutdownSignals } from './lifecycle/shutdown';
import { createApp } from './app';
import { createTokenVerifier } from './auth/verifyToken';
import { createEmbeddedIdp } from './oidc/embeddedIdp';
import { ensureSpaBuilt } from './spaBuild';
import { loadParticipation } from './http/participation';
import { discoverJwksUri } from './auth/discoverJwks';
import { seedDemoIfEmpty } from './demo/seedDemo';
import { createServerJobs } from './jobs/serverJobs';

const config = loadServerConfig();
const deploy = loadDeployConfig();
let db: Db;
try {
  db = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: deploy.poolSize,
    waitMs: deploy.databaseWaitMs,
  });
} catch (error) {
  // Another process has this PGlite DATA_DIR: say who, and what to do (db/dataDirLock.ts).
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(`Rådslag kan ikke starte / cannot start:\n${error.message}`);
  process.exit(1);
}
const distDir = await ensureSpaBuilt();
// Background jobs: one instance runs each (jobs/runner.ts), whichever has time.
const jobs = await createServerJobs(db);
// A first start shows every screen with something real in it (DEMO_DATA=0 turns this off).
const demo = await seedDemoIfEmpty(db, config);
if (demo) {
  // The demo ships with topics from the same pipeline `npm run topics` runs, ready before the
  // first request.
  await jobs.enqueue({ kind: 'topics', key: demo.conversation_id });
  await jobs.runDue();
}
jobs.start();

const idp = config.oidc.embedded
  ? await createEmbeddedIdp({
      issuer: config.oidc.issuer,
      dataDir: config.dataDir,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
      appOrigin: config.publicOrigin,
    })
  : null;

// The API verifies every bearer token against the provider's published keys, exactly as it would
// for Auth0 or Keycloak: the embedded provider gets no shortcut. jose fetches the JWKS lazily, so
// asking our own /oidc/jwks over loopback is fine once the server listens.
const jwksUri = config.oidc.jwksUri ?? idp?.jwksUri ?? (await discoverJwksUri(config.oidc.issuer));
const verifyToken = createTokenVerifier({
  issuer: config.oidc.issuer,
  audience: config.oidc.audience,
  jwks: createRemoteJWKSet(new URL(jwksUri)),
});

// Participant tokens are signed with a secret kept in DATA_DIR, so they survive restarts.
const participation = await loadParticipation(config.dataDir);
const readiness = createReadinessProbe(db);
const app = createApp({ db, config, verifyToken, staticDir: distDir, participation, readiness });
const apiListener = getRequestListener(app.fetch);

const server = createServer((req, res) => {
  const path = req.url ?? '/';
  if (idp && (path === idp.mountPath || path.startsWith(`${idp.mountPath}/`))) {
    idp.handle(req, res);
    return;
  }
  void apiListener(req, res);
});

server.keepAliveTimeout = deploy.keepAliveTimeoutMs;

server.listen(config.port, config.host, () => {
  console.log(`Rådslag kører på http://${config.host}:${config.port}/`);
  console.log(
    idp
      ? `Indbygget log-ind: ${config.oidc.issuer} (adgangskode til /signin: se README)`
      : `Log-ind via ${config.oidc.issuer}`,
  );
  console.log(`Database: ${db.engine}${config.databaseUrl ? '' : ` i ${config.dataDir}`}`);
});

handleShutdownSignals({
  server,
  readiness,
  delayMs: deploy.shutdownDelayMs,
  timeoutMs: deploy.shutdownTimeoutMs,
  closers: [() => jobs.stop(), () => db.close()],
});
