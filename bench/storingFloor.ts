// The storing floor of `PUT /comments` (docs/upstream.md#the-floor-of-the-put-on-this-machine): the
// least any server must do that stores a moderation durably per request. Hono on
// @hono/node-server, as ours, parses the JSON body and runs one prepared single-row UPDATE (its own
// commit, synchronous_commit as the cluster has it) through a pool of 4, one connection per bench
// client; no sign-in, no conversation lookup, no log, no trigger. Its req/s, measured in the same
// rounds as ours and upstream's (bench/sideBySide.ts), bounds what any such server reaches on this
// machine with this client. It runs in a child process of its own, like the real servers, so that
// it does not share the bench client's event loop; its table lives in a throw-away schema of
// DATABASE_URL, dropped when it stops.
import { spawn } from 'node:child_process';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { processCpuMs, ROOT, type RunningServer } from './lib';

/** The floor holds one conversation, tids 0 … statements − 1 as the bench sends them; the
 * request's conversation_id is not looked up (that is already more than the floor). */
const ZID = 1;
const READY_TIMEOUT_MS = 60_000;

/** Starts the floor on 127.0.0.1:port; resolves once it answers. */
export async function startStoringFloor(
  port: number,
  databaseUrl: string,
  statements: number,
): Promise<RunningServer> {
  // stdin is a pipe the child watches: if this process dies, the pipe closes and the floor stops.
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      FLOOR_PORT: String(port),
      FLOOR_STATEMENTS: String(statements),
    },
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((ready, failed) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      failed(
        new Error(`the storing floor did not start within ${READY_TIMEOUT_MS} ms:\n${output}`),
      );
    }, READY_TIMEOUT_MS);
    child.stdout?.on('data', (chunk) => {
      if (!String(chunk).includes('ready')) return;
      clearTimeout(timer);
      ready();
    });
    void exited.then(() => {
      clearTimeout(timer);
      failed(new Error(`the storing floor exited early:\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      // SIGTERM: the child drops its schema and exits.
      if (child.exitCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

async function serveFloor() {
  const port = Number(process.env.FLOOR_PORT);
  const statements = Number(process.env.FLOOR_STATEMENTS);
  const schema = `bench_floor_${process.pid}_${Date.now().toString(36)}`;
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  let stopping = false;
  // Whatever ends the floor, its schema goes with it.
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    try {
      await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    } catch (error) {
      console.error(`the storing floor could not drop ${schema}: ${String(error)}`);
    }
    await pool.end().catch(() => undefined);
    process.exit(code);
  };
  process.once('SIGTERM', () => void stop(0));
  process.once('SIGINT', () => void stop(0));
  process.stdin.on('end', () => void stop(0));
  process.stdin.resume();
  try {
    await pool.query(`CREATE SCHEMA ${schema}`);
    await pool.query(
      `CREATE TABLE ${schema}.comments (zid integer, tid integer, mod smallint NOT NULL,
         modified bigint NOT NULL, PRIMARY KEY (zid, tid))`,
    );
    await pool.query(
      `INSERT INTO ${schema}.comments SELECT $1, tid, 0, 0 FROM generate_series(0, $2 - 1) tid`,
      [ZID, statements],
    );
  } catch (error) {
    console.error(`the storing floor could not set up: ${String(error)}`);
    await stop(1);
    return;
  }
  const update = `UPDATE ${schema}.comments SET mod = $3, modified = $4 WHERE zid = $1 AND tid = $2`;

  const app = new Hono();
  app.put('/api/v3/comments', async (c) => {
    const body = await c.req.json<{ tid?: unknown; mod?: unknown }>();
    const { tid, mod } = body;
    // The checks any server makes before it writes (so a wrong request is an error, not a row).
    if (!Number.isInteger(tid) || (mod !== -1 && mod !== 0 && mod !== 1)) {
      return c.json({ error: 'tid and mod' }, 400);
    }
    const { rowCount } = await pool.query({
      name: 'floor_put',
      text: update,
      values: [ZID, tid, mod, Date.now()],
    });
    return rowCount === 1 ? c.json({}) : c.json({ error: 'no such statement' }, 404);
  });

  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () =>
    console.log('ready'),
  );
  server.on('error', (error) => {
    console.error(`the storing floor could not listen: ${String(error)}`);
    void stop(1);
  });
}

if (process.argv[1] === import.meta.filename) await serveFloor();
