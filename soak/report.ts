// The soak's Markdown report: the verdict per criterion first, then the figures behind it.
import { kb, median, ms, table } from '../bench/lib';
import {
  expectedDelta,
  heapAttribution,
  heapSlopePerMinute,
  heapVerdict,
  judgeHeap,
  intervals,
  jsBytes,
  notModifiedRatio,
  pollCadence,
  storedMatches,
  type Criterion,
  type HeapKinds,
  type KeyStats,
  type ServerDelta,
} from './analysis';
import { latencySummary, type LoadStats } from './participants';
import type { HeapReading } from './watch';

export const HEAP_GROWTH_LIMIT = 0.1;

export interface PolledEndpoint {
  /** Request key prefix, e.g. `GET /api/v3/conversationStats`. */
  prefix: string;
  /** The chart's poll interval (docs/behaviour.md#polling). */
  intervalMs: number;
}

export interface ScreenResult {
  name: string;
  path: string;
  polled: PolledEndpoint[];
  requests: KeyStats[];
  openAtEnd: Record<string, number>;
  /** From the first request to the end of observation. */
  observedMs: number;
  heap: HeapReading[];
  baseline: HeapReading;
  final: HeapReading;
  /** The control: the same screen opened one warm-up before the end, read with the final sample. */
  fresh?: HeapReading;
  /** Heap snapshots by kind: the soaked page at its baseline and at the end, the fresh one. */
  kinds: { baseline?: HeapKinds; end?: HeapKinds; fresh?: HeapKinds };
  errors: string[];
  content: { ok: boolean; detail: string };
  lastBodyBytes: Record<string, number>;
}

export interface ServerCounts {
  votes: number;
  comments: number;
  participants: number;
  pending: number;
}

export interface SoakResult {
  startedAt: Date;
  minutes: number;
  warmupMs: number;
  node: string;
  chromium: string;
  cpus: number;
  loadAverage: [number, number];
  distNote: string;
  conversationId: string;
  topic: string;
  workers: number;
  screens: ScreenResult[];
  load: LoadStats;
  before: ServerCounts;
  after: ServerCounts;
  totalSeconds: number;
}

const pct = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)} %` : '–');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const verdict = (ok: boolean) => (ok ? 'pass' : '**FAIL**');
const minutes = (msValue: number) => `${(msValue / 60_000).toFixed(1)} min`;

/** The conversation id in a key shown as {id}, the API prefix dropped, for narrow tables. */
function shortKey(key: string, conversationId: string): string {
  return key.replaceAll(conversationId, '{id}').replace(' /api/v3/', ' /');
}

/** Every request key of the screen that belongs to one of its polled endpoints. */
export function polledKeys(screen: ScreenResult): { stats: KeyStats; intervalMs: number }[] {
  return screen.requests.flatMap((stats) => {
    const endpoint = screen.polled.find(
      (p) => stats.key === p.prefix || stats.key.startsWith(`${p.prefix}?`),
    );
    return endpoint ? [{ stats, intervalMs: endpoint.intervalMs }] : [];
  });
}

export function criteria(result: SoakResult): Criterion[] {
  const out: Criterion[] = [];
  for (const screen of result.screens) {
    const heap = judgeHeap(
      screen.baseline.used,
      screen.final.used,
      screen.fresh?.used,
      HEAP_GROWTH_LIMIT,
    );
    const { split, retainedOk } = heap;
    out.push({
      name: `${screen.name}: JS heap after forced GC, growth warm-up → end`,
      figure:
        `${mb(screen.baseline.used)} → ${mb(screen.final.used)} (${pct(heap.growth)})` +
        (heap.growth >= HEAP_GROWTH_LIMIT && retainedOk && split
          ? `; the data grew the fresh page by ${pct(split.data)}, see the control`
          : ''),
      limit: `< ${pct(HEAP_GROWTH_LIMIT)}, or within it beyond the data's growth`,
      ok: heap.ok,
    });
    if (screen.fresh && split) {
      out.push({
        name: `${screen.name}: JS heap held beyond a fresh page with the same data (control)`,
        figure:
          `${mb(screen.final.used)} − ${mb(screen.fresh.used)} = ` +
          `${pct(split.retained)} of the baseline (the data: ${pct(split.data)})`,
        limit: `< ${pct(HEAP_GROWTH_LIMIT)}`,
        ok: retainedOk,
      });
    }
    const worst = Math.max(0, ...screen.requests.map((r) => r.maxInFlight));
    const open = Object.values(screen.openAtEnd).reduce((a, b) => a + b, 0);
    out.push({
      name: `${screen.name}: most requests of one list in flight at once`,
      figure: `${worst} (${screen.requests.length} distinct API requests; ${open} still open at the end)`,
      limit: '≤ 1',
      ok: worst <= 1,
    });
    for (const { stats, intervalMs } of polledKeys(screen)) {
      const cadence = pollCadence(stats.requests, screen.observedMs, intervalMs);
      out.push({
        name: `${screen.name}: polls of \`${shortKey(stats.key, result.conversationId)}\``,
        figure: `${stats.requests} in ${minutes(screen.observedMs)}`,
        limit: `${cadence.expectedMin}–${cadence.expectedMax} (every ${intervalMs / 1000} s)`,
        ok: cadence.ok,
      });
    }
    out.push({
      name: `${screen.name}: console errors and page errors`,
      figure: String(screen.errors.length),
      limit: '0',
      ok: screen.errors.length === 0,
    });
    out.push({
      name: `${screen.name}: content shown at the end`,
      figure: screen.content.detail,
      limit: 'heading, content, no error',
      ok: screen.content.ok,
    });
  }
  const { load } = result;
  out.push({
    name: 'participants: requests that failed (429 aside)',
    figure: `${load.errors} of ${load.requests}`,
    limit: '0',
    ok: load.errors === 0,
  });
  const delta = serverDelta(result);
  const expected = expectedDelta(load);
  out.push({
    name: 'participants: stored by the server = confirmed to them',
    figure:
      `votes ${delta.votes}/${expected.votes}, statements ${delta.comments}/${expected.comments}, ` +
      `participants ${delta.participants}/${expected.participants}`,
    limit: 'equal',
    ok: storedMatches(load, delta),
  });
  return out;
}

