// `npm run bench:moderation`: only the moderation list at scale (docs/architecture.md#budgets) —
// the 20,000-statement conversation of bench/moderationScaleData.ts, the real server, and the load
// loops of moderationScaleSpecs — and the calls compared with upstream Polis (moderationListSpecs:
// the whole list of a 1,000-statement conversation and PUT /comments, 4 clients, in req/s;
// docs/upstream.md#speed-beside-upstream), on PGlite and, with DATABASE_URL, on PostgreSQL (a
// throw-away schema, dropped afterwards). `--list-only` skips the 20,000-statement loops; with
// UPSTREAM_URL (bench/sideBySide.ts) the PostgreSQL server is then measured beside upstream's, in
// 4 alternating rounds. `--floor` adds the storing floor (bench/storingFloor.ts) to the PUT's
// rounds, upstream or not (docs/upstream.md#the-floor-of-the-put-on-this-machine). No build; a
// browser only to sign in. Written to reports/bench/moderation.md. Builds dist/ when missing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/platform/db';
import { ensureOwner } from '../server/demo/writeDemo';
import { launchBrowser } from '../tests/e2e/browser';
import { signIn } from './browser';
import { BENCH_EMAIL } from './data';
import { freePort, ms, ROOT, startServer, table, type RunningServer } from './lib';
import { writeModerationScaleData } from './moderationScaleData';
import { loadLoop, moderationListSpecs, moderationScaleSpecs, type LoadResult } from './server';
import { sideBySide, upstreamFromEnv, type Call } from './sideBySide';
import { startStoringFloor } from './storingFloor';

const startedAt = Date.now();
const log = (line: string) =>
  console.error(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${line}`);

// The sign-in page is the built SPA: build it once if dist/ is missing (npm run bench rebuilds).
if (!existsSync(join(ROOT, 'dist/index.html'))) {
  log('vite build (dist/ is missing)');
  const built = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');
}

const LIST_STATEMENTS = 1_000;
const listOnly = process.argv.includes('--list-only');
const upstream = upstreamFromEnv();
const floor = process.argv.includes('--floor');
// The floor stores on DATABASE_URL, the PostgreSQL of ours and upstream's.
if (floor && !process.env.DATABASE_URL?.trim()) throw new Error('--floor needs DATABASE_URL');
let sideBySideTable = '';
const load0 = loadavg()[0];
const dataDir = mkdtempSync(join(tmpdir(), 'raadslag-bench-moderation-'));
const rows: string[][] = [];
const port = await freePort();
const env = { DATA_DIR: dataDir, DEMO_DATA: '0', DATABASE_URL: '' };

async function runEngine(
  engine: string,
  databaseUrl: string | undefined,
  schema?: string,
  signIn?: { idpSubject: string | null; secrets: { name: string; secret: Uint8Array }[] },
) {
  log(`${engine}: ${listOnly ? '' : '20,000 and '}1,000 statements`);
  const db = await openDatabase({ dataDir, databaseUrl, schema });
  const t = Date.now();
  const owner = await ensureOwner(db, { email: BENCH_EMAIL, hname: 'Bench Ejer' });
  // The token from signing in on PGlite: the PostgreSQL server gets the same signing keys
  // (server_secrets) and the owner the same embedded-provider subject, so the token holds there.
  if (signIn) {
    await db.query('UPDATE users SET idp_subject = $2 WHERE uid = $1', [owner, signIn.idpSubject]);
    for (const { name, secret } of signIn.secrets) {
      await db.query(
        `INSERT INTO server_secrets (name, secret) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET secret = EXCLUDED.secret`,
        [name, secret],
      );
    }
  }
  const conversationId = listOnly ? '' : await writeModerationScaleData(db, owner, Date.now());
  const listConversationId = await writeModerationScaleData(db, owner, Date.now(), {
    statements: LIST_STATEMENTS,
  });
  await db.close();
  log(`${engine}: data in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  let url = '';
  if (databaseUrl && schema) {
    const withSchema = new URL(databaseUrl);
    withSchema.searchParams.set('options', `-c search_path=${schema}`);
    url = withSchema.toString();
  }
  return { conversationId, listConversationId, url };
}

