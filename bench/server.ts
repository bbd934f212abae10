// The server half of the benchmark: a bounded loopback load loop (fetch, a fixed number of
// concurrent workers) per endpoint, stopping by itself after a time or a request budget.
import { median, quantile } from './lib';

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Bytes of one answer (the last one), for context. */
  bytes: number;
}

export interface LoadSpec {
  name: string;
  /** Builds the i-th request. */
  request: (i: number) => { url: string; init?: RequestInit };
  concurrency: number;
  /** Stop after this long … */
  durationMs: number;
  /** … or this many requests, whichever comes first; and keep going until at least minRequests. */
  maxRequests: number;
  minRequests: number;
  /** Requests before measuring (not counted). */
  warmup: number;
}

async function once(spec: LoadSpec, i: number): Promise<{ ok: boolean; bytes: number }> {
  const { url, init } = spec.request(i);
  const response = await fetch(url, init);
  const body = await response.arrayBuffer();
  return { ok: response.ok, bytes: body.byteLength };
}

export async function loadLoop(spec: LoadSpec): Promise<LoadResult> {
  let next = 0;
  for (let i = 0; i < spec.warmup; i++) {
    const { ok } = await once(spec, next++);
    if (!ok) throw new Error(`${spec.name}: warm-up request ${i} failed`);
  }
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const started = performance.now();
  const hardStop = started + Math.max(spec.durationMs * 6, 60_000);
  const goOn = () => {
    const now = performance.now();
    if (now > hardStop) return false;
    if (latencies.length + errors < spec.minRequests) return true;
    return now - started < spec.durationMs && latencies.length + errors < spec.maxRequests;
  };
  const worker = async () => {
    while (goOn()) {
      const i = next++;
      const t0 = performance.now();
      try {
        const result = await once(spec, i);
        if (result.ok) {
          latencies.push(performance.now() - t0);
          bytes = result.bytes;
        } else errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: spec.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    name: spec.name,
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: median(latencies),
    p99: quantile(latencies, 0.99),
    bytes,
  };
}

/** The three endpoints of the brief, on the bench data. */
export function serverSpecs(
  baseUrl: string,
  token: string,
  ids: { moderation: string; big: string; bigPendingTids: number[]; moderationScale: string },
): LoadSpec[] {
  const api = `${baseUrl}/api/v3`;
  const auth = { authorization: `Bearer ${token}` };
  const tids = ids.bigPendingTids;
  return [
    {
      name: 'GET /comments, moderation list (5,000 accepted)',
      request: () => ({
        url:
          `${api}/comments?moderation=true&include_voting_patterns=false&mod=1` +
          `&conversation_id=${ids.moderation}`,
        init: { headers: auth },
      }),
      concurrency: 4,
      durationMs: 5_000,
      maxRequests: 2_000,
      minRequests: 20,
      warmup: 3,
    },
    {
      name: 'GET /conversationStats (100,000 votes, 10,000 comments)',
      request: () => ({
        url: `${api}/conversationStats?conversation_id=${ids.big}`,
        init: { headers: auth },
      }),
      concurrency: 2,
      durationMs: 6_000,
      maxRequests: 500,
      minRequests: 10,
      warmup: 2,
    },
    {
      name: 'PUT /comments (accept / reject)',
      request: (i) => ({
        url: `${api}/comments`,
        init: {
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            conversation_id: ids.big,
            tid: tids[i % tids.length],
            // Each pass over the pending tids flips them: accept, then reject, then accept…
            mod: Math.floor(i / tids.length) % 2 === 0 ? 1 : -1,
            active: true,
            is_meta: false,
            velocity: 1,
          }),
        },
      }),
      concurrency: 8,
      durationMs: 5_000,
      maxRequests: 5_000,
      minRequests: 20,
      warmup: 5,
    },
    ...moderationScaleSpecs(baseUrl, token, ids.moderationScale),
  ];
}

/**
 * The moderation screen's first page of a 20,000-statement conversation
 * (docs/architecture.md#budgets: < 150 ms p99 on PGlite, < 50 ms on PostgreSQL), as the screen asks
 * for it: paged=true with the tab counts, the pending tab newest first; then the same with a search
 * and with a sort by votes.
 */
export function moderationScaleSpecs(
  baseUrl: string,
  token: string,
  conversationId: string,
): LoadSpec[] {
  const list = `${baseUrl}/api/v3/comments?moderation=true&paged=true&limit=50&conversation_id=${conversationId}`;
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const spec = (name: string, query: string): LoadSpec => ({
    name,
    request: () => ({ url: `${list}&${query}`, init: auth }),
    // One moderator's latency, not a crowd's: requests one after another (PGlite answers one at
    // a time, so concurrent workers would measure their queue).
    concurrency: 1,
    durationMs: 5_000,
    maxRequests: 2_000,
    minRequests: 50,
    warmup: 5,
  });
  return [
    spec(
      'GET /comments paged, first page (20,000 statements; pending, newest)',
      'mod=0&sort=newest',
    ),
    spec('GET /comments paged, first page (20,000; accepted, oldest)', 'mod=1'),
    spec('GET /comments paged, first page (20,000; flagged filter)', 'mod=0&flagged=true'),
    spec('GET /comments paged, first page (20,000; search "havnen")', 'mod=0&search=havnen'),
    spec('GET /comments paged, first page (20,000; accepted, most votes)', 'mod=1&sort=most_votes'),
  ];
}

/**
 * The calls measured side by side with upstream Polis (docs/upstream.md#speed-beside-upstream): the
 * whole moderation list of a 1,000-statement conversation as Polis's own admin asks for it (not
 * paged, no voting patterns), gzipped and plain, and `PUT /comments` accepting and rejecting its
 * statements in turn — 4 clients each, for req/s.
 */
export function moderationListSpecs(
  baseUrl: string,
  /** Ours: `Authorization: Bearer …`; upstream Polis: its `Cookie: token2=…; uid2=…`. */
  auth: Record<string, string>,
  conversationId: string,
  statements: number,
): LoadSpec[] {
  const api = `${baseUrl}/api/v3`;
  const list = (encoding: string): LoadSpec => ({
    name: `GET /comments, moderation list (${statements.toLocaleString('en')} statements, ${encoding})`,
    request: () => ({
      url:
        `${api}/comments?moderation=true&include_voting_patterns=false` +
        `&conversation_id=${conversationId}`,
      init: { headers: { ...auth, 'accept-encoding': encoding } },
    }),
    concurrency: 4,
    durationMs: 5_000,
    maxRequests: 20_000,
    minRequests: 20,
    warmup: 10,
  });
  return [
    list('gzip'),
    list('identity'),
    {
      name: `PUT /comments (${statements.toLocaleString('en')} statements; accept / reject)`,
      request: (i) => ({
        url: `${api}/comments`,
        init: {
          method: 'PUT',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            conversation_id: conversationId,
            tid: i % statements,
            // Each pass over the statements flips them: accept, then reject, then accept…
            mod: Math.floor(i / statements) % 2 === 0 ? 1 : -1,
            active: true,
            is_meta: false,
            velocity: 1,
          }),
        },
      }),
      concurrency: 4,
      durationMs: 5_000,
      maxRequests: 20_000,
      minRequests: 20,
      warmup: 10,
    },
  ];
}