export function serverDelta(result: SoakResult): ServerDelta {
  return {
    votes: result.after.votes - result.before.votes,
    comments: result.after.comments - result.before.comments,
    participants: result.after.participants - result.before.participants,
  };
}

function pollingSection(result: SoakResult): string {
  const rows: string[][] = [];
  const others: string[][] = [];
  for (const screen of result.screens) {
    const polled = new Set(polledKeys(screen).map((p) => p.stats.key));
    for (const s of screen.requests) {
      const other = s.finished - (s.statuses[200] ?? 0) - (s.statuses[304] ?? 0);
      const row = [
        screen.name,
        `\`${shortKey(s.key, result.conversationId)}\``,
        String(s.requests),
        String(s.statuses[200] ?? 0),
        String(s.statuses[304] ?? 0),
        `${other} / ${s.failed}` +
          (s.failed
            ? ` (${Object.entries(s.failures)
                .map(([why, n]) => `${n}× ${why}`)
                .join(', ')})`
            : ''),
        Object.entries(s.cancelledAfterResponse)
          .map(([what, n]) => `${n}× ${what}`)
          .join(', ') || '–',
        pct(notModifiedRatio(s)),
        s.requests > 1 ? `${(median(intervals(s.starts)) / 1000).toFixed(1)} s` : '–',
        ms(median(s.durations)),
        String(s.maxInFlight),
        screen.lastBodyBytes[s.key] === undefined ? '–' : kb(screen.lastBodyBytes[s.key]),
      ];
      (polled.has(s.key) ? rows : others).push(row);
    }
  }
  const header = [
    'screen',
    'request',
    'requests',
    '200',
    '304',
    'other status / failed',
    'aborted after the response',
    '304 share',
    'median interval',
    'median duration',
    'max in flight',
    'last full answer',
  ];
  return [
    '## Polling',
    '',
    'Every `/api/v3` request of each screen, from `page.on("request")` to `requestfinished` /',
    '`requestfailed`; a request is identified by method, path and sorted query (the three moderation',
    'lists are three requests). "Max in flight" is the most requests of that identity open at one',
    'moment. Interval = start to start. "Aborted after the response": Chromium reported the',
    'request failed after its response had arrived (counted under its status; see the notes).',
    '',
    table(header, rows),
    '',
    others.length
      ? `Other API requests (not polled):\n\n${table(header, others)}`
      : 'No other API requests.',
  ].join('\n');
}

