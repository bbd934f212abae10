// The pure half of the soak: what counts as a pile-up, a heap leak, a poll cadence gone wrong and a
// participant load the server did not store. No Playwright, no Node APIs: the unit tests
// (tests/unit/soakAnalysis.test.ts) run it in jsdom.

/** One criterion of the verdict: what was measured, against what, and whether it holds. */
export interface Criterion {
  name: string;
  figure: string;
  limit: string;
  ok: boolean;
}

// ---------------------------------------------------------------------------------------------
// Requests in flight

/**
 * A request's identity for pile-up purposes: method, path and the query parameters sorted, so
 * `?b=1&a=2` and `?a=2&b=1` are the same list. Headers (If-None-Match) are not part of it.
 */
export function requestKey(method: string, url: string): string {
  const parsed = new URL(url);
  const params = [...parsed.searchParams.entries()].sort(([a, x], [b, y]) =>
    a === b ? x.localeCompare(y) : a.localeCompare(b),
  );
  const query = params.map(([k, v]) => `${k}=${v}`).join('&');
  return `${method.toUpperCase()} ${parsed.pathname}${query ? `?${query}` : ''}`;
}

export interface KeyStats {
  key: string;
  /** Requests started. */
  requests: number;
  /** Ended with a response (any status). */
  finished: number;
  /**
   * Of those, reported failed after the response had arrived: the body was cancelled (a 304 whose
   * empty body the page never reads is aborted when its chart moves on), keyed "status reason".
   */
  cancelledAfterResponse: Record<string, number>;
  /** Ended without one (aborted, network error). */
  failed: number;
  /** Most requests of this key open at the same moment. */
  maxInFlight: number;
  /** Starts that found another request of the same key still open. */
  overlaps: number;
  statuses: Record<number, number>;
  /** Why the failed ones failed (net::ERR_ABORTED …), counted. */
  failures: Record<string, number>;
  /** Start times, in order. */
  starts: number[];
  /** Start → end, of those that ended. */
  durations: number[];
}

/**
 * Counts requests per key and how many are open at once. `start` and `end` take an opaque handle
 * (Playwright's Request object); an `end` for an unknown handle is ignored, a second `end` too.
 */
export class InFlightTracker {
  private readonly open = new Map<unknown, { key: string; at: number }>();
  private readonly openPerKey = new Map<string, number>();
  private readonly stats = new Map<string, KeyStats>();

  start(handle: unknown, key: string, at: number): void {
    if (this.open.has(handle)) return;
    this.open.set(handle, { key, at });
    const now = (this.openPerKey.get(key) ?? 0) + 1;
    this.openPerKey.set(key, now);
    const s = this.statsOf(key);
    s.requests += 1;
    s.starts.push(at);
    if (now > 1) s.overlaps += 1;
    s.maxInFlight = Math.max(s.maxInFlight, now);
  }

  /**
   * `status` of the response, null when none came (aborted, network error); `failure` when the
   * browser reported the request failed (with a status: failed after the response arrived).
   */
  end(handle: unknown, at: number, status: number | null, failure?: string): void {
    const entry = this.open.get(handle);
    if (!entry) return;
    this.open.delete(handle);
    this.openPerKey.set(entry.key, (this.openPerKey.get(entry.key) ?? 1) - 1);
    const s = this.statsOf(entry.key);
    s.durations.push(at - entry.at);
    if (status === null) {
      const reason = failure ?? 'failed';
      s.failed += 1;
      s.failures[reason] = (s.failures[reason] ?? 0) + 1;
    } else {
      s.finished += 1;
      s.statuses[status] = (s.statuses[status] ?? 0) + 1;
      if (failure !== undefined) {
        const key = `${status} ${failure}`;
        s.cancelledAfterResponse[key] = (s.cancelledAfterResponse[key] ?? 0) + 1;
      }
    }
  }

  /** Requests started and not ended yet, per key. */
  openNow(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [key, n] of this.openPerKey) if (n > 0) out[key] = n;
    return out;
  }

  /** Every key seen, most requests first. */
  summary(): KeyStats[] {
    return [...this.stats.values()]
      .map((s) => ({
        ...s,
        statuses: { ...s.statuses },
        failures: { ...s.failures },
        cancelledAfterResponse: { ...s.cancelledAfterResponse },
        starts: [...s.starts],
        durations: [...s.durations],
      }))
      .sort((a, b) => b.requests - a.requests || a.key.localeCompare(b.key));
  }

  /** The highest in-flight count of any key (0 before any request). */
  maxInFlight(): number {
    return Math.max(0, ...[...this.stats.values()].map((s) => s.maxInFlight));
  }

  private statsOf(key: string): KeyStats {
    let s = this.stats.get(key);
    if (!s) {
      s = {
        key,
        requests: 0,
        finished: 0,
        cancelledAfterResponse: {},
        failed: 0,
        maxInFlight: 0,
        overlaps: 0,
        statuses: {},
        failures: {},
        starts: [],
        durations: [],
      };
      this.stats.set(key, s);
    }
    return s;
  }
}

/** Gaps between consecutive starts (ms). */
export function intervals(starts: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < starts.length; i++) out.push(starts[i] - starts[i - 1]);
  return out;
}

/** Share of the responses that were 304 (0 when there were none). */
export function notModifiedRatio(stats: Pick<KeyStats, 'statuses' | 'finished'>): number {
  return stats.finished === 0 ? 0 : (stats.statuses[304] ?? 0) / stats.finished;
}

/**
 * A chart that waits `intervalMs` after each answer can have made at most one request at the start
 * plus one per full interval in `observedMs`. More means a second timer (a pile-up spread out in
 * time); fewer than half means the polling stalled.
 */
