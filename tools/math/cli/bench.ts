// `npm run math:bench [-- --json] [--runs N]`: the engine on a synthetic conversation the size of
// Polis's largest open one (bench/syntheticConversation.ts). Each run is a fresh process pinned to
// one core (taskset, when present) that times a full update, the stability re-runs and a warm update
// after 100 more votes, and reports its peak RSS; the medians over the runs are printed. Then the
// vote endpoint's latency over HTTP, idle and while a full update runs in the server's math worker
// (bench/voteProbe.ts: the real app on PGlite in a child process).
// With --json the last line is one JSON object with exactly the keys of BenchFigures.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeConversation } from '../bench/conversationFile';
import type { RunMeasurement } from '../bench/measureUpdate';
import { POLIS_LARGEST, syntheticConversation } from '../bench/syntheticConversation';
import { MATH_REPORT } from '../bench/reportFile';
import { probeVoteLatency } from '../bench/voteProbe';
import { median, table } from './format';

export interface BenchFigures {
  participants: number;
  statements: number;
  votes: number;
  fullUpdateSeconds: number;
  warmUpdateSeconds: number;
  peakMemoryMB: number;
  voteIdleP99Ms: number;
  voteP50Ms: number;
  voteP99Ms: number;
}

const USAGE = 'Usage: npm run math:bench -- [--json] [--runs N]';
const MEASURE = resolve(import.meta.dirname, '../bench/measureUpdate.ts');

function parseArguments(args: string[]): { json: boolean; runs: number } | null {
  let json = false;
  let runs = 3;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--json') json = true;
    else if (args[i] === '--runs' && /^[1-9]\d*$/.test(args[i + 1] ?? '')) runs = Number(args[++i]);
    else return null;
  }
  return { json, runs };
}

function measureOnce(dir: string): RunMeasurement {
  const node = [process.execPath, '--import', 'tsx', MEASURE, dir];
  const pinned = existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', '-c', '0', ...node] : node;
  const child = spawnSync(pinned[0], pinned.slice(1), { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`measureUpdate failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as RunMeasurement;
}

const round = (value: number) => Math.round(value * 100) / 100;

async function main(): Promise<number> {
  const options = parseArguments(process.argv.slice(2));
  if (!options) {
    console.error(USAGE);
    return 2;
  }
  const dir = mkdtempSync(join(tmpdir(), 'raadslag-math-bench-'));
  try {
    const conversation = syntheticConversation(POLIS_LARGEST);
    writeConversation(dir, conversation);
    const loadBefore = loadavg()[0];
    const runs = Array.from({ length: options.runs }, () => measureOnce(dir));
    const loadAfter = loadavg()[0];
    const latency = await probeVoteLatency(dir);

    const mid = (pick: (run: RunMeasurement) => number) => median(runs.map(pick))!;
    const figures: BenchFigures = {
      participants: new Set(conversation.input.votes.pid).size,
      statements: conversation.input.statements.length,
      votes: conversation.input.votes.pid.length,
      fullUpdateSeconds: mid((run) => run.fullSeconds),
      warmUpdateSeconds: mid((run) => run.warmSeconds),
      peakMemoryMB: mid((run) => run.peakMemoryMB),
      voteIdleP99Ms: round(latency.idleP99Ms),
      voteP50Ms: round(latency.p50Ms),
      voteP99Ms: round(latency.p99Ms),
    };
    const moderated = conversation.input.statements.filter((s) => s.mod === -1).length;
    const each = (pick: (run: RunMeasurement) => number, digits: number) =>
      runs.map((run) => pick(run).toFixed(digits)).join(' / ');
    const row = (label: string, pick: (run: RunMeasurement) => number, budget: string) => [
      label,
      `${mid(pick).toFixed(3)} s`,
      each(pick, 3),
      budget,
    ];
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const within = figures.voteP99Ms <= figures.voteIdleP99Ms * 1.2;
    const printed: string[] = [];
    const print = (text: string) => {
      printed.push(text);
      console.log(text);
    };
    print(
      `Synthetic conversation: ${figures.participants} participants × ${figures.statements} statements ` +
        `(${moderated} moderated out), ${figures.votes} votes, 3 latent camps. ` +
        `${runs.length} runs, each a fresh process on one core; load average ${loadBefore.toFixed(2)} → ` +
        `${loadAfter.toFixed(2)} on ${cpus().length} cores.\n`,
    );
    print(
      table(
        ['measure', 'median', 'runs', 'budget'],
        [
          row('full update', (r) => r.fullSeconds, '≤ 1.5 s'),
          row('… its CPU time', (r) => r.fullCpuSeconds, ''),
          row(
            'full update, first in a process (compiling the engine)',
            (r) => r.coldFullSeconds,
            '',
          ),
          row('warm update after 100 votes', (r) => r.warmSeconds, '≤ 0.5 s'),
          row('… its CPU time', (r) => r.warmCpuSeconds, ''),
          row('stability re-runs (a separate step)', (r) => r.stabilitySeconds, ''),
          [
            'peak memory (RSS)',
            `${figures.peakMemoryMB.toFixed(0)} MB`,
            each((r) => r.peakMemoryMB, 0),
            '< 200 MB',
          ],
          [
            '… of which Node + tsx before reading the votes',
            `${mid((r) => r.baselineMemoryMB).toFixed(0)} MB`,
            each((r) => r.baselineMemoryMB, 0),
            '',
          ],
          [
            'vote p50 / p99, idle',
            `${ms(latency.idleP50Ms)} / ${ms(figures.voteIdleP99Ms)}`,
            '',
            '',
          ],
          [
            'vote p50 / p99 during a full update in the worker',
            `${ms(figures.voteP50Ms)} / ${ms(figures.voteP99Ms)}`,
            `${((figures.voteP99Ms / figures.voteIdleP99Ms - 1) * 100).toFixed(0)} % vs idle p99`,
            `p99 within 20 % of idle: ${within ? 'within' : 'over'}`,
          ],
        ],
      ),
    );
    print(
      `\nVote latency: POST /api/v3/votes over loopback HTTP, one at a time, to the app on PGlite in a ` +
        `child process (its math in the worker thread). ${latency.samples} votes timed while a full update ` +
        `ran (${latency.updateSeconds.toFixed(1)} s from trigger to stored result, math_tick ` +
        `${latency.mathTick ?? '–'}), then ${latency.samples} with nothing running; ` +
        `${latency.warmUpSamples} warm-up votes before, not counted. Conversation written into PGlite in ` +
        `${latency.writeSeconds.toFixed(1)} s. Load average ${latency.loadBefore.toFixed(2)} → ` +
        `${latency.loadAfter.toFixed(2)} on ${cpus().length} cores.`,
    );
    print(`\nResult: ${runs[0].summary}, ${runs[0].groups} groups, ${runs[0].inConv} in-conv.`);
    mkdirSync(resolve(MATH_REPORT, '..'), { recursive: true });
    writeFileSync(
      MATH_REPORT,
      JSON.stringify({ at: new Date().toISOString(), figures, text: printed.join('\n') }),
    );
    if (options.json) console.log(JSON.stringify(figures));
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
