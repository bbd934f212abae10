// One chart's QA report data: structure, generated paths, what the model tests walked, status.
import {
  describeChart,
  type PathRecord,
  type TransitionInfo,
} from '../../../tests/model/harness/coverage';
import type { QaChartInfo, QaLabels } from '../../../tests/model/harness/qaExport';
import { chartPurpose, type ChartEntry, type ChartPurpose } from '../charts';
import { transitionLabel } from '../mermaid';
import type { ModelTestMatch } from '../modelTests';
import { chartPaths } from '../paths';
import { exploreChart, START, type Edge } from '../structure';
import { mergeCoverage, staleness, type CoverageFile } from './coverageFiles';
import {
  actionText,
  activeKeysOf,
  INIT_KEY,
  mainTransition,
  screenText,
  stepKey,
  type ActionText,
  type ScreenText,
} from './text';

export type ChartStatus =
  'covered' | 'below' | 'incomplete' | 'stale' | 'not-run' | 'no-model-test';

export interface ReportStep {
  action: ActionText;
  screen: ScreenText;
  to: string;
  transitions: string[];
  samples: Array<{ name: string; payload: unknown }>;
  /** The event has samples in the model test, but none of them took this branch. */
  noSample: boolean;
}

export interface ReportPath {
  title: string;
  status?: PathRecord['status'];
  steps: ReportStep[];
}

export interface WalkedInfo {
  files: string[];
  generatedAt: string;
  complete: boolean;
  stale: string | null;
  walkedThrough: QaChartInfo['walkedThrough'];
  strategy: string;
  states: { covered: number; total: number; percent: number; uncovered: string[] };
  transitions: { covered: number; total: number; percent: number; uncovered: string[] };
  excluded: Array<{ label: string; reason: string }>;
  paths: ReportPath[];
  samples: QaChartInfo['samples'];
}

export interface ChartReport {
  name: string;
  file: string;
  exportName: string;
  purpose: ChartPurpose;
  states: Array<{ key: string; type: string; hits: number | null; label?: string }>;
  transitions: Array<TransitionInfo & { text: string; hits: number | null; excluded?: string }>;
  generated: {
    configurations: number;
    truncated: boolean;
    shortest: ReportPath[];
    simple: ReportPath[] | null;
    simpleLimit: number;
    unreachable: string[];
  };
  modelTests: ModelTestMatch[];
  walked: WalkedInfo | null;
  status: ChartStatus;
}

const pct = (covered: number, total: number) =>
  total === 0 ? 100 : Math.round((covered / total) * 10000) / 100;

