// The walker's planning (pure: no view, no tests registered) and the compile-time strictness of
// its tables. The `@ts-expect-error` lines are checked by `tsc`: if a missing entry ever stopped
// being a type error, the unused directive would fail the typecheck.
import { describe, expect, it } from 'vitest';
import { assign, createMachine, fromCallback, setup } from 'xstate';
import { fixtureListMachine, type FixtureItem } from '../model/fixtures/fixtureList.machine';
import {
  advanceDelay,
  planModelTest,
  type EventsTable,
  type ModelTestSpec,
  type StatesTable,
} from '../model/harness/walkModel';

type Ctx = { tag: 'ctx' };
const noop = () => {};
const items: FixtureItem[] = [{ id: 1, title: 'a' }];
type Fixture = typeof fixtureListMachine;

const events: EventsTable<Fixture, Ctx> = {
  'list.load': { exec: noop },
  'list.retry': { exec: noop },
  'xstate.done.actor.fetchItems': {
    samples: { some: { output: items }, none: { output: [] } },
    exec: noop,
  },
  'xstate.error.actor.fetchItems': { exec: noop },
  'xstate.after.SLOW_MS': { exec: advanceDelay },
};
const states: StatesTable<Fixture, Ctx> = {
  idle: noop,
  'loading.quiet': noop,
  'loading.slow': noop,
  loaded: noop,
  empty: noop,
  failed: noop,
};
const base: ModelTestSpec<Fixture, Ctx> = {
  name: 'plan',
  machine: fixtureListMachine,
  setup: () => ({ tag: 'ctx' }),
  events,
  states,
};

// --- compile-time strictness ---------------------------------------------------------------
export const typeChecks = () => {
  // @ts-expect-error — 'list.retry' is missing
  const missingEvent: EventsTable<Fixture, Ctx> = {
    'list.load': { exec: noop },
    'xstate.done.actor.fetchItems': { samples: { some: { output: items } }, exec: noop },
    'xstate.error.actor.fetchItems': { exec: noop },
    'xstate.after.SLOW_MS': { exec: advanceDelay },
  };
  // @ts-expect-error — the delayed transition has no entry
  const missingDelay: EventsTable<Fixture, Ctx> = {
    'list.load': { exec: noop },
    'list.retry': { exec: noop },
    'xstate.done.actor.fetchItems': { samples: { some: { output: items } }, exec: noop },
    'xstate.error.actor.fetchItems': { exec: noop },
  };
  const doneNeedsSamples: EventsTable<Fixture, Ctx> = {
    ...events,
    // @ts-expect-error — a done event with an output needs samples
    'xstate.done.actor.fetchItems': { exec: noop },
  };
  const wrongOutput: EventsTable<Fixture, Ctx> = {
    ...events,
    // @ts-expect-error — the output must be FixtureItem[]
    'xstate.done.actor.fetchItems': { samples: { bad: { output: 'x' } }, exec: noop },
  };
  const typedExec: EventsTable<Fixture, Ctx> = {
    ...events,
    'xstate.done.actor.fetchItems': {
      samples: { some: { output: items } },
      exec: (ctx, event) => {
        const tag: 'ctx' = ctx.tag;
        const first: FixtureItem | undefined = event.output[0];
        return [tag, first];
      },
    },
  };
  // @ts-expect-error — the leaf state 'loading.slow' asserts nothing
  const missingLeaf: StatesTable<Fixture, Ctx> = {
    idle: noop,
    'loading.quiet': noop,
    loaded: noop,
    empty: noop,
    failed: noop,
  };
  const unknownState: StatesTable<Fixture, Ctx> = {
    ...states,
    // @ts-expect-error — not a state
    'loading.fast': noop,
  };
  return [
    missingEvent,
    missingDelay,
    doneNeedsSamples,
    wrongOutput,
    typedExec,
    missingLeaf,
    unknownState,
  ];
};

// --- planning --------------------------------------------------------------------------------
const names = (spec: ModelTestSpec<Fixture, Ctx>) => planModelTest(spec).paths.map((p) => p.name);

