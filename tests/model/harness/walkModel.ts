// The path walker: one vitest `it` per generated path of a chart, each walked through the real
// view.
//
//   defineModelTest({ name, machine, paths, journeys, setup, events, states })
//
// - Paths come from xstate/graph's TestModel (constructed directly: createTestModel refuses charts
//   with invoke/after). 'walks' (the default) chains every transition the named `journeys` leave
//   uncovered into a few long walks (harness/paths.ts); 'simple' and 'shortest' are TestModel's own
//   generators; 'transitions' is shortest paths plus the shortest way to each transition they miss.
//   Named `journeys` are walked in every case (e.g. a retry back-edge).
// - Each step is performed by the `events[key].exec` callback (click, type, release a gated reply,
//   advance a delay), then every `states[key]` that matches the new snapshot asserts the screen.
// - Walked steps are recorded (coverage.ts); `afterAll` writes reports/qa/coverage/<name>.json
//   and fails unless every state and transition of the chart was walked.
//
// Event keys: a chart's own event types, `xstate.done.actor.<src>` / `xstate.error.actor.<src>`
// for each actor in `setup({ actors })`, and `xstate.after.<DELAY>` for each named delay. The
// `events` table type requires all of them; `null` marks one the chart declares but never takes.
import { cleanup } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors as ownEventDescriptors,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
  type OutputFrom,
  type SnapshotFrom,
  type StateMachine,
  type StateValue,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  assertFullCoverage,
  CoverageRecorder,
  createPureScope,
  describeChart,
  isFullCoverage,
  writeCoverageJson,
  type CoverageReport,
  type PathRecord,
} from './coverage';
import { qaChartInfo, qaPathInfo } from './qaExport';
import { walksOverAdjacency, type Adjacency } from './adjacencyWalks';
import { topUpTransitions } from './paths';
import { fakeClock, realClock } from '../../support/fakeClock';
import { assertNoEnglishOnScreen } from '../../support/englishUiWords';

// ---------------------------------------------------------------------------------------------
// Types derived from the machine

/** The pieces of a `setup(...).createMachine(...)` type the tables are keyed by. */
type Parts<M> =
  M extends StateMachine<
    infer _C,
    infer E,
    infer _Ch,
    infer A,
    infer _Ac,
    infer _G,
    infer D,
    infer SV,
    infer _T,
    infer _I,
    infer _O,
    infer _Em,
    infer _Me,
    infer _Sc
  >
    ? { events: E; actors: A; delays: D; value: SV }
    : never;

type AccountEvent<M> = Parts<M>['events'];
type ActorSrc<M> = Parts<M>['actors'] extends infer A
  ? A extends { src: infer S extends string }
    ? S
    : never
  : never;
type ActorOutput<M, S> = Parts<M>['actors'] extends infer A
  ? A extends { src: S; logic: infer L extends AnyActorLogic }
    ? OutputFrom<L>
    : never
  : never;

/** Every key the `events` table must have for chart `M`. */
export type EventKey<M> =
  | AccountEvent<M>['type']
  | `xstate.done.actor.${ActorSrc<M>}`
  | `xstate.error.actor.${ActorSrc<M>}`
  | `xstate.after.${Parts<M>['delays']}`;

/** The event object a step performs for key `K` (what `exec` receives). */
type EventOf<M, K> = K extends AccountEvent<M>['type']
  ? Extract<AccountEvent<M>, { type: K }>
  : K extends `xstate.done.actor.${infer S}`
    ? { type: K; output: ActorOutput<M, S> }
    : K extends `xstate.error.actor.${string}`
      ? { type: K; error: unknown }
      : { type: string };

type Payload<E> = Omit<E, 'type'>;

/** Named sample payloads: one path per sample where the event is possible. */
type Samples<P> = Readonly<Record<string, P>>;

interface StepInfo<Snap = AnyMachineSnapshot> {
  /** Model snapshot before and after the step. */
  from: Snap;
  to: Snap;
  /** Name of the sample used, when the event has samples. */
  sample: string | undefined;
  /** For `xstate.after.*`: the delay in ms, resolved from the chart's `delays`. */
  delayMs: number | undefined;
  /** 1-based step number within the path. */
  index: number;
}

