// docs/charts is generated from the machines (scripts/qa/docs.ts). A checked-in diagram that no
// longer matches its chart fails here, naming the command that regenerates it. New charts are
// found by import.meta.glob, so they need a diagram as soon as they exist.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chartsFromModules, repoRelative } from '../../scripts/qa/charts';
import { chartScreen, docsDrift, DOCS_DIR, REGENERATE } from '../../scripts/qa/docs';
import { chartToMermaid } from '../../scripts/qa/mermaid';
import { fixtureListMachine } from '../model/fixtures/fixtureList.machine';

const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/**/*.machine.ts', {
  eager: true,
});
const charts = chartsFromModules(
  Object.fromEntries(Object.entries(modules).map(([k, v]) => [repoRelative(k), v])),
);

describe('chart diagrams', () => {
  it(`${DOCS_DIR} is up to date with src/machines`, () => {
    const drift = docsDrift(charts);
    const problems = [
      ...drift.missing.map((f) => `  - ${DOCS_DIR}/${f} is missing`),
      ...drift.outdated.map((f) => `  - ${DOCS_DIR}/${f} differs from its chart`),
      ...drift.orphaned.map((f) => `  - ${DOCS_DIR}/${f} belongs to a chart that no longer exists`),
    ];
    if (problems.length) {
      throw new Error(
        `The chart diagrams are out of date:\n${problems.join('\n')}\n` +
          `Run \`${REGENERATE}\` and commit ${DOCS_DIR}.`,
      );
    }
  });

  it('draws nesting, guards, delays and invocations as the issue asks', () => {
    const { diagram } = chartToMermaid(fixtureListMachine);
    expect(diagram.split('\n')).toEqual([
      'stateDiagram-v2',
      '  [*] --> idle',
      '  state "idle" as idle',
      '  state "loading" as loading',
      '  state loading {',
      '    [*] --> loading__quiet',
      '    state "quiet" as loading__quiet',
      '    state "slow" as loading__slow',
      '    loading__quiet --> loading__slow : after SLOW_MS',
      '  }',
      '  state "loaded" as loaded',
      '  state "empty" as empty',
      '  state "failed" as failed',
      '  idle --> loading : list.load',
      '  loading --> empty : done: fetchItems [isEmpty]',
      '  loading --> loaded : done: fetchItems',
      '  loading --> failed : error: fetchItems',
      '  failed --> loading : list.retry',
    ]);
  });

  // One name per screen: a chart says where its screen lives, and that view really renders it.
  it.each(charts.map((c) => [c.name, c] as const))('%s names its route and view', (_name, c) => {
    const { route, view } = chartScreen(c);
    expect(route, `${c.file}: add meta.route`).toMatch(/^\//);
    expect(view, `${c.file}: add meta.view`).toMatch(/^src\/views\/.+\.tsx$/);
    expect(existsSync(view!), `${view} does not exist`).toBe(true);
    const base = c.file.replace(/^.*\//, '').replace(/\.ts$/, '');
    const source = readFileSync(view!, 'utf8');
    const appWideContext = `${c.name[0].toUpperCase()}${c.name.slice(1)}Context`;
    // The chart itself, its selectors file (a long chart's, which the chart does not re-export),
    // or the app-wide context that holds it.
    const selectors = `${c.base}.selectors'`;
    const rendersIt =
      source.includes(`${base}'`) || source.includes(selectors) || source.includes(appWideContext);
    expect(rendersIt, `${view} neither imports ${base} nor reads its app-wide actor`).toBe(true);
  });
});
