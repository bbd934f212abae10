// Which model test walks which chart, found by reading tests/model/**/*.model.test.ts(x):
//   - a file named after the chart (`<machine file base>` or `<machine id>`.model.test.tsx), or
//   - a file that imports the chart's export from its machine file and passes it to
//     `defineModelTest({ machine: … })` (also `machine: x.provide(…)`).
// The file must call defineModelTest. `walkedThrough: 'machine'` in it marks a chart that is
// walked without its view (shown as such in the QA report and the gate's listing).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT, type ChartEntry } from './charts';

const MODEL_TEST_DIR = 'tests/model';
const MODEL_TEST = /\.model\.test\.tsx?$/;

interface ModelTestFile {
  /** Repository-relative path. */
  file: string;
  source: string;
}

export interface ModelTestMatch {
  file: string;
  walkedThrough: 'view' | 'machine';
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'harness' ? [] : listFiles(full);
    return MODEL_TEST.test(name) ? [full] : [];
  });
}

export function modelTestFiles(root = REPO_ROOT): ModelTestFile[] {
  return listFiles(join(root, MODEL_TEST_DIR))
    .sort()
    .map((full) => ({ file: relative(root, full), source: readFileSync(full, 'utf8') }));
}

/** Local names under which `exportName` is imported from the chart's machine file. */
function importedAs(source: string, entry: ChartEntry): string[] {
  const names: string[] = [];
  const imports = source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g);
  for (const [, list, from] of imports) {
    if (!from.replace(/\.ts$/, '').endsWith(`/${entry.base}.machine`)) continue;
    for (const part of list.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name === entry.exportName) names.push(alias ?? name);
    }
  }
  return names;
}

export function findModelTests(entry: ChartEntry, files: readonly ModelTestFile[]) {
  const matches: ModelTestMatch[] = [];
  for (const { file, source } of files) {
    if (!source.includes('defineModelTest(')) continue;
    const base = file.replace(/^.*\//, '').replace(MODEL_TEST, '');
    const byName = base === entry.base || base === entry.name;
    const byImport = importedAs(source, entry).some((local) =>
      new RegExp(`machine:\\s*${local}\\b`).test(source),
    );
    if (!byName && !byImport) continue;
    const walkedThrough = /walkedThrough:\s*['"]machine['"]/.test(source) ? 'machine' : 'view';
    matches.push({ file, walkedThrough });
  }
  return matches;
}

/** The gate's message for charts that no model test walks (empty string when there are none). */
export function uncoveredChartsMessage(
  missing: ReadonlyArray<Pick<ChartEntry, 'name' | 'file' | 'exportName' | 'base'>>,
): string {
  if (!missing.length) return '';
  return [
    `${missing.length} chart(s) in src/machines have no model test, so nothing checks that ` +
      'their states and transitions are walked:',
    ...missing.map(
      (c) =>
        `  - ${c.name} (${c.file}, export ${c.exportName}): add ` +
        `tests/model/${c.base}.model.test.tsx with defineModelTest({ machine: ${c.exportName}, … })`,
    ),
    'Walk the chart through its real view (tests/model/README.md). A chart that no view can',
    "drive may be walked on its own with defineModelTest({ …, walkedThrough: 'machine' });",
    'the QA report (npm run qa:paths) shows it as walked through the machine, not the view.',
  ].join('\n');
}