type Exec<Ctx, Ev, Snap> = (ctx: Ctx, event: Ev, step: StepInfo<Snap>) => unknown;

type SamplesField<K, P> = K extends `xstate.after.${string}`
  ? { samples?: never }
  : K extends `xstate.error.actor.${string}`
    ? { samples?: Samples<P> } // default: one sample with a generic Error
    : K extends `xstate.done.actor.${string}`
      ? P extends { output: infer O }
        ? undefined extends O
          ? { samples?: Samples<P> }
          : { samples: Samples<P> }
        : { samples?: Samples<P> }
      : Partial<P> extends P // no required payload field: a bare { type } will do
        ? { samples?: Samples<P> }
        : { samples: Samples<P> };

export type EventSpec<M, K, Ctx> = {
  exec: Exec<Ctx, EventOf<M, K>, SnapshotFrom<M>>;
} & SamplesField<K, Payload<EventOf<M, K>>>;

/**
 * The chart takes the event, but no user action can produce it through the view (a listener that
 * cannot fail, say). Paths leave it out; its transitions are reported as excluded, with the reason.
 */
export interface SkipEvent {
  skip: string;
}

/**
 * Missing keys fail to compile. `null` = declared (an actor in setup, an event type) but never
 * taken by the chart; checked at collection time.
 */
export type EventsTable<M, Ctx> = {
  [K in EventKey<M>]: EventSpec<M, K, Ctx> | SkipEvent | null;
};

type StateKeys<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]-?: K | `${K}.${StateKeys<NonNullable<V[K]>>}` }[keyof V & string]
    : never;
type LeafKeys<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]-?: `${K}.${LeafKeys<NonNullable<V[K]>>}` }[keyof V & string]
    : never;

export type StateCheck<Ctx, Snap> = (ctx: Ctx, snapshot: Snap) => unknown;

/**
 * Every leaf state (atomic or final) must assert what the screen shows; parents may add shared
 * assertions. All keys matching a snapshot run, parents first.
 */
export type StatesTable<M, Ctx> = {
  [K in LeafKeys<Parts<M>['value']>]: StateCheck<Ctx, SnapshotFrom<M>>;
} & { [K in StateKeys<Parts<M>['value']>]?: StateCheck<Ctx, SnapshotFrom<M>> };

/** A journey step: an event key, optionally `key:sample`. */
type JourneyStep<M> = EventKey<M> | `${EventKey<M>}:${string}`;

/** A journey: steps from the initial state (of the named input, when `inputs` is used). */
export type Journey<M> =
  ReadonlyArray<JourneyStep<M>> | { input: string; steps: ReadonlyArray<JourneyStep<M>> };

export interface SetupInfo<M extends AnyStateMachine> {
  /** The chart's input for this path; render the view so its chart gets the same. */
  input: InputFrom<M> | undefined;
  inputName: string | undefined;
}

export type PathStrategy<M extends AnyStateMachine> =
  | 'walks'
  | 'simple'
  | 'shortest'
  | 'transitions'
  | ((
      model: TestModel<SnapshotFrom<M>, EventObject, unknown>,
      /** Transition ids the journeys and earlier inputs' paths walk; grows with what you add. */
      options: { walked: Set<string> },
    ) => EventObject[][]);

