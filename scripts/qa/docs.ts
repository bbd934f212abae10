// docs/charts/<name>.md and docs/charts/README.md, generated from the charts (never by hand).
// `npm run charts:diagrams` writes them; tests/unit/diagrams.test.ts fails when a checked-in file
// differs from what this module generates now.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeChart } from '../../tests/model/harness/coverage';
import { chartPurpose, REPO_ROOT, type ChartEntry } from './charts';
import { chartToMermaid, guardLabel, transitionLabel } from './mermaid';

export const DOCS_DIR = 'docs/charts';
export const REGENERATE = 'npm run charts:diagrams';
const MARKER = `<!-- Generated from the machine by \`${REGENERATE}\`. Do not edit by hand. -->`;

const cell = (s: string) => s.replace(/\|/g, '\\|');
const short = (id: string, machineId: string) =>
  id.startsWith(`${machineId}.`) ? id.slice(machineId.length + 1) : id;

/** The screen a chart belongs to, from its `meta: { route, view }` (absent on test fixtures). */
export function chartScreen(entry: ChartEntry): { route?: string; view?: string } {
  const meta = (entry.machine.config as { meta?: { route?: unknown; view?: unknown } }).meta;
  return {
    route: typeof meta?.route === 'string' ? meta.route : undefined,
    view: typeof meta?.view === 'string' ? meta.view : undefined,
  };
}

function chartDoc(entry: ChartEntry, root = REPO_ROOT): string {
  const purpose = chartPurpose(entry, root);
  const { diagram, rootTransitions } = chartToMermaid(entry.machine);
  const chart = describeChart(entry.machine);
  const id = entry.machine.id;
  const out = [MARKER, '', `# ${entry.name}`, ''];
  out.push(purpose.summary || '_No description: add a leading comment to the machine file._', '');
  for (const p of purpose.details) out.push(p, '');
  if (purpose.behaviour) {
    const section = purpose.behaviour.replace(/^docs\//, '');
    out.push(`Behaviour: [${section}](../${section}).`, '');
  }
  const { route, view } = chartScreen(entry);
  if (route || view) {
    out.push(`Screen: \`${route ?? '—'}\`, view [\`${view}\`](../../${view}).`, '');
  }
  out.push(
    `Source: [\`${entry.file}\`](../../${entry.file}), export \`${entry.exportName}\`. ` +
      `${chart.states.length} states, ${chart.transitions.length} transitions.`,
    '',
    '```mermaid',
    diagram,
    '```',
    '',
  );
  if (rootTransitions.length) {
    out.push('Taken in any state (transitions of the chart itself):', '');
    for (const t of rootTransitions) {
      const to = t.targets.length ? t.targets.map((x) => short(x, id)).join(', ') : 'no change';
      out.push(`- \`${transitionLabel(t)}\` → ${to}`);
    }
    out.push('');
  }
  out.push('## Transitions', '', '| from | on | guard | to |', '| --- | --- | --- | --- |');
  for (const t of chart.transitions) {
    const from = t.source === id ? '(any state)' : short(t.source, id);
    const on = transitionLabel(t).replace(/ \[.*\]$/, '');
    const to = t.targets.length ? t.targets.map((x) => short(x, id)).join(', ') : '(stays)';
    out.push(`| ${cell(from)} | ${cell(on)} | ${cell(guardLabel(t) ?? '')} | ${cell(to)} |`);
  }
  out.push('');
  return out.join('\n');
}

function chartsReadme(entries: readonly ChartEntry[], root = REPO_ROOT): string {
  const out = [
    MARKER,
    '',
    '# Charts',
    '',
    'Every statechart in `src/machines/`, drawn from its machine definition, with the route and ' +
      "view of its screen (the chart's `meta`). " +
      `Run \`${REGENERATE}\` after changing a chart; \`npm test\` fails while a diagram is out ` +
      'of date. The QA report (`npm run qa:paths`, `reports/qa/index.html`) lists the paths ' +
      'through each chart and what the model tests walked.',
    '',
    '| route | view | chart | what it is for | states | transitions |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const e of entries) {
    const chart = describeChart(e.machine);
    const summary = chartPurpose(e, root).summary || '—';
    const { route, view } = chartScreen(e);
    const viewCell = view ? `[\`${view.replace(/^src\/views\//, '')}\`](../../${view})` : '—';
    out.push(
      `| \`${cell(route ?? '—')}\` | ${viewCell} | [${e.name}](${e.name}.md) | ${cell(summary)} | ` +
        `${chart.states.length} | ${chart.transitions.length} |`,
    );
  }
  out.push('');
  return out.join('\n');
}

/** Every file the generator owns: name → content. */
function generatedDocs(entries: readonly ChartEntry[], root = REPO_ROOT): Map<string, string> {
  const files = new Map<string, string>([['README.md', chartsReadme(entries, root)]]);
  for (const e of entries) files.set(`${e.name}.md`, chartDoc(e, root));
  return files;
}

interface DocsDrift {
  missing: string[];
  outdated: string[];
  /** Generated files whose chart no longer exists. */
  orphaned: string[];
}

export function docsDrift(entries: readonly ChartEntry[], root = REPO_ROOT): DocsDrift {
  const dir = join(root, DOCS_DIR);
  const expected = generatedDocs(entries, root);
  const drift: DocsDrift = { missing: [], outdated: [], orphaned: [] };
  for (const [name, content] of expected) {
    const file = join(dir, name);
    if (!existsSync(file)) drift.missing.push(name);
    else if (readFileSync(file, 'utf8') !== content) drift.outdated.push(name);
  }
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.md') || expected.has(name)) continue;
      if (readFileSync(join(dir, name), 'utf8').startsWith(MARKER)) drift.orphaned.push(name);
    }
  }
  return drift;
}

/** Writes the docs; removes generated files of charts that are gone. Returns what changed. */
export function writeDocs(entries: readonly ChartEntry[], root = REPO_ROOT): DocsDrift {
  const drift = docsDrift(entries, root);
  const dir = join(root, DOCS_DIR);
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of generatedDocs(entries, root)) {
    writeFileSync(join(dir, name), content);
  }
  for (const name of drift.orphaned) rmSync(join(dir, name));
  return drift;
}
