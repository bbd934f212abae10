// The coverage computation on a small chart whose answer is known by hand. The chart has one of
// each kind the walker must count: a plain event, guarded `always` alternatives (so the state
// `check` is only ever passed through), a named delay, a parallel state with a final region, and
// that region's `onDone` (an `xstate.done.state.*` transition).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import {
  assertFullCoverage,
  computeCoverage,
  CoverageRecorder,
  describeChart,
  writeCoverageJson,
} from '../model/harness/coverage';
import { fixtureListMachine } from '../model/fixtures/fixtureList.machine';

const unitMachine = setup({
  types: {
    context: {} as { n: number },
    events: {} as { type: 'go'; n: number } | { type: 'back' },
  },
  guards: { isBig: ({ context }) => context.n > 10 },
  delays: { T: 100 },
}).createMachine({
  id: 'unit',
  initial: 'a',
  context: { n: 0 },
  states: {
    a: { on: { go: { target: 'check', actions: assign({ n: ({ event }) => event.n }) } } },
    check: { always: [{ guard: 'isBig', target: 'big' }, { target: 'small' }] },
    small: { after: { T: 'a' } },
    big: {
      type: 'parallel',
      states: {
        left: {
          initial: 'l1',
          states: { l1: { on: { back: 'l2' } }, l2: { type: 'final' } },
          onDone: '#unit.done',
        },
        right: { initial: 'r1', states: { r1: {} } },
      },
    },
    done: { type: 'final' },
  },
});

const T1 = 'unit.a|go|0';
const T2 = 'unit.check|always|0';
const T3 = 'unit.check|always|1';
const T4 = 'unit.small|xstate.after.T.unit.small|0';
const T5 = 'unit.big.left.l1|back|0';
const T6 = 'unit.big.left|xstate.done.state.unit.big.left|0';

const ALL_STATES = [
  'unit.a',
  'unit.check',
  'unit.small',
  'unit.big',
  'unit.big.left',
  'unit.big.left.l1',
  'unit.big.left.l2',
  'unit.big.right',
  'unit.big.right.r1',
  'unit.done',
];

const after = { type: 'xstate.after.T.unit.small' };

describe('describeChart', () => {
  it('enumerates every state and transition, guarded alternatives separately', () => {
    const chart = describeChart(unitMachine);
    expect(chart.states.map((s) => s.id)).toEqual(ALL_STATES);
    expect(chart.states.find((s) => s.id === 'unit.big')?.type).toBe('parallel');
    expect(chart.states.find((s) => s.id === 'unit.done')?.type).toBe('final');
    expect(chart.transitions.map((t) => t.id).sort()).toEqual([T1, T2, T3, T4, T5, T6].sort());
    const byId = Object.fromEntries(chart.transitions.map((t) => [t.id, t]));
    expect(byId[T2]).toMatchObject({ kind: 'always', guard: 'isBig', targets: ['unit.big'] });
    expect(byId[T3]).toMatchObject({ kind: 'always', guard: null, targets: ['unit.small'] });
    expect(byId[T4]).toMatchObject({ kind: 'after', delay: 'T', targets: ['unit.a'] });
    expect(byId[T6]).toMatchObject({ kind: 'done.state', targets: ['unit.done'] });
  });

  it('includes invoke done/error and delayed transitions of the fixture chart', () => {
    const kinds = describeChart(fixtureListMachine).transitions.map((t) => `${t.kind} ${t.id}`);
    expect(kinds).toEqual([
      'event fixtureList.idle|list.load|0',
      'done.actor fixtureList.loading|xstate.done.actor.fetchItems|0',
      'done.actor fixtureList.loading|xstate.done.actor.fetchItems|1',
      'error.actor fixtureList.loading|xstate.error.actor.fetchItems|0',
      'after fixtureList.loading.quiet|xstate.after.SLOW_MS.fixtureList.loading.quiet|0',
      'event fixtureList.failed|list.retry|0',
    ]);
  });
});

