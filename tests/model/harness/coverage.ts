// State and transition coverage of a statechart, computed from the steps a model test walked.
//
// How "a transition fired" is decided (the sound rule): every walked step is replayed on the
// model machine with the pure `machine.transition(snapshot, event, scope)`, where `scope` is an
// actor scope whose system has an inspection observer. XState's own macrostep reports each
// microstep as an `@xstate.microstep` inspection event carrying `_transitions`: the exact
// TransitionDefinition objects the interpreter selected. Those are the same objects as
// `stateNode.transitions` / `stateNode.always` (memoised per machine), so they map 1:1 onto the
// enumeration below. This is stronger than comparing active-state sets before/after a step:
//   - guards are evaluated by the interpreter on the real context and event payload, so of two
//     guarded alternatives only the one actually taken counts;
//   - eventless (`always`) chains, raised events and `xstate.done.state.*` that run inside one
//     macrostep are each reported, even when the intermediate state is left again at once;
//   - targetless and self transitions (which do not change the configuration) are still seen.
// States count as covered when they are active in any microstep snapshot, so transient states
// entered and left within one macrostep (a `check` state with `always`) are covered too.
// Replaying is pure: actions are not executed (actionExecutor is a no-op), nothing is started.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createEmptyActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type StateValue,
} from 'xstate';
import type { QaChartInfo, QaPathInfo } from './qaExport';

export type TransitionKind =
  'event' | 'after' | 'always' | 'done.actor' | 'error.actor' | 'snapshot.actor' | 'done.state';

interface StateInfo {
  /** State node id, e.g. `fixtureList.loading.quiet`. */
  id: string;
  /** Key relative to the machine root, as `snapshot.matches()` takes it: `loading.quiet`. */
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final';
}

export interface TransitionInfo {
  /** Stable key: `<source id>|<event descriptor or "always">|<candidate index>`. */
  id: string;
  source: string;
  /** Event descriptor; `always` for eventless transitions. */
  event: string;
  kind: TransitionKind;
  /** Position among the candidates for the same source and event (guard order). */
  index: number;
  guard: string | null;
  /** Target state ids; empty for targetless transitions. */
  targets: string[];
  /** Delay name or literal for `after` transitions. */
  delay?: string;
  /** Readable one-liner used in failure messages. */
  label: string;
}

interface ChartShape {
  machineId: string;
  states: StateInfo[];
  transitions: TransitionInfo[];
}

export interface CoverageItemState extends StateInfo {
  hits: number;
}
export interface CoverageItemTransition extends TransitionInfo {
  hits: number;
}

export interface ExcludedTransition extends TransitionInfo {
  /** Why no path performs it (from an events-table `{ skip }` entry). */
  reason: string;
}

export interface PathRecord {
  name: string;
  events: string[];
  status: 'passed' | 'failed' | 'not-run';
  /** For the QA report: the planned steps (qaExport.ts). */
  qa?: QaPathInfo;
}

export interface CoverageReport {
  chart: string;
  machineId: string;
  generatedAt: string;
  states: {
    covered: number;
    total: number;
    percent: number;
    uncovered: string[];
    items: CoverageItemState[];
  };
  transitions: {
    covered: number;
    total: number;
    percent: number;
    uncovered: TransitionInfo[];
    items: CoverageItemTransition[];
    /** Not counted in `total`: transitions the view cannot perform, with the reason given. */
    excluded: ExcludedTransition[];
  };
  paths?: PathRecord[];
  /** Set by the walker: every path ran and passed. */
  complete?: boolean;
  /** Set by the walker for the QA report: strategy, labels, samples, walkedThrough (qaExport.ts). */
  qa?: QaChartInfo;
}

/** One walked step: `from` is undefined for the initial step (`xstate.init`). */
interface WalkedStep {
  from: AnyMachineSnapshot | undefined;
  event: EventObject;
}

// ---------------------------------------------------------------------------------------------
// Enumeration

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...allNodes(child)]);
}

function guardName(guard: AnyTransitionDefinition['guard']): string | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline';
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'inline';
}

function kindOf(eventType: string): TransitionKind {
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done.actor';
  if (eventType.startsWith('xstate.error.actor.')) return 'error.actor';
  if (eventType.startsWith('xstate.snapshot.')) return 'snapshot.actor';
  if (eventType.startsWith('xstate.done.state.')) return 'done.state';
  return 'event';
}

/** A transition with no target, no actions and no reenter only blocks the event ("forbidden"). */
function isForbidden(t: AnyTransitionDefinition): boolean {
  return !t.target && t.actions.length === 0 && !t.reenter;
}

interface Enumeration extends ChartShape {
  byDefinition: Map<AnyTransitionDefinition, TransitionInfo>;
}

const enumerations = new WeakMap<AnyStateMachine, Enumeration>();

