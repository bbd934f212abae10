// The page-load half of `npm run bench:participant`: a fresh browser context per load (cold cache,
// no participant token), optionally on Slow 4G (1.6 Mbit/s down, 150 ms RTT) with the CPU slowed
// 4× through CDP. Times are taken inside the page (performance.now(), origin = navigation start):
// an init script checks on every animation frame from the document's start whether the page shows
// what it is waiting for — the first statement with its 'Enig' button, or the bare page's text — and
// keeps the first frame where it does. The critical JavaScript is what the page's HTML loads
// before anything renders (its module script and modulepreloads; lazy chunks such as the opinion
// map start during the first render but the statement does not wait for them), its files gzipped
// here (zlib's default level) to count what a compressed answer carries.
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
  /** Paths of the .js files the page's HTML loads before it renders. */
  scripts: string[];
}

interface ReadyWindow {
  __ready: number | null;
}

/** Runs before the page's own scripts: per frame, is `selector` there yet? */
function watchFor(selector: string): void {
  const w = window as unknown as ReadyWindow;
  w.__ready = null;
  const frame = () => {
    if (document.querySelector(selector)) {
      w.__ready = performance.now();
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export async function timeLoad(
  browser: Browser,
  url: string,
  selector: string,
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
      content: `(() => { const __name = (f) => f; (${watchFor.toString()})(${JSON.stringify(selector)}); })();`,
    });
    const response = await page.goto(url, { waitUntil: 'commit' });
    // Polled from here: waitForFunction's in-page polling needs eval, which the CSP forbids.
    for (const deadline = Date.now() + 60_000; ;) {
      if (await page.evaluate(() => (window as unknown as ReadyWindow).__ready !== null)) break;
      if (Date.now() > deadline) throw new Error(`${url}: ${selector} never appeared`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const shownMs = await page.evaluate(() => (window as unknown as ReadyWindow).__ready!);
    // As served: at run time Vite adds modulepreload links of its own for each lazy chunk.
    const html = (await response?.text()) ?? '';
    const scripts = [
      ...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+\.js)"/g),
    ].map((match) => new URL(match[1], url).pathname);
    return { shownMs, scripts };
  } finally {
    await context.close();
  }
}

/** The gzipped size (KB) of these built files, read from `distDir`. */
export function gzippedKB(distDir: string, paths: string[]): number {
  let bytes = 0;
  for (const path of new Set(paths)) bytes += gzipSync(readFileSync(join(distDir, path))).length;
  return bytes / 1024;
}
