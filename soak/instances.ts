// `npm run soak -- --instances 2`: the participant load (soak/participants.ts) through nginx
// running deploy/nginx.conf (tests/server/support/nginx.ts), first to one instance, then to N
// instances, all on one PostgreSQL, and the two runs side by side: throughput, latency per
// endpoint, errors, how the balancer spread the requests, and whether the database holds exactly
// what the servers confirmed (docs/deploy.md#several-instances-on-postgresql). No browser.
//
// Each run gets a fresh schema in DATABASE_URL's database (or the scratch cluster of
// scripts/pg-scratch.sh), a conversation with 40 accepted statements, and real server processes
// (server/start.ts). The one-instance run also goes through the balancer, so both pay its hop.
// The instances trust two proxies (TRUST_PROXY=2: an edge proxy and the balancer), and each
// simulated participant arrives from an address of its own, so the per-address new-participant
// limit applies per participant, as it would in a town.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ms, ROOT, table } from '../bench/lib';
import { openDatabase, type Db } from '../server/platform/db';
import { ensureOwner } from '../server/demo/writeDemo';
import { createConversation } from '../server/conversations/repo/conversations';
import { ensureParticipant } from '../server/conversations/repo/participants';
import { startNginx } from '../tests/server/support/nginx';
import {
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../tests/server/support/serverProcess';
import { storedMatches, type ServerDelta } from './analysis';
import { latencySummary, startParticipantLoad, type LoadStats } from './participants';

const STATEMENTS = 40;
const ENDPOINTS = ['GET /participationInit', 'POST /votes', 'POST /comments', 'GET /nextComment'];

interface RunResult {
  instances: number;
  stats: LoadStats;
  delta: ServerDelta;
  /** Requests the balancer passed to each instance, in instance order. */
  spread: number[];
}

const log = (line: string) => console.error(`[soak --instances] ${line}`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  log('DATABASE_URL is not set: starting the scratch cluster (scripts/pg-scratch.sh)');
  const started = spawnSync('sh', ['scripts/pg-scratch.sh'], { cwd: ROOT, encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`pg-scratch failed:\n${started.stderr}`);
  return started.stdout.trim();
}

async function conversationCounts(db: Db, zid: number): Promise<ServerDelta> {
  const { rows } = await db.query<{ votes: number; comments: number; participants: number }>(
    `SELECT (SELECT count(*)::int FROM votes WHERE zid = $1) AS votes,
            (SELECT count(*)::int FROM comments WHERE zid = $1) AS comments,
            (SELECT count(*)::int FROM participants WHERE zid = $1) AS participants`,
    [zid],
  );
  return rows[0];
}

async function runWith(
  url: string,
  instances: number,
  options: { minutes: number; workers: number },
): Promise<RunResult> {
  const schema = `soak_${instances}_${randomBytes(4).toString('hex')}`;
  const db = await openDatabase({ dataDir: null, databaseUrl: url, schema });
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const proxy = await startNginx(ports.map((port) => `127.0.0.1:${port}`));
  try {
    const owner = await ensureOwner(db, { email: 'soak@raadslag.dk', hname: 'Soak' });
    const conversation = await createConversation(db, owner, {
      topic: `Soak med ${instances} instans${instances === 1 ? '' : 'er'}`,
      is_active: true,
    });
    const ownerPid = await ensureParticipant(db, conversation.zid, owner);
    for (let i = 0; i < STATEMENTS; i++) {
      await db.query('INSERT INTO comments (zid, pid, uid, txt, mod) VALUES ($1, $2, $3, $4, 1)', [
        conversation.zid,
        ownerPid,
        owner,
        `Startudsagn nummer ${i + 1} til belastningsprøven`,
      ]);
    }
    const instanceUrl = new URL(url);
    instanceUrl.searchParams.set('options', `-c search_path=${schema}`);
    log(`${instances} instance(s) starting on schema ${schema}`);
    servers.push(
      ...(await Promise.all(
        ports.map(async (port) => {
          const dataDir = mkdtempSync(join(tmpdir(), 'raadslag-soak-instance-'));
          dataDirs.push(dataDir);
          return startServerProcess({
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: instanceUrl.toString(),
            PUBLIC_ORIGIN: proxy.url,
            TRUST_PROXY: '2',
          });
        }),
      )),
    );
    const before = await conversationCounts(db, conversation.zid);
    log(`load: ${options.workers} workers for ${options.minutes} min through ${proxy.url}`);
    const load = startParticipantLoad({
      baseUrl: proxy.url,
      conversationId: conversation.conversation_id,
      workers: options.workers,
      seed: 17,
      runId: schema,
      ownAddresses: true,
    });
    const end = Date.now() + options.minutes * 60_000;
    while (Date.now() < end) {
      await sleep(Math.min(30_000, end - Date.now()));
      log(`${load.stats.votes} votes, ${load.stats.errors} errors so far`);
    }
    const stats = await load.stop();
    const after = await conversationCounts(db, conversation.zid);
    return {
      instances,
      stats,
      delta: {
        votes: after.votes - before.votes,
        comments: after.comments - before.comments,
        participants: after.participants - before.participants,
      },
      spread: ports.map((port) => proxy.served().get(`127.0.0.1:${port}`) ?? 0),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop(20_000)));
    await proxy.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await db.close();
  }
}

function render(results: RunResult[], options: { minutes: number; workers: number }): string {
  const head = [
    '',
    ...results.map((r) => `${r.instances} instans${r.instances === 1 ? '' : 'er'}`),
  ];
  const per = (f: (r: RunResult) => string | number) => results.map(f);
  const rows: (string | number)[][] = [
    ['requests/s', ...per((r) => (r.stats.requests / r.stats.seconds).toFixed(1))],
    ['votes/s', ...per((r) => (r.stats.votes / r.stats.seconds).toFixed(1))],
    ['participants', ...per((r) => r.stats.participants)],
    ['votes / statements confirmed', ...per((r) => `${r.stats.votes} / ${r.stats.statements}`)],
  ];
  for (const endpoint of ENDPOINTS) {
    rows.push([
      `${endpoint} p50 / p99`,
      ...per((r) => {
        const s = r.stats.byEndpoint[endpoint];
        if (!s || s.latencies.length === 0) return '–';
        const { p50, p99 } = latencySummary(s);
        return `${ms(p50)} / ${ms(p99)} (${s.latencies.length})`;
      }),
    ]);
  }
  rows.push(
    ['errors', ...per((r) => r.stats.errors)],
    ['refused with 429', ...per((r) => r.stats.rateLimited)],
    ['requests per instance', ...per((r) => r.spread.join(' / '))],
    [
      'stored = confirmed',
      ...per((r) =>
        storedMatches(r.stats, r.delta)
          ? 'yes'
          : `NO: stored ${r.delta.votes} votes, ${r.delta.comments} statements, ${r.delta.participants} participants`,
      ),
    ],
  );
  const errors = results.flatMap((r) => r.stats.errorSamples.map((e) => `- ${r.instances}: ${e}`));
  return [
    `# Soak: one instance and ${results[results.length - 1].instances} on one PostgreSQL`,
    '',
    `${new Date().toISOString()} · ${options.workers} participant workers · ${options.minutes} min per run · ` +
      `${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} at the end · ` +
      'the load, the balancer, PostgreSQL and every instance share this machine',
    '',
    table(head, rows),
    '',
    ...(errors.length ? ['First errors:', '', ...errors, ''] : []),
  ].join('\n');
}

export async function runInstancesSoak(instances: number, minutes: number): Promise<number> {
  if (!Number.isInteger(instances) || instances < 2 || instances > 8) {
    throw new Error(`--instances takes a whole number from 2 to 8, not ${instances}`);
  }
  const options = { minutes, workers: Number(process.env.SOAK_WORKERS ?? 40) };
  if (!(options.workers > 0)) throw new Error('SOAK_WORKERS must be a positive number');
  const url = databaseUrl();
  const results = [await runWith(url, 1, options), await runWith(url, instances, options)];
  const report = render(results, options);
  mkdirSync(join(ROOT, 'reports/soak'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/soak/instances.md'), `${report}\n`);
  console.log(report);
  const failed = results.some((r) => r.stats.errors > 0 || !storedMatches(r.stats, r.delta));
  return failed ? 1 : 0;
}
