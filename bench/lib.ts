// Small helpers of the benchmark: statistics, a free loopback port, the real server as a child
// process, Markdown tables.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

/** The q-quantile (0…1) of the values, nearest rank; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

export function ms(value: number, digits = 0): string {
  return Number.isFinite(value) ? `${value.toFixed(digits)} ms` : '–';
}

export function kb(bytes: number): string {
  return bytes < 1024 ? `${Math.round(bytes)} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

export function table(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
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

export interface RunningServer {
  baseUrl: string;
  /** The server process's CPU time so far (user + system, ms); NaN where /proc is missing. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** A process's CPU time (user + system) in ms from /proc/<pid>/stat; NaN off Linux. */
export function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** USER_HZ: 100 on every Linux that Node supports. */
const CLOCK_TICKS = 100;

/** `server/start.ts` on 127.0.0.1:port with this environment; resolves once /config.json answers. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  timeoutMs = 90_000,
  /** The checkout to run (another one than this, to measure it side by side). */
  cwd = ROOT,
): Promise<RunningServer> {
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of each server, written there when it stops (Node
  // refuses --cpu-prof in NODE_OPTIONS). Open it in Chrome's DevTools or speedscope.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', 'server/start.ts'],
    {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SKIP_SPA_BUILD: '1', ...env },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/config.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      // SIGINT closes idle keep-alive connections at once, so a profile is written in time.
      if (child.exitCode === null) child.kill(profile.length > 0 ? 'SIGINT' : 'SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
