// A gated MSW backend for model tests. Every request under `${origin}/api/v3/` is held in a queue
// until the test releases it, so the path decides when (and how) each reply arrives. That is what
// makes transient states (`loading`, `saving`) observable on screen, and lets a path choose the
// outcome that the next event stands for (`xstate.done.actor.X` → real reply, `xstate.error.actor.X`
// → 500 / 403 / network error / malformed body).
//
// Call `createGatedBackend()` once per test file, at module level: it registers the MSW server and
// the vitest hooks. After each test it unmounts the view (so charts stop and abort their calls) and
// fails the test on any request that (a) matched no handler, (b) the test never claimed with
// `waitForRequest`/`release`/`autoRelease`, or (c) was never released and was not aborted.
import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

// Captured at import, before any test fakes timers: the harness's own timeouts run on real time,
// so a test with fake timers cannot stall them and they cannot fire chart delays.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

/** What the real backend looks like to the gate: Hono's `app.fetch` fits. */
export type RealBackend = (request: Request) => Response | Promise<Response>;

/**
 * Which request: `'GET /items'`, `'/items'` (any method), `'PUT /conversations/:id'`, `'GET /x/*'`,
 * `'GET /conversations?conversation_id=c1'` (listed query parameters must be equal). Paths are
 * relative to the API base (`/api/v3`); requests on `extraPaths` use their full path. Or a predicate.
 */
export type RequestMatch = string | ((request: GatedRequest) => boolean);

/** How to answer a held request. */
export type Reply =
  | 'real'
  | 'network-error'
  | 'malformed'
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  | ((request: Request) => Response | Promise<Response>);

export interface GatedRequest {
  readonly seq: number;
  readonly method: string;
  readonly url: URL;
  /** Path relative to the API base, e.g. `/items`. */
  readonly path: string;
  /** A clone taken on arrival; its body can still be read. */
  readonly request: Request;
  state: 'queued' | 'released' | 'aborted';
  /** Whether a test step asked for it (waitForRequest, release or autoRelease). */
  claimed: boolean;
  /** How it was answered, for failure messages. */
  reply?: string;
}

export interface GatedBackend {
  readonly origin: string;
  readonly base: string;
  /** The MSW server, for rare `server.use(...)` overrides. */
  readonly server: ReturnType<typeof setupServer>;
  /** Resolves with the oldest matching request that is still held (waits until one arrives). */
  waitForRequest(match: RequestMatch, options?: { timeout?: number }): Promise<GatedRequest>;
  /** Waits for a matching held request and answers it; resolves once the reply is built. */
  release(match: RequestMatch, how: Reply, options?: { timeout?: number }): Promise<GatedRequest>;
  /** Answers matching requests at once, for the rest of the current test. Returns an undo. */
  autoRelease(match: RequestMatch, how: Reply): () => void;
  /** Every request of the current test (optionally only matching ones), oldest first. */
  requests(match?: RequestMatch): readonly GatedRequest[];
  /** Swap the in-process backend used by `'real'` replies. */
  setBackend(backend: RealBackend | undefined): void;
  /**
   * The end-of-test check that afterEach runs: unmounts, waits for aborts, returns the problems
   * and resets. Call it yourself only to test the gate itself.
   */
  verify(): Promise<string[]>;
}

interface GatedBackendOptions {
  /** In-process backend for `'real'` replies (the server's `app.fetch`). */
  backend?: RealBackend;
  /** Defaults to jsdom's `window.location.origin` (vitest: http://localhost:3000). */
  origin?: string;
  /** Defaults to `/api/v3`. */
  basePath?: string;
  /** Exact paths outside the API base that are gated too, e.g. `/config.json`. */
  extraPaths?: string[];
  /**
   * Paths a screen asks in the background that a test need not hold: answered by the real
   * backend (404 without one) unless `extraPaths` gates them. Default: the account page's list of
   * sessions, which only sessions.model.test.tsx is about.
   */
  backgroundPaths?: string[];
  /** How long waitForRequest/release wait, in real milliseconds. Default 3000. */
  timeout?: number;
  /** Unmounts the view before the end-of-test checks. Default: Testing Library's `cleanup`. */
  teardown?: () => void | Promise<void>;
}

interface Entry extends GatedRequest {
  respond: (response: Response) => void;
}

interface Waiter {
  match: RequestMatch;
  resolve: (entry: Entry) => void;
}