export interface ModelTestSpec<M extends AnyStateMachine, Ctx> {
  /** Chart name: the describe block and reports/qa/coverage/<name>.json. */
  name: string;
  machine: M;
  /** The chart's input, if it takes one. */
  input?: InputFrom<M>;
  /**
   * Several named inputs, when the input changes which transitions are possible (an `always`
   * guard on it, say): paths are generated from the initial state of each; coverage is merged.
   */
  inputs?: Record<string, InputFrom<M>>;
  /** Default 'walks'. */
  paths?: PathStrategy<M>;
  /**
   * 'walks' only: event keys (`key` or `key:sample`) after which the real screen cannot go on as
   * the chart can (a 401 that forgets the participant, say); a walk ends with them.
   */
  endsWalk?: string[];
  /** Named event sequences walked in addition to the generated paths. */
  journeys?: Record<string, Journey<M>>;
  /**
   * Render the real view (fresh per path) and return what the callbacks need. Write it before
   * `events`/`states` so TypeScript infers `Ctx` from it.
   */
  setup: (info: SetupInfo<M>) => Ctx | Promise<Ctx>;
  /** Default: Testing Library's `cleanup` (unmount, which stops the chart). */
  teardown?: (ctx: Ctx) => unknown;
  events: EventsTable<M, Ctx>;
  states: StatesTable<M, Ctx>;
  /** How model snapshots are told apart. Default: JSON of value and context. */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** Fake timers around each path (`shouldAdvanceTime`). Default true. */
  fakeTimers?: boolean;
  /** Upper bound on explored model states. Default 5000. */
  limit?: number;
  /**
   * Per-path timeout in ms; default 45 s. A journey against the real server takes 5–15 s on a
   * quiet machine and can take three times that on a busy one (CI shares two cores with the
   * server, jsdom and the gated backend): the limit catches a hang, not a slow step.
   */
  timeout?: number;
  /** Default true: fail in afterAll below 100%. */
  assertCoverage?: boolean;
  /**
   * false: do not check each visited screen for English UI words. Only for a chart whose screen
   * shows text the test cannot make Danish (none so far); the default checks every step.
   */
  danishOnly?: boolean;
  /**
   * The snapshot of the real chart inside the view (see `createSnapshotProbe`). When given, each
   * step also checks that the real chart is in the model's state — the screen assertions alone
   * cannot tell two states apart that render alike.
   */
  actual?: (ctx: Ctx) => AnyMachineSnapshot | undefined;
  /**
   * Danish texts for the QA report (`npm run qa:paths`): per event key (or `key:sample`) what the
   * tester does, per state key what the screen shows. Optional; the report falls back to keys.
   */
  labels?: {
    events?: Partial<Record<EventKey<M> | `${EventKey<M>}:${string}`, string>>;
    states?: Partial<Record<StateKeys<Parts<M>['value']>, string>>;
  };
  /**
   * 'view' (default): every path is walked through the real screen. 'machine': the chart cannot be
   * driven through a view and is walked on its own; the QA report and the coverage gate say so.
   */
  walkedThrough?: 'view' | 'machine';
}

// ---------------------------------------------------------------------------------------------
// Planning (pure, runs at collection time)

interface PlannedStep {
  event: EventObject;
  /** Table key of the event (`xstate.after.SLOW_MS` for the delayed event). */
  key: string;
  sample: string | undefined;
  delayMs: number | undefined;
  from: AnyMachineSnapshot;
  to: AnyMachineSnapshot;
}

interface PlannedPath {
  name: string;
  inputName: string | undefined;
  input: unknown;
  initial: AnyMachineSnapshot;
  steps: PlannedStep[];
}

interface ModelPlan {
  paths: PlannedPath[];
  /** One TestModel per input (key '' when the chart has a single input). */
  models: Record<string, TestModel<AnyMachineSnapshot, EventObject, unknown>>;
  /** Transition ids left out by `{ skip }` entries, with the reason. */
  excluded: Map<string, string>;
}

interface Candidate {
  event: EventObject;
  key: string;
  sample: string | undefined;
}

type LooseSpec =
  | {
      exec: (ctx: unknown, event: EventObject, step: StepInfo) => unknown;
      samples?: Record<string, Record<string, unknown>>;
    }
  | SkipEvent
  | null;

const isSkip = (spec: LooseSpec): spec is SkipEvent => spec !== null && 'skip' in spec;

const AFTER = 'xstate.after.';

function stateNodeByKey(machine: AnyStateMachine, key: string): AnyStateNode | undefined {
  let node: AnyStateNode | undefined = machine.root;
  for (const seg of key.split('.')) node = node?.states[seg];
  return node;
}

function leafKeys(machine: AnyStateMachine): string[] {
  return describeChart(machine)
    .states.filter((s) => s.type === 'atomic' || s.type === 'final')
    .map((s) => s.key);
}

