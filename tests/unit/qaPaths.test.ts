// The QA report's pieces on charts whose answers are known by hand: the structural graph (forced
// guards, delays, parallel regions, eventless chains), the generated paths, and the per-chart
// report built from a coverage file (coverage numbers, status, sample names, Danish step text).
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { chartPurpose, type ChartEntry } from '../../scripts/qa/charts';
import { chartPaths } from '../../scripts/qa/paths';
import { buildChartReport } from '../../scripts/qa/report/build';
import { activeKeysOf, screenText } from '../../scripts/qa/report/text';
import { exploreChart, START } from '../../scripts/qa/structure';
import { computeCoverage, describeChart } from '../model/harness/coverage';
import { fixtureListMachine, type FixtureItem } from '../model/fixtures/fixtureList.machine';

const label = (structure: ReturnType<typeof exploreChart>, key: string) =>
  key === START ? START : structure.configurations.get(key)!.label;

describe('exploreChart / chartPaths on the fixture chart', () => {
  const structure = exploreChart(fixtureListMachine);
  const edges = structure.edges.map(
    (e) => `${label(structure, e.from)} > ${label(structure, e.to)} ${e.fired.join(' ')}`,
  );

  it('finds every configuration, each guarded branch and the delayed transition', () => {
    expect([...structure.configurations.values()].map((c) => c.label).sort()).toEqual(
      ['empty', 'failed', 'idle', 'loaded', 'loading.quiet', 'loading.slow'].sort(),
    );
    expect(edges).toContain(
      'loading.quiet > empty fixtureList.loading|xstate.done.actor.fetchItems|0',
    );
    expect(edges).toContain(
      'loading.quiet > loaded fixtureList.loading|xstate.done.actor.fetchItems|1',
    );
    expect(edges).toContain(
      'loading.quiet > loading.slow ' +
        'fixtureList.loading.quiet|xstate.after.SLOW_MS.fixtureList.loading.quiet|0',
    );
    expect(structure.truncated).toBe(false);
  });

  it('shortest paths reach every configuration and take every transition', () => {
    const ids = describeChart(fixtureListMachine).transitions.map((t) => t.id);
    const paths = chartPaths(structure, ids);
    const shown = paths.shortest.map((p) => p.map((e) => label(structure, e.to)).join(' > '));
    expect(shown).toEqual([
      'idle > loading.quiet > loaded',
      'idle > loading.quiet > empty',
      'idle > loading.quiet > failed',
      'idle > loading.quiet > loading.slow',
      // the retry back-edge, which no shortest path takes
      'idle > loading.quiet > failed > loading.quiet',
    ]);
    expect(paths.unreachable).toEqual([]);
    expect(paths.simple).toHaveLength(6);
    expect(chartPaths(structure, ids, 3).simple).toBeNull();
  });
});

