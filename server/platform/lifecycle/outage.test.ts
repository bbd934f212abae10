// @postgres-pass: needs PostgreSQL, so `npm run test:postgres` runs it (scripts/test-postgres.sh).
// PostgreSQL crashes under load and comes back, four times in a row at random moments under 20
// writers (`OUTAGE_CRASHES=10` for a longer soak), half of them `kill -9` of the postmaster: the server answers 503 with Retry-After
// meanwhile, reports not-ready, stays up (no unhandled 'error' event of a pg client), serves again
// without a restart, and every vote it acknowledged is stored. On a scratch cluster of its own (port 5439), so other suites' cluster is
// never stopped under them. Needs PostgreSQL on this machine: runs when DATABASE_URL is set.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db';
import {
  ROOT,
  startServerProcess,
  type ServerProcess,
} from '../../../tests/server/support/serverProcess';
import { startVoteTraffic } from '../../../tests/server/support/voteTraffic';
import { openConversationWithStatements, schemaUrl } from '../../../tests/server/support/instances';

const PG_ENV = { PG_SCRATCH_PORT: '5439', PG_SCRATCH_DIR: '/tmp/raadslag-pgdata-outage' };
/**
 * Crashes in one run (OUTAGE_CRASHES), each at a random moment, under this many writers. Four, two
 * of each kind, in CI: each costs about 20 s of CI's PostgreSQL lane, and further rounds repeat the
 * same checks at other moments, which is a soak's work (tests/README.md#keeping-the-suite-fast).
 */
const CRASHES = Number(process.env.OUTAGE_CRASHES ?? 4);
const WRITERS = 20;
const enabled = Boolean(process.env.DATABASE_URL);
const title = enabled
  ? 'a PostgreSQL crash under load'
  : 'a PostgreSQL crash under load (skipped: needs PostgreSQL — set DATABASE_URL, e.g. "$(bash scripts/pg-scratch.sh)")';

function scratch(...args: string[]): string {
  return execFileSync('bash', ['scripts/pg-scratch.sh', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...PG_ENV },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until(what: string, ok: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.skipIf(!enabled)(title, () => {
  let server: ServerProcess | null = null;
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    await server?.kill();
    for (const clean of cleanups.reverse()) await clean().catch(() => undefined);
  });

  it(
    'is answered 503, survived without a restart, and loses no acknowledged vote',
    { timeout: 900_000 },
    async () => {
      const databaseUrl = scratch();
      const schema = `outage_${randomBytes(4).toString('hex')}`;
      const db = await openDatabase({ dataDir: null, databaseUrl, schema });
      cleanups.push(async () => {
        scratch(); // running again, whatever the test left
        const admin = await openDatabase({ dataDir: null, databaseUrl });
        await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.close();
        // The cluster is this test's own: left running, it outlived the run on the machine.
        scratch('stop');
      });
      const { conversation } = await openConversationWithStatements(db, 'Nedbrud', 30);
      await db.close();

      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'raadslag-outage-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      server = await startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: schemaUrl(databaseUrl, schema),
        TRUST_PROXY: '1',
      });
      const { baseUrl, pid } = server;

      const traffic = startVoteTraffic({
        baseUrls: [baseUrl],
        conversationId: conversation.conversation_id,
        workers: WRITERS,
      });
      await until('votes before the first crash', () => traffic.acknowledged.length >= 20, 60_000);

      for (let crash = 1; crash <= CRASHES; crash++) {
        // At a random moment of the traffic: `kill -9` of the postmaster (its sessions end with
        // 'terminating connection due to unexpected postmaster exit'), every other time a
        // `pg_ctl stop -m immediate` (sessions cut without a goodbye).
        await sleep(Math.random() * 1_500);
        const answered503 = traffic.statuses.get(503) ?? 0;
        if (crash % 2) scratch('crash');
        else scratch('stop', 'immediate');
        const before = traffic.acknowledged.length;
        await until(
          `503 answers (crash ${crash})`,
          () => (traffic.statuses.get(503) ?? 0) >= answered503 + 5,
          30_000,
        );
        const ready = await fetch(`${baseUrl}/readyz`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'database' });
        expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
        await sleep(1_000);

        // Back: the same process serves again.
        scratch();
        await until(
          `votes after restart ${crash}`,
          () => traffic.acknowledged.length >= before + 20,
          60_000,
        );
        // Ready again by itself (its probe of the database may trail the first votes a moment).
        await until(
          `ready after restart ${crash}`,
          async () => (await fetch(`${baseUrl}/readyz`)).status === 200,
          30_000,
        );
        expect(server.pid).toBe(pid);
      }
      await traffic.stop();
      const unavailable = traffic.samples.find((sample) => sample.status === 503)!;
      expect(unavailable.retryAfter).toBe('5');
      expect(JSON.parse(unavailable.body)).toMatchObject({
        error: 'polis_err_database_unavailable',
        message: 'Rådslag kan ikke nå sin database lige nu. Prøv igen om lidt.',
      });
      expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
      // Answers were 200 or 503 (the outage), nothing else: no 500s.
      expect(
        [...traffic.statuses.keys()].sort(),
        JSON.stringify(traffic.samples.filter((s) => s.status !== 503)),
      ).toEqual([200, 503]);

      // Every acknowledged vote is in the database.
      const check = await openDatabase({ dataDir: null, databaseUrl, schema });
      const { rows } = await check.query<{ pid: number; tid: number; vote: number }>(
        'SELECT pid, tid, vote FROM votes WHERE zid = $1',
        [conversation.zid],
      );
      await check.close();
      const stored = new Set(rows.map((row) => `${row.pid}:${row.tid}:${row.vote}`));
      const lost = traffic.acknowledged.filter((v) => !stored.has(`${v.pid}:${v.tid}:${v.vote}`));
      expect(lost).toEqual([]);
      expect(await server.stop()).toEqual({ code: 0, signal: null });
      server = null;
    },
  );
});