let pgSchema: string | null = null;
const databaseUrl = process.env.DATABASE_URL?.trim();
try {
  const pglite = await runEngine('PGlite', undefined);
  let server = await startServer(port, env);
  const browser = await launchBrowser();
  let token: string;
  try {
    token = (await signIn(browser, server.baseUrl, BENCH_EMAIL, dataDir)).accessToken;
  } finally {
    await browser.close();
  }
  const measure = async (
    engine: string,
    running: RunningServer,
    ids: { conversationId: string; listConversationId: string },
  ) => {
    const baseUrl = running.baseUrl;
    const specs = [
      ...(listOnly ? [] : moderationScaleSpecs(baseUrl, token, ids.conversationId)),
      ...moderationListSpecs(
        baseUrl,
        { authorization: `Bearer ${token}` },
        ids.listConversationId,
        LIST_STATEMENTS,
      ),
    ];
    const probe = await fetch(specs[0].request(0).url, specs[0].request(0).init);
    if (!probe.ok) throw new Error(`${engine}: ${probe.status} ${await probe.text()}`);
    for (const spec of specs) {
      log(`  ${engine}: ${spec.name}`);
      const cpu0 = running.cpuMs();
      const l: LoadResult = await loadLoop(spec);
      // The server's own CPU per answer: steadier than req/s on a shared machine.
      const cpuPerRequest = (running.cpuMs() - cpu0) / Math.max(1, l.requests + l.errors);
      rows.push([
        engine,
        l.name,
        String(spec.concurrency),
        String(l.requests),
        l.rps.toFixed(0),
        ms(l.p50, 1),
        ms(l.p99, 1),
        ms(cpuPerRequest, 2),
        String(l.errors),
      ]);
    }
  };
  try {
    await measure('PGlite', server, pglite);
  } finally {
    await server.stop();
  }
  if (databaseUrl) {
    const local = await openDatabase({ dataDir });
    const { rows } = await local.query<{ idp_subject: string | null }>(
      'SELECT idp_subject FROM users WHERE email = $1',
      [BENCH_EMAIL],
    );
    const secrets = await local.query<{ name: string; secret: Uint8Array }>(
      'SELECT name, secret FROM server_secrets',
    );
    await local.close();
    pgSchema = `bench_mod_${process.pid}_${Date.now().toString(36)}`;
    const pg = await runEngine('PostgreSQL', databaseUrl, pgSchema, {
      idpSubject: rows[0]?.idp_subject ?? null,
      secrets: secrets.rows,
    });
    // Same port and data directory: the same issuer and signing keys, so the token still holds.
    server = await startServer(port, { ...env, DATABASE_URL: pg.url });
    try {
      await measure('PostgreSQL', server, pg);
      if (upstream || floor) {
        const specs = (baseUrl: string, auth: Record<string, string>, id: string) =>
          moderationListSpecs(baseUrl, auth, id, LIST_STATEMENTS);
        const ours = specs(
          server.baseUrl,
          { authorization: `Bearer ${token}` },
          pg.listConversationId,
        );
        const theirs = upstream
          ? specs(upstream.baseUrl, { cookie: upstream.cookie }, upstream.conversationId)
          : null;
        const storing = floor
          ? await startStoringFloor(await freePort(), databaseUrl, LIST_STATEMENTS)
          : null;
        try {
          const calls: Call[] = [];
          for (const [i, spec] of ours.entries()) {
            const call: Call = { name: spec.name, specs: { ours: spec } };
            if (theirs) call.specs.upstream = theirs[i];
            // The floor answers the PUT only.
            if (storing && spec.name.startsWith('PUT ')) {
              call.specs.floor = specs(storing.baseUrl, {}, 'floor')[i];
            }
            // Without upstream only the PUT has a side beside ours.
            if (call.specs.upstream || call.specs.floor) calls.push(call);
          }
          sideBySideTable = await sideBySide(calls, 4, log);
        } finally {
          await storing?.stop();
        }
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  if (pgSchema && databaseUrl) {
    const admin = await openDatabase({ dataDir: null, databaseUrl });
    await admin.exec(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
    await admin.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const report = [
  `# Rådslag moderation-list benchmark — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `Node ${process.version}, ${cpus().length} CPUs, load average ${load0.toFixed(1)} at the start and ` +
    `${loadavg()[0].toFixed(1)} at the end (a shared machine: times are indicative). Budget ` +
    '(docs/architecture.md#budgets): first page < 150 ms p99 on PGlite, < 50 ms p99 on PostgreSQL.' +
    (databaseUrl ? '' : ' PostgreSQL: skipped (set DATABASE_URL).'),
  '',
  'About 5 s per row after a warm-up, with the given number of clients each sending one request',
  'after another; latency per request as the client sees it (loopback HTTP, the real server);',
  "server CPU/req: the server process's CPU time (user + system, /proc) over the row's requests",
  "(the database's own work on PostgreSQL is not in it; on PGlite it is).",
  '',
  table(
    [
      'database',
      'request',
      'clients',
      'requests',
      'req/s',
      'p50',
      'p99',
      'server CPU/req',
      'errors',
    ],
    rows,
  ),
  '',
  ...(sideBySideTable ? [sideBySideTable, ''] : []),
].join('\n');
mkdirSync(join(ROOT, 'reports/bench'), { recursive: true });
writeFileSync(join(ROOT, 'reports/bench/moderation.md'), report);
console.log(report);