describe('exploreChart with parallel regions, eventless guards and onDone', () => {
  const machine = setup({
    types: { events: {} as { type: 'go' } | { type: 'back' } },
    guards: { isBig: () => false },
    delays: { T: 100 },
  }).createMachine({
    id: 'unit',
    initial: 'a',
    states: {
      a: { on: { go: 'check' } },
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

  it('takes the guard that is false in the real chart too, and the done transition', () => {
    const structure = exploreChart(machine);
    const labels = [...structure.configurations.values()].map((c) => c.label).sort();
    // `check` is passed through within a step: never a configuration of its own.
    expect(labels).toEqual(['(big.left.l1 | big.right.r1)', 'a', 'done', 'small']);
    const fired = new Set(structure.edges.flatMap((e) => e.fired));
    expect(fired).toEqual(new Set(describeChart(machine).transitions.map((t) => t.id)));
    const done = structure.configurations.get(JSON.stringify('done'))!;
    expect(done.final).toBe(true);
  });
});

describe('buildChartReport', () => {
  const entry: ChartEntry = {
    name: 'fixtureList',
    file: 'tests/model/fixtures/fixtureList.machine.ts',
    base: 'fixtureList',
    exportName: 'fixtureListMachine',
    machine: fixtureListMachine,
  };
  const items: FixtureItem[] = [{ id: 1, title: 'Skolemad' }];
  const load = { type: 'list.load' };
  const done = { type: 'xstate.done.actor.fetchItems', output: items };
  const test = [{ file: 'tests/model/fixtureList.model.test.tsx', walkedThrough: 'view' as const }];
  const coverageFile = (walks: Array<Array<{ type: string; [k: string]: unknown }>>) => {
    const report = computeCoverage(fixtureListMachine, walks, { chart: 'fixtureList' });
    report.complete = true;
    report.qa = {
      strategy: 'simple',
      walkedThrough: 'view',
      labels: { events: { 'list.load': "Klik 'Hent emner'" }, states: { loaded: 'Listen vises' } },
      samples: { 'xstate.done.actor.fetchItems': { two: { output: items } } },
      journeys: [],
      inputs: [],
    };
    report.paths = [
      {
        name: 'path 1',
        events: ['list.load', 'done:fetchItems[two]'],
        status: 'passed',
        qa: {
          initial: 'idle',
          initialFired: [],
          steps: [
            { key: 'list.load', to: 'loading.quiet', fired: ['fixtureList.idle|list.load|0'] },
            {
              key: 'xstate.done.actor.fetchItems',
              sample: 'two',
              to: 'loaded',
              fired: ['fixtureList.loading|xstate.done.actor.fetchItems|1'],
            },
          ],
        },
      },
    ];
    return [{ file: 'reports/qa/coverage/fixtureList.json', report }];
  };

  it('reports what was walked, what was not, the samples and the labelled steps', () => {
    const r = buildChartReport(entry, coverageFile([[load, done]]), test);
    expect(r.status).toBe('below');
    expect(r.walked?.states).toMatchObject({ covered: 4, total: 7 }); // idle, loading, quiet, loaded
    expect(r.walked?.transitions).toMatchObject({ covered: 2, total: 6 });
    expect(r.walked?.transitions.uncovered).toContain('failed —list.retry→ loading');
    const [open, click, reply] = r.walked!.paths[0].steps;
    expect(open.action.text).toBe('Åbn skærmen');
    expect(click.action).toMatchObject({ text: "Klik 'Hent emner'", labelled: true });
    expect(click.screen).toEqual({
      text: "Skærmen viser tilstanden 'loading.quiet'",
      labelled: false,
    });
    expect(reply.samples).toEqual([{ name: 'two', payload: { output: items } }]);
    expect(reply.screen.text).toBe('Listen vises');
    // A generated path learns which sample takes its branch from the walked steps.
    const toLoaded = r.generated.shortest[0].steps[2];
    expect(toLoaded.samples.map((s) => s.name)).toEqual(['two']);
    const toEmpty = r.generated.shortest[1].steps[2];
    expect(toEmpty).toMatchObject({ samples: [], noSample: true });
    expect(toEmpty.action.guards).toEqual(['isEmpty']);
  });

  it('status: covered, stale, not run, no model test', () => {
    const all = [
      [load, done],
      [load, { ...done, output: [] }],
      [load, { type: 'xstate.after.SLOW_MS.fixtureList.loading.quiet' }],
      [load, { type: 'xstate.error.actor.fetchItems', error: 1 }, { type: 'list.retry' }],
    ];
    expect(buildChartReport(entry, coverageFile(all), test).status).toBe('covered');
    const stale = coverageFile(all);
    stale[0].report.transitions.items.pop();
    expect(buildChartReport(entry, stale, test).walked?.stale).toMatch(/andre overgange/);
    expect(buildChartReport(entry, [], test).status).toBe('not-run');
    const earlier = buildChartReport(entry, coverageFile(all), test, { notBefore: '9999' });
    expect(earlier.status).toBe('stale');
    expect(buildChartReport(entry, coverageFile(all), []).status).toBe('no-model-test');
  });

  it('reads the purpose from the leading comment of the machine file', () => {
    expect(chartPurpose(entry).summary).toMatch(/^A deliberately tiny chart used to prove/);
  });
});

describe('step text', () => {
  it('falls back to the state name and uses labels of parents and children', () => {
    expect(activeKeysOf('(a.x | b.y)')).toEqual(['a', 'b', 'a.x', 'b.y']);
    const labels = { states: { loading: 'Henter …', 'loading.slow': 'Det tager tid' } };
    expect(screenText('loading.slow', activeKeysOf('loading.slow'), labels).text).toBe(
      'Henter … · Det tager tid',
    );
    expect(screenText('idle', ['idle'], labels).text).toBe("Skærmen viser tilstanden 'idle'");
  });
});
