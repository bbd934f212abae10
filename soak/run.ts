// `npm run soak`: keeps the moderation and monitoring screens open in Chromium for SOAK_MINUTES
// (default 10) while they poll and a participant load runs, then checks:
//
// - the JavaScript heap after a forced GC grows less than 10 % from the warm-up to the end;
// - no pile-up: never two requests of the same list in flight, and no more polls than the charts'
//   intervals allow (docs/behaviour.md#polling: stats every 10 s, moderation lists every 60 s);
// - no console errors or uncaught page errors; both screens still show their content at the end;
// - every vote, statement and participant the server confirmed to the load is stored.
//
// Prints a Markdown report (also reports/soak/latest.md) and exits 1 when a criterion fails, 2 when
// the watchdog (duration + 5 minutes) stops it. Steps:
//
// 1. dist/ as it is (built once with `vite build` only when missing; a stale one is noted);
// 2. the real server (server/start.ts) on a free loopback port, PGlite in a temporary DATA_DIR,
//    demo data (the demo conversation, owned by demo@raadslag.dk);
// 3. Debian's Chromium; sign-in as the demo owner through the access code and the embedded
//    provider; the participant load starts (soak/participants.ts);
// 4. /m/{id}/comments and /m/{id}/stats, each in a browser context of its own, watched
//    (soak/watch.ts); heap samples at the start, after the warm-up (90 s) and every minute; one
//    warm-up before the end both screens are opened once more, fresh, as the heap's control;
// 5. the load stops; the server's counts through the API; the screens' content; report.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { signIn } from '../bench/browser';
import { freePort, ROOT, startServer, type RunningServer } from '../bench/lib';
import { spaIsStale } from '../server/spaBuild';
import * as da from '../src/copy/da';
import { launchBrowser } from '../tests/e2e/browser';
import type { HeapKinds } from './analysis';
import { runInstancesSoak } from './instances';
import { startParticipantLoad, type LoadStats, type ParticipantLoad } from './participants';
import { renderReport, type PolledEndpoint, type ScreenResult, type ServerCounts } from './report';
import { watchPage, type HeapReading, type PageWatch } from './watch';

/** `--instances N`: the participant load through one instance, then N (soak/instances.ts). */
const instancesAt = process.argv.indexOf('--instances');
const INSTANCES = instancesAt >= 0 ? Number(process.argv[instancesAt + 1]) : null;
/** Minutes of load: of the whole soak, or of each of the two runs with --instances. */
const MINUTES = Number(process.env.SOAK_MINUTES ?? (INSTANCES === null ? 10 : 3));
if (!(MINUTES > 0)) throw new Error(`SOAK_MINUTES must be a positive number, not ${MINUTES}`);
const DURATION_MS = Math.round(MINUTES * 60_000);
/**
 * The heap baseline: 90 s, so both screens have polled and re-rendered at least once (the
 * moderation lists first poll at 60 s) and that code is compiled; half of a short run.
 */
const WARMUP_MS = Math.min(90_000, DURATION_MS / 2);
const SAMPLE_EVERY_MS = 60_000;
const WORKERS = 4;
const OWNER = 'demo@raadslag.dk';
const WATCHDOG_MS = (INSTANCES === null ? 1 : 2) * DURATION_MS + 5 * 60_000;
/** When the control pages open: one warm-up before the end. */
const CONTROL_AT = DURATION_MS - WARMUP_MS;
/** The charts' poll intervals (docs/behaviour.md#polling). */
const STATS_POLL_MS = 10_000;
const LISTS_POLL_MS = 60_000;

