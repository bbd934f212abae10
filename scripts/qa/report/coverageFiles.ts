// Reads the coverage files the model-test harness writes (reports/qa/coverage/<name>.json) and
// merges those of one chart (several model tests may walk the same machine).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoverageReport } from '../../../tests/model/harness/coverage';

export const COVERAGE_DIR = 'reports/qa/coverage';

export interface CoverageFile {
  file: string;
  report: CoverageReport;
}

export function readCoverageFiles(root: string): CoverageFile[] {
  const dir = join(root, COVERAGE_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      try {
        const report = JSON.parse(readFileSync(join(dir, f), 'utf8')) as CoverageReport;
        return report && report.transitions && report.states
          ? [{ file: `${COVERAGE_DIR}/${f}`, report }]
          : [];
      } catch {
        console.warn(`qa: ${COVERAGE_DIR}/${f} is not a coverage report; skipped`);
        return [];
      }
    });
}

interface MergedCoverage {
  files: string[];
  generatedAt: string;
  complete: boolean;
  stateHits: Map<string, number>;
  transitionHits: Map<string, number>;
  excluded: Map<string, string>;
  reports: CoverageReport[];
}

/** Sums the hits of several reports of one chart; `complete` only if every report is. */
export function mergeCoverage(files: readonly CoverageFile[]): MergedCoverage | null {
  if (!files.length) return null;
  const merged: MergedCoverage = {
    files: files.map((f) => f.file),
    generatedAt: files
      .map((f) => f.report.generatedAt)
      .sort()
      .at(-1)!,
    complete: files.every((f) => f.report.complete !== false),
    stateHits: new Map(),
    transitionHits: new Map(),
    excluded: new Map(),
    reports: files.map((f) => f.report),
  };
  for (const { report } of files) {
    for (const s of report.states.items) {
      merged.stateHits.set(s.id, (merged.stateHits.get(s.id) ?? 0) + s.hits);
    }
    for (const t of report.transitions.items) {
      merged.transitionHits.set(t.id, (merged.transitionHits.get(t.id) ?? 0) + t.hits);
    }
    for (const t of report.transitions.excluded ?? []) merged.excluded.set(t.id, t.reason);
  }
  // A transition one test excludes but another walks is covered, not excluded.
  for (const id of merged.excluded.keys()) {
    if ((merged.transitionHits.get(id) ?? 0) > 0) merged.excluded.delete(id);
  }
  return merged;
}

/**
 * A report written for an older version of the chart: its states or transitions are not the
 * chart's current ones. Returns a reason (Danish, for the report), or null when it matches.
 */
export function staleness(
  merged: MergedCoverage,
  stateIds: readonly string[],
  transitionIds: readonly string[],
): string | null {
  const same = (a: Set<string>, b: readonly string[]) =>
    a.size === b.length && b.every((x) => a.has(x));
  const walkedTransitions = new Set([...merged.transitionHits.keys(), ...merged.excluded.keys()]);
  if (!same(new Set(merged.stateHits.keys()), stateIds)) {
    return 'diagrammet har andre tilstande end da dækningen blev målt';
  }
  if (!same(walkedTransitions, transitionIds)) {
    return 'diagrammet har andre overgange end da dækningen blev målt';
  }
  return null;
}
