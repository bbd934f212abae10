// `npm start`: one process on HOST:PORT serving the SPA, /config.json, /api and (by default) the
// embedded OpenID Connect provider under /oidc. Builds the SPA first when dist/ is missing or
// stale.
import { mkdir } from 'node:fs/promises';
import { createRemoteJWKSet } from 'jose';
import { loadServerConfig, type ServerConfig } from './platform/config/config';
import { DataDirInUseError, openDatabase, type Db } from './platform/db';
import { loadDeployConfig, type DeployConfig } from './platform/config/deployConfig';
import { createReadinessProbe } from './platform/lifecycle/readiness';
import { handleShutdownSignals } from './platform/lifecycle/shutdown';
import { createApp } from './app';
import { createTokenVerifier } from './platform/auth/verifyToken';
import { createEmbeddedIdp } from './accounts/oidc/embeddedIdp';
import { parseOperatorKeys, type IdpKeys } from './accounts/oidc/keys';
import { loadOperatorSecrets, type OperatorSecrets } from './platform/config/secretsConfig';
import { ensureSpaBuilt } from './spaBuild';
import { loadParticipation } from './platform/http/participation';
import { discoverJwksUri } from './platform/auth/discoverJwks';
import { DEMO_ACCOUNT, DEMO_PASSWORD, seedDemoIfEmpty } from './demo/seedDemo';
import { createServerJobs } from './serverJobs';
import { createMathService } from './math/service/mathService';
import { createAccountServices } from './accounts/services';
import { newCliSecret, removeCliAccess, writeCliAccess } from './accounts/cliAccess';
import { createNodeServer } from './platform/http/nodeServer';
import { rootMessages } from './messages';

let config: ServerConfig;
let deploy: DeployConfig;
let secrets: OperatorSecrets;
let operatorKeys: IdpKeys | null;
try {
  config = loadServerConfig();
  deploy = loadDeployConfig();
  secrets = loadOperatorSecrets();
  operatorKeys = secrets.oidcKeys === null ? null : parseOperatorKeys(secrets.oidcKeys);
} catch (error) {
  console.error(rootMessages.start.failed((error as Error).message));
  process.exit(1);
}
let db: Db;
try {
  db = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: deploy.poolSize,
    prepared: deploy.preparedStatements,
    waitMs: deploy.databaseWaitMs,
  });
} catch (error) {
  // Another process has this PGlite DATA_DIR: say who, and what to do (db/dataDirLock.ts).
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(rootMessages.start.dataDirInUse(error.message));
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

const accounts = createAccountServices(db, config);
const idp = config.oidc.embedded
  ? await createEmbeddedIdp({
      issuer: config.oidc.issuer,
      dataDir: config.dataDir,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
      appOrigin: config.publicOrigin,
      services: accounts,
      // Keys, sessions, interactions and codes in the database: every instance on it is one
      // provider, so a load balancer needs no sticky sessions
      // (docs/deploy.md#a-load-balancer-in-front).
      sharedState: true,
      keys: operatorKeys,
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
  emailClaim: config.oidc.tokens.emailClaim,
  types: config.oidc.tokens.types,
  maxAgeSeconds: config.oidc.tokens.maxAgeSeconds,
});

// Participant tokens are signed with a secret kept in the database (or the operator's own:
// PARTICIPANT_SECRET), so they survive restarts and are good at every instance.
const participation = await loadParticipation(
  db,
  config.dataDir,
  config.trustProxy,
  secrets.participantSecrets,
);
// Opinion groups, recomputed in a worker thread after votes and moderation (server/math/service).
const math = createMathService({ db, ...config.math });
const cliSecret = newCliSecret();
const readiness = createReadinessProbe(db);
const app = createApp({
  db,
  config,
  verifyToken,
  staticDir: distDir,
  participation,
  math,
  accounts,
  cliSecret,
  readiness,
  jobs,
});
const server = createNodeServer({ app, idp });

server.keepAliveTimeout = deploy.keepAliveTimeoutMs;

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // The CLI route answers loopback callers only (routes/account/cliRoutes.ts): a server listening
  // on every address is reached by the CLI over loopback.
  const url = (host: string) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const listening = url(config.host);
  const loopback = url(
    config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '::1' : config.host,
  );
  void mkdir(config.dataDir, { recursive: true })
    .then(() => writeCliAccess(config.dataDir, { url: loopback, secret: cliSecret }))
    .catch((error: unknown) => console.warn(`cli.json could not be written: ${String(error)}`));
  console.log(rootMessages.start.running(config.publicOrigin, listening));
  console.log(
    idp
      ? rootMessages.start.embeddedSignIn(config.oidc.issuer)
      : rootMessages.start.externalSignIn(config.oidc.issuer),
  );
  if (idp && config.demo) {
    console.log(rootMessages.start.demoAccount(DEMO_ACCOUNT.email, DEMO_PASSWORD));
    if (config.publicOrigin.startsWith('https:')) {
      console.warn(rootMessages.start.demoWarning);
    }
  }
  if (idp) {
    console.log(rootMessages.start.firstAdmin);
  }
  console.log(rootMessages.start.database(db.engine, config.databaseUrl ? null : config.dataDir));
  // What changed while no server ran (the demo just seeded, votes of another instance…).
  void math.catchUp().catch((error: Error) => console.error('Meningsgrupper:', error.message));
});

handleShutdownSignals({
  server,
  readiness,
  delayMs: deploy.shutdownDelayMs,
  timeoutMs: deploy.shutdownTimeoutMs,
  closers: [
    () => jobs.stop(),
    () => math.stop(),
    () => removeCliAccess(config.dataDir).catch(() => undefined),
    () => db.close(),
  ],
});