export function buildChartReport(
  entry: ChartEntry,
  coverage: readonly CoverageFile[],
  modelTests: ModelTestMatch[],
  options: { root?: string; notBefore?: string } = {},
): ChartReport {
  const { root, notBefore } = options;
  const chart = describeChart(entry.machine);
  const id = entry.machine.id;
  const byId = new Map(chart.transitions.map((t) => [t.id, t]));
  const short = (s: string) => (s.startsWith(`${id}.`) ? s.slice(id.length + 1) : s);
  const merged = mergeCoverage(coverage.filter((c) => c.report.machineId === id));
  const qa = merged?.reports.find((r) => r.qa)?.qa;
  const labels: QaLabels | undefined = qa?.labels;
  const samples = qa?.samples ?? {};
  const infos = (ids: readonly string[]) => ids.flatMap((x) => byId.get(x) ?? []);
  const describe = (t: TransitionInfo) =>
    `${short(t.source)} —${transitionLabel(t)}→ ${t.targets.map(short).join(', ') || '(bliver)'}`;

  // Which samples took which transition, from the walked steps.
  const samplesOf = new Map<string, Map<string, unknown>>();
  for (const r of merged?.reports ?? []) {
    for (const p of r.paths ?? []) {
      for (const s of p.qa?.steps ?? []) {
        const main = mainTransition(infos(s.fired));
        if (!main || s.sample === undefined) continue;
        const known = samplesOf.get(main.id) ?? new Map<string, unknown>();
        known.set(s.sample, samples[s.key]?.[s.sample]);
        samplesOf.set(main.id, known);
      }
    }
  }

  // A named delay with a fixed value (`POLL_MS: 5000`); computed delays stay unnamed in ms.
  const fixedDelay = (key: string): number | undefined => {
    const ms: unknown = entry.machine.implementations.delays[key.replace('xstate.after.', '')];
    return key.startsWith('xstate.after.') && typeof ms === 'number' ? ms : undefined;
  };

  const step = (
    key: string,
    fired: TransitionInfo[],
    to: string,
    active: readonly string[],
    walked?: { sample?: string; delayMs?: number },
  ): ReportStep => {
    const main = mainTransition(fired);
    const known = walked
      ? walked.sample === undefined
        ? []
        : [{ name: walked.sample, payload: samples[key]?.[walked.sample] }]
      : [...(main ? (samplesOf.get(main.id) ?? []) : [])].map(([name, payload]) => ({
          name,
          payload,
        }));
    return {
      action: actionText(
        key,
        walked ? walked.sample : known[0]?.name,
        fired,
        labels,
        walked?.delayMs ?? fixedDelay(key),
      ),
      screen: screenText(to, active, labels),
      to,
      transitions: fired.map(describe),
      samples: known,
      noSample: !walked && key in samples && known.length === 0,
    };
  };

  // Generated (structural) paths.
  const structure = exploreChart(entry.machine);
  const paths = chartPaths(
    structure,
    chart.transitions.map((t) => t.id),
  );
  const toSteps = (edges: Edge[]) =>
    edges.map((e) => {
      const fired = infos(e.fired);
      const config = structure.configurations.get(e.to)!;
      const key = e.from === START ? INIT_KEY : stepKey(e.event, fired);
      return step(key, fired, config.label, config.active);
    });
  const titled = (list: Edge[][], prefix: string) =>
    list.map((edges, i) => ({
      title: `${prefix} ${i + 1}: ${edges.map((e) => structure.configurations.get(e.to)!.label).join(' → ')}`,
      steps: toSteps(edges),
    }));

  let walked: WalkedInfo | null = null;
  if (merged) {
    const stateIds = chart.states.map((s) => s.id);
    const counted = chart.transitions.filter((t) => !merged.excluded.has(t.id));
    const coveredStates = stateIds.filter((s) => (merged.stateHits.get(s) ?? 0) > 0);
    const coveredTransitions = counted.filter((t) => (merged.transitionHits.get(t.id) ?? 0) > 0);
    walked = {
      files: merged.files,
      generatedAt: merged.generatedAt,
      complete: merged.complete,
      stale:
        notBefore && merged.generatedAt < notBefore
          ? `dækningsfilen er fra en tidligere kørsel (${merged.generatedAt}); denne kørsel af ` +
            'modeltesten skrev ingen ny: den fejlede før afslutningen eller blev ikke kørt'
          : staleness(
              merged,
              stateIds,
              chart.transitions.map((t) => t.id),
            ),
      walkedThrough: qa?.walkedThrough ?? modelTests[0]?.walkedThrough ?? 'view',
      strategy: qa?.strategy ?? 'unknown',
      states: {
        covered: coveredStates.length,
        total: stateIds.length,
        percent: pct(coveredStates.length, stateIds.length),
        uncovered: stateIds.filter((s) => !coveredStates.includes(s)).map(short),
      },
      transitions: {
        covered: coveredTransitions.length,
        total: counted.length,
        percent: pct(coveredTransitions.length, counted.length),
        uncovered: counted.filter((t) => !coveredTransitions.includes(t)).map(describe),
      },
      excluded: [...merged.excluded].map(([tid, reason]) => ({
        label: byId.get(tid) ? describe(byId.get(tid)!) : tid,
        reason,
      })),
      paths: merged.reports.flatMap((r) =>
        (r.paths ?? []).map((p) => ({
          title: p.name,
          status: p.status,
          steps: p.qa
            ? [
                step(INIT_KEY, infos(p.qa.initialFired), p.qa.initial, activeKeysOf(p.qa.initial)),
                ...p.qa.steps.map((s) =>
                  step(s.key, infos(s.fired), s.to, activeKeysOf(s.to), {
                    sample: s.sample,
                    delayMs: s.delayMs,
                  }),
                ),
              ]
            : [],
        })),
      ),
      samples,
    };
  }

  let status: ChartStatus;
  if (!modelTests.length) status = 'no-model-test';
  else if (!walked) status = 'not-run';
  else if (walked.stale) status = 'stale';
  else if (!walked.complete) status = 'incomplete';
  else if (walked.states.percent < 100 || walked.transitions.percent < 100) status = 'below';
  else status = 'covered';

  return {
    name: entry.name,
    file: entry.file,
    exportName: entry.exportName,
    purpose: chartPurpose(entry, root),
    states: chart.states.map((s) => ({
      key: s.key,
      type: s.type,
      hits: merged ? (merged.stateHits.get(s.id) ?? 0) : null,
      label: labels?.states?.[s.key],
    })),
    transitions: chart.transitions.map((t) => ({
      ...t,
      text: transitionLabel(t),
      hits: merged ? (merged.transitionHits.get(t.id) ?? 0) : null,
      excluded: merged?.excluded.get(t.id),
    })),
    generated: {
      configurations: structure.configurations.size,
      truncated: structure.truncated,
      shortest: titled(paths.shortest, 'Korteste sti'),
      simple: paths.simple ? titled(paths.simple, 'Simpel sti') : null,
      simpleLimit: paths.simpleLimit,
      unreachable: paths.unreachable.map((x) => (byId.get(x) ? describe(byId.get(x)!) : x)),
    },
    modelTests,
    walked,
    status,
  };
}