/** `loading.quiet`, or `(a.x | b.y)` for parallel regions. */
export function stateLabel(value: StateValue): string {
  const leaves = (v: StateValue, prefix: string): string[] =>
    typeof v === 'string'
      ? [`${prefix}${v}`]
      : Object.entries(v).flatMap(([k, child]) =>
          child === undefined || (typeof child === 'object' && !Object.keys(child).length)
            ? [`${prefix}${k}`]
            : leaves(child as StateValue, `${prefix}${k}.`),
        );
  const all = leaves(value, '');
  return all.length === 1 ? all[0] : `(${all.join(' | ')})`;
}

function eventLabel(step: { key: string; sample: string | undefined }): string {
  const k = step.key;
  const short = k.startsWith('xstate.done.actor.')
    ? `done:${k.slice(18)}`
    : k.startsWith('xstate.error.actor.')
      ? `error:${k.slice(19)}`
      : k.startsWith(AFTER)
        ? `after:${k.slice(AFTER.length)}`
        : k;
  return step.sample ? `${short}[${step.sample}]` : short;
}

function resolveDelay(machine: AnyStateMachine, delay: string, snapshot: AnyMachineSnapshot) {
  const impl: unknown = machine.implementations.delays[delay];
  if (typeof impl === 'number') return impl;
  if (typeof impl === 'function') {
    try {
      const ms: unknown = impl({ context: snapshot.context, event: { type: '' } }, undefined);
      return typeof ms === 'number' ? ms : undefined;
    } catch {
      return undefined;
    }
  }
  const n = Number(delay);
  return Number.isFinite(n) ? n : undefined;
}

