// `npm run test:e2e`: builds the SPA, starts `server/start.ts` on a free loopback port with an empty
// DATA_DIR (PGlite, embedded identity provider), then runs every tests/e2e/*.e2e.ts with Node's test
// runner against it in Debian's Chromium, in two lanes side by side (lanes.ts). No browser is
// downloaded: Chromium must be installed.
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_PATH } from './browser';
import { planLanes, takesTurnsWithDemo, type Journey, type Lane } from './lanes';
import { deletedLeftovers } from './leftovers';

const root = resolve(import.meta.dirname, '../..');
// Two lanes: on two cores a third made every journey slower, beside the PostgreSQL pass too;
// E2E_LANES=3 tries more (tests/README.md#keeping-the-suite-fast).
const LANES = Math.max(1, Number.parseInt(process.env.E2E_LANES ?? '', 10) || 2);

if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package first:\n` +
      '  apt-get update && apt-get install -y chromium',
  );
  process.exit(1);
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForServer(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/config.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer at ${baseUrl} within ${timeoutMs} ms`);
}

function journeysOf(specs: string[]): Journey[] {
  return specs.map((spec) => ({
    spec,
    changesDemo: takesTurnsWithDemo(readFileSync(join(root, spec), 'utf8')),
  }));
}

/** The seconds each journey took in an earlier CI run: the plan's weights. */
function recordedSeconds(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(join(root, 'tests/e2e/durations.json'), 'utf8')) as Record<
      string,
      number
    >;
  } catch {
    return {};
  }
}

/** Runs one journey file with Node's test runner; its output is kept for the lane's report. */
function runJourney(
  spec: string,
  env: NodeJS.ProcessEnv,
  output: Buffer[],
): Promise<{ code: number; seconds: number }> {
  const started = Date.now();
  const run = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', spec], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  run.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  run.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolveExit) =>
    run.on('close', (code) =>
      resolveExit({ code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) }),
    ),
  );
}

/**
 * Runs one lane's journeys one after another; the lane's report is printed whole when it ends, so
 * the lanes' reports do not interleave. Not spawnSync: this process must keep reading the
 * server's output into its log meanwhile.
 */
async function runLane(
  lane: Lane,
  env: NodeJS.ProcessEnv,
  took: Record<string, number>,
): Promise<number> {
  console.log(
    `== e2e ${lane.name}: ${lane.specs.length} journeys, about ${lane.expectedSeconds} s last time`,
  );
  const started = Date.now();
  const output: Buffer[] = [];
  let failed = 0;
  for (const spec of lane.specs) {
    const { code, seconds } = await runJourney(spec, env, output);
    took[spec] = seconds;
    output.push(Buffer.from(`-- ${spec}: ${seconds} s, exit ${code}\n`));
    if (code !== 0) failed += 1;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`== e2e ${lane.name} (${seconds} s, ${failed} failed):`);
  process.stdout.write(Buffer.concat(output));
  return failed === 0 ? 0 : 1;
}

const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const port = await freePort();
// A host name, not an IP address: browsers refuse passkeys on an IP origin.
const baseUrl = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'raadslag-e2e-'));
// Without SMTP the server prints account e-mails (invites, resets) to its log; the journeys read
// their links from this copy of it.
const serverLog = join(dataDir, 'server.log');
const logFile = createWriteStream(serverLog);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: baseUrl,
    PUBLIC_SITE_URL: `${baseUrl}/`,
    DATA_DIR: dataDir,
    SKIP_SPA_BUILD: '1',
    DATABASE_URL: '',
    SMTP_URL: '',
    // The opinion map journey waits for the groups after its participants' votes: a shorter wait
    // before the math runs (the default is 5 s) keeps it lean.
    MATH_DEBOUNCE_MS: '1500',
  },
});
for (const stream of [server.stdout, server.stderr]) {
  stream?.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    logFile.write(chunk);
  });
}

let exitCode: number;
try {
  // A cold start seeds the demo and runs the topic pipeline: slow on a busy 2-core machine.
  await waitForServer(baseUrl, 180_000);
  const specs = readdirSync(join(root, 'tests/e2e'))
    .filter((file) => file.endsWith('.e2e.ts'))
    // E2E_ONLY=participation runs only the journeys whose file name contains that word.
    .filter((file) => !process.env.E2E_ONLY || file.includes(process.env.E2E_ONLY))
    .sort()
    .map((file) => join('tests/e2e', file));
  const lanes = planLanes(journeysOf(specs), LANES, recordedSeconds());
  const env = {
    ...process.env,
    BASE_URL: baseUrl,
    E2E_DATA_DIR: dataDir,
    E2E_SERVER_LOG: serverLog,
  };
  const took: Record<string, number> = {};
  const codes = await Promise.all(lanes.map((lane) => runLane(lane, env, took)));
  exitCode = codes.every((code) => code === 0) ? 0 : 1;
  // This run's times, to copy over tests/e2e/durations.json when the journeys have changed.
  mkdirSync(join(root, 'reports/e2e'), { recursive: true });
  writeFileSync(join(root, 'reports/e2e/durations.json'), `${JSON.stringify(took, null, 2)}\n`);
} finally {
  const stopped = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  // On a busy machine the drain can take a while; the database below can only be opened once the
  // server has let go of it, so it is killed if it has not stopped in time (a crash frees it).
  const timedOut = await Promise.race([
    stopped.then(() => false),
    new Promise<boolean>((r) => setTimeout(() => r(true), 60_000)),
  ]);
  if (timedOut) {
    server.kill('SIGKILL');
    await stopped;
  }
  try {
    // With the server stopped, its database can be opened: a deleted conversation left nothing.
    const left = await deletedLeftovers(dataDir);
    if (left.length) {
      console.error(`A deleted conversation left rows behind:\n  ${left.join('\n  ')}`);
      exitCode = 1;
    } else {
      console.log('Deleted conversations: nothing of them is left in any table.');
    }
  } catch (error) {
    console.error(`The database could not be read after the journeys: ${String(error)}`);
    exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(exitCode);
