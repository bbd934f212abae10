// @postgres-pass: needs PostgreSQL and its client tools, so `npm run test:postgres` runs it.
// A backup taken the way docs/deploy.md#backups says — `pg_dump --format=custom` while the
// instance runs and participants vote — restored with `createdb` and `pg_restore --no-owner` into a
// fresh database, and an instance started on it: every vote acknowledged before the dump began,
// every statement, the report version and the account are there, and the password still signs in
// through the real sign-in route. A vote acknowledged while the dump ran is in it if it committed
// before pg_dump's snapshot (its one transaction) was taken, and not otherwise.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailbox } from '../../accounts/mailer';
import { hashPassword } from '../../accounts/passwords';
import { createAccountServices } from '../../accounts/services';
import { createConversation } from '../../conversations/repo/conversations';
import { ensureParticipant } from '../../conversations/repo/participants';
import { upsertAccountPassword } from '../auth/accounts';
import { loadServerConfig } from '../config/config';
import { openDatabase, type Db } from '../db';
import { signIn } from '../../../tests/server/support/oidcBrowser';
import {
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../../../tests/server/support/serverProcess';
import { startVoteTraffic } from '../../../tests/server/support/voteTraffic';
import { boundedCleanup } from '../../../tests/server/support/boundedCleanup';

const EMAIL = 'sikkerhedskopi@example.dk';
const PASSWORD = 'gendan-mig-igen-42';
const STATEMENTS = 15;

interface Run {
  code: number | null;
  output: string;
}

/** A PostgreSQL client tool (pg_dump, createdb, pg_restore) run to its end. */
function tool(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.once('error', (error) => done({ code: -1, output: String(error) }));
    child.once('exit', (code) => done({ code, output }));
  });
}

const databaseUrl = process.env.DATABASE_URL;
/** Why the test cannot run here, or null. */
async function missing(): Promise<string | null> {
  if (!databaseUrl) return 'needs DATABASE_URL (scripts/pg-scratch.sh)';
  for (const command of ['pg_dump', 'pg_restore', 'createdb']) {
    if ((await tool(command, ['--version'])).code !== 0) return `needs ${command}`;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ rolcreatedb: boolean }>(
      'SELECT rolcreatedb FROM pg_roles WHERE rolname = current_user',
    );
    return rows[0]?.rolcreatedb ? null : 'needs a role that may create databases (CREATEDB)';
  } finally {
    await client.end();
  }
}
const why = await missing();

