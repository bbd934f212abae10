// @postgres-pass: needs PostgreSQL and nginx, so `npm run test:postgres` runs it.
// A rolling restart of one of two instances behind nginx (deploy/nginx.conf) while participants
// vote, done the way docs/deploy.md#a-rolling-restart-behind-nginx says: SIGTERM to the instance
// (it stops listening, so nginx sends new connections to the other one, answers what it has and
// waits for nginx to let go of its idle connections), then start the new one on the same address.
// Every vote the participants were told was stored is stored, and no participant got a 5xx or a
// refused connection.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db';
import { nginxAvailable, startNginx, type Nginx } from '../../../tests/server/support/nginx';
import {
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../../../tests/server/support/serverProcess';
import { startVoteTraffic } from '../../../tests/server/support/voteTraffic';
import { openConversationWithStatements, schemaUrl } from '../../../tests/server/support/instances';

const databaseUrl = process.env.DATABASE_URL;
const enabled = Boolean(databaseUrl) && nginxAvailable();
const title = enabled
  ? 'a rolling restart behind nginx'
  : 'a rolling restart behind nginx (skipped: needs DATABASE_URL and nginx — apt-get install nginx-light)';
const WRITERS = 8;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function until(what: string, ok: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(!enabled)(title, () => {
  let nginx: Nginx | null = null;
  const servers = new Set<ServerProcess>();
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    await Promise.all([...servers].map((server) => server.kill()));
    await nginx?.close();
    for (const clean of cleanups.reverse()) await clean().catch(() => undefined);
  });

  it('loses no acknowledged vote and answers no 5xx', { timeout: 240_000 }, async () => {
    const schema = `rolling_${randomBytes(4).toString('hex')}`;
    const db = await openDatabase({ dataDir: null, databaseUrl: databaseUrl!, schema });
    cleanups.push(async () => {
      await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    });
    const { conversation } = await openConversationWithStatements(db, 'Rul', 20);

    const ports = [await freePort(), await freePort()];
    const upstreams = ports.map((port) => `127.0.0.1:${port}`);
    nginx = await startNginx(upstreams);
    const start = async (port: number) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'raadslag-rolling-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const server = await startServerProcess({
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: schemaUrl(databaseUrl!, schema),
        PUBLIC_ORIGIN: nginx!.url,
        // The participants' own addresses (voteTraffic's X-Forwarded-For), then nginx's.
        TRUST_PROXY: '2',
      });
      servers.add(server);
      return server;
    };
    const [first] = await Promise.all(ports.map(start));

    const traffic = startVoteTraffic({
      baseUrls: [nginx.url],
      conversationId: conversation.conversation_id,
      workers: WRITERS,
      pauseMs: 5,
    });
    await until('votes before the restart', () => traffic.acknowledged.length >= 100, 60_000);

    // The restart of the first instance, under load. nginx is not told: it finds out. The instance
    // drains for up to SHUTDOWN_TIMEOUT_SECONDS (25) and then closes its jobs and pool, which on a
    // busy CI machine can take a while; a SIGKILL only comes after 90 s.
    expect(await first.stop(90_000)).toEqual({ code: 0, signal: null });
    servers.delete(first);
    const during = traffic.acknowledged.length;
    const replacement = await start(ports[0]);
    const servedBefore = nginx.served().get(upstreams[0]) ?? 0;
    await until(
      'votes after the restart, some on the new instance',
      () =>
        traffic.acknowledged.length >= during + 100 &&
        (nginx!.served().get(upstreams[0]) ?? 0) >= servedBefore + 20,
      60_000,
    );
    await traffic.stop();

    // Nothing but 200 reached a participant, and nginx answered nothing else either.
    expect(
      Object.fromEntries(traffic.statuses),
      JSON.stringify(traffic.samples) +
        nginx
          .errorLog()
          .split('\n')
          .filter((l) => !l.includes('[notice]'))
          .join('\n'),
    ).toEqual({
      200: expect.any(Number),
    });
    expect(nginx.statuses().filter((status) => status >= 500)).toEqual([]);
    const { rows } = await db.query<{ pid: number; tid: number; vote: number }>(
      'SELECT pid, tid, vote FROM votes WHERE zid = $1',
      [conversation.zid],
    );
    const stored = new Set(rows.map((row) => `${row.pid}:${row.tid}:${row.vote}`));
    const lost = traffic.acknowledged.filter((v) => !stored.has(`${v.pid}:${v.tid}:${v.vote}`));
    expect(lost).toEqual([]);
    expect(traffic.acknowledged.length).toBeGreaterThanOrEqual(200);
    expect(replacement.output()).not.toMatch(/uncaught|Unhandled/i);
  });
});
