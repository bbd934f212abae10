// The coverage gate for charts that have no model test at all. A model test fails on its own when
// its chart is walked below 100% (tests/model/harness: assertFullCoverage); a chart nobody wrote a
// model test for would slip through silently. Every chart in src/machines is found by
// import.meta.glob, so a new chart needs no registration: it fails here until a model test
// (through its view, or `walkedThrough: 'machine'` when no view can drive it) walks it.
import { describe, expect, it } from 'vitest';
import { chartsFromModules, repoRelative, type ChartEntry } from '../../scripts/qa/charts';
import {
  findModelTests,
  modelTestFiles,
  uncoveredChartsMessage,
} from '../../scripts/qa/modelTests';

const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/**/*.machine.ts', {
  eager: true,
});
const charts = chartsFromModules(
  Object.fromEntries(Object.entries(modules).map(([k, v]) => [repoRelative(k), v])),
);
const tests = modelTestFiles();

describe('coverage gate: every chart in src/machines has a model test', () => {
  it('finds the charts', () => {
    expect(charts.length).toBeGreaterThan(0);
  });

  it.each(charts.map((c) => [c.name, c] as [string, ChartEntry]))(
    '%s is walked by a model test',
    (_name, chart) => {
      const found = findModelTests(chart, tests);
      if (!found.length) throw new Error(uncoveredChartsMessage([chart]));
    },
  );
});

describe('coverage gate: the rules it applies', () => {
  const entry = { name: 'demo', base: 'demo', exportName: 'demoMachine' } as ChartEntry;
  const file = (name: string, source: string) => ({ file: `tests/model/${name}`, source });

  it('accepts a model test named after the chart, and reads the walkedThrough marker', () => {
    const byName = file('demo.model.test.tsx', 'defineModelTest({ name: "demo" })');
    expect(findModelTests(entry, [byName])).toEqual([
      { file: 'tests/model/demo.model.test.tsx', walkedThrough: 'view' },
    ]);
    const onMachine = file(
      'demo.model.test.ts',
      "defineModelTest({ name: 'demo', walkedThrough: 'machine' })",
    );
    expect(findModelTests(entry, [onMachine])[0].walkedThrough).toBe('machine');
  });

  it('accepts another file that passes the imported machine to defineModelTest', () => {
    const source = [
      "import { demoMachine as chart } from '../../src/machines/demo.machine';",
      'defineModelTest({ name: "x", machine: chart.provide({}) });',
    ].join('\n');
    expect(findModelTests(entry, [file('journeys.model.test.tsx', source)])).toHaveLength(1);
  });

  it('rejects files that do not call defineModelTest or walk another chart', () => {
    const plain = file('demo.model.test.tsx', "it('renders', () => {});");
    const other = file(
      'other.model.test.tsx',
      "import { otherMachine } from '../../src/machines/other.machine';\n" +
        'defineModelTest({ machine: otherMachine });',
    );
    expect(findModelTests(entry, [plain, other])).toEqual([]);
  });

  it('names the chart, its file and what to add', () => {
    const message = uncoveredChartsMessage([
      {
        name: 'demo',
        base: 'demo',
        file: 'src/machines/demo.machine.ts',
        exportName: 'demoMachine',
      },
    ]);
    expect(message).toContain('demo (src/machines/demo.machine.ts, export demoMachine)');
    expect(message).toContain('tests/model/demo.model.test.tsx');
    expect(message).toContain("walkedThrough: 'machine'");
    expect(uncoveredChartsMessage([])).toBe('');
  });
});