interface AutoRule {
  match: RequestMatch;
  how: Reply;
}

function describeReply(how: Reply): string {
  if (typeof how === 'string') return how;
  if (typeof how === 'function') return 'custom';
  return `${how.status}`;
}

export function matches(match: RequestMatch, req: GatedRequest): boolean {
  if (typeof match === 'function') return match(req);
  const m = /^(?:([A-Z]+)\s+)?(\S+)$/.exec(match.trim());
  if (!m) throw new Error(`gatedBackend: cannot read the request pattern "${match}"`);
  const [, method, target] = m;
  if (method && method !== req.method) return false;
  const [pathPattern, query] = target.split('?', 2);
  const want = pathPattern.split('/').filter(Boolean);
  const have = req.path.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*' && i === want.length - 1) return have.length >= want.length;
    if (have[i] === undefined) return false;
    if (want[i] === '*' || want[i].startsWith(':')) continue;
    if (want[i] !== decodeURIComponent(have[i])) return false;
  }
  if (want.length !== have.length) return false;
  if (query) {
    for (const [k, v] of new URLSearchParams(query)) {
      if (req.url.searchParams.get(k) !== v) return false;
    }
  }
  return true;
}

function listRequests(entries: readonly GatedRequest[]): string {
  if (!entries.length) return '  (none)';
  return entries
    .map(
      (e) =>
        `  #${e.seq} ${e.method} ${e.path}${e.url.search} — ${e.state}` +
        `${e.reply ? ` (${e.reply})` : ''}${e.claimed ? '' : ', never claimed'}`,
    )
    .join('\n');
}

