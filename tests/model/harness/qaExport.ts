// What the QA report (`npm run qa:paths`, scripts/qa) needs beyond the coverage numbers: the
// planned steps of every path (event key, sample, state reached, transitions fired), the sample
// payloads, the Danish labels and how the chart was walked. Written into
// reports/qa/coverage/<name>.json under `qa` (per chart) and `paths[].qa` (per path).
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { CoverageRecorder } from './coverage';

/** Danish texts for the QA report, keyed like the `events` and `states` tables. */
export interface QaLabels {
  /** Event key (`list.retry`) or `key:sample`: what the tester does ("Klik 'Prøv igen'"). */
  events?: Record<string, string | undefined>;
  /** State key (`loading.slow`): what the screen shows. */
  states?: Record<string, string | undefined>;
}

export interface QaChartInfo {
  /** Path generator of the model test: simple | shortest | transitions | custom. */
  strategy: string;
  /** `view` (default): through the real screen; `machine`: the chart alone, no view. */
  walkedThrough: 'view' | 'machine';
  labels: QaLabels;
  /** Event key → sample name → payload preview (JSON-safe, shortened). */
  samples: Record<string, Record<string, unknown>>;
  journeys: string[];
  inputs: string[];
}

export interface QaStep {
  /** Events-table key: `list.load`, `xstate.done.actor.fetchItems`, `xstate.after.SLOW_MS`. */
  key: string;
  sample?: string;
  delayMs?: number;
  /** State reached, as `loading.quiet` or `(a.x | b.y)`. */
  to: string;
  /** Transition ids (coverage.ts ids) the interpreter took in this step. */
  fired: string[];
}

export interface QaPathInfo {
  input?: string;
  initial: string;
  /** Transitions taken while starting (eventless chains from the initial state). */
  initialFired: string[];
  steps: QaStep[];
}

interface PlannedLike {
  inputName: string | undefined;
  input: unknown;
  initial: AnyMachineSnapshot;
  steps: Array<{
    event: EventObject;
    key: string;
    sample: string | undefined;
    delayMs: number | undefined;
    from: AnyMachineSnapshot;
    to: AnyMachineSnapshot;
  }>;
}

/** The planned steps of each path with the transitions each step fires (a pure replay). */
export function qaPathInfo(
  machine: AnyStateMachine,
  paths: readonly PlannedLike[],
  label: (value: StateValue) => string,
): QaPathInfo[] {
  const probe = new CoverageRecorder(machine);
  return paths.map((p) => ({
    ...(p.inputName === undefined ? {} : { input: p.inputName }),
    initial: label(p.initial.value),
    initialFired: probe
      .probe({ from: undefined, event: { type: 'xstate.init' } }, p.input)
      .fired.map((t) => t.id),
    steps: p.steps.map((s) => ({
      key: s.key,
      ...(s.sample === undefined ? {} : { sample: s.sample }),
      ...(s.delayMs === undefined ? {} : { delayMs: s.delayMs }),
      to: label(s.to.value),
      fired: probe.probe({ from: s.from, event: s.event }).fired.map((t) => t.id),
    })),
  }));
}

interface SpecLike {
  paths?: unknown;
  walkedThrough?: 'view' | 'machine';
  labels?: QaLabels;
  journeys?: Record<string, unknown>;
  inputs?: Record<string, unknown>;
  events: unknown;
}

export function qaChartInfo(spec: SpecLike): QaChartInfo {
  const samples: QaChartInfo['samples'] = {};
  const table = spec.events as Record<string, { samples?: Record<string, unknown> } | null>;
  for (const [key, entry] of Object.entries(table)) {
    if (!entry || !('samples' in entry) || !entry.samples) continue;
    samples[key] = Object.fromEntries(
      Object.entries(entry.samples).map(([name, payload]) => [name, previewPayload(payload)]),
    );
  }
  return {
    strategy: typeof spec.paths === 'function' ? 'custom' : String(spec.paths ?? 'transitions'),
    walkedThrough: spec.walkedThrough ?? 'view',
    labels: { events: { ...spec.labels?.events }, states: { ...spec.labels?.states } },
    samples,
    journeys: Object.keys(spec.journeys ?? {}),
    inputs: Object.keys(spec.inputs ?? {}),
  };
}

const MAX_ITEMS = 5;
const MAX_DEPTH = 4;
const MAX_STRING = 200;

/**
 * A JSON-safe, shortened copy of a sample payload for the report: errors become
 * `'TypeError: …'`, functions their name, long arrays their first items and a count.
 */
export function previewPayload(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'string') {
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  }
  if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[${value.length} items]` : '{…}';
  if (Array.isArray(value)) {
    const head = value.slice(0, MAX_ITEMS).map((v) => previewPayload(v, depth + 1));
    return value.length > MAX_ITEMS ? [...head, `… ${value.length - MAX_ITEMS} more`] : head;
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      previewPayload(v, depth + 1),
    ]),
  );
}
