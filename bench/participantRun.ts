// `npm run bench:participant [-- --json] [-- --no-build] [-- --root <dir>]`: the citizen's phone
// (docs/architecture.md#budgets) — how fast a newcomer at /{conversation_id} sees the first
// statement, against a static 1 KB page from the same server under the same conditions (the
// floor of that network), unthrottled and on Slow 4G with a 4× slower CPU; the JavaScript on that
// path, and what loads before a vote is sent by the app; and the two figures of the opinion map
// (bench/participantMap/). Chromium via CDP, a fresh context per load, the median of five. The demo conversation is written into a fresh PGlite data
// directory, then the real server (`server/start.ts`) starts on it. `--root` measures another
// checkout's build and server with the same data and browser (the before/after figures).
// A measurement, not a test: it is not part of `npm test`. `--json` prints one JSON line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../server/platform/db';
import { seedDemo } from '../server/demo/seedDemo';
import { launchBrowser } from '../tests/e2e/browser';
import { freePort, median, ROOT, startServer, type RunningServer } from './lib';
import { mapBodyGzipKB } from './participantMap/mapBody';
import { gzippedKB, timeLoad, type Awaited } from './participant/pageLoad';
import { placedAfterVoteP95Ms } from './participantMap/placedAfterVote';

const RUNS = 5;
const args = process.argv.slice(2);
const json = args.includes('--json');
const rootArg = args.indexOf('--root');
const root = rootArg >= 0 ? resolve(args[rootArg + 1]) : ROOT;
const dist = join(root, 'dist');
const startedAt = Date.now();
const log = (line: string) =>
  console.error(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${line}`);

if (!args.includes('--no-build') || !existsSync(join(dist, 'public.html'))) {
  log(`vite build in ${root}`);
  const built = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (built.status !== 0) throw new Error('vite build failed');
}

// The floor: 1 KB of static HTML from the same server, served as any file of dist/ is.
const BARE = 'bench-bare.html';
const filler = 'Rådslag. '.repeat(100);
writeFileSync(
  join(dist, BARE),
  `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>Bench</title></head>` +
    `<body><p id="bare">${filler.slice(0, 1024 - 120)}</p></body></html>`,
);

const dataDir = mkdtempSync(join(tmpdir(), 'raadslag-bench-participant-'));
let server: RunningServer | null = null;
try {
  log('the demo conversation into a fresh database');
  const db = await openDatabase({ dataDir });
  const { conversation_id: conversationId } = await seedDemo(db, {
    owner: { email: 'bench.participant@example.dk', hname: 'Bench Ejer' },
  });
  await db.close();
  server = await startServer(
    await freePort(),
    { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '0', MATH_DEBOUNCE_MS: '0' },
    120_000,
    root,
  );
  const browser = await launchBrowser();
  try {
    const page = `${server.baseUrl}/${conversationId}`;
    const bare = `${server.baseUrl}/${BARE}`;
    // The statement with its 'Enig' button, styled (44 px high); live once the app's own card is
    // there (the server's first paint is #first-statement).
    const statement = { selector: '.vote-card .vote-button--agree', minHeight: 44 };
    const liveCard = { selector: '.vote-card:not(#first-statement) .vote-button--agree' };
    const series = async (
      url: string,
      shown: Awaited,
      live: Awaited | null,
      throttled: boolean,
    ) => {
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await timeLoad(browser, url, shown, live, throttled));
      return runs;
    };
    log('first statement, unthrottled');
    const first = await series(page, statement, liveCard, false);
    log('bare page, unthrottled');
    const bareRuns = await series(bare, { selector: '#bare' }, null, false);
    log('first statement, Slow 4G + 4× CPU');
    const firstSlow = await series(page, statement, liveCard, true);
    log('bare page, Slow 4G + 4× CPU');
    const bareSlow = await series(bare, { selector: '#bare' }, null, true);
    // The demo's groups are computed at start (catch-up): placement needs them.
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      const map = (await (
        await fetch(
          `${server.baseUrl}/api/v3/math/participantMap?conversation_id=${conversationId}`,
        )
      ).json()) as { groups: unknown[] };
      if (map.groups.length) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    log('placement after the vote');
    const placed = await placedAfterVoteP95Ms({
      browser,
      baseUrl: server.baseUrl,
      conversationId,
      log,
    });
    log('the map poll');
    const mapKB = await mapBodyGzipKB(server.baseUrl, conversationId);
    const round = (n: number | null, digits: number) =>
      n === null ? null : Number(n.toFixed(digits));
    const result = {
      criticalJsGzipKB: round(median(first.map((r) => gzippedKB(dist, r.scripts))), 1),
      firstStatementMs: round(median(first.map((r) => r.shownMs)), 0),
      bareHtmlMs: round(median(bareRuns.map((r) => r.shownMs)), 0),
      firstStatementThrottledMs: round(median(firstSlow.map((r) => r.shownMs)), 0),
      bareHtmlThrottledMs: round(median(bareSlow.map((r) => r.shownMs)), 0),
      placedAfterVoteP95Ms: round(placed, 0),
      mapBodyGzipKB: round(mapKB, 1),
      // Throttled: on loopback a lazy chunk the first render asks for (the map) may land before
      // the next frame shows the card; on Slow 4G only what the card waited for has.
      jsBeforeLiveVoteGzipKB: round(
        median(firstSlow.map((r) => gzippedKB(dist, r.scriptsBeforeLive))),
        1,
      ),
    };
    // Beside the JSON's keys: when a vote tapped would be sent by the app itself.
    const liveMs = round(median(first.map((r) => r.liveMs ?? 0)), 0);
    const liveThrottledMs = round(median(firstSlow.map((r) => r.liveMs ?? 0)), 0);
    if (json) console.log(JSON.stringify(result));
    else {
      console.log(
        `Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}` +
          ` (a shared machine: times are indicative); ${root}`,
      );
      console.log(`critical path: ${[...new Set(first[0].scripts)].join(', ')}`);
      console.log(
        `before the live vote: ${[...new Set(firstSlow[0].scriptsBeforeLive)].join(', ')}`,
      );
      for (const [key, value] of Object.entries(result)) console.log(`${key}: ${value}`);
      console.log(`liveVoteMs: ${liveMs}`);
      console.log(`liveVoteThrottledMs: ${liveThrottledMs}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await server?.stop();
  rmSync(join(dist, BARE), { force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