export function planModelTest<M extends AnyStateMachine, Ctx>(
  spec: ModelTestSpec<M, Ctx>,
): ModelPlan {
  const machine: AnyStateMachine = spec.machine;
  const chart = describeChart(machine);
  const table = spec.events as unknown as Record<string, LooseSpec>;
  const where = `model test "${spec.name}"`;

  // --- the tables against the chart -------------------------------------------------------
  const afterKeyOf = new Map<string, string>(); // full delayed event type → table key
  const keyOfTransition = new Map<string, string>(); // transition id → table key
  for (const t of chart.transitions) {
    if (t.kind === 'always' || t.kind === 'done.state') continue; // internal, never performed
    const key = t.kind === 'after' ? `${AFTER}${t.delay}` : t.event;
    if (t.kind === 'after') afterKeyOf.set(t.event, key);
    keyOfTransition.set(t.id, key);
  }
  const chartKeys = new Set(keyOfTransition.values());
  for (const [key, value] of Object.entries(table)) {
    if (value !== null && !chartKeys.has(key)) {
      throw new Error(
        `${where}: events["${key}"] — the chart has no transition on it (typo, or mark it null). ` +
          `Chart keys: ${[...chartKeys].join(', ')}`,
      );
    }
  }
  const excluded = new Map<string, string>();
  for (const [id, key] of keyOfTransition) {
    const entry = table[key];
    if (entry && isSkip(entry)) excluded.set(id, entry.skip);
  }
  const stateKeys = Object.keys(spec.states);
  for (const key of stateKeys) {
    if (!stateNodeByKey(machine, key)) {
      throw new Error(`${where}: states["${key}"] is not a state of ${machine.id}`);
    }
  }
  const missingStates = leafKeys(machine).filter((k) => !stateKeys.includes(k));
  if (missingStates.length) {
    throw new Error(`${where}: states table lacks leaf states: ${missingStates.join(', ')}`);
  }

  // --- event samples ------------------------------------------------------------------------
  // Event objects are built once per (type, sample) so they can be recognised by identity.
  const candidateCache = new Map<string, Candidate[]>();
  const candidateOf = new WeakMap<EventObject, Candidate>();
  function candidatesFor(snapshot: AnyMachineSnapshot): Candidate[] {
    return ownEventDescriptors(snapshot).flatMap((type: string) => {
      const cached = candidateCache.get(type);
      if (cached) return cached;
      if (type.includes('*')) {
        throw new Error(`${where}: wildcard event descriptor "${type}" cannot be generated`);
      }
      const key = afterKeyOf.get(type) ?? type;
      if (!(key in table)) {
        throw new Error(
          `${where}: events table has no entry "${key}", but in state ` +
            `${stateLabel(snapshot.value)} the chart takes it. Add { exec, samples? } or { skip }.`,
        );
      }
      const entry = table[key];
      if (entry === null) {
        throw new Error(
          `${where}: events["${key}"] is null (never taken), but state ` +
            `${stateLabel(snapshot.value)} takes it.`,
        );
      }
      if (isSkip(entry)) {
        candidateCache.set(type, []);
        return [];
      }
      let samples: Array<[string | undefined, Record<string, unknown>]> = entry.samples
        ? Object.entries(entry.samples)
        : [[undefined, {}]];
      if (!entry.samples && type.startsWith('xstate.error.actor.')) {
        samples = [[undefined, { error: new Error(`${type} (model sample)`) }]];
      }
      const list = samples.map(([sample, payload]) => {
        const c: Candidate = { event: { ...payload, type }, key, sample };
        candidateOf.set(c.event, c);
        return c;
      });
      candidateCache.set(type, list);
      return list;
    });
  }
  const eventId = (e: EventObject) => {
    const c = candidateOf.get(e);
    return c?.sample ? `${e.type}:${c.sample}` : e.type;
  };
  const serializeState = (s: AnyMachineSnapshot) =>
    spec.serializeState
      ? spec.serializeState(s as SnapshotFrom<M>)
      : JSON.stringify({ value: s.value, context: s.context });
  const toEvents = (p: { steps: Array<{ event: EventObject }> }) =>
    p.steps.slice(1).map((s) => s.event);
  const scope = createPureScope();

  const inputs: Array<[string | undefined, unknown]> = spec.inputs
    ? Object.entries(spec.inputs)
    : [[undefined, spec.input]];
  const models: ModelPlan['models'] = {};
  const paths: PlannedPath[] = [];
  // Transitions walked by earlier inputs' paths and by journeys: 'walks' does not walk them again.
  const walkedBefore = new Set<string>();

  for (const [inputName, input] of inputs) {
    const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
      stateMatcher: (s, key) => s.matches(key),
      events: (s) => candidatesFor(s).map((c) => c.event),
      serializeState: (s) => serializeState(s),
      serializeEvent: eventId as (e: EventObject) => string,
      input,
      limit: spec.limit ?? 5000,
    });
    models[inputName ?? ''] = model;
    const initial: AnyMachineSnapshot = machine.getInitialSnapshot(scope, input);

    // Replays an event list into the snapshots each step starts from and reaches.
    const replay = (events: readonly EventObject[]): PlannedPath => {
      let from = initial;
      const steps = events.map((event) => {
        const c = candidateOf.get(event);
        if (!c) throw new Error(`${where}: a path uses an event not built from the events table`);
        const to: AnyMachineSnapshot = machine.transition(from, event, scope);
        const delay = c.key.startsWith(AFTER) ? c.key.slice(AFTER.length) : undefined;
        const step: PlannedStep = {
          event,
          key: c.key,
          sample: c.sample,
          delayMs: delay === undefined ? undefined : resolveDelay(machine, delay, from),
          from,
          to,
        };
        from = to;
        return step;
      });
      return { name: '', inputName, input, initial, steps };
    };

    const resolveJourney = (name: string, journey: readonly string[]): EventObject[] => {
      let snapshot = initial;
      return journey.map((stepKey, i) => {
        const [key, sample] = stepKey.split(':', 2) as [string, string | undefined];
        const all = candidatesFor(snapshot);
        const options = all.filter(
          (c) => c.key === key && (sample === undefined || c.sample === sample),
        );
        if (options.length !== 1) {
          const possible = all.map((c) => (c.sample ? `${c.key}:${c.sample}` : c.key));
          throw new Error(
            `${where}: journey "${name}" step ${i + 1} "${stepKey}" ` +
              (options.length ? 'is ambiguous (name the sample)' : 'is not possible') +
              ` in state ${stateLabel(snapshot.value)}. Possible: ${possible.join(', ') || '(none)'}`,
          );
        }
        snapshot = machine.transition(snapshot, options[0].event, scope);
        return options[0].event;
      });
    };

    // For every transition the base paths miss: the shortest way to a model state where it
    // fires, then its event (harness/paths.ts). Uses the same microstep inspection as the
    // coverage gate.
    const completeTransitions = (
      base: EventObject[][],
      shortest: Array<{ state: AnyMachineSnapshot; steps: Array<{ event: EventObject }> }>,
    ): EventObject[][] => {
      const probe = new CoverageRecorder(machine);
      const adjacency = Object.entries(model.getAdjacencyMap());
      const stateOf = new Map(adjacency.map(([key, { state }]) => [key, state]));
      const toState = new Map(shortest.map((p) => [serializeState(p.state), toEvents(p)]));
      const extra = topUpTransitions<EventObject>({
        base,
        pathTo: (key) => toState.get(key) ?? [],
        edges: adjacency.flatMap(([from, { transitions }]) =>
          (Object.values(transitions) as Array<{ event: EventObject }>).map(({ event }) => ({
            from,
            edge: event,
          })),
        ),
        firedAlong: (events) => {
          const ids: string[] = [];
          let { next, fired } = probe.probe(
            { from: undefined, event: { type: 'xstate.init' } },
            input,
          );
          ids.push(...fired.map((t) => t.id));
          for (const event of events) {
            ({ next, fired } = probe.probe({ from: next, event }));
            ids.push(...fired.map((t) => t.id));
          }
          return ids;
        },
        firedBy: (from, event) =>
          probe.probe({ from: stateOf.get(from)!, event }).fired.map((t) => t.id),
      });
      return [...base, ...extra];
    };

    // This input's named journeys, resolved before the generated paths: 'walks' leaves out
    // what they already walk.
    const journeys: Array<[string, EventObject[]]> = [];
    for (const [name, journey] of Object.entries(spec.journeys ?? {})) {
      const steps = 'steps' in journey ? journey.steps : journey;
      const forInput = 'steps' in journey ? journey.input : inputs[0][0];
      if (spec.inputs && !(forInput !== undefined && forInput in spec.inputs)) {
        throw new Error(`${where}: journey "${name}" names no input of \`inputs\``);
      }
      if (forInput !== inputName) continue;
      journeys.push([name, resolveJourney(name, steps)]);
    }

    // Walks that fire every transition this input's journeys and the earlier inputs' paths have
    // not fired (harness/paths.ts). Uses the same microstep inspection as the coverage gate.
    // What the journeys walk counts as walked before any generated path (and so do the earlier
    // inputs' paths): 'walks' and a strategy given `walked` leave it out.
    const probe = new CoverageRecorder(machine);
    const firedAlong = (events: readonly EventObject[]) => {
      let { next, fired } = probe.probe({ from: undefined, event: { type: 'xstate.init' } }, input);
      const ids = fired.map((t) => t.id);
      for (const event of events) {
        ({ next, fired } = probe.probe({ from: next, event }));
        ids.push(...fired.map((t) => t.id));
      }
      return ids;
    };
    for (const id of firedAlong([])) walkedBefore.add(id);
    for (const [, events] of journeys) for (const id of firedAlong(events)) walkedBefore.add(id);

    // Walks that fire every transition not walked before (harness/paths.ts). Uses the same
    // microstep inspection as the coverage gate.
    const walks = (): EventObject[][] =>
      walksOverAdjacency(machine, model.getAdjacencyMap() as unknown as Adjacency, {
        serialize: serializeState,
        covered: walkedBefore,
        ends: (event) => {
          const c = candidateOf.get(event);
          return !!c && !!spec.endsWalk?.some((k) => k === c.key || k === eventId(event));
        },
      });

    const strategy = spec.paths ?? 'walks';
    let generated: EventObject[][];
    if (strategy === 'walks') {
      generated = walks();
    } else if (strategy === 'simple') {
      generated = model.getSimplePaths({ allowDuplicatePaths: true }).map(toEvents);
    } else if (strategy === 'shortest' || strategy === 'transitions') {
      const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
      generated = shortest.map(toEvents);
      if (strategy === 'transitions') generated = completeTransitions(generated, shortest);
    } else {
      generated = strategy(model as unknown as TestModel<SnapshotFrom<M>, EventObject, unknown>, {
        walked: walkedBefore,
      });
    }

    // Every input is walked at least once: its start (and what fires there) is counted above.
    if (generated.length === 0 && journeys.length === 0) generated = [[]];

    // Drop paths whose event sequence is a prefix of another (xstate's own dedup compares JSON
    // of events, which cannot tell two Error samples apart).
    const ids = generated.map((events) => events.map(eventId));
    const kept = generated.filter(
      (_, i) =>
        !ids.some(
          (other, j) =>
            j !== i &&
            other.length >= ids[i].length &&
            ids[i].every((id, k) => other[k] === id) &&
            (other.length > ids[i].length || j < i),
        ),
    );

    const prefix = inputName === undefined ? '' : `[${inputName}] `;
    kept.forEach((events, i) => {
      const p = replay(events);
      p.name = `${prefix}path ${i + 1}: ${describePath(p)}`;
      paths.push(p);
    });
    for (const [name, events] of journeys) {
      const p = replay(events);
      p.name = `${prefix}journey "${name}": ${describePath(p)}`;
      paths.push(p);
    }
  }
  return { paths, models, excluded };
}

