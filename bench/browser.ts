// The browser half of the benchmark, in Debian's Chromium against the production build: which
// JavaScript each route downloads, and how long the heavy screens take to first show their content
// and to answer an input.
//
// How times are taken, all inside the page (performance.now(), origin = navigation start):
// - first render: an init script checks the screen's "content is there" condition on every
//   animation frame from the start of the document; the first frame where it holds is the time.
//   "after data" is that time minus the end of the last /api/v3 response before it.
// - interaction: a capture listener takes the input event's timeStamp; the same per-frame check
//   takes the first frame that shows the result. So the time is input → the frame that shows it.
// - long tasks: PerformanceObserver('longtask') over the same spans.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createAccount, fillProviderSignIn, passAccessCode } from '../tests/e2e/flows';
import { median, quantile } from './lib';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Conditions the page checks each frame; names and arguments travel as JSON (CSP forbids eval). */
type Condition =
  | { kind: 'count'; selector: string; n: number }
  | { kind: 'exists'; selector: string }
  | { kind: 'gone'; selector: string }
  | { kind: 'focusTidNot'; tid: string }
  | { kind: 'firstRowNot'; selector: string; tid: string }
  | { kind: 'focusMoved' }
  | { kind: 'canvasPainted' };

interface BenchWindow {
  __bench: {
    longTasks: [number, number][];
    visible: number | null;
    t0: number | null;
    t1: number | null;
    arm: (condition: Condition, eventType: string) => void;
  };
}

/** Runs in every document before the app: long-task observer, the per-frame condition loop. */
function instrument(): void {
  const w = window as unknown as BenchWindow;
  const check = (c: Condition, since: { focus: Element | null }): boolean => {
    switch (c.kind) {
      case 'count':
        return document.querySelectorAll(c.selector).length >= c.n;
      case 'exists':
        return document.querySelector(c.selector) !== null;
      case 'gone':
        return document.querySelector(c.selector) === null;
      case 'focusTidNot': {
        const tid = document.activeElement?.getAttribute('data-tid');
        return tid !== null && tid !== undefined && tid !== c.tid;
      }
      case 'firstRowNot': {
        const tid = document.querySelector(c.selector)?.getAttribute('data-tid');
        return tid !== null && tid !== undefined && tid !== c.tid;
      }
      case 'focusMoved':
        return document.activeElement !== since.focus;
      case 'canvasPainted': {
        const canvas = document.querySelector('canvas');
        const ctx = canvas?.getContext('2d');
        if (!canvas || !ctx || canvas.width === 0) return false;
        const column = ctx.getImageData(Math.floor(canvas.width / 2), 0, 1, canvas.height).data;
        for (let i = 3; i < column.length; i += 4) if (column[i] !== 0) return true;
        return false;
      }
    }
  };
  const bench: BenchWindow['__bench'] = {
    longTasks: [],
    visible: null,
    t0: null,
    t1: null,
    arm(condition, eventType) {
      bench.t0 = null;
      bench.t1 = null;
      const since = { focus: document.activeElement };
      addEventListener(
        eventType,
        (event) => {
          if (bench.t0 === null) bench.t0 = event.timeStamp;
        },
        { capture: true, once: true },
      );
      const frame = () => {
        if (bench.t0 !== null && check(condition, since)) bench.t1 = performance.now();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
  };
  w.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task support: counts stay 0
  }
  const readLoad = (): Condition | null => {
    try {
      const raw = localStorage.getItem('__benchLoad');
      return raw ? (JSON.parse(raw) as Condition) : null;
    } catch {
      return null;
    }
  };
  const load = readLoad();
  if (load) {
    const condition = load;
    const since = { focus: null };
    const frame = () => {
      if (check(condition, since)) bench.visible = performance.now();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }
}

export async function newBenchContext(
  browser: Browser,
  storageState?: StorageState,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1280, height: 900 },
  });
  // As source text: tsx (esbuild keepNames) wraps named functions in __name(), which the page
  // lacks.
  await context.addInitScript({
    content: `(() => { const __name = (f) => f; (${instrument.toString()})(); })();`,
  });
  return context;
}

