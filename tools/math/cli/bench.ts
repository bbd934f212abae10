// `npm run math:bench [-- --json] [--runs N] [--scale polis|national] [--no-probe]`: the engine on a
// synthetic conversation the size of Polis's largest open one, or at the national scale of 100,000
// participants × 5,000 statements (bench/syntheticConversation.ts). Each run is a fresh process pinned to
// one core (taskset, when present) that times a full update, the stability re-runs and a warm update
// after 100 more votes, and reports its peak RSS; the medians over the runs are printed. Then the
// vote endpoint's latency over HTTP, idle and while a full update runs in the server's math worker
// (tools/math/bench/voteProbe.ts: the real app on PGlite in a child process, or on
// PostgreSQL with DATABASE_URL).
// With --json the last line is one JSON object with exactly the keys of BenchFigures.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writeConversation } from '../bench/conversationFile';
import type { RunMeasurement } from '../bench/measureUpdate';
import {
  NATIONAL,
  POLIS_LARGEST,
  syntheticConversation,
  type SyntheticOptions,
} from '../bench/syntheticConversation';
import { MATH_REPORT } from '../bench/reportFile';
import { probeVoteLatency, type VoteLatency } from '../bench/voteProbe';
import { MIN_VOTES_FOR_P99 } from '../bench/updatePhases';
import { median, table } from './format';

export interface BenchFigures {
  participants: number;
  statements: number;
  votes: number;
  fullUpdateSeconds: number;
  warmUpdateSeconds: number;
  peakMemoryMB: number;
  /** Null with --no-probe. */
  voteIdleP99Ms: number | null;
  voteP50Ms: number | null;
  voteP99Ms: number | null;
  /** Where the vote probe's server kept its data: PGlite, or PostgreSQL with DATABASE_URL. */
  voteEngine: VoteLatency['engine'] | null;
}

const USAGE =
  'Usage: npm run math:bench -- [--json] [--runs N] [--scale polis|national] [--no-probe]';
const MEASURE = resolve(import.meta.dirname, '../bench/measureUpdate.ts');

/** Each scale's conversation and budgets (docs/math.md#benchmark, docs/deploy.md#sizing). */
const SCALES: Record<
  string,
  { options: SyntheticOptions; fullS: number; warmS: number; memoryMB: number }
> = {
  polis: { options: POLIS_LARGEST, fullS: 1.5, warmS: 0.5, memoryMB: 200 },
  national: { options: NATIONAL, fullS: 6, warmS: 1, memoryMB: 1536 },
};

interface Options {
  json: boolean;
  runs: number;
  scale: string;
  /** Without the vote probe the vote keys of the JSON line are null. */
  probe: boolean;
}

function parseArguments(args: string[]): Options | null {
  const options: Options = { json: false, runs: 3, scale: 'polis', probe: true };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--json') options.json = true;
    else if (args[i] === '--no-probe') options.probe = false;
    else if (args[i] === '--runs' && /^[1-9]\d*$/.test(args[i + 1] ?? ''))
      options.runs = Number(args[++i]);
    else if (args[i] === '--scale' && (args[i + 1] ?? '') in SCALES) options.scale = args[++i];
    else return null;
  }
  return options;
}