function describePath(p: PlannedPath): string {
  return [stateLabel(p.initial.value)]
    .concat(p.steps.map((s) => `—${eventLabel(s)}→ ${stateLabel(s.to.value)}`))
    .join(' ');
}

// ---------------------------------------------------------------------------------------------
// Walking

/** `exec` for `xstate.after.*` keys: advance fake timers by the chart's delay. */
export async function advanceDelay(_ctx: unknown, _event: unknown, step: { delayMs?: number }) {
  if (step.delayMs === undefined) {
    throw new Error('advanceDelay: the delay could not be resolved; advance the timers yourself');
  }
  await vi.advanceTimersByTimeAsync(step.delayMs);
}

/**
 * Follows the real actor of a chart through an inspection observer: pass `inspect` to the view
 * (AppRoot takes `inspect`; `useActorRef(machine, { inspect })` does too) and `latest` to the
 * spec's `actual`. Matches by machine id, so a `machine.provide(...)` copy is followed as well.
 */
export function createSnapshotProbe(machineId: string) {
  let latest: AnyMachineSnapshot | undefined;
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as Partial<AnyMachineSnapshot>;
    if (snapshot.machine?.id === machineId) latest = snapshot as AnyMachineSnapshot;
  };
  return { inspect, latest: () => latest };
}

