// The vote endpoint's latency while a full math update runs, beside its idle latency
// (docs/math.md#benchmark), for `npm run math:bench`. The server (probeServer.ts) runs as a child
// process with the synthetic conversation in a fresh PGlite DATA_DIR, or with DATABASE_URL set in a
// throw-away schema of that PostgreSQL; this process votes over
// loopback HTTP as the participant page does — GET /participationInit, then POST /votes on the
// statement served, the token the first vote returns kept, a new participant (from an address of
// its own) after VOTES_EACH votes — one vote at a time, and times each POST /votes (node:http with
// keep-alive: testing/loadClient.ts says why not fetch).
//
// Phases, in this order: a warm-up (not counted); the update phase — the server is told to run a
// full update in its worker and votes are sampled until it has stored the result (map and
// stability); the idle phase — exactly as many votes as the update phase got, with no update
// running. Same client, same server, same number of samples.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { closeJsonConnections, requestJson } from '../../../tests/server/support/loadClient';
import type { ProbeParentMessage, ProbeServerMessage } from './probeServer';
import { votesByPhase, wallMs, type PhaseFigures } from './updatePhases';

export interface VoteLatency {
  /** The server's database: PGlite in its thread, or PostgreSQL (DATABASE_URL) beside it. */
  engine: 'PGlite' | 'PostgreSQL';
  idleP99Ms: number;
  p50Ms: number;
  p99Ms: number;
  idleP50Ms: number;
  /** Votes timed in each phase (the same in both). */
  samples: number;
  warmUpSamples: number;
  updateSeconds: number;
  mathTick: number | null;
  writeSeconds: number;
  /** The votes during the update by what the update was doing when each started. */
  phases: PhaseFigures[];
  /** 1-minute load average before the warm-up and after the idle phase. */
  loadBefore: number;
  loadAfter: number;
}

const SERVER = resolve(import.meta.dirname, 'probeServer.ts');
const WARM_UP = 300;
const VOTES_EACH = 30;
const MIN_SAMPLES = 100;

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length))) - 1];
}

/** One voter after another, one request at a time; `vote()` casts one vote and returns its ms. */
function voter(baseUrl: string, conversationId: string) {
  let visitor = 0;
  let headers: Record<string, string> = {};
  let tid: number | null = null;
  let left = 0;
  /** When the last vote's POST started, on the wall clock (updatePhases.ts). */
  let postedAt = 0;
  const tidOf = (body: Record<string, unknown>) => {
    const next = body.nextComment as { tid?: unknown } | undefined;
    return typeof next?.tid === 'number' ? next.tid : null;
  };
  const newParticipant = async () => {
    const n = visitor++;
    headers = {
      'content-type': 'application/json',
      'x-forwarded-for': `10.77.${(n >> 8) & 255}.${n & 255}`,
    };
    const id = encodeURIComponent(conversationId);
    const init = await requestJson(`${baseUrl}/api/v3/participationInit?conversation_id=${id}`, {
      headers,
    });
    if (init.status !== 200) throw new Error(`participationInit ${init.status}`);
    tid = tidOf(init.body);
    left = VOTES_EACH;
  };
  const vote = async (): Promise<number> => {
    while (tid === null || left === 0) await newParticipant();
    postedAt = wallMs();
    const t0 = performance.now();
    const { status, body } = await requestJson(`${baseUrl}/api/v3/votes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        conversation_id: conversationId,
        tid,
        vote: [-1, 0, 1][Math.floor(Math.random() * 3)],
      }),
    });
    const elapsed = performance.now() - t0;
    if (status !== 200) {
      throw new Error(`POST /votes ${status} ${JSON.stringify(body).slice(0, 160)}`);
    }
    const token = (body.auth as { token?: unknown } | undefined)?.token;
    if (typeof token === 'string') headers.authorization = `Bearer ${token}`;
    tid = tidOf(body);
    left--;
    return elapsed;
  };
  return { vote, postedAt: () => postedAt };
}

export async function probeVoteLatency(conversationDir: string): Promise<VoteLatency> {
  const dataDir = mkdtempSync(join(tmpdir(), 'raadslag-math-probe-'));
  const child = fork(SERVER, [conversationDir, dataDir], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.MATH_PROBE_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.MATH_PROBE_CPU_PROF}`]
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const next = (type: ProbeServerMessage['type']) =>
    new Promise<ProbeServerMessage>((done, fail) => {
      const onMessage = (message: ProbeServerMessage) => {
        if (message.type === 'failed') fail(new Error(`probe server: ${message.error}`));
        else if (message.type === type) done(message);
        else return;
        child.off('message', onMessage);
      };
      child.on('message', onMessage);
      void exited.then(() => fail(new Error('the probe server exited')));
    });
  const tell = (message: ProbeParentMessage) => child.send(message);
  try {
    const ready = await next('ready');
    if (ready.type !== 'ready') throw new Error('unexpected message');
    const { vote, postedAt } = voter(`http://127.0.0.1:${ready.port}`, ready.conversationId);
    const loadBefore = loadavg()[0];
    for (let i = 0; i < WARM_UP; i++) await vote();

    const updated = next('updated');
    let done = false;
    void updated.then(
      () => (done = true),
      () => (done = true),
    );
    console.error(`[probe] ${WARM_UP} warm-up votes done; full update triggered`);
    tell({ type: 'update' });
    const during: number[] = [];
    const startedAt: number[] = [];
    while (!done) {
      during.push(await vote());
      startedAt.push(postedAt());
      if (during.length % 500 === 0)
        console.error(`[probe] ${during.length} votes during the update`);
    }
    const result = await updated;
    if (result.type !== 'updated') throw new Error('unexpected message');
    if (during.length < MIN_SAMPLES) {
      throw new Error(`only ${during.length} votes during the update: too few for a p99`);
    }

    const idle: number[] = [];
    while (idle.length < during.length) idle.push(await vote());
    const loadAfter = loadavg()[0];
    return {
      engine: ready.engine,
      idleP99Ms: quantile(idle, 0.99),
      idleP50Ms: quantile(idle, 0.5),
      p50Ms: quantile(during, 0.5),
      p99Ms: quantile(during, 0.99),
      samples: during.length,
      warmUpSamples: WARM_UP,
      updateSeconds: result.seconds,
      mathTick: result.mathTick,
      phases: votesByPhase(
        result.marks,
        during.map((ms, i) => ({ at: startedAt[i], ms })),
        quantile,
      ),
      writeSeconds: ready.writeSeconds,
      loadBefore,
      loadAfter,
    };
  } finally {
    closeJsonConnections();
    if (child.exitCode === null && child.connected) tell({ type: 'stop' });
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(killer);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
