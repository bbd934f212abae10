// `npm run bench`: measures the budgets (docs/architecture.md#budgets) and prints a Markdown
// report, also written to reports/bench/latest.md. It is a measurement, not a test: nothing fails
// on a time. Steps:
//
// 1. production build (`vite build`; `--no-build` reuses dist/);
// 2. bundle: the first page's JavaScript from dist/index.html, and what Chromium downloads per route;
// 3. synthetic data (bench/data.ts) written straight into a fresh PGlite data directory, then the
//    real server (`server/start.ts`, DEMO_DATA=0) on a free loopback port;
// 4. rendering in Chromium (bench/browser.ts): first render and one input per heavy screen,
//    BENCH_RUNS runs (default 5) after a warm-up;
// 5. server (bench/server.ts): bounded load loops on the moderation list, conversationStats and
//    PUT /comments; again on PostgreSQL when DATABASE_URL is set (the data then goes into a
//    throw-away schema that is dropped afterwards; `bash scripts/pg-scratch.sh` prints a URL).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { openDatabase } from '../server/platform/db';
import { launchBrowser } from '../tests/e2e/browser';
import {
  newBenchContext,
  runScenario,
  scenarios,
  scriptsOf,
  signIn,
  summary,
  type JsFile,
  type ScenarioResult,
  type StorageState,
} from './browser';
import { BENCH_EMAIL, SIZES, writeBenchData, type BenchData } from './data';
import { freePort, kb, median, ms, ROOT, startServer, table, type RunningServer } from './lib';
import { mathSection } from './mathSection';
import { loadLoop, serverSpecs, type LoadResult } from './server';
import { charactersByPackage } from './sourcemap';

const FIRST_PAGE_BUDGET_KB = 100;
const UPSTREAM_FIRST_PAGE_KB = 221;
const RENDER_BUDGET_MS = 200;
const INPUT_BUDGET_MS = 50;
const FRAME_MS = 1000 / 60;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const WATCHDOG_MS = 14 * 60_000;
/** BENCH_ONLY=<words>: only the rendering scenarios whose name contains one of the comma-separated
 * words (case-insensitive); the server loops are skipped and the report goes to only.md, so a
 * partial run never overwrites the full one. */
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const wanted = (name: string) =>
  ONLY.length === 0 || ONLY.some((word) => name.toLowerCase().includes(word));
const REPORT_FILE = ONLY.length ? 'only.md' : 'latest.md';

