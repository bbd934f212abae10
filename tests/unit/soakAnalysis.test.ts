// The soak's analysis (soak/analysis.ts), pure: what counts as a pile-up, a heap leak, a poll
// cadence gone wrong, and a participant load the server did not store.
import { describe, expect, it } from 'vitest';
import {
  expectedDelta,
  heapAttribution,
  heapGrowth,
  heapSlopePerMinute,
  heapVerdict,
  InFlightTracker,
  judgeHeap,
  intervals,
  jsBytes,
  notModifiedRatio,
  pollCadence,
  requestKey,
  storedMatches,
  summarizeSnapshot,
} from '../../soak/analysis';

const LIST = (mod: number) =>
  `http://127.0.0.1:4000/api/v3/comments?moderation=true&include_voting_patterns=false&mod=${mod}&conversation_id=abc`;

describe('requestKey', () => {
  it('is method, path and the query sorted, so parameter order does not matter', () => {
    expect(requestKey('get', 'http://h/api/v3/x?b=2&a=1')).toBe('GET /api/v3/x?a=1&b=2');
    expect(requestKey('GET', 'http://h/api/v3/x?a=1&b=2')).toBe('GET /api/v3/x?a=1&b=2');
    expect(requestKey('GET', 'http://h/api/v3/conversationStats')).toBe(
      'GET /api/v3/conversationStats',
    );
  });

  it('keeps the three moderation lists apart', () => {
    const keys = new Set([0, 1, -1].map((mod) => requestKey('GET', LIST(mod))));
    expect(keys.size).toBe(3);
  });
});

describe('InFlightTracker', () => {
  it('sees one at a time when each poll ends before the next starts', () => {
    const t = new InFlightTracker();
    const a = {};
    const b = {};
    t.start(a, 'GET /s', 0);
    t.end(a, 40, 200);
    t.start(b, 'GET /s', 10_040);
    t.end(b, 10_070, 304);
    const [s] = t.summary();
    expect(s).toMatchObject({ requests: 2, finished: 2, failed: 0, maxInFlight: 1, overlaps: 0 });
    expect(s.statuses).toEqual({ 200: 1, 304: 1 });
    expect(s.durations).toEqual([40, 30]);
    expect(intervals(s.starts)).toEqual([10_040]);
    expect(notModifiedRatio(s)).toBe(0.5);
    expect(t.maxInFlight()).toBe(1);
    expect(t.openNow()).toEqual({});
  });

  it('detects a pile-up: a second request of the same key while the first is open', () => {
    const t = new InFlightTracker();
    const [a, b, c] = [{}, {}, {}];
    t.start(a, 'GET /s', 0);
    t.start(b, 'GET /s', 5);
    t.start(c, 'GET /s', 6);
    t.end(a, 10, 200);
    t.end(b, 11, 200);
    const [s] = t.summary();
    expect(s.maxInFlight).toBe(3);
    expect(s.overlaps).toBe(2);
    expect(t.openNow()).toEqual({ 'GET /s': 1 });
  });

  it('counts different keys separately (three lists fetched at once are no pile-up)', () => {
    const t = new InFlightTracker();
    const handles = [{}, {}, {}];
    handles.forEach((h, i) => t.start(h, `GET /comments?mod=${i}`, 0));
    handles.forEach((h) => t.end(h, 20, 304));
    expect(t.maxInFlight()).toBe(1);
    expect(t.summary()).toHaveLength(3);
  });

  it('ends a failed (aborted) request, ignores unknown and repeated ends and repeated starts', () => {
    const t = new InFlightTracker();
    const a = {};
    t.start(a, 'GET /s', 0);
    t.start(a, 'GET /s', 1);
    t.end({}, 2, 200);
    t.end(a, 3, null);
    t.end(a, 4, 200);
    const [s] = t.summary();
    expect(s).toMatchObject({ requests: 1, finished: 0, failed: 1, maxInFlight: 1 });
    const b = {};
    t.start(b, 'GET /s', 5);
    expect(t.summary()[0].maxInFlight).toBe(1);
  });

  it('counts a response reported failed afterwards (a 304 whose body was cancelled) under its status', () => {
    const t = new InFlightTracker();
    t.start(1, 'GET /s', 0);
    t.end(1, 20, 304, 'net::ERR_ABORTED');
    t.start(2, 'GET /s', 30);
    t.end(2, 40, null, 'net::ERR_CONNECTION_REFUSED');
    const [s] = t.summary();
    expect(s).toMatchObject({ finished: 1, failed: 1, maxInFlight: 1 });
    expect(s.statuses).toEqual({ 304: 1 });
    expect(s.cancelledAfterResponse).toEqual({ '304 net::ERR_ABORTED': 1 });
    expect(s.failures).toEqual({ 'net::ERR_CONNECTION_REFUSED': 1 });
    expect(notModifiedRatio(s)).toBe(1);
  });

  it('hands out copies: the summary does not change later', () => {
    const t = new InFlightTracker();
    t.start(1, 'GET /s', 0);
    const before = t.summary();
    t.end(1, 1, 200);
    expect(before[0].statuses).toEqual({});
    expect(before[0].starts).toEqual([0]);
  });
});