async function dropDatabases(names: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** DATABASE_URL with another database name. */
function urlOf(database: string): string {
  const url = new URL(databaseUrl!);
  url.pathname = `/${database}`;
  return url.toString();
}

describe.skipIf(why !== null)(`a backup restored${why ? ` (skipped: ${why})` : ''}`, () => {
  const suffix = randomBytes(4).toString('hex');
  const source = `raadslag_backup_${suffix}`;
  const restored = `raadslag_restored_${suffix}`;
  const servers = new Set<ServerProcess>();
  const databases: Db[] = [];
  const dirs: string[] = [];

  // Bounded per step: the verdict is the test's, not the clean-up's (see boundedCleanup).
  afterAll(
    () =>
      boundedCleanup([
        ['stopping the instances', () => Promise.all([...servers].map((s) => s.kill()))],
        ['closing the pools', () => Promise.all(databases.map((db) => db.close()))],
        [
          'removing the directories',
          () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))),
        ],
        ['dropping the databases', () => dropDatabases([source, restored])],
      ]),
    120_000,
  );

  /** An instance on `database`, as `npm start` runs it, with a data directory of its own. */
  const start = async (database: string) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'raadslag-restore-'));
    dirs.push(dataDir);
    const port = await freePort();
    const server = await startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: urlOf(database),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      TRUST_PROXY: '1',
    });
    servers.add(server);
    return server;
  };

  it(
    'finds every vote acknowledged before the dump, the statements, report and account',
    {
      timeout: 240_000,
    },
    async () => {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${source}`);
      await admin.end();
      const db = await openDatabase({ dataDir: null, databaseUrl: urlOf(source) });
      databases.push(db);
      const account = await upsertAccountPassword(db, {
        email: EMAIL,
        name: 'Signe Kopi',
        passwordHash: await hashPassword(PASSWORD),
        grantSiteAdmin: false,
      });
      const conversation = await createConversation(db, account.uid, {
        topic: 'Sikkerhedskopi',
        is_active: true,
      });
      const ownerPid = await ensureParticipant(db, conversation.zid, account.uid);
      for (let i = 0; i < STATEMENTS; i++) {
        await db.query(
          'INSERT INTO comments (zid, pid, uid, txt, mod) VALUES ($1, $2, $3, $4, 1)',
          [conversation.zid, ownerPid, account.uid, `Udsagn til gendannelse ${i + 1}`],
        );
      }
      const first = await start(source);
      const services = createAccountServices(
        db,
        loadServerConfig({ PUBLIC_ORIGIN: first.baseUrl }),
        {
          mailer: createMailbox(),
        },
      );
      const accessCookie = (await services.gate.issueCookie()).split(';')[0];
      const token = await signIn(
        `${first.baseUrl}/oidc`,
        first.baseUrl,
        EMAIL,
        PASSWORD,
        accessCookie,
      );

      const traffic = startVoteTraffic({
        baseUrls: [first.baseUrl],
        conversationId: conversation.conversation_id,
        workers: 6,
        pauseMs: 5,
      });
      const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
      while (traffic.acknowledged.length < 30) await sleep(50);
      // A report version, made through the API while the votes arrive: frozen as it was made.
      const made = await fetch(`${first.baseUrl}/api/v3/reports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ conversation_id: conversation.conversation_id }),
      });
      expect(made.status).toBe(200);
      const { report_id: reportId } = (await made.json()) as { report_id: string };
      const reportBody = await (
        await fetch(`${first.baseUrl}/api/v3/reportData?report_id=${reportId}`)
      ).text();
      while (traffic.acknowledged.length < 60) await sleep(50);

      // The dump, while the participants go on voting.
      const dir = await mkdtemp(path.join(os.tmpdir(), 'raadslag-dump-'));
      dirs.push(dir);
      const file = path.join(dir, 'raadslag.dump');
      const beforeDump = traffic.acknowledged.length;
      const dump = await tool('pg_dump', ['--format=custom', `--file=${file}`, urlOf(source)]);
      const afterDump = traffic.acknowledged.length;
      while (traffic.acknowledged.length < afterDump + 20) await sleep(50);
      await traffic.stop();
      expect(dump).toEqual({ code: 0, output: '' });
      expect(Object.fromEntries(traffic.statuses)).toEqual({ 200: expect.any(Number) });
      // The participants really were voting while pg_dump ran.
      expect(afterDump).toBeGreaterThan(beforeDump);

      // The old instance is done with; the restore, into a database nobody has used.
      await first.kill();
      servers.delete(first);
      const created = await tool('createdb', [`--maintenance-db=${databaseUrl}`, restored]);
      expect(created).toEqual({ code: 0, output: '' });
      const restore = await tool('pg_restore', ['--no-owner', `--dbname=${urlOf(restored)}`, file]);
      expect(restore).toEqual({ code: 0, output: '' });
      const again = await start(restored);
      const back = await openDatabase({ dataDir: null, databaseUrl: urlOf(restored) });
      databases.push(back);

      // Every vote acknowledged before the dump began, and only votes that were sent.
      const { rows } = await back.query<{ pid: number; tid: number; vote: number }>(
        'SELECT pid, tid, vote FROM votes WHERE zid = $1',
        [conversation.zid],
      );
      const key = (v: { pid: number; tid: number; vote: number }) => `${v.pid}:${v.tid}:${v.vote}`;
      const inRestore = new Set(rows.map(key));
      const lost = traffic.acknowledged.slice(0, beforeDump).filter((v) => !inRestore.has(key(v)));
      expect(lost).toEqual([]);
      const sent = new Set(traffic.acknowledged.map(key));
      expect(rows.filter((v) => !sent.has(key(v)))).toEqual([]);
      // One snapshot: the statements' counters agree with the votes the dump holds.
      const counters = await back.query(
        `SELECT c.tid FROM comment_vote_counts c
       WHERE c.zid = $1 AND c.n_votes <> (SELECT count(*) FROM votes_latest_unique v
                                            WHERE v.zid = c.zid AND v.tid = c.tid)`,
        [conversation.zid],
      );
      expect(counters.rows).toEqual([]);

      // Every statement, the report version as it was frozen, and the account's password.
      const statements = await back.query<{ txt: string }>(
        'SELECT txt FROM comments WHERE zid = $1 ORDER BY tid',
        [conversation.zid],
      );
      expect(statements.rows.map((row) => row.txt)).toEqual(
        Array.from({ length: STATEMENTS }, (_, i) => `Udsagn til gendannelse ${i + 1}`),
      );
      const report = await fetch(`${again.baseUrl}/api/v3/reportData?report_id=${reportId}`);
      expect(report.status).toBe(200);
      expect(await report.text()).toBe(reportBody);
      const restoredServices = createAccountServices(
        back,
        loadServerConfig({ PUBLIC_ORIGIN: again.baseUrl }),
        { mailer: createMailbox() },
      );
      const cookie = (await restoredServices.gate.issueCookie()).split(';')[0];
      const signedIn = await signIn(
        `${again.baseUrl}/oidc`,
        again.baseUrl,
        EMAIL,
        PASSWORD,
        cookie,
      );
      const me = await fetch(`${again.baseUrl}/api/v3/users`, {
        headers: { authorization: `Bearer ${signedIn}` },
      });
      expect(((await me.json()) as { email?: string }).email).toBe(EMAIL);
      expect(again.output()).not.toMatch(/uncaught|Unhandled/i);
    },
  );
});
