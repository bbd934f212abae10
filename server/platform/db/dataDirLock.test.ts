// One process per PGlite DATA_DIR: a second holder is refused with a message that names the first,
// also after someone deleted the lock file, and the lock goes with its holder — also when the
// holder is killed -9. It starts
// server processes (20-30 s), so it runs in CI's second lane beside the browser journeys, not in
// `npm test` (@slow-lane; docs/architecture.md#tests).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  runScript,
  startServerProcess,
  type ServerProcess,
} from '../../../tests/server/support/serverProcess';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './dataDirLock';

const dirs: string[] = [];
const processes: ServerProcess[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'raadslag-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const server of processes.splice(0)) await server.kill();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

function refusal(run: () => unknown): DataDirInUseError {
  try {
    run();
  } catch (error) {
    if (error instanceof DataDirInUseError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('the PGlite data directory lock', () => {
  it('refuses a second holder, naming the first, until the first releases it', async () => {
    const dir = await tempDir();
    const first = lockDataDir(dir);
    const refused = refusal(() => lockDataDir(dir));
    expect(refused.holder).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(refused.message).toContain(`bruges allerede af proces ${process.pid}`);
    expect(refused.message).toContain(`is in use by process ${process.pid}`);
    expect(refused.message).toContain(`kill ${process.pid}`);
    first.release();
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe('');
    const second = lockDataDir(dir);
    second.release();
  });

  it('holds when its file is deleted: the directory itself is locked', async () => {
    const dir = await tempDir();
    const first = lockDataDir(dir);
    await rm(path.join(dir, LOCK_FILE));
    // The file no longer names the holder, but the directory still refuses.
    const refused = refusal(() => lockDataDir(dir));
    expect(refused.message).toContain('bruges allerede af en anden proces');
    first.release();
    lockDataDir(dir).release();
  });

  it('is released when its holder is killed -9', { timeout: 60_000 }, async () => {
    const dir = await tempDir();
    const holder = runScript(
      '--input-type=module',
      [
        '-e',
        "import { lockDataDir } from './server/platform/db/dataDirLock.ts';" +
          "lockDataDir(process.argv[1]); console.log('locked'); setInterval(() => {}, 1000);",
        dir,
      ],
      {},
    );
    const deadline = Date.now() + 50_000;
    while (!holder.output().includes('locked')) {
      if (Date.now() > deadline) throw new Error(`no lock: ${holder.output()}`);
      await new Promise((done) => setTimeout(done, 100));
    }
    expect(refusal(() => lockDataDir(dir)).holder?.pid).toBe(holder.pid);
    holder.signal('SIGKILL');
    await holder.exited;
    lockDataDir(dir).release();
  });
});

// Three PGlite servers started cold (about a minute here): once per CI run is enough, so the pass
// on PostgreSQL (DATABASE_URL set) leaves this PGlite-only test to the first pass.
const onPostgres = Boolean(process.env.DATABASE_URL);
describe.skipIf(onPostgres)(
  `a second process on a PGlite DATA_DIR in use${onPostgres ? ' (runs in the PGlite pass: DATABASE_URL is set)' : ''}`,
  () => {
    it(
      'is refused — the server and the seeding tool — and a crash frees the directory',
      { timeout: 300_000 },
      async () => {
        const dir = await tempDir();
        const first = await startServerProcess({ DATA_DIR: dir, DATABASE_URL: '' });
        processes.push(first);

        const second = runScript('server/start.ts', [], {
          DATA_DIR: dir,
          DATABASE_URL: '',
          HOST: '127.0.0.1',
          PORT: '0',
        });
        expect(await second.exited).toEqual({ code: 1, signal: null });
        expect(second.output()).toContain(`bruges allerede af proces ${first.pid}`);
        expect(second.output()).toContain(`is in use by process ${first.pid}`);
        expect(second.output()).toContain('server/start.ts');

        const seeding = runScript('server/demo/cli.ts', ['--owner', 'ejer@test.local'], {
          DATA_DIR: dir,
          DATABASE_URL: '',
        });
        expect(await seeding.exited).toEqual({ code: 1, signal: null });
        expect(seeding.output()).toContain(`bruges allerede af proces ${first.pid}`);
        // The first server is untouched and still serves.
        expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);

        // kill -9: the kernel drops the lock with the process; a new server starts on the same data.
        await first.kill();
        processes.pop();
        const third = await startServerProcess({ DATA_DIR: dir, DATABASE_URL: '' });
        processes.push(third);
        expect(await third.stop()).toEqual({ code: 0, signal: null });
        processes.pop();
      },
    );
  },
);
