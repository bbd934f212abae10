// The participant load of the soak: a few workers over loopback HTTP, each playing one anonymous
// participant after another against the public participation API as the participant page does
// (participationInit, then POST /votes on the statement it is served, keeping the token the first
// vote returns; now and then a statement of its own and GET /nextComment, or a reload). Rate
// limits are respected: a 429 is counted and the worker waits Retry-After before trying again.
import { setMaxListeners } from 'node:events';
import { quantile } from '../bench/lib';
import { createRandom } from '../server/math/engine/random';
import type { ClientCounts } from './analysis';

export interface EndpointStats {
  requests: number;
  ok: number;
  rateLimited: number;
  errors: number;
  latencies: number[];
}

export interface LoadStats extends ClientCounts {
  byEndpoint: Record<string, EndpointStats>;
  /** Participants that started (participationInit without a token). */
  visits: number;
  rateLimited: number;
  errors: number;
  requests: number;
  /** The first few errors, for the report. */
  errorSamples: string[];
  seconds: number;
}

interface LoadOptions {
  baseUrl: string;
  conversationId: string;
  workers: number;
  /** Seed of the workers' choices, so two runs make the same decisions. */
  seed: number;
  /** Makes statement texts unique across runs on the same data. */
  runId: string;
  /**
   * Give each participant an address of its own in X-Forwarded-For (for a server that trusts the
   * proxies in front of it), as real participants arrive from many addresses: without it every
   * participant shares the load's address and its new-participant limit.
   */
  ownAddresses?: boolean;
}

interface NextComment {
  tid: number;
  txt: string;
}

const STATEMENTS = [
  'Flere træer og bænke langs åen ville gøre bymidten rarere at opholde sig i',
  'Cykelparkering ved banegården skal udvides før der bygges mere',
  'Lad de små butikker få lavere husleje i de første år',
  'Busserne bør køre oftere om aftenen og i weekenden',
  'Der mangler offentlige toiletter i hele midtbyen',
  'Torvet skal bruges til marked flere dage om ugen',
];

function nextOf(value: unknown): NextComment | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  return typeof raw.tid === 'number' && typeof raw.txt === 'string'
    ? { tid: raw.tid, txt: raw.txt }
    : null;
}

export interface ParticipantLoad {
  stats: LoadStats;
  /** Lets each worker finish the request it is in, then resolves with the final figures. */
  stop(): Promise<LoadStats>;
}