function measureOnce(dir: string): RunMeasurement {
  // No heap cap: the peak RSS is what the process needed, not what a limit squeezed it into.
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
  const scale = SCALES[options.scale];
  const dir = mkdtempSync(join(tmpdir(), 'raadslag-math-bench-'));
  try {
    const conversation = syntheticConversation(scale.options);
    writeConversation(dir, conversation);
    const loadBefore = loadavg()[0];
    const runs = Array.from({ length: options.runs }, () => measureOnce(dir));
    const loadAfter = loadavg()[0];
    const latency = options.probe ? await probeVoteLatency(dir) : null;

    const mid = (pick: (run: RunMeasurement) => number) => median(runs.map(pick))!;
    const figures: BenchFigures = {
      participants: new Set(conversation.input.votes.pid).size,
      statements: conversation.input.statements.length,
      votes: conversation.input.votes.pid.length,
      fullUpdateSeconds: mid((run) => run.fullSeconds),
      warmUpdateSeconds: mid((run) => run.warmSeconds),
      peakMemoryMB: mid((run) => run.peakMemoryMB),
      voteIdleP99Ms: latency && round(latency.idleP99Ms),
      voteP50Ms: latency && round(latency.p50Ms),
      voteP99Ms: latency && round(latency.p99Ms),
      voteEngine: latency && latency.engine,
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
    const mb = (label: string, pick: (run: RunMeasurement) => number, budget: string) => [
      label,
      `${mid(pick).toFixed(0)} MB`,
      each(pick, 0),
      budget,
    ];
    const kb = (label: string, pick: (run: RunMeasurement) => number) => [
      label,
      `${mid(pick).toFixed(1)} KB`,
      each(pick, 1),
      '',
    ];
    const hashes = new Set(runs.map((run) => run.resultSha256));
    const identical = hashes.size === 1 && !hashes.has(null);
    const warmMatches = runs.every((run) => run.warmMatchesFull);
    const extraVotes = runs[0].extraVotes.toLocaleString('en');
    const printed: string[] = [];
    const print = (text: string) => {
      printed.push(text);
      console.log(text);
    };
    print(
      `Synthetic conversation (${options.scale}): ${figures.participants} participants × ` +
        `${figures.statements} statements (${moderated} moderated out), ${figures.votes} votes, ` +
        `3 latent camps. ${runs.length} runs, each a fresh process on one core; load average ` +
        `${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)} on ${cpus().length} cores.\n`,
    );
    print(
      table(
        ['measure', 'median', 'runs', 'budget'],
        [
          row('full update', (r) => r.fullSeconds, `≤ ${scale.fullS} s`),
          row('… its CPU time', (r) => r.fullCpuSeconds, ''),
          row(
            'full update, first in a process (compiling the engine)',
            (r) => r.coldFullSeconds,
            '',
          ),
          row(`warm update after ${extraVotes} votes`, (r) => r.warmSeconds, `≤ ${scale.warmS} s`),
          row('… its CPU time', (r) => r.warmCpuSeconds, ''),
          row('stability re-runs (a separate step)', (r) => r.stabilitySeconds, ''),
          mb('peak memory (RSS)', (r) => r.peakMemoryMB, `≤ ${scale.memoryMB} MB`),
          mb('… of which Node + tsx before reading the votes', (r) => r.baselineMemoryMB, ''),
          mb('… after the repeats and building the bodies', (r) => r.workerPeakMemoryMB, ''),
          kb('pca2 body, gzipped', (r) => r.bodies.pca2GzipKB),
          kb('participants’ map body, gzipped', (r) => r.bodies.participantMapGzipKB),
          [
            'stored result run to run',
            identical ? 'byte-identical' : '**differs**',
            `sha256 ${[...hashes].map((h) => h?.slice(0, 12) ?? 'differs in a process').join(' / ')}`,
            'identical',
          ],
          [
            'warm update’s result vs. a full update’s on the same votes',
            warmMatches ? 'byte-identical' : '**differs**',
            '',
            'identical',
          ],
          ...(latency ? latencyRows(latency) : []),
        ],
      ),
    );
    if (latency) {
      print(
        `\nVote latency: POST /api/v3/votes over loopback HTTP, one at a time, to the app on ` +
          `${latency.engine} in a ` +
          `child process (its math in the worker thread). ${latency.samples} votes timed while a full update ` +
          `ran (${latency.updateSeconds.toFixed(1)} s from trigger to stored result, math_tick ` +
          `${latency.mathTick ?? '–'}), then ${latency.samples} with nothing running; ` +
          `${latency.warmUpSamples} warm-up votes before, not counted. Conversation written into ` +
          `${latency.engine} in ` +
          `${latency.writeSeconds.toFixed(1)} s. Load average ${latency.loadBefore.toFixed(2)} → ` +
          `${latency.loadAfter.toFixed(2)} on ${cpus().length} cores.`,
      );
      print(
        '\nThe votes during the update by what the update was doing when each started:\n\n' +
          table(
            ['phase', 'seconds', 'votes', 'p50', `p99 (from ${MIN_VOTES_FOR_P99} votes)`, 'max'],
            latency.phases.map((p) => [
              p.phase,
              p.seconds.toFixed(2),
              String(p.votes),
              p.p50Ms === null ? '–' : `${p.p50Ms.toFixed(1)} ms`,
              p.p99Ms === null ? '–' : `${p.p99Ms.toFixed(1)} ms`,
              p.maxMs === null ? '–' : `${p.maxMs.toFixed(1)} ms`,
            ]),
          ),
      );
    } else print('\nVote latency: not measured (--no-probe).');
    print(`\nResult: ${runs[0].summary}, ${runs[0].groups} groups, ${runs[0].inConv} in-conv.`);
    mkdirSync(resolve(MATH_REPORT, '..'), { recursive: true });
    writeFileSync(
      MATH_REPORT,
      JSON.stringify({ at: new Date().toISOString(), figures, text: printed.join('\n') }),
    );
    if (options.json) console.log(JSON.stringify(figures));
    return identical && warmMatches ? 0 : 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function latencyRows(latency: VoteLatency): string[][] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const within = latency.p99Ms <= latency.idleP99Ms * 1.2;
  return [
    ['vote p50 / p99, idle', `${ms(latency.idleP50Ms)} / ${ms(latency.idleP99Ms)}`, '', ''],
    [
      'vote p50 / p99 during a full update in the worker',
      `${ms(latency.p50Ms)} / ${ms(latency.p99Ms)}`,
      `${((latency.p99Ms / latency.idleP99Ms - 1) * 100).toFixed(0)} % vs idle p99`,
      `p99 within 20 % of idle: ${within ? 'within' : 'over'}`,
    ],
  ];
}

process.exitCode = await main();