describe('planModelTest', () => {
  it('simple paths: one per simple path and sample, prefixes dropped', () => {
    expect(names({ ...base, paths: 'simple' })).toEqual([
      'path 1: idle —list.load→ loading.quiet —done:fetchItems[some]→ loaded',
      'path 2: idle —list.load→ loading.quiet —after:SLOW_MS→ loading.slow —done:fetchItems[some]→ loaded',
      'path 3: idle —list.load→ loading.quiet —done:fetchItems[none]→ empty',
      'path 4: idle —list.load→ loading.quiet —after:SLOW_MS→ loading.slow —done:fetchItems[none]→ empty',
      'path 5: idle —list.load→ loading.quiet —error:fetchItems→ failed',
      'path 6: idle —list.load→ loading.quiet —after:SLOW_MS→ loading.slow —error:fetchItems→ failed',
    ]);
  });

  it("'transitions' adds the back-edge that no simple or shortest path has", () => {
    // Shortest paths to every model state, the error path then subsumed by its extension.
    expect(names({ ...base, paths: 'transitions' })).toEqual([
      'path 1: idle —list.load→ loading.quiet —done:fetchItems[some]→ loaded',
      'path 2: idle —list.load→ loading.quiet —done:fetchItems[none]→ empty',
      'path 3: idle —list.load→ loading.quiet —after:SLOW_MS→ loading.slow',
      'path 4: idle —list.load→ loading.quiet —error:fetchItems→ failed —list.retry→ loading.quiet',
    ]);
    expect(names({ ...base, paths: 'shortest' }).some((n) => n.includes('list.retry'))).toBe(false);
  });

  it('journeys resolve samples by name and carry resolved delays', () => {
    const plan = planModelTest({
      ...base,
      paths: () => [],
      journeys: {
        slow: ['list.load', 'xstate.after.SLOW_MS', 'xstate.done.actor.fetchItems:none'],
      },
    });
    expect(plan.paths).toHaveLength(1);
    const [, delay, done] = plan.paths[0].steps;
    expect(delay).toMatchObject({ key: 'xstate.after.SLOW_MS', delayMs: 1500 });
    expect(done).toMatchObject({ sample: 'none' });
    expect(done.to.value).toBe('empty');
  });

  it('rejects impossible or ambiguous journey steps', () => {
    expect(() =>
      planModelTest({ ...base, paths: () => [], journeys: { bad: ['list.retry'] } }),
    ).toThrowError(/journey "bad" step 1 "list.retry" is not possible in state idle/);
    expect(() =>
      planModelTest({
        ...base,
        paths: () => [],
        journeys: { vague: ['list.load', 'xstate.done.actor.fetchItems'] },
      }),
    ).toThrowError(/is ambiguous/);
  });

  it('fails at collection time when a loosely typed table lacks an event or a leaf state', () => {
    const loose = createMachine({
      id: 'loose',
      initial: 'a',
      states: { a: { on: { next: 'b' } }, b: { on: { back: 'a' } } },
    });
    const spec = {
      name: 'loose',
      machine: loose,
      setup: () => ({}),
      events: { next: { exec: noop } },
      states: { a: noop, b: noop },
    };
    expect(() => planModelTest(spec)).toThrowError(
      /no entry "back", but in state b the chart takes it/,
    );
    expect(() =>
      planModelTest({
        ...spec,
        events: { next: { exec: noop }, back: { exec: noop } },
        states: { a: noop },
      }),
    ).toThrowError(/lacks leaf states: b/);
    expect(() =>
      planModelTest({
        ...spec,
        events: { next: { exec: noop }, back: { exec: noop }, nxet: { exec: noop } },
      }),
    ).toThrowError(/events\["nxet"\] — the chart has no transition on it/);
  });

  it('null entries must really be unreachable; skip entries are excluded with their reason', () => {
    const listener = setup({
      types: { events: {} as { type: 'ping' } | { type: 'unused' } },
      actors: { listen: fromCallback(() => () => {}) },
    }).createMachine({
      id: 'listener',
      initial: 'a',
      invoke: { id: 'listen', src: 'listen', onError: { actions: assign({}) } },
      states: { a: { on: { ping: 'b' } }, b: {} },
    });
    const spec: ModelTestSpec<typeof listener, Ctx> = {
      name: 'listener',
      machine: listener,
      setup: () => ({ tag: 'ctx' }),
      events: {
        ping: { exec: noop },
        unused: null,
        'xstate.done.actor.listen': null,
        'xstate.error.actor.listen': { skip: 'an event listener cannot fail' },
      },
      states: { a: noop, b: noop },
    };
    const plan = planModelTest(spec);
    expect(plan.paths.map((p) => p.name)).toEqual(['path 1: a —ping→ b']);
    expect([...plan.excluded]).toEqual([
      ['listener|xstate.error.actor.listen|0', 'an event listener cannot fail'],
    ]);
    expect(() => planModelTest({ ...spec, events: { ...spec.events, ping: null } })).toThrowError(
      /events\["ping"\] is null \(never taken\), but state a takes it/,
    );
  });

  it('plans each named input separately', () => {
    const gate = setup({
      types: {
        input: {} as { ready: boolean },
        context: {} as { ready: boolean },
        events: {} as { type: 'ready' },
      },
      guards: { isReady: ({ context }) => context.ready },
    }).createMachine({
      id: 'gate',
      context: ({ input }) => ({ ready: input.ready }),
      initial: 'waiting',
      states: {
        waiting: { always: { guard: 'isReady', target: 'open' }, on: { ready: 'open' } },
        open: {},
      },
    });
    const plan = planModelTest({
      name: 'gate',
      machine: gate,
      inputs: { ready: { ready: true }, pending: { ready: false } },
      setup: () => ({}),
      events: { ready: { exec: noop } },
      states: { waiting: noop, open: noop },
    });
    expect(plan.paths.map((p) => p.name)).toEqual([
      '[ready] path 1: open',
      '[pending] path 1: waiting —ready→ open',
    ]);
    expect(plan.paths[0].input).toEqual({ ready: true });
  });
});

// A user event with a required payload field must come with samples.
const _search = setup({
  types: { events: {} as { type: 'search.change'; query: string } | { type: 'search.clear' } },
}).createMachine({
  id: 'search',
  on: { 'search.change': { actions: () => {} }, 'search.clear': { actions: () => {} } },
});
export const payloadChecks = (): EventsTable<typeof _search, Ctx>[] => [
  {
    'search.change': { samples: { word: { query: 'skole' } }, exec: noop },
    'search.clear': { exec: noop },
  },
  {
    // @ts-expect-error — 'search.change' has a required `query`: samples are needed
    'search.change': { exec: noop },
    'search.clear': { exec: noop },
  },
];