export function pollCadence(
  polls: number,
  observedMs: number,
  intervalMs: number,
): { expectedMax: number; expectedMin: number; ok: boolean } {
  const expectedMax = Math.floor(observedMs / intervalMs) + 1;
  const expectedMin = Math.max(1, Math.ceil(expectedMax / 2));
  return { expectedMax, expectedMin, ok: polls >= expectedMin && polls <= expectedMax };
}

// ---------------------------------------------------------------------------------------------
// Heap

interface HeapSample {
  /** Ms since the screens opened. */
  at: number;
  /** JS heap used after a forced GC, bytes. */
  used: number;
}

/** (end − start) / start; NaN when start is not positive. */
export function heapGrowth(start: number, end: number): number {
  return start > 0 ? (end - start) / start : Number.NaN;
}

/** Growth from the warm-up sample to the last one must stay under `limit` (0.10 = 10 %). */
export function heapVerdict(
  start: number,
  end: number,
  limit = 0.1,
): { growth: number; ok: boolean } {
  const growth = heapGrowth(start, end);
  return { growth, ok: Number.isFinite(growth) && growth < limit };
}

/**
 * Splits the growth with a control: the same screen opened fresh one warm-up before the end, so it
 * holds the end's data after the same warm-up the soaked page had at its baseline. `data` is what
 * the bigger data alone costs (fresh − baseline), `retained` what the soaked page holds beyond a
 * fresh one (end − fresh), both relative to the baseline.
 */
export function heapAttribution(
  baseline: number,
  end: number,
  fresh: number,
): { growth: number; data: number; retained: number } {
  return {
    growth: heapGrowth(baseline, end),
    data: heapGrowth(baseline, fresh),
    retained: baseline > 0 ? (end - fresh) / baseline : Number.NaN,
  };
}

/**
 * The heap verdict of one screen. The participant load makes the conversation grow (more voters,
 * statements, votes), and a screen's heap grows with what it shows; so a fresh page opened with the
 * end's data is the control, and what the soaked page holds beyond it is what a leak would be. The
 * growth passes under `limit`, or when the control shows the excess is the data's (`retained` under
 * `limit`). Without a control only the raw growth counts.
 */
export function judgeHeap(
  baseline: number,
  end: number,
  fresh: number | undefined,
  limit = 0.1,
): {
  growth: number;
  split: { growth: number; data: number; retained: number } | null;
  retainedOk: boolean;
  ok: boolean;
} {
  const raw = heapVerdict(baseline, end, limit);
  const split = fresh === undefined ? null : heapAttribution(baseline, end, fresh);
  const retainedOk = split !== null && Number.isFinite(split.retained) && split.retained < limit;
  return { growth: raw.growth, split, retainedOk, ok: raw.ok || retainedOk };
}

/** A heap snapshot's self sizes by kind of node, bytes. `native` (DOM, Blink) is outside usedSize. */
export interface HeapKinds {
  code: number;
  objects: number;
  arrays: number;
  strings: number;
  system: number;
  native: number;
}

const KIND_OF: Record<string, keyof HeapKinds> = {
  code: 'code',
  object: 'objects',
  closure: 'objects',
  regexp: 'objects',
  number: 'objects',
  symbol: 'objects',
  bigint: 'objects',
  array: 'arrays',
  string: 'strings',
  'concatenated string': 'strings',
  'sliced string': 'strings',
  native: 'native',
};

/** The shape of a .heapsnapshot that the summary reads. */
export interface HeapSnapshotJson {
  snapshot: { meta: { node_fields: string[]; node_types: unknown[] } };
  nodes: number[];
}

/** Sums each node's self size by kind (V8's node types folded: code, objects, arrays, …). */
export function summarizeSnapshot(json: HeapSnapshotJson): HeapKinds {
  const kinds: HeapKinds = { code: 0, objects: 0, arrays: 0, strings: 0, system: 0, native: 0 };
  const fields = json.snapshot.meta.node_fields;
  const types = json.snapshot.meta.node_types[0] as string[];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const { nodes } = json;
  for (let i = 0; i + width <= nodes.length; i += width) {
    kinds[KIND_OF[types[nodes[i + typeAt]]] ?? 'system'] += nodes[i + sizeAt];
  }
  return kinds;
}

/** Everything but `native`: what Runtime.getHeapUsage counts, near enough. */
export const jsBytes = (k: HeapKinds) => k.code + k.objects + k.arrays + k.strings + k.system;

/** Least-squares slope of used bytes over time, in bytes per minute (NaN for fewer than 2). */
export function heapSlopePerMinute(samples: readonly HeapSample[]): number {
  if (samples.length < 2) return Number.NaN;
  const xs = samples.map((s) => s.at / 60_000);
  const ys = samples.map((s) => s.used);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return den === 0 ? Number.NaN : num / den;
}

// ---------------------------------------------------------------------------------------------
// What the participants did against what the server stored

export interface ClientCounts {
  /** POST /votes answered 2xx. */
  votes: number;
  /** POST /comments answered 2xx. */
  statements: number;
  /** Participants the server made for us (an `auth.token` came back). */
  participants: number;
}

export interface ServerDelta {
  votes: number;
  comments: number;
  participants: number;
}

/**
 * The server must hold exactly what it confirmed: every vote, every statement, and for each
 * statement the author's own agree vote (POST /comments records it), and every new participant.
 */
export function expectedDelta(client: ClientCounts): ServerDelta {
  return {
    votes: client.votes + client.statements,
    comments: client.statements,
    participants: client.participants,
  };
}

export function storedMatches(client: ClientCounts, server: ServerDelta): boolean {
  const expected = expectedDelta(client);
  return (
    expected.votes === server.votes &&
    expected.comments === server.comments &&
    expected.participants === server.participants
  );
}
