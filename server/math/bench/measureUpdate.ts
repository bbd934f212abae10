// One measured run of `npm run math:bench`, in its own process (started by cli/bench.ts): reads the
// synthetic conversation, times a full update, the stability re-runs, and a warm update after 100
// more votes, and prints one JSON line with the times and the process's peak RSS.
import { stabilityOf } from '../stability';
import { updateMath } from '../updateMath';
import { readConversation } from './conversationFile';
import { appendVotes } from './syntheticConversation';

export interface RunMeasurement {
  /** The first update in a fresh process: includes compiling the engine's hot loops. */
  coldFullSeconds: number;
  fullSeconds: number;
  stabilitySeconds: number;
  warmSeconds: number;
  peakMemoryMB: number;
  groups: number;
  inConv: number;
  summary: string;
}

const seconds = (from: number) => (performance.now() - from) / 1000;

const { input, extra } = readConversation(process.argv[2]);
let started = performance.now();
updateMath(input, null, { stability: false });
const coldFullSeconds = seconds(started);

// A worker computes conversation after conversation: the steady state is a compiled engine.
started = performance.now();
const full = updateMath(input, null, { stability: false });
const fullSeconds = seconds(started);

started = performance.now();
full.result.stability = stabilityOf(full.result);
const stabilitySeconds = seconds(started);

const more = appendVotes(input, extra);
started = performance.now();
updateMath(more, full.state, { stability: false });
const warmSeconds = seconds(started);

const measurement: RunMeasurement = {
  coldFullSeconds,
  fullSeconds,
  stabilitySeconds,
  warmSeconds,
  peakMemoryMB: process.resourceUsage().maxRSS / 1024,
  groups: full.result.groupClusters.length,
  inConv: full.result.inConv.length,
  summary: `k=${full.result.k.chosen}, stability ARI ${full.result.stability?.ari.toFixed(2)}`,
};
console.log(JSON.stringify(measurement));