describe('pollCadence', () => {
  it('allows one poll at the start and one per interval', () => {
    expect(pollCadence(61, 600_000, 10_000)).toEqual({
      expectedMax: 61,
      expectedMin: 31,
      ok: true,
    });
    expect(pollCadence(11, 600_000, 60_000).ok).toBe(true);
  });

  it('fails more polls than the interval allows (a second timer) and a stalled loop', () => {
    expect(pollCadence(62, 600_000, 10_000).ok).toBe(false);
    expect(pollCadence(22, 600_000, 60_000).ok).toBe(false);
    expect(pollCadence(5, 600_000, 10_000).ok).toBe(false);
  });

  it('expects at least the first request in a short window', () => {
    expect(pollCadence(1, 5_000, 60_000)).toEqual({ expectedMax: 1, expectedMin: 1, ok: true });
  });
});

describe('heap', () => {
  it('passes growth under the limit, fails at or above it', () => {
    expect(heapGrowth(10, 11)).toBeCloseTo(0.1);
    expect(heapVerdict(10_000_000, 10_900_000).ok).toBe(true);
    expect(heapVerdict(10_000_000, 11_000_000).ok).toBe(false);
    expect(heapVerdict(10_000_000, 9_000_000)).toEqual({ growth: -0.1, ok: true });
    expect(heapVerdict(10_000_000, 10_400_000, 0.03).ok).toBe(false);
  });

  it('fails without a usable baseline', () => {
    expect(heapVerdict(0, 5).ok).toBe(false);
    expect(Number.isNaN(heapGrowth(0, 5))).toBe(true);
  });

  it('splits growth into what the data costs and what a fresh page would not hold', () => {
    const split = heapAttribution(10_000_000, 12_000_000, 11_500_000);
    expect(split.growth).toBeCloseTo(0.2);
    expect(split.data).toBeCloseTo(0.15);
    expect(split.retained).toBeCloseTo(0.05);
    expect(heapAttribution(10_000_000, 10_000_000, 10_500_000).retained).toBeCloseTo(-0.05);
  });

  it('lets growth over the limit pass only when a fresh page with the same data explains it', () => {
    // 20 % growth, of which the data is 15 %: 5 % held beyond a fresh page.
    expect(judgeHeap(10_000_000, 12_000_000, 11_500_000)).toMatchObject({
      retainedOk: true,
      ok: true,
    });
    // 20 % growth, the data only 5 %: 15 % held beyond a fresh page is a leak.
    expect(judgeHeap(10_000_000, 12_000_000, 10_500_000)).toMatchObject({
      retainedOk: false,
      ok: false,
    });
    // No control: only the raw growth counts.
    expect(judgeHeap(10_000_000, 12_000_000, undefined)).toMatchObject({ split: null, ok: false });
    expect(judgeHeap(10_000_000, 10_500_000, undefined).ok).toBe(true);
  });

  it('sums a heap snapshot by kind of node', () => {
    const types = [
      'hidden',
      'array',
      'string',
      'object',
      'code',
      'closure',
      'native',
      'sliced string',
    ];
    const node = (type: string, size: number) => [types.indexOf(type), 0, 1, size, 0, 0];
    const kinds = summarizeSnapshot({
      snapshot: {
        meta: {
          node_fields: ['type', 'name', 'id', 'self_size', 'edge_count', 'detachedness'],
          node_types: [types, 'string'],
        },
      },
      nodes: [
        ...node('code', 100),
        ...node('object', 20),
        ...node('closure', 5),
        ...node('array', 7),
        ...node('string', 3),
        ...node('sliced string', 1),
        ...node('hidden', 11),
        ...node('native', 1000),
      ],
    });
    expect(kinds).toEqual({
      code: 100,
      objects: 25,
      arrays: 7,
      strings: 4,
      system: 11,
      native: 1000,
    });
    expect(jsBytes(kinds)).toBe(147);
  });

  it('fits a trend in bytes per minute', () => {
    const samples = [0, 1, 2, 3].map((m) => ({ at: m * 60_000, used: 1000 + 50 * m }));
    expect(heapSlopePerMinute(samples)).toBeCloseTo(50);
    expect(Number.isNaN(heapSlopePerMinute(samples.slice(0, 1)))).toBe(true);
  });
});

describe('stored against confirmed', () => {
  const client = { votes: 100, statements: 7, participants: 20 };

  it('expects each statement to bring its author’s agree vote', () => {
    expect(expectedDelta(client)).toEqual({ votes: 107, comments: 7, participants: 20 });
    expect(storedMatches(client, { votes: 107, comments: 7, participants: 20 })).toBe(true);
  });

  it('fails a lost or an extra row', () => {
    expect(storedMatches(client, { votes: 106, comments: 7, participants: 20 })).toBe(false);
    expect(storedMatches(client, { votes: 107, comments: 8, participants: 20 })).toBe(false);
    expect(storedMatches(client, { votes: 107, comments: 7, participants: 21 })).toBe(false);
  });
});