function heapSection(result: SoakResult): string {
  const [first] = result.screens;
  const rows = first.heap.map((reading, i) => [
    minutes(reading.at),
    ...result.screens.flatMap((screen) => {
      const r = screen.heap[i];
      return r ? [mb(r.used), `${r.nodes} / ${r.listeners}`] : ['–', '–'];
    }),
  ]);
  const slopes = result.screens
    .map((screen) => {
      const after = screen.heap.filter((r) => r.at >= screen.baseline.at);
      const slope = heapSlopePerMinute(after);
      return `${screen.name} ${Number.isFinite(slope) ? `${(slope / 1024).toFixed(1)} KB/min` : '–'}`;
    })
    .join(', ');
  const control = result.screens.map((screen) => {
    if (!screen.fresh) {
      const growth = pct(heapVerdict(screen.baseline.used, screen.final.used).growth);
      return [screen.name, mb(screen.baseline.used), mb(screen.final.used), '–', growth, '–', '–'];
    }
    const split = heapAttribution(screen.baseline.used, screen.final.used, screen.fresh.used);
    return [
      screen.name,
      mb(screen.baseline.used),
      mb(screen.final.used),
      `${mb(screen.fresh.used)} (${screen.fresh.nodes} / ${screen.fresh.listeners})`,
      pct(split.growth),
      pct(split.data),
      pct(split.retained),
    ];
  });
  return [
    '## Heap',
    '',
    'Per screen (each in a browser context of its own, so a renderer process of its own): CDP',
    '`HeapProfiler.collectGarbage` twice, then `Runtime.getHeapUsage().usedSize`, and',
    '`Memory.getDOMCounters` (DOM nodes / JS event listeners). The baseline is the sample after the',
    `warm-up (${minutes(result.warmupMs)}); the verdict compares it with the last sample.`,
    `Least-squares trend from the baseline on: ${slopes}.`,
    '',
    table(
      [
        'time',
        ...result.screens.flatMap((screen) => [`${screen.name} heap`, 'DOM nodes / listeners']),
      ],
      rows,
    ),
    '',
    'Control: at the end minus the warm-up each screen was opened once more, fresh, in another',
    'context, and read together with the last sample; it then holds the same data after the same',
    'warm-up the soaked page had at its baseline. "Data" is what the grown conversation alone costs',
    '(fresh − baseline), "retained" what the soaked page holds beyond a fresh one (end − fresh), both',
    'relative to the baseline.',
    '',
    table(
      [
        'screen',
        'baseline',
        'end',
        'fresh page (DOM nodes / listeners)',
        'growth',
        'of which data',
        'retained beyond fresh',
      ],
      control,
    ),
    '',
    kindsSection(result),
  ].join('\n');
}

function kindsSection(result: SoakResult): string {
  const rows = result.screens.flatMap((screen) =>
    (
      [
        ['baseline', screen.kinds.baseline],
        ['end', screen.kinds.end],
        ['fresh page at the end', screen.kinds.fresh],
      ] as const
    ).flatMap(([when, k]: readonly [string, HeapKinds | undefined]) =>
      k
        ? [
            [
              screen.name,
              when,
              mb(k.code),
              mb(k.objects),
              mb(k.arrays),
              mb(k.strings),
              mb(k.system),
              mb(jsBytes(k)),
              mb(k.native),
            ],
          ]
        : [],
    ),
  );
  if (rows.length === 0) return '';
  return [
    'What the heap holds, from a heap snapshot (`HeapProfiler.takeHeapSnapshot`, self sizes summed',
    "by V8's node type; code = bytecode and compiled code; objects include closures and contexts;",
    'system = hidden objects and maps; native = DOM and Blink objects, outside the JS heap figure):',
    '',
    table(
      ['screen', 'when', 'code', 'objects', 'arrays', 'strings', 'system', 'JS total', 'native'],
      rows,
    ),
  ].join('\n');
}

