// Finds every chart: each exported XState machine of each src/machines/**/*.machine.ts. Nothing is
// registered by hand, so a chart added by anyone shows up in the QA report, the diagrams and the
// coverage gate the next time they run.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { FALLBACK_PURPOSES } from './purposes';

const MACHINES_DIR = 'src/machines';
const MACHINE_FILE = /\.machine\.ts$/;

export interface ChartEntry {
  /** The machine id: the chart's name in reports, docs and coverage files. */
  name: string;
  /** Repository-relative file, e.g. `src/machines/account/account.machine.ts`. */
  file: string;
  /** The file name without `.machine.ts`. */
  base: string;
  exportName: string;
  machine: AnyStateMachine;
}

/** The repository root (this file is scripts/qa/charts.ts). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function isMachine(value: unknown): value is AnyStateMachine {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<AnyStateMachine>;
  return (
    typeof v.id === 'string' &&
    typeof v.transition === 'function' &&
    typeof v.getInitialSnapshot === 'function' &&
    typeof v.root === 'object'
  );
}

/** Repository-relative paths of the chart files, sorted. */
export function chartFiles(root = REPO_ROOT): string[] {
  return readdirSync(join(root, MACHINES_DIR), { recursive: true })
    .map(String)
    .filter((f) => MACHINE_FILE.test(f))
    .map((f) => `${MACHINES_DIR}/${f.split('\\').join('/')}`)
    .sort();
}

/**
 * The charts among already imported modules, keyed by repository-relative file. Used with
 * `import.meta.glob` in tests and with dynamic imports in the scripts.
 */
export function chartsFromModules(modules: Record<string, Record<string, unknown>>): ChartEntry[] {
  const entries: ChartEntry[] = [];
  for (const file of Object.keys(modules).sort()) {
    const seen = new Set<unknown>();
    const base = file.replace(/^.*\//, '').replace(MACHINE_FILE, '');
    for (const [exportName, value] of Object.entries(modules[file])) {
      if (!isMachine(value) || seen.has(value)) continue;
      seen.add(value);
      entries.push({ name: value.id, file, base, exportName, machine: value });
    }
  }
  const byName = new Map<string, ChartEntry>();
  for (const e of entries) {
    const clash = byName.get(e.name);
    if (clash) {
      throw new Error(
        `Two charts share the machine id "${e.name}": ${clash.file} (${clash.exportName}) and ` +
          `${e.file} (${e.exportName}). Machine ids name the reports and docs: make them unique.`,
      );
    }
    byName.set(e.name, e);
  }
  return entries;
}

/** Imports every chart file (Node with tsx, or Vitest) and returns its machines. */
export async function loadCharts(root = REPO_ROOT): Promise<ChartEntry[]> {
  const modules: Record<string, Record<string, unknown>> = {};
  for (const file of chartFiles(root)) {
    modules[file] = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
  }
  return chartsFromModules(modules);
}

/** `../../src/machines/a.machine.ts` (an import.meta.glob key) → `src/machines/a.machine.ts`. */
export function repoRelative(globKey: string): string {
  const at = globKey.indexOf(`${MACHINES_DIR}/`);
  return at >= 0 ? globKey.slice(at) : globKey;
}

export interface ChartPurpose {
  /** One or two sentences: what the chart is for. */
  summary: string;
  /** Further prose paragraphs of the leading comment (ASCII sketches left out). */
  details: string[];
  /** The doc section the header cites on its `Behaviour:` line (`docs/behaviour.md#moderation`). */
  behaviour?: string;
  source: 'doc comment' | 'scripts/qa/purposes.ts' | 'none';
}

/** A chart's header is short: its shape and why, the rest in docs (docs/architecture.md#srcmachines). */
export const MAX_HEADER_LINES = 5;

/** The leading comment of a source file, one entry per line, the comment markers taken off. */
export function leadingComment(source: string): string[] {
  const lines: string[] = [];
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('//')) lines.push(line.replace(/^\/\/ ?/, ''));
    else if (/^\/\*\*?/.test(line) || (line.startsWith('*') && lines.length)) {
      lines.push(line.replace(/^\/\*\*?|\*\/$|^\* ?/g, '').trimEnd());
      if (line.endsWith('*/')) break;
    } else break;
  }
  return lines;
}

/**
 * The line that links the docs:
 * `Behaviour: docs/behaviour.md#<section>; diagram: docs/charts/<name>.md`.
 */
const LINK_LINE = /^(Behaviour|Diagram): (docs\/[\w./#-]+)/;

/**
 * The leading comment of the machine file: its first paragraph is the purpose, the other prose
 * paragraphs are details. Indented lines (sketches) are left out, and so is the line that links
 * the docs (`Behaviour: …; diagram: docs/charts/<name>.md`): the chart's page links the section
 * itself. Falls back to FALLBACK_PURPOSES.
 */
export function chartPurpose(entry: ChartEntry, root = REPO_ROOT): ChartPurpose {
  const lines = leadingComment(readFileSync(join(root, entry.file), 'utf8'));
  const paragraphs: string[][] = [[]];
  let behaviour: string | undefined;
  for (const line of lines) {
    const link = LINK_LINE.exec(line);
    if (link) {
      if (link[1] === 'Behaviour') behaviour = link[2];
      continue;
    }
    if (line.trim() === '') paragraphs.push([]);
    else if (/^\s{2,}/.test(line)) paragraphs.push([]);
    else paragraphs[paragraphs.length - 1].push(line.trim());
  }
  // A paragraph that introduces a sketch ("Two regions side by side:") loses that last sentence.
  const prose = paragraphs
    .filter((p) => p.length)
    .map((p) =>
      p
        .join(' ')
        .replace(/(?<=[.)])\s+[^.]*:$/, '')
        .replace(/:$/, '.'),
    );
  if (prose.length)
    return { summary: prose[0], details: prose.slice(1), behaviour, source: 'doc comment' };
  const fallback = FALLBACK_PURPOSES[entry.name];
  if (fallback) return { summary: fallback, details: [], source: 'scripts/qa/purposes.ts' };
  return { summary: '', details: [], source: 'none' };
}

/** The first sentence of a purpose, at most `max` characters: for tables. */
export function firstSentence(text: string, max = 110): string {
  const sentence = text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}