/** Signs in through the access code and the embedded provider; returns the session. */
export async function signIn(browser: Browser, baseUrl: string, email: string, dataDir: string) {
  // An account with a password, the way an operator makes one (npm run user:add).
  await createAccount(email, 'Bench Ejer', { dataDir });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/signin`);
  await passAccessCode(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await fillProviderSignIn(page, email);
  await page.getByRole('heading', { name: 'Samtaleadministration' }).waitFor({ timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  const stored = state.origins
    .flatMap((origin) => origin.localStorage)
    .find((item) => item.name.startsWith('oidc.user:'));
  const accessToken = stored
    ? (JSON.parse(stored.value) as { access_token: string }).access_token
    : '';
  if (!accessToken) throw new Error('no access token after sign-in');
  return { state, accessToken };
}

// ---------------------------------------------------------------------------------------------
// JavaScript per route

export interface JsFile {
  file: string;
  bytes: number;
  gzip: number;
}

/** Every script the page downloads while it opens `url` until `ready` is visible (cold cache). */
export async function scriptsOf(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<unknown>,
  storageState?: StorageState,
): Promise<JsFile[]> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const pending: Promise<JsFile | null>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.endsWith('.js') && response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          file: path.replace(/^\/assets\//, ''),
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(pending)).filter((f): f is JsFile => f !== null);
  await context.close();
  const unique = new Map(files.map((f) => [f.file, f]));
  return [...unique.values()].sort((a, b) => b.gzip - a.gzip);
}

// ---------------------------------------------------------------------------------------------
// Rendering

interface Interaction {
  /** What the user does, for the table. */
  label: string;
  /**
   * Prepares (e.g. focuses a row) and returns the condition that shows the result, and the input
   * event whose timeStamp starts the clock: 'click' for buttons (the press-to-release time of a
   * synthetic click is the test driver's, not the app's), 'keydown', 'mousemove'.
   */
  prepare: (page: Page) => Promise<{ condition: Condition; eventType: string }>;
  perform: (page: Page) => Promise<unknown>;
  /** The budget this input is judged by (ms). */
  budgetMs: number;
}

interface Scenario {
  name: string;
  url: string;
  /** "Content visible". */
  ready: Condition;
  interactions: Interaction[];
}

export interface InteractionResult {
  label: string;
  budgetMs: number;
  times: number[];
  longTasks: number[];
}

export interface ScenarioResult {
  name: string;
  runs: number;
  firstRender: number[];
  afterData: number[];
  loadLongTasks: number[];
  loadBlocking: number[];
  interactions: InteractionResult[];
}

interface Summary {
  median: number;
  p95: number;
}

export const summary = (values: number[]): Summary => ({
  median: median(values),
  p95: quantile(values, 0.95),
});

async function benchState(page: Page) {
  return page.evaluate(() => {
    const bench = (window as unknown as BenchWindow).__bench;
    const api = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/v3/'))
      .map((e) => (e as PerformanceResourceTiming).responseEnd);
    return {
      visible: bench.visible,
      t0: bench.t0,
      t1: bench.t1,
      longTasks: bench.longTasks,
      apiEnds: api,
    };
  });
}

/** One input: arm the clock and the frame check, perform, wait for the frame that shows it. */
async function measureInput(page: Page, interaction: Interaction) {
  const { condition, eventType } = await interaction.prepare(page);
  await page.evaluate(
    ([c, e]) => (window as unknown as BenchWindow).__bench.arm(c as Condition, e as string),
    [condition, eventType] as const,
  );
  await interaction.perform(page);
  await page.waitForFunction(
    () => (window as unknown as BenchWindow).__bench.t1 !== null,
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  const state = await benchState(page);
  const t0 = state.t0!;
  const t1 = state.t1!;
  return {
    time: t1 - t0,
    longTasks: state.longTasks.filter(([start, d]) => start + d > t0 && start < t1).length,
  };
}

/** One warm-up, then `runs` measured loads of the screen, each followed by its inputs in turn. */
export async function runScenario(
  context: BrowserContext,
  scenario: Scenario,
  runs: number,
  log: (line: string) => void,
): Promise<ScenarioResult> {
  const result: ScenarioResult = {
    name: scenario.name,
    runs,
    firstRender: [],
    afterData: [],
    loadLongTasks: [],
    loadBlocking: [],
    interactions: scenario.interactions.map((i) => ({
      label: i.label,
      budgetMs: i.budgetMs,
      times: [],
      longTasks: [],
    })),
  };
  const page = await context.newPage();
  const origin = new URL(scenario.url).origin;
  await page.goto(`${origin}/tos`);
  await page.evaluate(
    (ready) => localStorage.setItem('__benchLoad', JSON.stringify(ready)),
    scenario.ready,
  );
  for (let run = 0; run <= runs; run++) {
    await page.goto(scenario.url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as BenchWindow).__bench?.visible != null,
      undefined,
      { timeout: 120_000, polling: 100 },
    );
    const loaded = await benchState(page);
    const visible = loaded.visible!;
    const lastApi = Math.max(0, ...loaded.apiEnds.filter((end) => end <= visible));
    const loadTasks = loaded.longTasks.filter(([start]) => start < visible);
    // Let the screen settle (late requests, effects) before the first input.
    await page.waitForTimeout(300);
    const inputs = [];
    for (const interaction of scenario.interactions) {
      inputs.push(await measureInput(page, interaction));
    }
    if (run === 0) {
      log(
        `  ${scenario.name}: warm-up ${visible.toFixed(0)} ms; ` +
          inputs.map((i) => `${i.time.toFixed(1)} ms`).join(', '),
      );
      continue;
    }
    result.firstRender.push(visible);
    result.afterData.push(lastApi > 0 ? visible - lastApi : NaN);
    result.loadLongTasks.push(loadTasks.length);
    result.loadBlocking.push(loadTasks.reduce((total, [, d]) => total + Math.max(0, d - 50), 0));
    inputs.forEach((input, i) => {
      result.interactions[i].times.push(input.time);
      result.interactions[i].longTasks.push(input.longTasks);
    });
  }
  await page.evaluate(() => localStorage.removeItem('__benchLoad'));
  await page.close();
  log(
    `  ${scenario.name}: first render median ${median(result.firstRender).toFixed(0)} ms; ` +
      result.interactions.map((i) => `${median(i.times).toFixed(1)} ms`).join(', '),
  );
  return result;
}

const INPUT_MS = 50;
const FRAME_MS = 1000 / 60;

/** The screens and inputs measured, on the bench data. */
export function scenarios(
  baseUrl: string,
  ids: { moderation: string; big: string; mapConversation: string; mapReport: string },
): Scenario[] {
  const moderation = `${baseUrl}/m/${ids.moderation}/comments`;
  const topics = `${baseUrl}/m/${ids.big}/topics`;
  const row = '.comment-list__rows .comment-row';
  const tidOf = async (page: Page, selector: string) =>
    (await page.locator(selector).first().getAttribute('data-tid')) ?? '';
  const jKey: Interaction = {
    label: "'j' (cursor to the next comment)",
    budgetMs: INPUT_MS,
    prepare: async (page) => {
      await page.locator(row).first().focus();
      return {
        condition: { kind: 'focusTidNot', tid: await tidOf(page, row) },
        eventType: 'keydown',
      };
    },
    perform: (page) => page.keyboard.press('j'),
  };
  return [
    {
      name: 'Conversation list, 5,000',
      url: `${baseUrl}/conversations`,
      // The list shows the first 50 of the 5,000 (sorted over all of them), 50 more per
      // 'Vis flere': the content is there when those 50 cards are.
      ready: { kind: 'count', selector: '.conversation-grid > li', n: 50 },
      interactions: [
        {
          label: 'Tab (focus to the next card)',
          budgetMs: INPUT_MS,
          prepare: async (page) => {
            await page.locator('.conversation-grid a').first().focus();
            return { condition: { kind: 'focusMoved' }, eventType: 'keydown' };
          },
          perform: (page) => page.keyboard.press('Tab'),
        },
        {
          label: "'Vis flere' (the next 50 cards)",
          budgetMs: INPUT_MS,
          prepare: async () => ({
            condition: { kind: 'count', selector: '.conversation-grid > li', n: 100 },
            eventType: 'click',
          }),
          perform: (page) => page.getByRole('button', { name: 'Vis flere' }).click(),
        },
      ],
    },
    {
      name: 'Accepted comments, 5,000 (50 a page)',
      url: `${moderation}/accepted`,
      ready: { kind: 'count', selector: row, n: 50 },
      interactions: [
        jKey,
        {
          label: "'Næste side' (the next 50)",
          budgetMs: INPUT_MS,
          prepare: async (page) => ({
            condition: { kind: 'firstRowNot', selector: row, tid: await tidOf(page, row) },
            eventType: 'click',
          }),
          perform: (page) => page.getByRole('button', { name: 'Næste side' }).click(),
        },
      ],
    },
    {
      name: 'Pending comments, 1,000 (100 shown, 50 a page)',
      url: moderation,
      ready: { kind: 'count', selector: row, n: 50 },
      interactions: [
        {
          label: "'Acceptér' (the comment leaves the list)",
          budgetMs: FRAME_MS,
          prepare: async (page) => {
            const tid = await tidOf(page, row);
            return {
              condition: { kind: 'gone', selector: `${row}[data-tid="${tid}"]` },
              eventType: 'click',
            };
          },
          perform: (page) =>
            page.locator(row).first().getByRole('button', { name: 'Acceptér' }).click(),
        },
        jKey,
      ],
    },
    {
      name: 'Topic tree, 500 topics (layer 0)',
      url: topics,
      ready: { kind: 'count', selector: '.topic-card', n: 500 },
      interactions: [
        {
          label: "'All Layers' (560 topics)",
          budgetMs: INPUT_MS,
          prepare: async () => ({
            condition: { kind: 'count', selector: '.topic-card', n: 560 },
            eventType: 'click',
          }),
          perform: (page) => page.getByRole('button', { name: 'All Layers' }).click(),
        },
      ],
    },
    {
      // The participant's opinion map (its lazy chunk, GET /math/pca2 with 6,000
      // participants' base clusters and 2,000 statements' group votes, GET /comments).
      name: 'Opinion map (participation page), 6,000 participants, 2,000 statements',
      url: `${baseUrl}/${ids.mapConversation}`,
      ready: { kind: 'exists', selector: '.opinion-map__chart' },
      interactions: [],
    },
    {
      // The frozen report's map with every statement placed on it, and its group lists.
      name: 'Report opinion map, 6,000 participants, 2,000 statements',
      url: `${baseUrl}/report/${ids.mapReport}`,
      ready: { kind: 'exists', selector: '.report-map__chart path.report-map__statements' },
      interactions: [],
    },
    {
      name: 'Proximity map, 10,000 points',
      url: `${topics}/proximity`,
      ready: { kind: 'canvasPainted' },
      interactions: [
        {
          label: 'hover (tooltip shown)',
          budgetMs: INPUT_MS,
          prepare: async (page) => {
            const box = (await page.locator('canvas').first().boundingBox())!;
            await page.mouse.move(box.x + 5, box.y + 5);
            await page.locator('.proximity-tooltip').waitFor({ state: 'detached' });
            return {
              condition: { kind: 'exists', selector: '.proximity-tooltip' },
              eventType: 'mousemove',
            };
          },
          perform: async (page) => {
            const box = (await page.locator('canvas').first().boundingBox())!;
            await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          },
        },
      ],
    },
  ];
}
