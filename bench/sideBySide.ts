// bench:moderation beside upstream Polis (docs/upstream.md#speed-beside-upstream): the calls of
// moderationListSpecs on our server and on an upstream server holding the same 1,000 statements,
// on the same PostgreSQL, in alternating rounds (ours, upstream's, the floor's, call by call), so
// that all see the same share of a shared machine's load. Upstream is started by hand; it is named
// by UPSTREAM_URL, UPSTREAM_COOKIE (its `token2=…; uid2=…` of the conversation's owner) and
// UPSTREAM_CONVERSATION. With `--floor` the PUT is also measured on the storing floor
// (bench/storingFloor.ts) in the same rounds.
import { loadavg } from 'node:os';
import { median, table } from './lib';
import { loadLoop, type LoadSpec } from './server';

export interface Upstream {
  baseUrl: string;
  cookie: string;
  conversationId: string;
}

export function upstreamFromEnv(env = process.env): Upstream | null {
  const baseUrl = env.UPSTREAM_URL?.trim();
  if (!baseUrl) return null;
  const cookie = env.UPSTREAM_COOKIE?.trim();
  const conversationId = env.UPSTREAM_CONVERSATION?.trim();
  if (!cookie || !conversationId) {
    throw new Error('UPSTREAM_URL needs UPSTREAM_COOKIE and UPSTREAM_CONVERSATION');
  }
  return { baseUrl, cookie, conversationId };
}

/** The servers of a side-by-side, in the order each round measures them. */
export const SIDES = ['ours', 'upstream', 'floor'] as const;
export type Side = (typeof SIDES)[number];

/**
 * One call and the servers that answer it: ours always; upstream's and the storing floor
 * (bench/storingFloor.ts, docs/upstream.md#the-floor-of-the-put-on-this-machine) where given.
 */
export interface Call {
  name: string;
  specs: { ours: LoadSpec } & Partial<Record<Side, LoadSpec>>;
}

/** Req/s of each side per round, and the errors of all sides. */
export interface CallResult {
  name: string;
  rps: Partial<Record<Side, number[]>>;
  errors: number;
}

/** Each call on each of its sides per round, the sides call by call; the table of the results. */
export async function sideBySide(
  calls: Call[],
  rounds: number,
  log: (line: string) => void,
): Promise<string> {
  const results: CallResult[] = calls.map(({ name }) => ({ name, rps: {}, errors: 0 }));
  const loads: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    loads.push(loadavg()[0]);
    for (const [i, call] of calls.entries()) {
      log(`  round ${round}/${rounds}: ${call.name}`);
      for (const side of SIDES) {
        const spec = call.specs[side];
        if (!spec) continue;
        const l = await loadLoop(spec);
        (results[i].rps[side] ??= []).push(l.rps);
        results[i].errors += l.errors;
      }
    }
  }
  return sideBySideReport(results, loads);
}

/**
 * The table: req/s per round of each side measured, and the ratios of the medians — ours /
 * upstream's, the floor / upstream's (what any storing server could reach beside upstream) and
 * ours / the floor. A side or ratio no call has is left out; a call without it shows '–'.
 */
export function sideBySideReport(results: CallResult[], loads: number[]): string {
  const measured = SIDES.filter((side) => results.some((r) => r.rps[side]));
  const ratios = (
    [
      ['ours', 'upstream'],
      ['floor', 'upstream'],
      ['ours', 'floor'],
    ] as const
  ).filter(([a, b]) => measured.includes(a) && measured.includes(b));
  const rows = results.map((r) => [
    r.name,
    ...measured.map((side) => r.rps[side]?.map((v) => v.toFixed(0)).join(' / ') ?? '–'),
    ...ratios.map(([a, b]) => {
      const [x, y] = [r.rps[a], r.rps[b]];
      return x && y ? `${(median(x) / median(y)).toFixed(2)} ×` : '–';
    }),
    String(r.errors),
  ]);
  const rounds = Math.max(...results.flatMap((r) => measured.map((s) => r.rps[s]?.length ?? 0)));
  return [
    `Side by side (${rounds} alternating rounds, 4 clients, same PostgreSQL` +
      (measured.includes('upstream') ? '; upstream: upstream Polis' : '') +
      (measured.includes('floor') ? '; floor: bench/storingFloor.ts' : '') +
      `; load average at the rounds' starts ${loads.map((l) => l.toFixed(1)).join(', ')}):`,
    '',
    table(
      [
        'request',
        ...measured.map((side) => `${side} req/s`),
        ...ratios.map(([a, b]) => `${a} / ${b}`),
        'errors',
      ],
      rows,
    ),
  ].join('\n');
}
