// `npm run qa:paths [-- --no-run]`: the QA report of every chart in src/machines.
//
// 1. Runs the model tests (`vitest run --project web tests/model`), which write
//    reports/qa/coverage/<name>.json; `--no-run` uses the files already there.
// 2. For every chart found: its states and transitions, generated paths (structural shortest
//    paths, simple paths where there are few) and the coverage the model tests walked.
// 3. Writes reports/qa/index.html, reports/qa/charts/<name>.html, reports/qa/coverage.json and
//    prints one line per chart, then the totals.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCharts, REPO_ROOT } from './charts';
import { findModelTests, modelTestFiles } from './modelTests';
import { buildChartReport, type ChartReport } from './report/build';
import { chartPage } from './report/chartPage';
import { COVERAGE_DIR, readCoverageFiles } from './report/coverageFiles';
import { indexPage, STATUS_TEXT, totalsOf } from './report/html';

const OUT = join(REPO_ROOT, 'reports/qa');
const ASSETS = join(dirname(fileURLToPath(import.meta.url)), 'assets');

function runModelTests(): number {
  console.log('qa:paths: running the model tests (vitest run --project web tests/model) …');
  const vitest = join(REPO_ROOT, 'node_modules/vitest/vitest.mjs');
  const result = spawnSync(
    process.execPath,
    [vitest, 'run', '--project', 'web', 'tests/model', '--reporter=dot'],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  return result.status ?? 1;
}

function machineReadable(reports: readonly ChartReport[], generatedAt: string, others: string[]) {
  return {
    generatedAt,
    totals: totalsOf(reports),
    charts: reports.map((r) => ({
      name: r.name,
      file: r.file,
      exportName: r.exportName,
      purpose: r.purpose.summary,
      status: r.status,
      modelTests: r.modelTests,
      states: r.states.length,
      transitions: r.transitions.length,
      generatedPaths: {
        shortest: r.generated.shortest.length,
        simple: r.generated.simple?.length ?? null,
        unreachable: r.generated.unreachable,
      },
      walked: r.walked && {
        files: r.walked.files,
        generatedAt: r.walked.generatedAt,
        complete: r.walked.complete,
        stale: r.walked.stale,
        walkedThrough: r.walked.walkedThrough,
        strategy: r.walked.strategy,
        states: r.walked.states,
        transitions: r.walked.transitions,
        excluded: r.walked.excluded,
        paths: r.walked.paths.map((p) => ({
          name: p.title,
          status: p.status,
          steps: p.steps.map((s) => ({
            do: s.action.text,
            guards: s.action.guards,
            expect: s.screen.text,
            state: s.to,
            samples: s.samples.map((x) => x.name),
          })),
        })),
        samples: r.walked.samples,
      },
    })),
    otherCoverageFiles: others,
  };
}

function summaryLine(r: ChartReport): string {
  const w = r.walked;
  const cov = (c?: { covered: number; total: number; percent: number }) =>
    c
      ? `${`${c.covered}/${c.total}`.padStart(7)} ${`${c.percent}%`.padStart(7)}`
      : '      –       –';
  const paths = `${r.generated.shortest.length}+${r.generated.simple?.length ?? '–'}`;
  return [
    r.name.padEnd(22),
    `states ${cov(w?.states)}`,
    `transitions ${cov(w?.transitions)}`,
    `paths ${paths.padStart(6)}`,
    `walked ${String(w?.paths.length ?? '–').padStart(3)}`,
    (w?.walkedThrough ?? '–').padEnd(8),
    STATUS_TEXT[r.status][0],
  ].join('  ');
}

async function main() {
  const noRun = process.argv.includes('--no-run');
  const startedAt = new Date().toISOString();
  const vitestStatus = noRun ? 0 : runModelTests();
  const charts = await loadCharts();
  const tests = modelTestFiles();
  const coverage = readCoverageFiles(REPO_ROOT);
  // After a run, a coverage file older than the run was not rewritten by it: reported as stale.
  const notBefore = noRun ? undefined : startedAt;
  const reports = charts.map((c) =>
    buildChartReport(c, coverage, findModelTests(c, tests), { notBefore }),
  );
  const known = new Set(charts.map((c) => c.machine.id));
  const others = coverage.filter((c) => !known.has(c.report.machineId)).map((c) => c.file);
  const generatedAt = new Date().toISOString();

  mkdirSync(join(OUT, 'charts'), { recursive: true });
  mkdirSync(join(OUT, 'assets'), { recursive: true });
  for (const f of ['report.css', 'sort.js']) copyFileSync(join(ASSETS, f), join(OUT, 'assets', f));
  writeFileSync(join(OUT, 'index.html'), indexPage(reports, generatedAt));
  for (const r of reports) writeFileSync(join(OUT, 'charts', `${r.name}.html`), chartPage(r));
  writeFileSync(
    join(OUT, 'coverage.json'),
    `${JSON.stringify(machineReadable(reports, generatedAt, others), null, 2)}\n`,
  );

  console.log('');
  for (const r of reports) console.log(summaryLine(r));
  const t = totalsOf(reports);
  console.log(
    `\ntotal: ${t.charts} charts, ${t.fullyCovered} fully walked; states ${t.states[0]}/${t.states[1]}, ` +
      `transitions ${t.transitions[0]}/${t.transitions[1]}; ${t.walkedPaths} walked paths, ` +
      `${t.generatedPaths} generated paths`,
  );
  const missing = reports.filter((r) => r.status === 'no-model-test').map((r) => r.name);
  if (missing.length) console.log(`no model test: ${missing.join(', ')}`);
  if (others.length)
    console.log(`coverage files of no chart in src/machines: ${others.join(', ')}`);
  if (vitestStatus !== 0) console.log(`the model tests failed (vitest exit ${vitestStatus})`);
  console.log(`report: ${join('reports/qa', 'index.html')} (coverage files: ${COVERAGE_DIR})`);
}

await main();
