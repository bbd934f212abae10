// Which chart may start which (docs/architecture.md#statechart-conventions): a chart invokes its
// own screen's sub-charts (topicTree → topicAction) and the shared dialogs of machines/common
// (removalGuard, fileDownload); a chart of another screen it hears through the page's hub, never
// starts. Read from the sources: a value import of a `…Machine` names a chart the file starts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/qa/charts';

const MACHINES = 'src/machines';

/** The screen a path under src/machines belongs to: `topics`, `public/opinionMap`, `common`. */
export function screenOf(repoPath: string): string | null {
  const parts = repoPath.split('/');
  if (parts[0] !== 'src' || parts[1] !== 'machines' || parts.length < 3) return null;
  if (parts[2] !== 'public') return parts[2];
  return parts.length > 3 ? `public/${parts[3]}` : null;
}

/** The charts `source` (at `repoPath`) imports as values, each as `chart from <repo path>`. */
export function startedCharts(repoPath: string, source: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const match of source.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const names = match[1]
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]);
    if (!match[2].startsWith('.')) continue;
    const target = posix.normalize(posix.join(posix.dirname(repoPath), match[2]));
    for (const name of names) if (/Machine$/.test(name)) found.push([name, target]);
  }
  return found;
}

/** The imports that start a chart of another screen. */
export function foreignStarts(repoPath: string, source: string): string[] {
  const own = screenOf(repoPath);
  return startedCharts(repoPath, source)
    .filter(([, target]) => {
      const screen = screenOf(target);
      return screen !== own && screen !== 'common';
    })
    .map(([name, target]) => `${repoPath}: ${name} from ${target}`);
}

function sources(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { recursive: true })
    .map((file) => `${dir}/${String(file).split('\\').join('/')}`)
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file));
}

describe('which chart starts which', () => {
  const files = sources(MACHINES);

  it('finds the charts that start others', () => {
    const starts = files.flatMap((file) =>
      startedCharts(file, readFileSync(join(REPO_ROOT, file), 'utf8')).map(
        ([name]) => `${file.split('/').pop()}: ${name}`,
      ),
    );
    expect(starts).toContain('topicTree.machine.ts: topicActionMachine');
    expect(starts).toContain('moderation.setup.ts: removalGuardMachine');
  });

  it('no chart starts a chart of another screen', () => {
    const problems = files.flatMap((file) =>
      foreignStarts(file, readFileSync(join(REPO_ROOT, file), 'utf8')),
    );
    expect(problems).toEqual([]);
  });

  it('catches a planted start of another screen’s chart, and lets its own and common ones be', () => {
    const planted = [
      "import { topicActionMachine } from './topicAction.machine';",
      "import { removalGuardMachine } from '../common/removalGuard.machine';",
      "import { settingsSaveMachine } from '../configure';",
      "import type { reportsMachine } from '../reports/reports.machine';",
    ].join('\n');
    expect(foreignStarts('src/machines/topics/topicTree.machine.ts', planted)).toEqual([
      'src/machines/topics/topicTree.machine.ts: settingsSaveMachine from src/machines/configure',
    ]);
    expect(screenOf('src/machines/public/opinionMap/opinionMap.machine.ts')).toBe(
      'public/opinionMap',
    );
    expect(screenOf('src/machines/configure')).toBe('configure');
  });
});
