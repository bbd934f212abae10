// One measured run of `npm run math:bench`, in its own process (started by cli/bench.ts): reads the
// synthetic conversation, times a full update (the first, while the engine compiles, and the median
// of 3 after), the stability re-runs, and a warm update after the extra votes (100, or 1,000 at the
// national scale; median of 5), and prints one JSON line with the times, the process's peak RSS, a
// hash of the stored result and the gzipped sizes of the bodies clients poll.
// Each update runs as the math worker runs it (mathJobs.ts): a full update builds the matrices a
// MatrixCache keeps, and the warm update applies only the extra votes to them
// (docs/math.md#the-warm-update); its result is checked against a full update's on the same votes.
import { createHash } from 'node:crypto';
import { MatrixCache } from '../../../server/math/engine/matrixCache';
import { stabilityOf } from '../../../server/math/engine/stability';
import { updateMath } from '../../../server/math/engine/updateMath';
import { readConversation } from './conversationFile';
import { servedBodySizes, type ServedBodySizes } from './servedBodies';
import { appendVotes } from './syntheticConversation';

export interface RunMeasurement {
  /** The first update in a fresh process: includes compiling the engine's hot loops. */
  coldFullSeconds: number;
  /** Median of FULL_REPEATS full updates after the first (wall clock). */
  fullSeconds: number;
  /** The same updates' CPU time. */
  fullCpuSeconds: number;
  stabilitySeconds: number;
  /** Median of WARM_REPEATS updates from the full update's state, with `extraVotes` votes more. */
  warmSeconds: number;
  warmCpuSeconds: number;
  peakMemoryMB: number;
  /** RSS of the process before it reads the votes: Node, tsx and the engine's code. */
  baselineMemoryMB: number;
  /** The peak after the rest, and after building the bodies as the worker does: a worker's peak. */
  workerPeakMemoryMB: number;
  extraVotes: number;
  /** SHA-256 of JSON.stringify(result) of the full updates, identical across them or null. */
  resultSha256: string | null;
  /** Every warm update's result equals, to the byte, a full update's on the same votes. */
  warmMatchesFull: boolean;
  bodies: ServedBodySizes;
  groups: number;
  inConv: number;
  summary: string;
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
/** Repeats inside one process take the median: on a shared machine a single time is mostly noise. */
const FULL_REPEATS = 3;
const WARM_REPEATS = 5;

/**
 * Wall-clock and CPU seconds of a call. On a machine shared with other work, wall time includes
 * waiting for the core; CPU time (user + system, all of this process's threads) is the time the
 * update actually took on the one core it is pinned to.
 */
function timed<T>(run: () => T): { value: T; wall: number; cpu: number } {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const value = run();
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { value, wall, cpu: (cpu.user + cpu.system) / 1e6 };
}

const baselineMemoryMB = process.resourceUsage().maxRSS / 1024;
const { input, extra } = readConversation(process.argv[2]);
const more = appendVotes(input, extra);
const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
const kept = new MatrixCache();
const cold = timed(() => updateMath(input, null, { stability: false, cache: kept }));
let full = cold.value;
updateMath(more, full.state, { stability: false, cache: kept });
// The peak of a worker that has computed a conversation and then updated it once: what the math
// needs, the kept matrices included. The repeats below only add garbage that the collector has
// not yet returned.
const peakMemoryMB = process.resourceUsage().maxRSS / 1024;

// A worker computes conversation after conversation: the steady state is a compiled engine. A full
// update starts with nothing kept (a new conversation, or the worker restarted).
const hashes = new Set<string>();
const fullRuns = Array.from({ length: FULL_REPEATS }, () => {
  const run = timed(() => updateMath(input, null, { stability: false, cache: new MatrixCache() }));
  full = run.value;
  hashes.add(sha256(full.result));
  return run;
});
const stability = timed(() => stabilityOf(full.result));
full.result.stability = stability.value;
// Each warm update from what a worker keeps after the full update (built untimed), as the worker
// holds it between two updates.
const fromScratch = sha256(updateMath(more, full.state, { stability: false }));
let warmMatchesFull = true;
const warmRuns = Array.from({ length: WARM_REPEATS }, () => {
  const cache = new MatrixCache();
  cache.matrices(input);
  const run = timed(() => updateMath(more, full.state, { stability: false, cache }));
  warmMatchesFull &&= sha256(run.value) === fromScratch;
  return run;
});

const bodies = servedBodySizes(input);

const measurement: RunMeasurement = {
  coldFullSeconds: cold.wall,
  fullSeconds: middle(fullRuns.map((run) => run.wall)),
  fullCpuSeconds: middle(fullRuns.map((run) => run.cpu)),
  stabilitySeconds: stability.wall,
  warmSeconds: middle(warmRuns.map((run) => run.wall)),
  warmCpuSeconds: middle(warmRuns.map((run) => run.cpu)),
  peakMemoryMB,
  baselineMemoryMB,
  workerPeakMemoryMB: process.resourceUsage().maxRSS / 1024,
  extraVotes: extra.pid.length,
  resultSha256: hashes.size === 1 ? [...hashes][0] : null,
  warmMatchesFull,
  bodies,
  groups: full.result.groupClusters.length,
  inConv: full.result.inConv.length,
  summary: `k=${full.result.k.chosen}, stability ARI ${full.result.stability?.ari.toFixed(2)}`,
};
console.log(JSON.stringify(measurement));