function loadSection(result: SoakResult): string {
  const { load } = result;
  const rows = Object.entries(load.byEndpoint).map(([endpoint, s]) => {
    const { p50, p99 } = latencySummary(s);
    return [
      endpoint,
      String(s.requests),
      String(s.ok),
      String(s.rateLimited),
      String(s.errors),
      ms(p50, 1),
      ms(p99, 1),
    ];
  });
  rows.push([
    '**all**',
    String(load.requests),
    String(load.requests - load.rateLimited - load.errors),
    String(load.rateLimited),
    String(load.errors),
    '',
    '',
  ]);
  const delta = serverDelta(result);
  const expected = expectedDelta(load);
  const stored = [
    [
      'votes (POST /votes, plus the author’s agree vote per statement)',
      String(expected.votes),
      String(result.before.votes),
      String(result.after.votes),
      String(delta.votes),
      verdict(delta.votes === expected.votes),
    ],
    [
      'statements',
      String(expected.comments),
      String(result.before.comments),
      String(result.after.comments),
      String(delta.comments),
      verdict(delta.comments === expected.comments),
    ],
    [
      'participants',
      String(expected.participants),
      String(result.before.participants),
      String(result.after.participants),
      String(delta.participants),
      verdict(delta.participants === expected.participants),
    ],
    [
      'pending statements (moderation list `mod=0`)',
      '',
      String(result.before.pending),
      String(result.after.pending),
      String(result.after.pending - result.before.pending),
      '',
    ],
  ];
  return [
    '## Participant load',
    '',
    `${result.workers} workers over loopback HTTP, one anonymous participant after another: ` +
      '`participationInit`, 4–12 votes 0.5–2 s apart on the statement served, then 30 % post a ' +
      'statement (and ask `nextComment`), 20 % reload (`participationInit` with their ' +
      'token). A 429 is counted and answered by waiting Retry-After; it is not an error.',
    `${load.visits} visits, ${load.participants} participants made, ${load.requests} requests in ` +
      `${load.seconds.toFixed(0)} s = ${(load.requests / load.seconds).toFixed(2)} req/s.`,
    '',
    table(['endpoint', 'requests', '2xx', '429', 'errors', 'p50', 'p99'], rows),
    load.errorSamples.length
      ? `\nFirst errors:\n\n${load.errorSamples.map((e) => `- ${e}`).join('\n')}`
      : '',
    '',
    'What the server stored, counted through the API as the owner (`conversationStats` voteTimes and',
    'commentTimes, the conversation’s `participant_count`) before the load and after it stopped:',
    '',
    table(['what', 'confirmed to participants', 'before', 'after', 'stored', ''], stored),
  ].join('\n');
}

export function renderReport(result: SoakResult): { markdown: string; ok: boolean } {
  const list = criteria(result);
  const ok = list.every((c) => c.ok);
  const errorLines = result.screens.flatMap((screen) =>
    screen.errors.slice(0, 10).map((e) => `- ${screen.name}: ${e}`),
  );
  const markdown = [
    `# Rådslag soak — ${result.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Node ${result.node}, Chromium ${result.chromium} (headless), ${result.cpus} CPUs, load ` +
      `average ${result.loadAverage[0].toFixed(1)} at the start and ` +
      `${result.loadAverage[1].toFixed(1)} at the end. The real server (PGlite, temporary data ` +
      `directory, demo data) on loopback; the demo owner signed in through the access code and the ` +
      `embedded provider. Conversation “${result.topic}” (\`${result.conversationId}\`). ` +
      result.distNote,
    '',
    `Screens open ${minutes(result.minutes * 60_000)} (SOAK_MINUTES=${result.minutes}), each in its ` +
      `own browser context: ${result.screens.map((s) => `${s.name} \`${s.path}\``).join(', ')}. ` +
      `Whole run ${result.totalSeconds.toFixed(0)} s.`,
    '',
    `**Verdict: ${ok ? 'pass' : 'FAIL'}**`,
    '',
    table(
      ['criterion', 'figure', 'limit', 'verdict'],
      list.map((c) => [c.name, c.figure, c.limit, verdict(c.ok)]),
    ),
    errorLines.length ? `\nErrors seen:\n\n${errorLines.join('\n')}` : '',
    '',
    pollingSection(result),
    '',
    heapSection(result),
    '',
    loadSection(result),
    '',
  ].join('\n');
  return { markdown, ok };
}