/**
 * Every state node (except the root, which is always active, and history pseudo-states, which are
 * never active) and every transition: `on`, `after`, `always`, invoke `onDone`/`onError`/
 * `onSnapshot`, and state `onDone`; each guarded alternative separately. Forbidden transitions
 * (`on: { x: undefined }`) are left out: they block an event but never "fire".
 */
export function describeChart(machine: AnyStateMachine): Enumeration {
  const cached = enumerations.get(machine);
  if (cached) return cached;
  const nodes = [machine.root, ...allNodes(machine.root)];
  const states: StateInfo[] = nodes
    .filter((n) => n !== machine.root && n.type !== 'history')
    .map((n) => ({ id: n.id, key: n.path.join('.'), type: n.type as StateInfo['type'] }));
  const transitions: TransitionInfo[] = [];
  const byDefinition = new Map<AnyTransitionDefinition, TransitionInfo>();
  const add = (node: AnyStateNode, event: string, list: readonly AnyTransitionDefinition[]) => {
    list.forEach((t, index) => {
      if (isForbidden(t)) return;
      const kind: TransitionKind = event === 'always' ? 'always' : kindOf(event);
      const targets = (t.target ?? []).map((s: AnyStateNode) => s.id);
      const guard = guardName(t.guard);
      const info: TransitionInfo = {
        id: `${node.id}|${event}|${index}`,
        source: node.id,
        event,
        kind,
        index,
        guard,
        targets,
        label: `${node.id} —${event}${guard ? ` [${guard}]` : ''}→ ${
          targets.length ? targets.join(', ') : '(self, targetless)'
        }`,
      };
      if (kind === 'after') {
        // xstate.after.<delay>.<source id>
        info.delay = event.slice('xstate.after.'.length, -(node.id.length + 1));
      }
      transitions.push(info);
      byDefinition.set(t, info);
    });
  };
  for (const node of nodes) {
    for (const [event, list] of node.transitions) add(node, event, list);
    if (node.always) add(node, 'always', node.always);
  }
  const result = { machineId: machine.id, states, transitions, byDefinition };
  enumerations.set(machine, result);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Pure replay with microstep inspection

interface Microstep {
  snapshot: AnyMachineSnapshot;
  transitions: AnyTransitionDefinition[];
}

/**
 * An actor scope for the pure `machine.transition()` whose system reports microsteps. Built like
 * xstate/graph's own mock scope (an empty actor as `self`), so results equal the paths it
 * generates. The scope type is internal to xstate, hence the structural cast.
 */
export function createPureScope(onMicrostep?: (step: Microstep) => void) {
  const self = createEmptyActor();
  if (onMicrostep) {
    self.system.inspect((ev) => {
      if (ev.type === '@xstate.microstep') {
        const e = ev as typeof ev & {
          snapshot: AnyMachineSnapshot;
          _transitions: AnyTransitionDefinition[];
        };
        onMicrostep({ snapshot: e.snapshot, transitions: e._transitions });
      }
    });
  }
  return {
    self,
    logger: () => {},
    id: '',
    sessionId: 'coverage',
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as Parameters<AnyStateMachine['transition']>[2];
}

function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).map((n) => n.id);
}

export class CoverageRecorder {
  readonly chart: string;
  readonly machine: AnyStateMachine;
  readonly shape: Enumeration;
  private stateHits = new Map<string, number>();
  private transitionHits = new Map<string, number>();
  private buffer: Microstep[] = [];
  private scope = createPureScope((m) => this.buffer.push(m));
  private excluded = new Map<string, string>();

  constructor(machine: AnyStateMachine, chart = machine.id) {
    this.machine = machine;
    this.chart = chart;
    this.shape = describeChart(machine);
  }

  private run(step: WalkedStep, input: unknown) {
    this.buffer = [];
    const next: AnyMachineSnapshot = step.from
      ? this.machine.transition(step.from, step.event, this.scope)
      : this.machine.getInitialSnapshot(this.scope, input);
    const micro = this.buffer;
    this.buffer = [];
    const fired = micro.flatMap((m) =>
      m.transitions.map((t) => {
        const info = this.shape.byDefinition.get(t);
        if (!info) throw new Error(`coverage: a transition of ${this.chart} was not enumerated`);
        return info;
      }),
    );
    return { next, fired, micro };
  }

  /** What a step would fire, without recording it. */
  probe(step: WalkedStep, input?: unknown): { next: AnyMachineSnapshot; fired: TransitionInfo[] } {
    const { next, fired } = this.run(step, input);
    return { next, fired };
  }