describe('computeCoverage', () => {
  it('a walked subset gives the exact covered and uncovered lists', () => {
    // go(1) passes through `check` (always, default branch) to `small`; the delay returns to `a`.
    const report = computeCoverage(unitMachine, [[{ type: 'go', n: 1 }, after]]);
    expect(report.transitions.items.filter((t) => t.hits > 0).map((t) => t.id)).toEqual([
      T1,
      T3,
      T4,
    ]);
    expect(report.transitions.uncovered.map((t) => t.id).sort()).toEqual([T2, T5, T6].sort());
    expect(report.transitions).toMatchObject({ covered: 3, total: 6, percent: 50 });
    // `check` is never a resting state, yet it was entered: it counts.
    expect(report.states.uncovered).toEqual([
      'unit.big',
      'unit.big.left',
      'unit.big.left.l1',
      'unit.big.left.l2',
      'unit.big.right',
      'unit.big.right.r1',
      'unit.done',
    ]);
    expect(report.states).toMatchObject({ covered: 3, total: 10, percent: 30 });
  });

  it('tells guarded alternatives apart by what the interpreter chose', () => {
    const big = computeCoverage(unitMachine, [[{ type: 'go', n: 20 }]]);
    const fired = big.transitions.items.filter((t) => t.hits > 0).map((t) => t.id);
    expect(fired).toEqual([T1, T2]);
    expect(fired).not.toContain(T3);
  });

  it('a full walk gives 100%', () => {
    const report = computeCoverage(unitMachine, [
      [{ type: 'go', n: 1 }, after],
      [{ type: 'go', n: 20 }, { type: 'back' }],
    ]);
    expect(report.states).toMatchObject({ covered: 10, total: 10, percent: 100, uncovered: [] });
    expect(report.transitions).toMatchObject({ covered: 6, total: 6, percent: 100, uncovered: [] });
    expect(() => assertFullCoverage(report)).not.toThrow();
  });

  it('an event that fires nothing covers nothing', () => {
    const report = computeCoverage(unitMachine, [[{ type: 'back' }]]);
    expect(report.transitions.covered).toBe(0);
    expect(report.states.uncovered).not.toContain('unit.a');
  });
});

describe('assertFullCoverage / writeCoverageJson', () => {
  it('names the chart and every uncovered state and transition', () => {
    const report = computeCoverage(unitMachine, [[{ type: 'go', n: 1 }]], { chart: 'unitChart' });
    let message = '';
    try {
      assertFullCoverage(report);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('chart "unitChart"');
    expect(message).toContain('states 3/10, transitions 2/6');
    for (const id of report.states.uncovered) expect(message).toContain(`  - ${id}\n`);
    expect(message).toContain('unit.check —always [isBig]→ unit.big');
    expect(message).toContain('unit.small —xstate.after.T.unit.small→ unit.a');
    expect(message).toContain('unit.big.left —xstate.done.state.unit.big.left→ unit.done');
    expect(message).toContain('unit.big.left.l1 —back→ unit.big.left.l2');
  });

  it('excluded transitions leave the totals but stay in the report', () => {
    const recorder = new CoverageRecorder(unitMachine);
    recorder.exclude(T4, 'the view has no timer');
    recorder.record({ from: undefined, event: { type: 'xstate.init' } });
    const report = recorder.report();
    expect(report.transitions.total).toBe(5);
    expect(report.transitions.excluded).toEqual([
      expect.objectContaining({ id: T4, reason: 'the view has no timer' }),
    ]);
  });

  it('writes the report as JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'coverage-'));
    const report = computeCoverage(unitMachine, [[{ type: 'go', n: 1 }]]);
    const file = writeCoverageJson('unit', report, dir);
    expect(file).toBe(join(dir, 'unit.json'));
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    expect(parsed).toMatchObject({
      chart: 'unit',
      machineId: 'unit',
      states: { covered: 3, total: 10 },
      transitions: { covered: 2, total: 6 },
    });
  });

  it('refuses a replay that disagrees with the path it came from', () => {
    const recorder = new CoverageRecorder(unitMachine);
    expect(() =>
      recorder.record({ from: undefined, event: { type: 'xstate.init' } }, { expected: 'small' }),
    ).toThrowError(/expected "small"/);
  });
});
