// The server half of the vote-latency probe of `npm run math:bench` (voteProbe.ts starts it as a
// child process with an IPC channel). Arguments: the synthetic conversation's folder and a PGlite
// DATA_DIR; with DATABASE_URL set, the data goes into a throw-away schema of that PostgreSQL
// instead (created here, dropped at stop, as bench:votes does). It writes the conversation into the database in bulk (as bench/voteData.ts does), then
// serves the real app over loopback HTTP with the math service as server/start.ts wires it — the
// worker-thread runner — except that updates run only when the parent says so (`debounceMs: null`
// and flush()), so the idle phase is idle and the measured update is a full one: nothing held by
// the worker, no previous state. Messages: → {ready, port, conversationId}; ← update → {updated,
// seconds, mathTick}; ← stop → exit. Not product code.
import { createApp } from '../../../server/app';
import { loadServerConfig } from '../../../server/platform/config/config';
import { openDatabase } from '../../../server/platform/db';
import { createTokenVerifier } from '../../../server/platform/auth/verifyToken';
import { createParticipation } from '../../../server/platform/http/participation';
import { createNodeServer } from '../../../server/platform/http/nodeServer';
import { createMathService } from '../../../server/math/service/mathService';
import { createAccountServices } from '../../../server/accounts/services';
import {
  createTokenMinter,
  TEST_AUDIENCE,
  TEST_ISSUER,
} from '../../../tests/server/support/tokens';
import { readConversation } from './conversationFile';
import { writeSynthetic } from './writeSynthetic';
import { tracePhases, type PhaseMarks } from './updatePhases';

export type ProbeServerMessage =
  | {
      type: 'ready';
      port: number;
      conversationId: string;
      writeSeconds: number;
      engine: 'PGlite' | 'PostgreSQL';
    }
  | { type: 'updated'; seconds: number; mathTick: number | null; marks: PhaseMarks }
  | { type: 'failed'; error: string };
export type ProbeParentMessage = { type: 'update' } | { type: 'stop' };

const send = (message: ProbeServerMessage) => process.send?.(message);

const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const schema = databaseUrl ? `math_probe_${process.pid}_${Date.now().toString(36)}` : undefined;

async function dropSchema(): Promise<void> {
  if (!databaseUrl || !schema) return;
  const admin = await openDatabase({ dataDir: null, databaseUrl });
  await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.close();
}

async function main(): Promise<void> {
  const [folder, dataDir] = process.argv.slice(2);
  const config = loadServerConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    // Each probe participant arrives from an address of its own (X-Forwarded-For), as real ones do.
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    OIDC_ISSUER: TEST_ISSUER,
    OIDC_AUDIENCE: TEST_AUDIENCE,
    OIDC_JWKS_URI: 'http://127.0.0.1/oidc/jwks',
  });
  const db = await openDatabase({ dataDir: databaseUrl ? null : dataDir, databaseUrl, schema });
  const started = performance.now();
  const { zid, id } = await writeSynthetic(db, readConversation(folder).input, (line) =>
    console.error(`[probe server] ${line}`),
  );
  const writeSeconds = (performance.now() - started) / 1000;
  // Participants need no sign-in; the verifier only has to exist.
  const minter = await createTokenMinter();
  const verifyToken = createTokenVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    jwks: minter.jwks,
    emailClaim: config.oidc.tokens.emailClaim,
    types: config.oidc.tokens.types,
    maxAgeSeconds: config.oidc.tokens.maxAgeSeconds,
  });
  const phases = tracePhases(db);
  const math = createMathService({
    db,
    debounceMs: null,
    timeoutMs: config.math.timeoutMs,
    runner: 'worker',
  });
  const app = createApp({
    db,
    config,
    verifyToken,
    participation: createParticipation({ trustProxy: config.trustProxy }),
    math,
    accounts: createAccountServices(db, config),
    cliSecret: null,
  });
  const server = createNodeServer({ app, idp: null });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  process.on('message', (message: ProbeParentMessage) => {
    if (message.type === 'update') {
      const t0 = performance.now();
      phases.start();
      math.changed(zid);
      void math
        .flush()
        .then(async () => {
          phases.finish();
          const { rows } = await db.query<{ math_tick: number }>(
            'SELECT math_tick FROM math_results WHERE zid = $1 AND pca2_gzip IS NOT NULL',
            [zid],
          );
          send({
            type: 'updated',
            seconds: (performance.now() - t0) / 1000,
            mathTick: rows[0]?.math_tick ?? null,
            marks: phases.marks(),
          });
        })
        .catch((error: unknown) => send({ type: 'failed', error: String(error) }));
    } else if (message.type === 'stop') {
      server.close();
      void math
        .stop()
        .then(() => db.close())
        .then(dropSchema)
        .finally(() => process.exit(0));
    }
  });
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  send({ type: 'ready', port, conversationId: id, writeSeconds, engine });
}

main().catch(async (error: unknown) => {
  send({
    type: 'failed',
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  await dropSchema().catch(() => undefined);
  process.exit(1);
});