const startedAt = Date.now();
const log = (line: string) =>
  console.error(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${line}`);

const servers: RunningServer[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp(): Promise<void> {
  for (const server of servers.splice(0)) await server.stop().catch(() => undefined);
  for (const fn of cleanups.splice(0).reverse()) await Promise.resolve(fn()).catch(() => undefined);
}
const watchdog = setTimeout(() => {
  log(`still running after ${WATCHDOG_MS / 60_000} minutes: giving up`);
  void cleanUp().finally(() => process.exit(2));
}, WATCHDOG_MS);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
}

// ---------------------------------------------------------------------------------------------
// 1–2. Build and static bundle

function build(): void {
  if (process.argv.includes('--no-build')) return;
  log('vite build');
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

/** The entry script and its modulepreloads in an HTML entry of dist/. */
function entryScripts(html: string): JsFile[] {
  const source = readFileSync(join(ROOT, 'dist', html), 'utf8');
  const paths = [
    ...source.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...source.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]);
  return paths.map((path) => {
    const body = readFileSync(join(ROOT, 'dist', path));
    return {
      file: path.replace(/^\/assets\//, ''),
      bytes: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    };
  });
}

const sum = (files: JsFile[]) => files.reduce((total, f) => total + f.gzip, 0);

/** Estimated gzipped bytes per package over these files (each file's gzip shared out by its
 * source map). */
function byPackage(files: JsFile[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const file of files) {
    const characters = charactersByPackage(join(ROOT, 'dist'), file.file);
    const all = [...characters.values()].reduce((a, b) => a + b, 0);
    for (const [name, count] of characters) {
      totals.set(name, (totals.get(name) ?? 0) + (all ? (file.gzip * count) / all : 0));
    }
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}
/** A chunk's name without its content hash: main-Dsc5dQ1R.js → main. */
const chunkName = (file: string) => file.replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');

// ---------------------------------------------------------------------------------------------
// Report

interface RouteJs {
  route: string;
  files: JsFile[];
}

function bundleSection(staticMain: JsFile[], staticPublic: JsFile[], routes: RouteJs[]): string {
  const firstPage = routes.filter((r) => r.route === '/home' || r.route === '/signin');
  const firstSet = new Set(firstPage.flatMap((r) => r.files.map((f) => f.file)));
  const verdict = (bytes: number) =>
    bytes / 1024 <= FIRST_PAGE_BUDGET_KB
      ? 'within budget'
      : `**over budget** by ${kb(bytes - FIRST_PAGE_BUDGET_KB * 1024)}`;
  const firstRows = [
    ...firstPage.map((r) => [
      `\`${r.route}\` (what Chromium downloads)`,
      kb(sum(r.files)),
      `${FIRST_PAGE_BUDGET_KB} KB`,
      verdict(sum(r.files)),
    ]),
    [
      // The entry then imports the landing shell or the full app: the rows above count those.
      '`dist/index.html`: entry + modulepreload only (for reference)',
      kb(sum(staticMain)),
      '',
      '',
    ],
    ['upstream Polis admin, first page (for comparison)', `≈ ${UPSTREAM_FIRST_PAGE_KB} KB`, '', ''],
  ];
  const lazyRows = routes
    .filter((r) => !firstPage.includes(r))
    .map((r) => {
      const extra = r.files.filter((f) => !firstSet.has(f.file));
      return [
        `\`${r.route}\``,
        kb(sum(r.files)),
        kb(sum(extra)),
        extra.map((f) => `${chunkName(f.file)} ${kb(f.gzip)}`).join(', ') || '–',
      ];
    });
  return [
    '## Bundle: gzipped JavaScript',
    '',
    'gzip -9 of each script body; "what Chromium downloads" is every script of a cold load until the',
    "screen's content is shown and the network is idle.",
    '',
    table(['first page', 'JavaScript (gzip)', 'budget', 'verdict'], firstRows),
    '',
    `First page chunks: ${firstPage[0]?.files.map((f) => `${chunkName(f.file)} ${kb(f.gzip)}`).join(', ')}` +
      (firstPage[1]
        ? `; /signin adds ${
            firstPage[1].files
              .filter((f) => !firstPage[0].files.some((g) => g.file === f.file))
              .map((f) => `${chunkName(f.file)} ${kb(f.gzip)}`)
              .join(', ') || 'nothing'
          }.`
        : '.'),
    `By package (estimated from the source maps): ${byPackage(firstPage[0]?.files ?? [])
      .filter(([, bytes]) => bytes >= 512)
      .map(([name, bytes]) => `${name} ${kb(bytes)}`)
      .join(', ')}.`,
    `Participant entry (\`dist/public.html\`, for reference): ${kb(sum(staticPublic))} ` +
      `(${staticPublic.map((f) => `${chunkName(f.file)} ${kb(f.gzip)}`).join(', ')}).`,
    '',
    '### Per route (cold cache; signed in from `/` on)',
    '',
    table(
      ['route', 'all JavaScript', 'beyond the first page', 'chunks beyond the first page'],
      lazyRows,
    ),
  ].join('\n');
}

function renderingSection(results: ScenarioResult[], engine: string): string {
  const fmt = (values: number[], digits = 0) => {
    const s = summary(values);
    return `${ms(s.median, digits)} / ${ms(s.p95, digits)}`;
  };
  const renderRows = results.map((r) => {
    const render = median(r.firstRender);
    const afterData = median(r.afterData);
    return [
      r.name,
      fmt(r.firstRender),
      fmt(r.afterData),
      `${median(r.loadLongTasks)} (${ms(median(r.loadBlocking))} blocking)`,
      render <= RENDER_BUDGET_MS
        ? 'within'
        : afterData <= RENDER_BUDGET_MS
          ? 'within after the data; **over** from navigation'
          : '**over**',
    ];
  });
  const inputRows = results.flatMap((r) =>
    r.interactions.map((i) => [
      r.name,
      i.label,
      fmt(i.times, 1),
      String(median(i.longTasks)),
      `${i.budgetMs.toFixed(i.budgetMs % 1 ? 1 : 0)} ms`,
      median(i.times) <= i.budgetMs ? 'within' : '**over**',
    ]),
  );
  return [
    `## Rendering in Chromium (production build, ${engine}, ${RUNS} runs after a warm-up)`,
    '',
    'Median / p95. *First render*: navigation start → the first animation frame that shows the',
    "content (a full page load: scripts from the browser's cache, the session from storage, the API",
    'calls); *after data*: that frame minus the end of the last API response before it. *Input*: the',
    "input event's timeStamp → the first animation frame that shows the result. Long tasks:",
    'PerformanceObserver `longtask` (≥ 50 ms; "blocking" = the part over 50 ms).',
    `Budgets (docs/architecture.md#budgets): first render < ${RENDER_BUDGET_MS} ms; input < ${INPUT_BUDGET_MS} ms; an`,
    `accepted comment leaves the list within one frame (${FRAME_MS.toFixed(1)} ms).`,
    '',
    table(
      ['screen', 'first render', 'after data', 'long tasks during load', 'budget (200 ms)'],
      renderRows,
    ),
    '',
    table(['screen', 'input', 'input → frame', 'long tasks', 'budget', ''], inputRows),
  ].join('\n');
}