async function checkActual<Ctx>(
  actual: ((ctx: Ctx) => AnyMachineSnapshot | undefined) | undefined,
  ctx: Ctx,
  expected: AnyMachineSnapshot,
) {
  if (!actual) return;
  // vi.waitFor runs on real timers, so fake timers cannot stall it.
  await vi.waitFor(
    () => {
      const real = actual(ctx);
      if (!real) throw new Error('the real chart reported no snapshot (is `inspect` passed?)');
      expect(real.value, 'state of the real chart in the view').toEqual(expected.value);
    },
    { timeout: 1000, interval: 10 },
  );
}

function annotate(err: unknown, context: string): unknown {
  if (err instanceof Error) {
    err.message = `${context}\n${err.message}`;
    return err;
  }
  return new Error(`${context}\n${String(err)}`);
}

async function checkState<M extends AnyStateMachine, Ctx>(
  spec: ModelTestSpec<M, Ctx>,
  ctx: Ctx,
  snapshot: AnyMachineSnapshot,
) {
  const checks = spec.states as Record<string, StateCheck<Ctx, SnapshotFrom<M>> | undefined>;
  const keys = Object.keys(checks)
    .filter((k) => snapshot.matches(k))
    .sort((a, b) => a.split('.').length - b.split('.').length);
  for (const key of keys) await checks[key]?.(ctx, snapshot as SnapshotFrom<M>);
  // One language (docs/behaviour.md#behaviour): whatever the state asserted, the screen it shows
  // has no English UI word (tests/support/englishUiWords.ts). One pass over the text per step:
  // cheap.
  if (spec.danishOnly !== false) assertNoEnglishOnScreen(document.body);
}