  /**
   * Records one walked step and returns the snapshot it leads to. Pass `expected` (the snapshot
   * the path generator computed) to catch a model that is not deterministic.
   */
  record(step: WalkedStep, options: { input?: unknown; expected?: StateValue } = {}) {
    const { next, fired, micro } = this.run(step, options.input);
    if (next.status === 'error') {
      throw new Error(
        `coverage: ${this.chart} errored on ${step.event.type}: ${String(next.error)}`,
      );
    }
    if (
      options.expected !== undefined &&
      JSON.stringify(next.value) !== JSON.stringify(options.expected)
    ) {
      throw new Error(
        `coverage: replaying ${step.event.type} on ${this.chart} gave ${JSON.stringify(next.value)}, ` +
          `the path expected ${JSON.stringify(options.expected)}`,
      );
    }
    // Microstep snapshots too, so states entered and left within the macrostep count.
    const snapshots = [next, ...micro.map((m) => m.snapshot)];
    // The source of a fired transition was active too: this counts an initial state that an
    // `always` leaves at once (no microstep snapshot shows it).
    const seen = new Set([...snapshots.flatMap(activeStateIds), ...fired.map((t) => t.source)]);
    for (const id of seen) this.stateHits.set(id, (this.stateHits.get(id) ?? 0) + 1);
    for (const t of fired) this.transitionHits.set(t.id, (this.transitionHits.get(t.id) ?? 0) + 1);
    return { next, fired };
  }

  /** Leaves a transition out of the totals, with a reason that the report keeps. */
  exclude(transitionId: string, reason: string): void {
    this.excluded.set(transitionId, reason);
  }

  report(paths?: PathRecord[]): CoverageReport {
    const states = this.shape.states.map((s) => ({ ...s, hits: this.stateHits.get(s.id) ?? 0 }));
    const transitions = this.shape.transitions
      .filter((t) => !this.excluded.has(t.id))
      .map((t) => ({ ...t, hits: this.transitionHits.get(t.id) ?? 0 }));
    const excluded = this.shape.transitions
      .filter((t) => this.excluded.has(t.id))
      .map((t) => ({ ...t, reason: this.excluded.get(t.id)! }));
    const pct = (covered: number, total: number) =>
      total === 0 ? 100 : Math.round((covered / total) * 10000) / 100;
    const coveredStates = states.filter((s) => s.hits > 0).length;
    const coveredTransitions = transitions.filter((t) => t.hits > 0).length;
    return {
      chart: this.chart,
      machineId: this.machine.id,
      generatedAt: new Date().toISOString(),
      states: {
        covered: coveredStates,
        total: states.length,
        percent: pct(coveredStates, states.length),
        uncovered: states.filter((s) => s.hits === 0).map((s) => s.id),
        items: states,
      },
      transitions: {
        covered: coveredTransitions,
        total: transitions.length,
        percent: pct(coveredTransitions, transitions.length),
        uncovered: transitions.filter((t) => t.hits === 0).map(({ hits: _hits, ...t }) => t),
        items: transitions,
        excluded,
      },
      ...(paths ? { paths } : {}),
    };
  }
}

/**
 * Coverage of a list of walks, each an event sequence replayed from the initial snapshot.
 * Convenience for unit tests and for tools that only have recorded event lists.
 */
export function computeCoverage(
  machine: AnyStateMachine,
  walks: ReadonlyArray<ReadonlyArray<{ type: string; [payload: string]: unknown }>>,
  options: { chart?: string; input?: unknown } = {},
): CoverageReport {
  const recorder = new CoverageRecorder(machine, options.chart);
  for (const events of walks) {
    let { next } = recorder.record(
      { from: undefined, event: { type: 'xstate.init' } },
      { input: options.input },
    );
    for (const event of events) ({ next } = recorder.record({ from: next, event }));
  }
  return recorder.report();
}

export function isFullCoverage(report: CoverageReport): boolean {
  return report.states.uncovered.length === 0 && report.transitions.uncovered.length === 0;
}

/** Throws, naming the chart and every uncovered state and transition. */
export function assertFullCoverage(report: CoverageReport): void {
  if (isFullCoverage(report)) return;
  const lines = [
    `Model coverage of chart "${report.chart}" is below 100%: ` +
      `states ${report.states.covered}/${report.states.total}, ` +
      `transitions ${report.transitions.covered}/${report.transitions.total}.`,
  ];
  if (report.states.uncovered.length) {
    lines.push('Uncovered states:', ...report.states.uncovered.map((s) => `  - ${s}`));
  }
  if (report.transitions.uncovered.length) {
    lines.push(
      'Uncovered transitions:',
      ...report.transitions.uncovered.map((t) => `  - ${t.label}`),
    );
  }
  lines.push(
    'Add a path (a journey, a sample that takes the other guard branch, or paths: "transitions").',
  );
  throw new Error(lines.join('\n'));
}

/** `reports/qa/coverage/` at the repository root; a QA tool reads every JSON in it. */
// (A string, not `new URL(...)`: under jsdom the global URL is jsdom's, which node:url rejects.)
const COVERAGE_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../reports/qa/coverage',
);

export function writeCoverageJson(
  name: string,
  report: CoverageReport,
  dir = COVERAGE_DIR,
): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