const startedAt = Date.now();
const log = (line: string) =>
  console.error(`[soak ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

const cleanups: (() => Promise<unknown> | unknown)[] = [];
async function cleanUp(): Promise<void> {
  for (const fn of cleanups.splice(0).reverse()) {
    await Promise.race([Promise.resolve().then(fn), sleep(20_000)]).catch(() => undefined);
  }
}
const watchdog = setTimeout(() => {
  log(`still running after ${(WATCHDOG_MS / 60_000).toFixed(1)} minutes: stopping everything`);
  setTimeout(() => process.exit(2), 60_000).unref();
  void cleanUp().finally(() => process.exit(2));
}, WATCHDOG_MS);
watchdog.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
}

// ---------------------------------------------------------------------------------------------
// The owner's view of the server, through the API

function ownerApi(baseUrl: string, token: string) {
  return async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/v3/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

async function serverCounts(
  get: ReturnType<typeof ownerApi>,
  conversationId: string,
): Promise<ServerCounts> {
  const id = encodeURIComponent(conversationId);
  const stats = await get<{ voteTimes: unknown[]; commentTimes: unknown[] }>(
    `conversationStats?conversation_id=${id}`,
  );
  const conversation = await get<{ participant_count: number }>(
    `conversations?conversation_id=${id}`,
  );
  const pending = await get<unknown[] | { comments: unknown[] }>(
    `comments?moderation=true&include_voting_patterns=false&mod=0&conversation_id=${id}`,
  );
  return {
    votes: stats.voteTimes.length,
    comments: stats.commentTimes.length,
    participants: conversation.participant_count,
    pending: Array.isArray(pending) ? pending.length : pending.comments.length,
  };
}

// ---------------------------------------------------------------------------------------------
// The screens

interface Screen {
  name: string;
  path: string;
  polled: PolledEndpoint[];
  ready: (page: Page) => Promise<void>;
  watch?: PageWatch;
  openedAt?: number;
  heap: HeapReading[];
  /** The control: the same screen opened fresh one warm-up before the end. */
  fresh?: PageWatch;
  freshReading?: HeapReading;
  /** Heap snapshots by kind: the soaked page at its baseline and at the end, the fresh one. */
  kinds: { baseline?: HeapKinds; end?: HeapKinds; fresh?: HeapKinds };
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, '') || Number.NaN);

async function visible(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .isVisible()
    .catch(() => false);
}

/** Errors a screen shows: an alert, or the "could not refresh" note. */
/** The page's first h1, or '' when there is none. */
async function firstHeading(page: Page): Promise<string> {
  const text = await page
    .locator('h1')
    .first()
    .innerText()
    .catch(() => '');
  return text.trim();
}

async function shownErrors(page: Page): Promise<string[]> {
  const texts = await page
    .locator('[role="alert"], .moderation__stale')
    .allInnerTexts()
    .catch(() => ['(could not read the page)']);
  return texts.map((t) => t.trim()).filter(Boolean);
}

async function moderationContent(page: Page, pendingOnServer: number) {
  const heading = await firstHeading(page);
  const tabs = await page.locator('.moderation-tabs li').count();
  const rows = await page.locator('.comment-row').count();
  const pendingShown = digits(
    await page
      .locator('.moderation-tabs__count')
      .first()
      .textContent()
      .catch(() => null),
  );
  const errors = await shownErrors(page);
  const ok =
    heading !== '' &&
    (await visible(page, '.moderation-tabs')) &&
    tabs === 3 &&
    rows > 0 &&
    errors.length === 0;
  const detail =
    `h1 “${heading}”, ${tabs} tabs, ${rows} rows; pending tab ${pendingShown} ` +
    `(server now ${pendingOnServer}, the list polls every 60 s)` +
    (errors.length ? `; shows: ${errors.join(' | ')}` : '');
  return { ok, detail };
}

/** The summary's number under `label` (da-DK digits). */
async function summaryNumber(page: Page, label: string): Promise<number> {
  const item = page.locator('.stats-summary__item').filter({
    has: page.locator('dt', { hasText: label }),
  });
  return digits(
    await item
      .locator('dd')
      .first()
      .textContent({ timeout: 2_000 })
      .catch(() => null),
  );
}

async function monitoringContent(page: Page, votesOnServer: number) {
  // Polls every 10 s: give it two rounds to show the final count.
  const deadline = Date.now() + 2 * STATS_POLL_MS + 5_000;
  let votesShown = await summaryNumber(page, da.monitoring.votes);
  while (votesShown !== votesOnServer && Date.now() < deadline) {
    await sleep(500);
    votesShown = await summaryNumber(page, da.monitoring.votes);
  }
  const heading = await firstHeading(page);
  const charts = await page.locator('.monitoring__charts svg').count();
  const errors = await shownErrors(page);
  const ok =
    heading !== '' &&
    (await visible(page, '.stats-summary')) &&
    charts > 0 &&
    votesShown === votesOnServer &&
    errors.length === 0;
  const detail =
    `h1 “${heading}”, ${charts} chart svg, votes shown ${votesShown} = server ${votesOnServer}` +
    `${votesShown === votesOnServer ? '' : ' (no)'}` +
    (errors.length ? `; shows: ${errors.join(' | ')}` : '');
  return { ok, detail };
}

// ---------------------------------------------------------------------------------------------
// Main

function distReady(): string {
  if (!existsSync(join(ROOT, 'dist/index.html'))) {
    log('dist/ missing: vite build');
    const result = spawnSync(
      process.execPath,
      [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (result.status !== 0) throw new Error('vite build failed');
    return 'SPA: dist/ built for this run.';
  }
  return spaIsStale(join(ROOT, 'dist'))
    ? 'SPA: the existing dist/, **older than some source** in src/ (run `npm run build` first to soak the current code).'
    : 'SPA: the existing dist/, up to date with src/.';
}

/** When to sample the heap (ms after the screens opened): at once, after the warm-up, each minute. */
function sampleTimes(): number[] {
  const times = new Set<number>([0, WARMUP_MS, DURATION_MS]);
  for (let t = SAMPLE_EVERY_MS; t < DURATION_MS; t += SAMPLE_EVERY_MS) times.add(t);
  return [...times].sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const load0 = loadavg()[0];
  const distNote = distReady();

  const dataDir = mkdtempSync(join(tmpdir(), 'raadslag-soak-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  log(`server on port ${port} (PGlite in ${dataDir}, demo data)`);
  const server: RunningServer = await startServer(
    port,
    { DATA_DIR: dataDir, DEMO_DATA: '1', DATABASE_URL: '' },
    180_000,
  );
  cleanups.push(() => server.stop());
  const { baseUrl } = server;

  const browser: Browser = await launchBrowser();
  cleanups.push(() => browser.close());
  log(`Chromium ${browser.version()}; signing in as ${OWNER}`);
  const { state, accessToken } = await signIn(browser, baseUrl, OWNER, dataDir);
  const get = ownerApi(baseUrl, accessToken);
  const mine = await get<{ conversation_id: string; topic: string }[]>(
    'conversations?include_all_conversations_i_am_in=true',
  );
  const demo = mine.find((c) => c.topic.startsWith('Fremtidens bymidte'));
  if (!demo) throw new Error(`no demo conversation among ${OWNER}'s: ${JSON.stringify(mine)}`);
  const conversationId = demo.conversation_id;
  const before = await serverCounts(get, conversationId);
  log(
    `conversation ${conversationId}: ${before.votes} votes, ${before.comments} statements, ` +
      `${before.participants} participants, ${before.pending} pending`,
  );

  log(`participant load: ${WORKERS} workers`);
  const load: ParticipantLoad = startParticipantLoad({
    baseUrl,
    conversationId,
    workers: WORKERS,
    seed: 20_261_122,
    runId: startedAt.toString(36),
  });
  cleanups.push(() => load.stop());

  const t0 = performance.now();
  const clock = () => performance.now() - t0;
  const screens: Screen[] = [
    {
      name: 'moderation',
      path: `/m/${conversationId}/comments`,
      polled: [{ prefix: 'GET /api/v3/comments', intervalMs: LISTS_POLL_MS }],
      ready: (page) => page.locator('.comment-row').first().waitFor({ timeout: 60_000 }),
      heap: [],
      kinds: {},
    },
    {
      name: 'monitoring',
      path: `/m/${conversationId}/stats`,
      polled: [{ prefix: 'GET /api/v3/conversationStats', intervalMs: STATS_POLL_MS }],
      ready: (page) => page.locator('.stats-summary').waitFor({ timeout: 60_000 }),
      heap: [],
      kinds: {},
    },
  ];
  /** The screen in a browser context of its own, watched, with its content shown. */
  const open = async (screen: Screen, name: string): Promise<PageWatch> => {
    const context = await browser.newContext({
      storageState: state,
      viewport: { width: 1280, height: 900 },
    });
    const watch = await watchPage(context, name, clock);
    await watch.page.goto(`${baseUrl}${screen.path}`);
    await screen.ready(watch.page);
    return watch;
  };
  for (const screen of screens) {
    screen.openedAt = clock();
    screen.watch = await open(screen, screen.name);
    log(`${screen.name} open: ${screen.path}`);
  }

  // The control: the same screens opened fresh one warm-up before the end, so at the end they
  // hold the same data and have had the same warm-up as the soaked ones had at their baseline.
  const openControl = async () => {
    if (screens[0].fresh) return;
    await sleep(CONTROL_AT - clock());
    for (const screen of screens) screen.fresh = await open(screen, `${screen.name} (fresh)`);
    log('control pages open');
  };
  for (const at of sampleTimes()) {
    if (CONTROL_AT < at) await openControl();
    await sleep(at - clock());
    for (const screen of screens) screen.heap.push(await screen.watch!.heap());
    if (at === DURATION_MS) {
      for (const screen of screens) screen.freshReading = await screen.fresh?.heap();
    }
    // Snapshots by kind after the readings (a snapshot takes seconds; the readings come first).
    for (const screen of screens) {
      if (at === WARMUP_MS) screen.kinds.baseline = await screen.watch!.snapshot();
      if (at === DURATION_MS) {
        screen.kinds.end = await screen.watch!.snapshot();
        screen.kinds.fresh = await screen.fresh?.snapshot();
      }
    }
    const s = load.stats;
    log(
      `${(clock() / 60_000).toFixed(1)} min: ` +
        screens
          .map((screen) => {
            const last = screen.heap[screen.heap.length - 1];
            const polls = screen.watch!.tracker.summary().reduce((n, k) => n + k.requests, 0);
            return `${screen.name} ${(last.used / 1048576).toFixed(2)} MB, ${polls} API requests`;
          })
          .join('; ') +
        `; participants ${s.participants}, votes ${s.votes}, statements ${s.statements}, ` +
        `429s ${s.rateLimited}, errors ${s.errors}`,
    );
    if (CONTROL_AT === at) await openControl();
  }

  log('stopping the participant load');
  cleanups.pop();
  const loadStats: LoadStats = await load.stop();
  const after = await serverCounts(get, conversationId);

  const results: ScreenResult[] = [];
  for (const screen of screens) {
    const watch = screen.watch!;
    const content =
      screen.name === 'moderation'
        ? await moderationContent(watch.page, after.pending)
        : await monitoringContent(watch.page, after.votes);
    const visibility = await watch.page.evaluate(() => document.visibilityState).catch(() => '?');
    const endAt = clock();
    watch.detach();
    screen.fresh?.detach();
    const baseline = screen.heap.find((r) => r.at >= WARMUP_MS) ?? screen.heap[0];
    results.push({
      name: screen.name,
      path: screen.path,
      polled: screen.polled,
      requests: watch.tracker.summary(),
      openAtEnd: watch.tracker.openNow(),
      observedMs: endAt - (screen.openedAt ?? 0),
      heap: screen.heap,
      baseline,
      final: screen.heap[screen.heap.length - 1],
      errors: [...watch.errors, ...(screen.fresh?.errors ?? []).map((e) => `(fresh page) ${e}`)],
      fresh: screen.freshReading,
      kinds: screen.kinds,
      content: {
        ok: content.ok && visibility === 'visible',
        detail: `${content.detail}; document ${visibility}`,
      },
      lastBodyBytes: { ...watch.lastBodyBytes },
    });
  }
  const chromium = browser.version();
  await cleanUp();

  const { markdown, ok } = renderReport({
    startedAt: new Date(startedAt),
    minutes: MINUTES,
    warmupMs: WARMUP_MS,
    node: process.version,
    chromium,
    cpus: cpus().length,
    loadAverage: [load0, loadavg()[0]],
    distNote,
    conversationId,
    topic: demo.topic,
    workers: WORKERS,
    screens: results,
    load: loadStats,
    before,
    after,
    totalSeconds: (Date.now() - startedAt) / 1000,
  });
  mkdirSync(join(ROOT, 'reports/soak'), { recursive: true });
  writeFileSync(join(ROOT, 'reports/soak/latest.md'), markdown);
  console.log(markdown);
  log(`written to reports/soak/latest.md: ${ok ? 'pass' : 'FAIL'}`);
  process.exitCode = ok ? 0 : 1;
}

try {
  if (INSTANCES === null) await main();
  else process.exitCode = await runInstancesSoak(INSTANCES, MINUTES);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