export function startParticipantLoad(options: LoadOptions): ParticipantLoad {
  const api = `${options.baseUrl}/api/v3`;
  const stats: LoadStats = {
    byEndpoint: {},
    visits: 0,
    participants: 0,
    votes: 0,
    statements: 0,
    rateLimited: 0,
    errors: 0,
    requests: 0,
    errorSamples: [],
    seconds: 0,
  };
  const started = performance.now();
  const stopping = new AbortController();
  // Every worker's pause listens to it: more than Node's default of 10 with many workers.
  setMaxListeners(options.workers * 2 + 10, stopping.signal);
  let statementNo = 0;

  const sleep = (ms: number) =>
    new Promise<void>((done) => {
      if (stopping.signal.aborted) return done();
      const onAbort = () => {
        clearTimeout(timer);
        done();
      };
      const timer = setTimeout(() => {
        stopping.signal.removeEventListener('abort', onAbort);
        done();
      }, ms);
      stopping.signal.addEventListener('abort', onAbort, { once: true });
    });

  type Outcome =
    | { kind: 'ok'; body: Record<string, unknown> }
    | { kind: 'limited'; retryAfterMs: number }
    | { kind: 'error' };

  async function call(
    endpoint: string,
    path: string,
    init: { method: 'GET' | 'POST'; token: string | null; body?: unknown; address?: string },
  ): Promise<Outcome> {
    const s = (stats.byEndpoint[endpoint] ??= {
      requests: 0,
      ok: 0,
      rateLimited: 0,
      errors: 0,
      latencies: [],
    });
    s.requests += 1;
    stats.requests += 1;
    const t0 = performance.now();
    const failed = (what: string): Outcome => {
      s.errors += 1;
      stats.errors += 1;
      if (stats.errorSamples.length < 5) stats.errorSamples.push(`${endpoint}: ${what}`);
      return { kind: 'error' };
    };
    try {
      const response = await fetch(`${api}/${path}`, {
        method: init.method,
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.address ? { 'x-forwarded-for': init.address } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      s.latencies.push(performance.now() - t0);
      if (response.status === 429) {
        s.rateLimited += 1;
        stats.rateLimited += 1;
        const seconds = Number(response.headers.get('retry-after') ?? '5');
        return { kind: 'limited', retryAfterMs: (Number.isFinite(seconds) ? seconds : 5) * 1000 };
      }
      if (!response.ok) return failed(`${response.status} ${text.slice(0, 160)}`);
      s.ok += 1;
      return { kind: 'ok', body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    } catch (error) {
      return failed(error instanceof Error ? error.message : String(error));
    }
  }

  /** Calls until it is not rate limited (waiting Retry-After), or the load stops. */
  async function patiently(
    endpoint: string,
    path: string,
    init: { method: 'GET' | 'POST'; token: string | null; body?: unknown; address?: string },
  ): Promise<Outcome> {
    for (;;) {
      const outcome = await call(endpoint, path, init);
      if (outcome.kind !== 'limited' || stopping.signal.aborted) return outcome;
      await sleep(outcome.retryAfterMs);
      if (stopping.signal.aborted) return outcome;
    }
  }

  async function participant(random: () => number): Promise<void> {
    const id = encodeURIComponent(options.conversationId);
    const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
    stats.visits += 1;
    // 10.x.y.z from the visit's number: a new address for each participant.
    const address = options.ownAddresses
      ? `10.${(stats.visits >> 16) & 255}.${(stats.visits >> 8) & 255}.${stats.visits & 255}`
      : undefined;
    const init = await patiently(
      'GET /participationInit',
      `participationInit?conversation_id=${id}`,
      {
        method: 'GET',
        token: null,
        address,
      },
    );
    if (init.kind !== 'ok') return;
    let next = nextOf(init.body.nextComment);
    let token: string | null = null;
    const votes = between(4, 12);
    for (let i = 0; i < votes && next && !stopping.signal.aborted; i++) {
      await sleep(between(500, 2000)); // reading the statement
      if (stopping.signal.aborted) return;
      const choice = random();
      const vote = choice < 0.45 ? -1 : choice < 0.85 ? 1 : 0;
      const answer = await patiently('POST /votes', 'votes', {
        method: 'POST',
        token,
        address,
        body: { conversation_id: options.conversationId, tid: next.tid, vote },
      });
      if (answer.kind !== 'ok') return;
      stats.votes += 1;
      const auth = answer.body.auth as { token?: unknown } | undefined;
      if (!token && typeof auth?.token === 'string') {
        token = auth.token;
        stats.participants += 1;
      }
      next = nextOf(answer.body.nextComment);
    }
    if (!token || stopping.signal.aborted) return;
    const then = random();
    if (then < 0.3) {
      await sleep(between(2000, 6000)); // writing
      if (stopping.signal.aborted) return;
      statementNo += 1;
      const txt = `${STATEMENTS[statementNo % STATEMENTS.length]} (${options.runId}-${statementNo})`;
      const posted = await patiently('POST /comments', 'comments', {
        method: 'POST',
        token,
        address,
        body: { conversation_id: options.conversationId, txt, pid: -1 },
      });
      if (posted.kind === 'ok') stats.statements += 1;
      await patiently('GET /nextComment', `nextComment?conversation_id=${id}`, {
        method: 'GET',
        token,
        address,
      });
    } else if (then < 0.5) {
      // A reload: the page starts again with the stored token.
      await patiently('GET /participationInit', `participationInit?conversation_id=${id}`, {
        method: 'GET',
        token,
        address,
      });
    }
  }

  const workers = Array.from({ length: options.workers }, async (_, w) => {
    const random = createRandom(options.seed + w * 7919).next;
    await sleep(w * 700); // not all at once
    while (!stopping.signal.aborted) {
      try {
        await participant(random);
      } catch (error) {
        stats.errors += 1;
        if (stats.errorSamples.length < 5) stats.errorSamples.push(`worker ${w}: ${String(error)}`);
      }
      await sleep(1000 + Math.floor(random() * 2000)); // the next visitor
    }
  });

  return {
    stats,
    async stop() {
      stopping.abort();
      await Promise.all(workers);
      stats.seconds = (performance.now() - started) / 1000;
      return stats;
    },
  };
}

export function latencySummary(s: EndpointStats): { p50: number; p99: number } {
  return { p50: quantile(s.latencies, 0.5), p99: quantile(s.latencies, 0.99) };
}
