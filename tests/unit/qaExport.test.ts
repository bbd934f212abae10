// What the harness records for the QA report (tests/model/harness/qaExport.ts): per path the
// planned steps with the transitions each fires, per chart the strategy, labels and samples.
import { describe, expect, it } from 'vitest';
import { fixtureListMachine, type FixtureItem } from '../model/fixtures/fixtureList.machine';
import { previewPayload, qaChartInfo, qaPathInfo } from '../model/harness/qaExport';
import {
  advanceDelay,
  planModelTest,
  stateLabel,
  type ModelTestSpec,
} from '../model/harness/walkModel';

// Checked by tsc: label keys must be event keys (or `key:sample`) and state keys of the chart.
type Labels = ModelTestSpec<typeof fixtureListMachine, object>['labels'];
export const labelTypeChecks: Labels[] = [
  {
    events: { 'list.load': 'a', 'xstate.done.actor.fetchItems:none': 'b' },
    states: { 'loading.slow': 'c' },
  },
  // @ts-expect-error — not an event of the chart
  { events: { 'list.lod': 'a' } },
  // @ts-expect-error — not a state of the chart
  { states: { loding: 'a' } },
];

const noop = () => {};
const items: FixtureItem[] = [{ id: 1, title: 'Skolemad' }];
const spec = {
  name: 'qaExport',
  machine: fixtureListMachine,
  paths: 'simple' as const,
  walkedThrough: 'machine' as const,
  labels: { events: { 'list.load': "Klik 'Hent emner'" }, states: { loaded: 'Listen vises' } },
  journeys: { retry: ['list.load', 'xstate.error.actor.fetchItems', 'list.retry'] as const },
  setup: () => ({}),
  events: {
    'list.load': { exec: noop },
    'list.retry': { exec: noop },
    'xstate.done.actor.fetchItems': {
      samples: { one: { output: items }, none: { output: [] } },
      exec: noop,
    },
    'xstate.error.actor.fetchItems': {
      samples: { http500: { error: new Error('HTTP 500') } },
      exec: noop,
    },
    'xstate.after.SLOW_MS': { exec: advanceDelay },
  },
  states: {
    idle: noop,
    'loading.quiet': noop,
    'loading.slow': noop,
    loaded: noop,
    empty: noop,
    failed: noop,
  },
};

describe('qaExport', () => {
  it('records each planned step with its sample, the state reached and the transitions fired', () => {
    const plan = planModelTest(spec);
    const info = qaPathInfo(fixtureListMachine, plan.paths, stateLabel);
    const retry = info[plan.paths.findIndex((p) => p.name.startsWith('journey "retry"'))];
    expect(retry).toEqual({
      initial: 'idle',
      initialFired: [],
      steps: [
        { key: 'list.load', to: 'loading.quiet', fired: ['fixtureList.idle|list.load|0'] },
        {
          key: 'xstate.error.actor.fetchItems',
          sample: 'http500',
          to: 'failed',
          fired: ['fixtureList.loading|xstate.error.actor.fetchItems|0'],
        },
        { key: 'list.retry', to: 'loading.quiet', fired: ['fixtureList.failed|list.retry|0'] },
      ],
    });
    const slow = info.find((p) => p.steps.some((s) => s.key === 'xstate.after.SLOW_MS'))!;
    expect(slow.steps.find((s) => s.key === 'xstate.after.SLOW_MS')?.delayMs).toBe(1500);
  });

  it('records strategy, walkedThrough, labels, journeys and JSON-safe samples', () => {
    expect(qaChartInfo(spec)).toEqual({
      strategy: 'simple',
      walkedThrough: 'machine',
      labels: spec.labels,
      samples: {
        'xstate.done.actor.fetchItems': { one: { output: items }, none: { output: [] } },
        'xstate.error.actor.fetchItems': { http500: { error: 'Error: HTTP 500' } },
      },
      journeys: ['retry'],
      inputs: [],
    });
    expect(qaChartInfo({ events: {} })).toMatchObject({
      strategy: 'transitions',
      walkedThrough: 'view',
    });
  });

  it('shortens long payloads', () => {
    const preview = previewPayload({
      list: Array.from({ length: 8 }, (_, i) => i),
      s: 'x'.repeat(300),
    });
    expect(preview).toEqual({ list: [0, 1, 2, 3, 4, '… 3 more'], s: `${'x'.repeat(200)}…` });
  });
});
