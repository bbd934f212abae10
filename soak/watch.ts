// What the soak observes on each screen: every /api/v3 request from start to end (in flight per
// key, statuses, the size of full answers), console errors and uncaught page errors, and through a
// CDP session the JavaScript heap after a forced garbage collection plus the DOM counters.
import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import {
  InFlightTracker,
  requestKey,
  summarizeSnapshot,
  type HeapKinds,
  type HeapSnapshotJson,
} from './analysis';

export interface HeapReading {
  /** Ms since the screens opened. */
  at: number;
  /** JS heap used after two forced GCs, bytes (Runtime.getHeapUsage usedSize). */
  used: number;
  total: number;
  nodes: number;
  listeners: number;
  documents: number;
}

export interface PageWatch {
  name: string;
  page: Page;
  tracker: InFlightTracker;
  /** Console errors and page errors, as text. */
  errors: string[];
  /** Bytes of the last full (200) answer per request key. */
  lastBodyBytes: Record<string, number>;
  /** Forces garbage collection twice, then reads the heap and the DOM counters. */
  heap(): Promise<HeapReading>;
  /** A heap snapshot (after a GC), summed by kind of node. */
  snapshot(): Promise<HeapKinds>;
  /** Stops listening (the figures stay as they are). */
  detach(): void;
}

const isApi = (url: string) => {
  try {
    return new URL(url).pathname.startsWith('/api/v3/');
  } catch {
    return false;
  }
};

/** A new page in `context`, watched from its first request on. `clock` is the soak's ms clock. */
export async function watchPage(
  context: BrowserContext,
  name: string,
  clock: () => number,
): Promise<PageWatch> {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  const tracker = new InFlightTracker();
  const errors: string[] = [];
  const lastBodyBytes: Record<string, number> = {};

  const onRequest = (request: Request) => {
    if (isApi(request.url())) {
      tracker.start(request, requestKey(request.method(), request.url()), clock());
    }
  };
  const onFinished = (request: Request) => {
    if (!isApi(request.url())) return;
    // The response event always comes before requestfinished, so the status is at hand: the end
    // is recorded now, in event order, never after a later request's start.
    const status = request.existingResponse()?.status() ?? null;
    tracker.end(request, clock(), status);
    if (status === 200) {
      const key = requestKey(request.method(), request.url());
      void request
        .sizes()
        .then((sizes) => (lastBodyBytes[key] = sizes.responseBodySize))
        .catch(() => undefined);
    }
  };
  const onFailed = (request: Request) => {
    if (isApi(request.url())) {
      // A 304's empty body is never read; when the chart leaves its fetching state the request
      // is aborted and reported failed although its response had arrived: keep that status.
      const status = request.existingResponse()?.status() ?? null;
      tracker.end(request, clock(), status, request.failure()?.errorText ?? 'failed');
    }
  };
  const onConsole = (message: import('playwright-core').ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const where = message.location();
    errors.push(
      `console: ${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`,
    );
  };
  const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
  const onCrash = () => errors.push('crash: the page crashed');

  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFailed);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('crash', onCrash);

  return {
    name,
    page,
    tracker,
    errors,
    lastBodyBytes,
    async heap() {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const usage = await cdp.send('Runtime.getHeapUsage');
      const dom = await cdp.send('Memory.getDOMCounters');
      return {
        at: clock(),
        used: usage.usedSize,
        total: usage.totalSize,
        nodes: dom.nodes,
        listeners: dom.jsEventListeners,
        documents: dom.documents,
      };
    },
    async snapshot() {
      const chunks: string[] = [];
      const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
      cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
      try {
        await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      } finally {
        cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
      }
      return summarizeSnapshot(JSON.parse(chunks.join('')) as HeapSnapshotJson);
    },
    detach() {
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      page.off('requestfailed', onFailed);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('crash', onCrash);
    },
  };
}