export function createGatedBackend(options: GatedBackendOptions = {}): GatedBackend {
  const origin = options.origin ?? window.location.origin;
  const basePath = options.basePath ?? '/api/v3';
  const base = `${origin}${basePath}`;
  const defaultTimeout = options.timeout ?? 3000;
  let backend = options.backend;
  let seq = 0;
  let entries: Entry[] = [];
  let waiters: Waiter[] = [];
  let rules: AutoRule[] = [];
  let unhandled: string[] = [];
  let replyErrors: string[] = [];

  async function build(how: Reply, request: Request): Promise<Response> {
    if (how === 'real') {
      if (!backend) throw new Error('gatedBackend: a "real" reply needs options.backend');
      return backend(request);
    }
    if (how === 'network-error') return HttpResponse.error();
    if (how === 'malformed') {
      return new HttpResponse('{"truncated": ', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (typeof how === 'function') return how(request);
    if (how.text !== undefined) {
      return new HttpResponse(how.text, { status: how.status, headers: how.headers });
    }
    return HttpResponse.json(how.json ?? null, { status: how.status, headers: how.headers });
  }

  // The original request goes to the backend (its body unread); entries keep a clone.
  const originals = new WeakMap<Entry, Request>();

  async function answer(entry: Entry, how: Reply): Promise<void> {
    entry.state = 'released';
    entry.claimed = true;
    entry.reply = describeReply(how);
    try {
      entry.respond(await build(how, originals.get(entry) ?? entry.request));
    } catch (err) {
      // Never leave the view hanging on a reply that failed to build; report it at test end.
      entry.respond(HttpResponse.error());
      entry.reply = `failed to build: ${String(err)}`;
      replyErrors.push(`#${entry.seq} ${entry.method} ${entry.path}: ${String(err)}`);
      throw err;
    }
  }

  function gate(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(basePath)
      ? url.pathname.slice(basePath.length) || '/'
      : url.pathname;
    let respond!: (response: Response) => void;
    const reply = new Promise<Response>((resolve) => (respond = resolve));
    const entry: Entry = {
      seq: ++seq,
      method: request.method,
      url,
      path,
      request: request.clone(),
      state: 'queued',
      claimed: false,
      respond,
    };
    originals.set(entry, request);
    entries.push(entry);
    request.signal.addEventListener('abort', () => {
      if (entry.state !== 'queued') return;
      entry.state = 'aborted';
      // Let the handler finish; the caller has already given up on this response.
      respond(HttpResponse.error());
    });
    const rule = rules.find((r) => matches(r.match, entry));
    if (rule) {
      answer(entry, rule.how).catch(() => {}); // recorded in replyErrors
    } else {
      const i = waiters.findIndex((w) => matches(w.match, entry));
      if (i >= 0) {
        const [w] = waiters.splice(i, 1);
        entry.claimed = true;
        w.resolve(entry);
      }
    }
    return reply;
  }

  const gated = options.extraPaths ?? [];
  const background = (options.backgroundPaths ?? ['/api/account/sessions']).filter(
    (p) => !gated.includes(p),
  );
  const handlers = [
    http.all(`${base}/*`, ({ request }) => gate(request)),
    ...gated.map((p) => http.all(`${origin}${p}`, ({ request }) => gate(request))),
    ...background.map((p) =>
      http.all(`${origin}${p}`, ({ request }) =>
        backend ? backend(request) : new Response(null, { status: 404 }),
      ),
    ),
  ];
  const server = setupServer(...handlers);

  function waitForRequest(match: RequestMatch, opts: { timeout?: number } = {}) {
    const held = entries.find((e) => e.state === 'queued' && matches(match, e));
    if (held) {
      held.claimed = true;
      return Promise.resolve<GatedRequest>(held);
    }
    const timeout = opts.timeout ?? defaultTimeout;
    return new Promise<GatedRequest>((resolve, reject) => {
      const waiter: Waiter = {
        match,
        resolve: (entry) => {
          realClearTimeout(timer);
          resolve(entry);
        },
      };
      const timer = realSetTimeout(() => {
        waiters = waiters.filter((w) => w !== waiter);
        reject(
          new Error(
            `gatedBackend: no held request matching ${String(match)} within ${timeout} ms.\n` +
              `Requests so far in this test:\n${listRequests(entries)}`,
          ),
        );
      }, timeout);
      waiters.push(waiter);
    });
  }

  async function release(match: RequestMatch, how: Reply, opts: { timeout?: number } = {}) {
    const entry = (await waitForRequest(match, opts)) as Entry;
    await answer(entry, how);
    return entry as GatedRequest;
  }

  function autoRelease(match: RequestMatch, how: Reply) {
    const rule = { match, how };
    rules.push(rule);
    for (const e of entries) {
      if (e.state === 'queued' && matches(match, e)) answer(e, how).catch(() => {});
    }
    return () => {
      rules = rules.filter((r) => r !== rule);
    };
  }

  async function settle(): Promise<void> {
    // Aborts travel view → chart → fetch → MSW asynchronously; give them a moment of real time.
    for (let i = 0; i < 25 && entries.some((e) => e.state === 'queued'); i++) {
      await new Promise((r) => realSetTimeout(r, 10));
    }
  }

  function reset() {
    for (const e of entries) if (e.state === 'queued') e.respond(HttpResponse.error());
    entries = [];
    waiters = [];
    rules = [];
    unhandled = [];
    replyErrors = [];
    server.resetHandlers();
  }

  beforeAll(() => {
    server.listen({
      onUnhandledRequest: (request, print) => {
        unhandled.push(`${request.method} ${request.url}`);
        // Recorded for the end-of-test check; erroring also keeps it off the real network.
        print.error();
      },
    });
  });

  async function verify(): Promise<string[]> {
    try {
      await (options.teardown ?? cleanup)();
      await settle();
      const problems: string[] = [];
      if (unhandled.length) {
        problems.push(
          `requests outside the gate (no handler):\n${unhandled.map((u) => `  ${u}`).join('\n')}`,
        );
      }
      if (replyErrors.length) {
        problems.push(
          `replies that could not be built:\n${replyErrors.map((u) => `  ${u}`).join('\n')}`,
        );
      }
      const unexpected = entries.filter((e) => !e.claimed);
      if (unexpected.length) {
        problems.push(`requests no step expected (never claimed):\n${listRequests(unexpected)}`);
      }
      const pending = entries.filter((e) => e.state === 'queued');
      if (pending.length) {
        problems.push(
          `requests neither released nor aborted when the view was unmounted:\n${listRequests(pending)}`,
        );
      }
      if (problems.length) problems.push(`All requests of this test:\n${listRequests(entries)}`);
      return problems;
    } finally {
      reset();
    }
  }

  afterEach(async () => {
    const problems = await verify();
    if (problems.length) throw new Error(`gatedBackend: ${problems.join('\n')}`);
  });

  afterAll(() => server.close());

  return {
    origin,
    base,
    server,
    waitForRequest,
    release,
    autoRelease,
    requests: (match) => (match ? entries.filter((e) => matches(match, e)) : [...entries]),
    setBackend: (b) => {
      backend = b;
    },
    verify,
  };
}
