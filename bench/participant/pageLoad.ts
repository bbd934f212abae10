// The page-load half of `npm run bench:participant`: a fresh browser context per load (cold cache,
// no participant token), optionally on Slow 4G (1.6 Mbit/s down, 150 ms RTT) with the CPU slowed
// 4× through CDP. Times are taken inside the page (performance.now(), origin = navigation start):
// an init script checks on every animation frame from the document's start whether the page shows
// what it is waiting for — the first statement with its 'Enig' button, styled (at least 44 px
// high, so a statement drawn before its stylesheet does not count), or the bare page's text — and
// keeps the first frame where it does; likewise when the app's own card is there, i.e. a vote
// tapped now is sent (`liveMs`; docs/architecture.md#the-first-paint).
// Two sets of JavaScript, their files gzipped here (zlib's default level) to count what a
// compressed answer carries:
// - critical: what must run before the statement is visible. When the server wrote the statement
//   into the HTML, the page's classic scripts (the early-vote script); else what the HTML loads
//   before anything renders (its module script and modulepreloads; lazy chunks such as the opinion
//   map start during the first render but the statement does not wait for them);
// - before the live vote: every script the page had loaded when the app's card appeared
//   (Resource Timing), which a vote waits for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/** Slow 4G as Chrome's DevTools defines it; bytes per second. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

export interface LoadTiming {
  /** ms from navigation start to the first frame showing the awaited element. */
  shownMs: number;
  /** ms to the first frame with the app's own card (null: not asked for). */
  liveMs: number | null;
  /** Paths of the .js files that must run before the statement is visible. */
  scripts: string[];
  /** Paths of the .js files loaded before the app's card appeared (empty: not asked for). */
  scriptsBeforeLive: string[];
}

interface ReadyWindow {
  __ready: number | null;
  __live: number | null;
}

/** What a load waits for: a selector, at least this high when shown. */
export interface Awaited {
  selector: string;
  minHeight?: number;
}

/** Runs before the page's own scripts: per frame, is each awaited element there yet? */
function watchFor(shown: Awaited, live: Awaited | null): void {
  const w = window as unknown as ReadyWindow;
  w.__ready = null;
  w.__live = null;
  const there = (awaited: Awaited) => {
    const element = document.querySelector(awaited.selector);
    return element !== null && element.getBoundingClientRect().height >= (awaited.minHeight ?? 0);
  };
  const frame = () => {
    if (w.__ready === null && there(shown)) w.__ready = performance.now();
    if (live && w.__live === null && there(live)) w.__live = performance.now();
    if (w.__ready === null || (live && w.__live === null)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export async function timeLoad(
  browser: Browser,
  url: string,
  shown: Awaited,
  live: Awaited | null,
  throttled: boolean,
): Promise<LoadTiming> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 664 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    // As source text: tsx (esbuild keepNames) wraps named functions in __name(), which the page lacks.
    await page.addInitScript({
      content: `(() => { const __name = (f) => f; (${watchFor.toString()})(${JSON.stringify(shown)}, ${JSON.stringify(live)}); })();`,
    });
    const response = await page.goto(url, { waitUntil: 'commit' });
    // Polled from here: waitForFunction's in-page polling needs eval, which the CSP forbids.
    const done = () =>
      page.evaluate((waitsForLive) => {
        const w = window as unknown as ReadyWindow;
        return w.__ready !== null && (!waitsForLive || w.__live !== null);
      }, live !== null);
    for (const deadline = Date.now() + 60_000; ;) {
      if (await done()) break;
      if (Date.now() > deadline) throw new Error(`${url}: ${shown.selector} never appeared`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const { shownMs, liveMs, loaded } = await page.evaluate(() => {
      const w = window as unknown as ReadyWindow;
      return {
        shownMs: w.__ready!,
        liveMs: w.__live,
        loaded: performance.getEntriesByType('resource').map((entry) => ({
          name: entry.name,
          end: (entry as PerformanceResourceTiming).responseEnd,
        })),
      };
    });
    const scriptsBeforeLive =
      liveMs === null
        ? []
        : loaded
            .filter((entry) => entry.end <= liveMs && new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => new URL(entry.name).pathname);
    // As served: at run time Vite adds modulepreload links of its own for each lazy chunk.
    const html = (await response?.text()) ?? '';
    const served = (pattern: RegExp) =>
      [...html.matchAll(pattern)].map((match) => new URL(match[1], url).pathname);
    const scripts = servesStatement(html)
      ? served(/<script src="([^"]+\.js)"/g)
      : served(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+\.js)"/g);
    return { shownMs, liveMs, scripts, scriptsBeforeLive };
  } finally {
    await context.close();
  }
}

/** The server wrote the statement and its vote buttons into the page itself. */
function servesStatement(html: string): boolean {
  return /<button[^>]* class="[^"]*vote-button--agree/.test(html);
}

/** The gzipped size (KB) of these built files, read from `distDir`. */
export function gzippedKB(distDir: string, paths: string[]): number {
  let bytes = 0;
  for (const path of new Set(paths)) bytes += gzipSync(readFileSync(join(distDir, path))).length;
  return bytes / 1024;
}