/** See `timeout` in the spec. */
const MODEL_TEST_TIMEOUT_MS = 45_000;

export function defineModelTest<M extends AnyStateMachine, Ctx>(
  spec: ModelTestSpec<M, Ctx>,
): ModelPlan {
  const plan = planModelTest(spec);
  const recorder = new CoverageRecorder(spec.machine, spec.name);
  for (const [id, reason] of plan.excluded) recorder.exclude(id, reason);
  const qaPaths = qaPathInfo(spec.machine, plan.paths, stateLabel);
  const records: PathRecord[] = plan.paths.map((p, i) => ({
    name: p.name,
    events: p.steps.map((s) => eventLabel(s)),
    status: 'not-run',
    qa: qaPaths[i],
  }));
  const table = spec.events as unknown as Record<string, LooseSpec>;

  describe(`${spec.name} (model)`, () => {
    plan.paths.forEach((path, i) => {
      it(
        path.name,
        async () => {
          records[i].status = 'failed';
          const fake = spec.fakeTimers !== false;
          // Only timers and Date are faked: MSW, undici and React need real microtasks/immediates.
          if (fake) fakeClock();
          let ctx: Ctx | undefined;
          const total = path.steps.length;
          try {
            ctx = await spec.setup({
              input: path.input as InputFrom<M> | undefined,
              inputName: path.inputName,
            });
            try {
              await checkState(spec, ctx, path.initial);
              await checkActual(spec.actual, ctx, path.initial);
            } catch (err) {
              throw annotate(
                err,
                `[${path.name}]\ninitial state ${stateLabel(path.initial.value)}:`,
              );
            }
            let { next } = recorder.record(
              { from: undefined, event: { type: 'xstate.init' } },
              { input: path.input, expected: path.initial.value },
            );
            for (const [n, step] of path.steps.entries()) {
              const label = `step ${n + 1}/${total} ${eventLabel(step)}`;
              const entry = table[step.key];
              if (!entry || isSkip(entry)) throw new Error(`no exec for ${step.key}`);
              const exec = entry.exec;
              const info: StepInfo = {
                from: step.from,
                to: step.to,
                sample: step.sample,
                delayMs: step.delayMs,
                index: n + 1,
              };
              try {
                await exec(ctx, step.event, info);
              } catch (err) {
                throw annotate(err, `[${path.name}]\n${label}: performing the event failed:`);
              }
              try {
                await checkState(spec, ctx, step.to);
                await checkActual(spec.actual, ctx, step.to);
              } catch (err) {
                throw annotate(
                  err,
                  `[${path.name}]\n${label}: state ${stateLabel(step.to.value)} not shown:`,
                );
              }
              ({ next } = recorder.record(
                { from: next, event: step.event },
                { expected: step.to.value },
              ));
            }
            records[i].status = 'passed';
          } finally {
            // Unmounting stops the chart, which must abort its in-flight calls (checked by the
            // gated backend after this test).
            await (spec.teardown && ctx !== undefined ? spec.teardown(ctx) : cleanup());
            if (fake) realClock();
          }
        },
        spec.timeout ?? MODEL_TEST_TIMEOUT_MS,
      );
    });

    afterAll(() => {
      const complete = records.every((r) => r.status === 'passed');
      const report: CoverageReport = {
        ...recorder.report(records),
        complete,
        qa: qaChartInfo(spec),
      };
      writeCoverageJson(spec.name, report);
      if (spec.assertCoverage === false) return;
      // A failed path is already a failure of its own; a filtered run (-t) cannot be complete.
      if (records.some((r) => r.status === 'failed')) return;
      if (!complete) {
        if (!isFullCoverage(report)) {
          console.warn(`${spec.name}: not all paths ran, coverage not asserted`);
        }
        return;
      }
      assertFullCoverage(report);
    });
  });
  return plan;
}
