// The vote path under load (docs/deploy.md#sizing), over loopback HTTP against the real server:
// workers play anonymous participants one after another — GET /participationInit, then POST /votes
// on the statement served, keeping the token the first vote returns — as the participant page does.
//
// Two shapes:
// - throughput: a few workers vote back to back (no pause): votes/s is what one instance can take;
// - paced: many participants at once, each pausing between votes as a reader does; the vote
//   latency (p50/p99) is what a participant feels at that crowd.
//
// Each participant arrives from an address of its own (X-Forwarded-For; the server runs with
// TRUST_PROXY=1), as real participants do, so the per-address limit on new participants does not
// throttle the bench; each votes at most VOTES_PER_PARTICIPANT times, under the per-participant
// limit. Any non-2xx answer counts as an error.
import { closeJsonConnections, requestJson as call } from '../tests/server/support/loadClient';
import { median, quantile } from './lib';

export const VOTES_PER_PARTICIPANT = 30;

export interface VoteLoadOptions {
  name: string;
  baseUrls: string[];
  conversationId: string;
  workers: number;
  durationMs: number;
  /** Pause before each vote, ms: [min, max] uniformly; [0, 0] = back to back. */
  thinkMs: [number, number];
  /** Distinguishes the addresses of two runs on one server. */
  addressPrefix: number;
}

export interface VoteLoadResult {
  name: string;
  workers: number;
  votes: number;
  participants: number;
  errors: number;
  errorSamples: string[];
  seconds: number;
  votesPerSecond: number;
  p50: number;
  p99: number;
}

const tidOf = (value: unknown): number | null =>
  value && typeof value === 'object' && typeof (value as { tid?: unknown }).tid === 'number'
    ? (value as { tid: number }).tid
    : null;

export async function voteLoad(options: VoteLoadOptions): Promise<VoteLoadResult> {
  const latencies: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  let participants = 0;
  let visitor = 0;
  const started = performance.now();
  const until = started + options.durationMs;
  const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
  const think = () =>
    options.thinkMs[1] <= 0
      ? Promise.resolve()
      : sleep(options.thinkMs[0] + Math.random() * (options.thinkMs[1] - options.thinkMs[0]));
  const failed = (what: string) => {
    errors += 1;
    if (errorSamples.length < 5) errorSamples.push(what);
  };

  const participant = async () => {
    const n = visitor++;
    const base = options.baseUrls[n % options.baseUrls.length];
    const address = `10.${options.addressPrefix}.${(n >> 8) & 255}.${n & 255}`;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-forwarded-for': address,
    };
    const id = encodeURIComponent(options.conversationId);
    const init = await call(`${base}/api/v3/participationInit?conversation_id=${id}`, { headers });
    if (init.status !== 200) return failed(`participationInit ${init.status}`);
    let tid = tidOf(init.body.nextComment);
    let counted = false;
    for (let i = 0; i < VOTES_PER_PARTICIPANT && tid !== null; i++) {
      await think();
      if (performance.now() > until) return;
      const t0 = performance.now();
      const answer = await call(`${base}/api/v3/votes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          conversation_id: options.conversationId,
          tid,
          vote: [-1, 0, 1][Math.floor(Math.random() * 3)],
        }),
      });
      if (answer.status !== 200) {
        failed(`POST /votes ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
        return;
      }
      latencies.push(performance.now() - t0);
      const token = (answer.body.auth as { token?: unknown } | undefined)?.token;
      if (typeof token === 'string') headers.authorization = `Bearer ${token}`;
      if (!counted) {
        participants += 1;
        counted = true;
      }
      tid = tidOf(answer.body.nextComment);
    }
  };

  const worker = async (w: number) => {
    // Paced crowds arrive over the first pause, not all in the same millisecond.
    if (options.thinkMs[1] > 0) await sleep((w / options.workers) * options.thinkMs[1]);
    while (performance.now() < until) {
      try {
        await participant();
      } catch (error) {
        failed(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, w) => worker(w)));
  closeJsonConnections();
  const seconds = (performance.now() - started) / 1000;
  return {
    name: options.name,
    workers: options.workers,
    votes: latencies.length,
    participants,
    errors,
    errorSamples,
    seconds,
    votesPerSecond: latencies.length / seconds,
    p50: median(latencies),
    p99: quantile(latencies, 0.99),
  };
}
