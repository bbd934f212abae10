// Test support: the real server (`server/start.ts`, as `npm start` runs it) or a command-line tool
// as a child process, for tests of what only a process shows — a second process refused on a
// PGlite DATA_DIR, several instances on one PostgreSQL, SIGTERM, a database outage. Not product
// code. The SPA is not built (SKIP_SPA_BUILD=1) and no demo is seeded unless the test says so.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../../..');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildRun {
  readonly pid: number;
  /** stdout and stderr so far, interleaved. */
  output(): string;
  readonly exited: Promise<Exit>;
  signal(signal: NodeJS.Signals): void;
}

export interface ServerProcess extends ChildRun {
  readonly port: number;
  readonly baseUrl: string;
  /** SIGTERM and wait for the exit (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<Exit>;
  /** SIGKILL — a crash — and wait for the exit. */
  kill(): Promise<Exit>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A TypeScript entry point of this repository (tsx), with this environment on top of ours. */
export function runScript(script: string, args: string[], env: Record<string, string>): ChildRun {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SKIP_SPA_BUILD: '1', DEMO_DATA: '0', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<Exit>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return {
    pid: child.pid ?? -1,
    output: () => output,
    exited,
    signal: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

/**
 * Starts the server on a free loopback port (or env.PORT: behind a proxy that must know the
 * address first) and resolves once GET /readyz answers 200; rejects
 * with its output if it exits first or is not ready within `timeoutMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const run = runScript('server/start.ts', [], { HOST: '127.0.0.1', ...env, PORT: String(port) });
  const baseUrl = `http://127.0.0.1:${port}`;
  let exit: Exit | null = null;
  void run.exited.then((value) => (exit = value));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exit) throw new Error(`the server exited (${JSON.stringify(exit)}):\n${run.output()}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      run.signal('SIGKILL');
      throw new Error(`the server was not ready within ${timeoutMs} ms:\n${run.output()}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  const waitFor = async (graceMs: number) => {
    const killer = setTimeout(() => run.signal('SIGKILL'), graceMs);
    const result = await run.exited;
    clearTimeout(killer);
    return result;
  };
  return {
    ...run,
    port,
    baseUrl,
    stop(graceMs = 30_000) {
      run.signal('SIGTERM');
      return waitFor(graceMs);
    },
    kill() {
      run.signal('SIGKILL');
      return run.exited;
    },
  };
}
