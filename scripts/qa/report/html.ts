// The QA report's pages: reports/qa/index.html (a sortable table of every chart) and the shared
// page shell. One page per chart is in chartPage.ts.
import { firstSentence } from '../charts';
import type { ChartReport, ChartStatus } from './build';

export const esc = (s: unknown): string =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function page(title: string, body: string, assets: string): string {
  return `<!doctype html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${assets}/report.css">
</head>
<body>
${body}
<script src="${assets}/sort.js"></script>
</body>
</html>
`;
}

export const STATUS_TEXT: Record<ChartStatus, [string, 'ok' | 'warn' | 'bad']> = {
  covered: ['100 % gennemløbet', 'ok'],
  below: ['Under 100 %', 'bad'],
  incomplete: ['Kørslen fejlede', 'bad'],
  stale: ['Dækning forældet', 'warn'],
  'not-run': ['Modeltest ikke kørt', 'warn'],
  'no-model-test': ['Ingen modeltest', 'bad'],
};

/** Worst first: the order a click on the status column sorts by. */
const STATUS_ORDER: ChartStatus[] = [
  'no-model-test',
  'below',
  'incomplete',
  'stale',
  'not-run',
  'covered',
];

export const badge = (status: ChartStatus) => {
  const [text, tone] = STATUS_TEXT[status];
  return `<span class="badge ${tone}">${esc(text)}</span>`;
};

export function ratio(covered: number, total: number, percent: number): string {
  const tone = percent >= 100 ? 'ok' : 'bad';
  return `<span class="badge ${tone}">${percent} %</span> <span class="muted">${covered}/${total}</span>`;
}

export const walkedThroughText = (r: ChartReport): string => {
  const via = r.walked?.walkedThrough ?? r.modelTests[0]?.walkedThrough;
  if (!via) return '—';
  return via === 'machine' ? 'maskinen alene (ikke skærmen)' : 'skærmen (view)';
};

interface Totals {
  charts: number;
  fullyCovered: number;
  states: [number, number];
  transitions: [number, number];
  generatedPaths: number;
  walkedPaths: number;
}

export function totalsOf(reports: readonly ChartReport[]): Totals {
  const sum = (f: (r: ChartReport) => number) => reports.reduce((n, r) => n + f(r), 0);
  return {
    charts: reports.length,
    fullyCovered: reports.filter((r) => r.status === 'covered').length,
    states: [sum((r) => r.walked?.states.covered ?? 0), sum((r) => r.states.length)],
    transitions: [
      sum((r) => r.walked?.transitions.covered ?? 0),
      sum((r) => r.walked?.transitions.total ?? r.transitions.length),
    ],
    generatedPaths: sum((r) => r.generated.shortest.length + (r.generated.simple?.length ?? 0)),
    walkedPaths: sum((r) => r.walked?.paths.length ?? 0),
  };
}

/** `2026-11-22T17:02:44.881Z` → `2026-11-22 17:02 UTC`. */
export const when = (iso: string) => iso.replace(/T(\d\d:\d\d).*$/, ' $1 UTC');

const pctOf = ([a, b]: [number, number]) => (b ? Math.round((a / b) * 1000) / 10 : 100);

export function indexPage(reports: readonly ChartReport[], generatedAt: string): string {
  const t = totalsOf(reports);
  const rows = reports.map((r) => {
    const guarded = r.transitions.filter((x) => x.guard).length;
    const delayed = r.transitions.filter((x) => x.kind === 'after').length;
    const simple = r.generated.simple ? String(r.generated.simple.length) : '–';
    const w = r.walked;
    const tests = r.modelTests.map(
      (m) => `<code>${esc(m.file.replace(/^.*\//, '').replace(/\.model\.test\.tsx?$/, ''))}</code>`,
    );
    return `<tr>
<td data-sort="${esc(r.name.toLowerCase())}"><a href="charts/${esc(r.name)}.html">${esc(r.name)}</a><div class="muted">${esc(firstSentence(r.purpose.summary))}</div></td>
<td class="num">${r.states.length}</td>
<td class="num" data-sort="${r.transitions.length}">${r.transitions.length}<div class="muted">${guarded} betingede · ${delayed} forsinkede</div></td>
<td class="num" data-sort="${r.generated.shortest.length}">${r.generated.shortest.length} / ${simple}</td>
<td>${tests.length ? `${tests.join('<br>')}<div class="muted">via ${esc(walkedThroughText(r))}</div>` : '<span class="muted">—</span>'}</td>
<td class="num" data-sort="${w ? w.states.percent : -1}">${w ? ratio(w.states.covered, w.states.total, w.states.percent) : '—'}</td>
<td class="num" data-sort="${w ? w.transitions.percent : -1}">${w ? ratio(w.transitions.covered, w.transitions.total, w.transitions.percent) : '—'}</td>
<td class="num">${w ? w.paths.length : '—'}</td>
<td class="status" data-sort="${STATUS_ORDER.indexOf(r.status)}">${badge(r.status)}</td>
</tr>`;
  });
  const body = `<h1>Rådslag · QA-stier</h1>
<p class="meta">Genereret ${esc(when(generatedAt))} af <code>npm run qa:paths</code> · ${t.charts} diagrammer fra <code>src/machines</code> · maskinlæsbar: <a href="coverage.json">coverage.json</a></p>
<div class="totals">
<div><strong>${t.fullyCovered}/${t.charts}</strong>diagrammer 100 % gennemløbet</div>
<div><strong>${pctOf(t.states)} %</strong>tilstande gennemløbet (${t.states[0]}/${t.states[1]})</div>
<div><strong>${pctOf(t.transitions)} %</strong>overgange gennemløbet (${t.transitions[0]}/${t.transitions[1]})</div>
<div><strong>${t.walkedPaths}</strong>stier gennemløbet af modeltestene</div>
<div><strong>${t.generatedPaths}</strong>genererede stier</div>
</div>
<div class="table-scroll">
<table class="sortable charts">
<thead><tr><th>Diagram</th><th class="num">Tilstande</th><th class="num">Overgange</th><th class="num">Genererede stier (korteste / simple)</th><th>Modeltest</th><th class="num">Tilstande gennemløbet</th><th class="num">Overgange gennemløbet</th><th class="num">Stier gennemløbet</th><th>Status</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</div>
<p class="muted">Dækning er det, modeltestene (<code>tests/model/*.model.test.tsx</code>) faktisk gennemløb ved seneste <code>vitest run</code>. Genererede stier er beregnet af diagrammets struktur: korteste stier til hver tilstand plus én sti for hver overgang, de ikke tager; simple stier (ingen tilstand to gange) kun hvor der er højst ${reports[0]?.generated.simpleLimit ?? 40}. Klik på en kolonneoverskrift for at sortere.</p>`;
  return page('Rådslag · QA-stier', body, 'assets');
}
