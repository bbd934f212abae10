// A Vitest reporter that says where the suite's time goes: the slowest files and, summed over all
// files, how much worker time is environment set-up, import, setup files and the tests themselves.
// `npm run test:profile` uses it; tests/README.md#keeping-the-suite-fast says what to do with it.
import { writeFileSync, mkdirSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileProfile {
  file: string;
  project: string;
  environmentMs: number;
  prepareMs: number;
  importMs: number;
  setupMs: number;
  testMs: number;
  totalMs: number;
  tests: number;
  /** The slowest tests of the file, name and ms (hooks not included). */
  slowTests: Array<{ name: string; ms: number }>;
}

export function profileOf(module: TestModule, root: string): FileProfile {
  const d = module.diagnostic();
  const all = [...module.children.allTests()];
  const slowTests = all
    .map((t) => ({ name: t.fullName, ms: t.diagnostic()?.duration ?? 0 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  const totalMs =
    d.environmentSetupDuration +
    d.prepareDuration +
    d.collectDuration +
    d.setupDuration +
    d.duration;
  return {
    file: relative(root, module.moduleId),
    project: module.project.name,
    environmentMs: d.environmentSetupDuration,
    prepareMs: d.prepareDuration,
    importMs: d.collectDuration,
    setupMs: d.setupDuration,
    testMs: d.duration,
    totalMs,
    tests: all.length,
    slowTests,
  };
}

/**
 * Vitest sets a project's environment up once per worker when the project does not isolate its
 * files, yet reports that one set-up as every file's environment time; summed, it looked like a
 * third of the suite. Keeps it on the first file of each worker (the files of one worker share the
 * same figure to the last digit) and counts it nowhere else, so the split shows the real cost.
 */
export function environmentOncePerWorker(
  files: FileProfile[],
  sharedProjects: ReadonlySet<string>,
): FileProfile[] {
  const seen = new Set<string>();
  return files.map((f) => {
    if (!sharedProjects.has(f.project)) return f;
    const worker = `${f.project}\u0000${f.environmentMs}`;
    if (!seen.has(worker)) {
      seen.add(worker);
      return f;
    }
    return { ...f, totalMs: f.totalMs - f.environmentMs, environmentMs: 0 };
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The Markdown summary: the split of worker time, then the slowest files. */
export function formatProfile(files: FileProfile[], wallMs: number, top = 20): string {
  const sum = (pick: (f: FileProfile) => number) => files.reduce((s, f) => s + pick(f), 0);
  const total = sum((f) => f.totalMs);
  const share = (ms: number) => `${seconds(ms)} (${total ? Math.round((100 * ms) / total) : 0} %)`;
  const lines = [
    `Test profile: ${files.length} files, wall ${seconds(wallMs)}, worker time ${seconds(total)}`,
    '',
    `| environment | prepare | import | setup files | tests |`,
    `| --- | --- | --- | --- | --- |`,
    `| ${share(sum((f) => f.environmentMs))} | ${share(sum((f) => f.prepareMs))} | ${share(sum((f) => f.importMs))} | ${share(sum((f) => f.setupMs))} | ${share(sum((f) => f.testMs))} |`,
    '',
  ];
  const byProject = new Map<string, FileProfile[]>();
  for (const f of files) byProject.set(f.project, [...(byProject.get(f.project) ?? []), f]);
  lines.push('| project | files | worker time |', '| --- | --- | --- |');
  for (const [project, list] of [...byProject].sort()) {
    lines.push(
      `| ${project} | ${list.length} | ${seconds(list.reduce((s, f) => s + f.totalMs, 0))} |`,
    );
  }
  lines.push(
    '',
    `The ${top} slowest files:`,
    '',
    '| file | total | env | import | tests | tests run |',
  );
  lines.push('| --- | --- | --- | --- | --- | --- |');
  for (const f of [...files].sort((a, b) => b.totalMs - a.totalMs).slice(0, top)) {
    lines.push(
      `| ${f.file} | ${seconds(f.totalMs)} | ${seconds(f.environmentMs)} | ${seconds(f.importMs)} | ${seconds(f.testMs)} | ${f.tests} |`,
    );
  }
  const tests = files.flatMap((f) => f.slowTests.map((t) => ({ ...t, file: f.file })));
  lines.push('', `The ${top} slowest tests:`, '', '| test | file | time |', '| --- | --- | --- |');
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, top)) {
    lines.push(`| ${t.name.replaceAll('|', '/')} | ${t.file} | ${seconds(t.ms)} |`);
  }
  return lines.join('\n');
}

export default class ProfileReporter implements Reporter {
  private started = Date.now();
  private root = process.cwd();

  onInit(ctx: { config: { root: string } }): void {
    this.started = Date.now();
    this.root = ctx.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const shared = new Set(
      modules.filter((m) => m.project.config.isolate === false).map((m) => m.project.name),
    );
    const files = environmentOncePerWorker(
      modules.map((m) => profileOf(m, this.root)),
      shared,
    );
    const text = formatProfile(files, Date.now() - this.started);
    mkdirSync('reports/test-profile', { recursive: true });
    writeFileSync('reports/test-profile/latest.md', `${text}\n`);
    writeFileSync('reports/test-profile/latest.json', `${JSON.stringify(files, null, 1)}\n`);
    process.stdout.write(`\n${text}\n\n(also in reports/test-profile/latest.md)\n`);
  }
}