function serverSection(results: { engine: string; loads: LoadResult[] }[]): string {
  const rows = results.flatMap(({ engine, loads }) =>
    loads.map((l) => [
      engine,
      l.name,
      String(l.requests),
      l.rps.toFixed(1),
      ms(l.p50, 1),
      ms(l.p99, 1),
      String(l.errors),
      kb(l.bytes),
    ]),
  );
  return [
    '## Server (loopback, one process, real HTTP)',
    '',
    'Bounded loops of `fetch` with a few concurrent workers (4 for the list, 2 for the stats, 8 for',
    'PUT) for about 5 s each, after a warm-up; latency is per request as the client sees it.',
    '',
    table(['database', 'endpoint', 'requests', 'req/s', 'p50', 'p99', 'errors', 'answer'], rows),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Main

async function readyBy(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().waitFor({ timeout: 60_000 });
}

async function main(): Promise<void> {
  const load0 = loadavg();
  build();
  const staticMain = entryScripts('index.html');
  const staticPublic = entryScripts('public.html');

  const dataDir = mkdtempSync(join(tmpdir(), 'raadslag-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  log(`synthetic data into PGlite (${dataDir})`);
  let t = Date.now();
  const pglite = await openDatabase({ dataDir });
  const data: BenchData = await writeBenchData(pglite, Date.now(), (line) => log(`  ${line}`));
  await pglite.close();
  const dataSeconds = (Date.now() - t) / 1000;

  const port = await freePort();
  const env = { DATA_DIR: dataDir, DEMO_DATA: '0', DATABASE_URL: '' };
  log(`server on port ${port} (PGlite)`);
  let server = await startServer(port, env);
  servers.push(server);
  const { baseUrl } = server;

  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const chromium = browser.version();
  log('sign-in');
  const { state, accessToken } = await signIn(browser, baseUrl, BENCH_EMAIL, dataDir);

  // Scripts per route.
  log('scripts per route');
  const big = `/m/${data.big}`;
  const mod = `/m/${data.moderation}`;
  const topicKey = encodeURIComponent(`${data.big}#0#0`);
  const routeSpecs: [string, string, string, StorageState | undefined][] = [
    ['/home', '/home', 'h1', undefined],
    ['/signin', '/signin', '[role="dialog"]', undefined],
    ['/tos', '/tos', 'h1', undefined],
    ['/privacy', '/privacy', 'h1', undefined],
    ['/ (conversation list)', '/', '.conversation-grid li', state],
    ['/account', '/account', 'h1', state],
    ['/m/{id} (configure)', mod, '#main input', state],
    ['/m/{id}/share', `${mod}/share`, 'h1', state],
    ['/m/{id}/comments', `${mod}/comments`, '.comment-row', state],
    ['/m/{id}/reports', `${mod}/reports`, 'h1', state],
    ['/m/{id}/stats', `${big}/stats`, 'svg path', state],
    ['/m/{id}/topics', `${big}/topics`, '.topic-card', state],
    ['/m/{id}/topics/stats', `${big}/topics/stats`, '.topic-stats__card--completion', state],
    ['/m/{id}/topics/proximity', `${big}/topics/proximity`, 'canvas', state],
    ['/m/{id}/topics/topic/{key}', `${big}/topics/topic/${topicKey}`, '.topic-comment', state],
  ];
  const routes: RouteJs[] = [];
  // A partial run (BENCH_ONLY) still measures the first page, the budget everyone watches.
  const measured = routeSpecs.filter(
    ([route]) => ONLY.length === 0 || route === '/home' || route === '/signin',
  );
  for (const [route, path, selector, storage] of measured) {
    const files = await scriptsOf(
      browser,
      `${baseUrl}${path}`,
      (p) => readyBy(p, selector),
      storage,
    );
    routes.push({ route, files });
  }

  // Rendering.
  log(`rendering, ${RUNS} runs per screen`);
  const context = await newBenchContext(browser, state);
  const rendering: ScenarioResult[] = [];
  for (const scenario of scenarios(baseUrl, data).filter((s) => wanted(s.name))) {
    rendering.push(await runScenario(context, scenario, RUNS, log));
  }
  await context.close();
  await browser.close();
  cleanups.pop();

  // Server on PGlite.
  const serverResults: { engine: string; loads: LoadResult[] }[] = [];
  const runLoads = async (engine: string, url: string, ids: BenchData) => {
    const loads: LoadResult[] = [];
    for (const spec of serverSpecs(url, accessToken, ids)) {
      log(`  ${engine}: ${spec.name}`);
      loads.push(await loadLoop(spec));
    }
    serverResults.push({ engine, loads });
  };
  log('server load loops (PGlite)');
  if (ONLY.length === 0) await runLoads('PGlite', baseUrl, data);
  await server.stop();
  servers.pop();

  // Server on PostgreSQL.
  let pgNote = 'PostgreSQL: skipped (set DATABASE_URL, e.g. `bash scripts/pg-scratch.sh`).';
  const databaseUrl = ONLY.length ? undefined : process.env.DATABASE_URL?.trim();
  if (databaseUrl) {
    const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
    log(`synthetic data into PostgreSQL (schema ${schema})`);
    t = Date.now();
    const pg = await openDatabase({ dataDir: null, databaseUrl, schema });
    const { rows } = await pg.query<{ server_version: string }>('SHOW server_version');
    const pgData = await writeBenchData(pg, Date.now(), (line) => log(`  ${line}`));
    await pg.close();
    const pgDataSeconds = (Date.now() - t) / 1000;
    cleanups.push(async () => {
      const admin = await openDatabase({ dataDir: null, databaseUrl });
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    });
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    // Same port and data directory: the same issuer and signing keys, so the token still holds.
    log('server (PostgreSQL)');
    server = await startServer(port, { ...env, DATABASE_URL: url.toString() });
    servers.push(server);
    log('server load loops (PostgreSQL)');
    await runLoads('PostgreSQL', server.baseUrl, pgData);
    await server.stop();
    servers.pop();
    pgNote =
      `PostgreSQL ${rows[0]?.server_version ?? ''}: the same data written in ` +
      `${pgDataSeconds.toFixed(1)} s into a throw-away schema, dropped afterwards.`;
  }

  await cleanUp();
  const load1 = loadavg();
  const report = [
    `# Rådslag benchmark — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Node ${process.version}, Chromium ${chromium} (headless), ${cpus().length} CPUs, load average ` +
      `${load0[0].toFixed(1)} at the start and ${load1[0].toFixed(1)} at the end (other processes ` +
      'share this machine: times are indicative). Nothing here fails on a time.',
    '',
    `Data (bench/data.ts, DEMO_DATA=0): ${SIZES.conversations.toLocaleString('en')} conversations; ` +
      `one with ${SIZES.accepted.toLocaleString('en')} accepted, ${SIZES.pending.toLocaleString('en')} ` +
      `pending and ${SIZES.rejected} rejected comments; one with ` +
      `${SIZES.bigComments.toLocaleString('en')} comments, ` +
      `${(SIZES.bigParticipants * SIZES.votesPerParticipant).toLocaleString('en')} votes, ` +
      `${SIZES.topicsLayer0} + ${SIZES.topicsLayer1} + ${SIZES.topicsLayer2} topics (layers 0/1/2) ` +
      `and ${SIZES.bigComments.toLocaleString('en')} map positions. Written into PGlite in ` +
      `${dataSeconds.toFixed(1)} s. ${pgNote}`,
    '',
    bundleSection(staticMain, staticPublic, routes),
    '',
    renderingSection(rendering, 'PGlite'),
    '',
    serverSection(serverResults),
    '',
    mathSection(),
    '',
    `Total bench time: ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`,
    '',
  ].join('\n');
  mkdirSync(join(ROOT, 'reports/bench'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/bench', REPORT_FILE), report);
  console.log(report);
  log(`written to reports/bench/${REPORT_FILE}`);
}

try {
  await main();
  clearTimeout(watchdog);
} catch (error) {
  console.error(error);
  await cleanUp();
  process.exit(1);
}
