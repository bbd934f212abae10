// reports/qa/charts/<name>.html: one chart's paths as numbered steps a tester can follow by hand
// against `npm start` ("Klik 'Acceptér' → kommentaren står under Accepterede"), with the sample
// payloads of the model test, plus its states, transitions and walked coverage.
import { guardLabel } from '../mermaid';
import type { ChartReport, ReportPath, ReportStep } from './build';
import { badge, esc, page, ratio, walkedThroughText, when } from './html';

const json = (value: unknown) => esc(JSON.stringify(value, null, 2));

function stepHtml(s: ReportStep): string {
  const action = `<span class="${s.action.labelled ? '' : 'generic'}">${esc(s.action.text)}</span>`;
  const guards = s.action.guards.length
    ? ` <span class="guard">betingelse: ${esc(s.action.guards.join(', '))}</span>`
    : '';
  const state = s.screen.labelled ? ` <span class="muted">(${esc(s.to)})</span>` : '';
  const screen = `<div class="screen${s.screen.labelled ? '' : ' generic'}">${esc(s.screen.text)}${state}</div>`;
  let data = '';
  if (s.samples.length) {
    data = `<div class="data">Testdata: ${s.samples
      .map(
        (x) =>
          `<details><summary><code>${esc(x.name)}</code></summary><pre>${json(x.payload)}</pre></details>`,
      )
      .join('')}</div>`;
  } else if (s.noSample) {
    data = '<div class="data guard">Testdata: ingen prøve i modeltesten tager denne gren</div>';
  }
  return `<li>${action}${guards}${screen}${data}</li>`;
}

function pathsHtml(paths: readonly ReportPath[], open = false): string {
  return paths
    .map((p) => {
      const status = p.status
        ? ` <span class="badge ${p.status === 'passed' ? 'ok' : p.status === 'failed' ? 'bad' : 'warn'}">${esc({ passed: 'bestået', failed: 'fejlet', 'not-run': 'ikke kørt' }[p.status])}</span>`
        : '';
      const steps = p.steps.length
        ? `<ol class="steps">${p.steps.map(stepHtml).join('')}</ol>`
        : '<p class="muted">Trinene er ikke registreret (kør modeltestene igen).</p>';
      return `<details class="path"${open ? ' open' : ''}><summary>${esc(p.title)}${status}</summary>${steps}</details>`;
    })
    .join('\n');
}

function coverageHtml(r: ChartReport): string {
  const w = r.walked;
  const tests = r.modelTests.map((m) => `<code>${esc(m.file)}</code>`).join(', ');
  if (!r.modelTests.length) {
    return `<p class="notice bad">Ingen modeltest gennemløber dette diagram. <code>npm test</code> fejler, indtil <code>tests/model/${esc(r.file.replace(/^.*\//, '').replace(/\.machine\.ts$/, ''))}.model.test.tsx</code> findes (se <code>tests/model/README.md</code>).</p>`;
  }
  if (!w) {
    return `<p class="notice">Modeltest: ${tests}. Der er ingen dækningsfil endnu: kør <code>npm run qa:paths</code> uden <code>--no-run</code>.</p>`;
  }
  const lines = [
    `<p>Modeltest: ${tests} · gennemløbet via <strong>${esc(walkedThroughText(r))}</strong> · stier: <code>${esc(w.strategy)}</code> · kørt ${esc(when(w.generatedAt))}</p>`,
    `<p>Tilstande ${ratio(w.states.covered, w.states.total, w.states.percent)} · Overgange ${ratio(w.transitions.covered, w.transitions.total, w.transitions.percent)}</p>`,
  ];
  if (w.walkedThrough === 'machine') {
    lines.push(
      '<p class="notice">Dette diagram gennemløbes på maskinniveau, ikke gennem skærmen: skærmens visning af hver tilstand er ikke kontrolleret af modeltesten.</p>',
    );
  }
  if (w.stale) lines.push(`<p class="notice">Dækningen er forældet: ${esc(w.stale)}.</p>`);
  if (!w.complete) {
    lines.push(
      '<p class="notice bad">Ikke alle stier blev kørt og bestået ved seneste kørsel.</p>',
    );
  }
  if (w.states.uncovered.length || w.transitions.uncovered.length) {
    lines.push(
      `<div class="notice bad">Ikke gennemløbet:<ul>${[...w.states.uncovered, ...w.transitions.uncovered].map((x) => `<li><code>${esc(x)}</code></li>`).join('')}</ul></div>`,
    );
  }
  if (w.excluded.length) {
    lines.push(
      `<div class="notice">Udeladt fra dækningen (kan ikke frembringes gennem skærmen):<ul>${w.excluded.map((x) => `<li><code>${esc(x.label)}</code>: ${esc(x.reason)}</li>`).join('')}</ul></div>`,
    );
  }
  return lines.join('\n');
}

export function chartPage(r: ChartReport): string {
  const g = r.generated;
  const w = r.walked;
  const samples = Object.entries(w?.samples ?? {}).flatMap(([key, byName]) =>
    Object.entries(byName).map(
      ([name, payload]) =>
        `<tr><td><code>${esc(key)}</code></td><td><code>${esc(name)}</code></td><td><pre>${json(payload)}</pre></td></tr>`,
    ),
  );
  const short = (id: string) =>
    id === r.name
      ? '(hele diagrammet)'
      : id.startsWith(`${r.name}.`)
        ? id.slice(r.name.length + 1)
        : id;
  const hits = (h: number | null) => (h === null ? '—' : String(h));
  const body = `<nav class="back"><a href="../index.html">← Alle diagrammer</a></nav>
<h1>${esc(r.name)} ${badge(r.status)}</h1>
<p class="meta">${esc(r.purpose.summary)}</p>
<p class="muted"><code>${esc(r.file)}</code> (eksport <code>${esc(r.exportName)}</code>) · diagram: <a href="../../../docs/charts/${esc(r.name)}.md">docs/charts/${esc(r.name)}.md</a></p>
<h2>Dækning fra modeltestene</h2>
${coverageHtml(r)}
<h2>Sådan følger du en sti i hånden</h2>
<p>Start appen med <code>npm start</code> og åbn skærmen. Udfør trinene i rækkefølge; efter hvert trin skal skærmen vise det, der står efter pilen. Serversvar og fejl (fx <em>Serveren svarer med en fejl</em>) frembringes i modeltesten med testdataen nævnt ved trinnet; i hånden kræver de tilsvarende data eller en afbrudt forbindelse. Grå kursiv tekst er en generisk beskrivelse: diagrammets modeltest har ingen <code>labels</code> for den.</p>
<h2>Gennemløbne stier (${w ? w.paths.length : 0})</h2>
${w && w.paths.length ? pathsHtml(w.paths) : '<p class="muted">Ingen endnu.</p>'}
<h2>Genererede stier</h2>
<p class="muted">Beregnet af diagrammets struktur (${g.configurations} tilstandskombinationer${g.truncated ? ', afkortet' : ''}); betingelser antages opfyldt efter behov. ${g.unreachable.length ? `Uopnåelige overgange: ${esc(g.unreachable.join(', '))}.` : 'Alle overgange indgår i mindst én sti.'}</p>
<h3>Korteste stier + én sti per manglende overgang (${g.shortest.length})</h3>
${pathsHtml(g.shortest)}
<h3>Simple stier${g.simple ? ` (${g.simple.length})` : ''}</h3>
${g.simple ? pathsHtml(g.simple) : `<p class="muted">Udeladt: diagrammet har flere end ${g.simpleLimit} simple stier.</p>`}
<h2>Tilstande (${r.states.length})</h2>
<div class="table-scroll"><table class="sortable"><thead><tr><th>Tilstand</th><th>Type</th><th>Skærmen viser</th><th class="num">Gennemløbet</th></tr></thead><tbody>
${r.states.map((s) => `<tr><td><code>${esc(s.key)}</code></td><td>${esc(s.type)}</td><td>${s.label ? esc(s.label) : '<span class="muted">—</span>'}</td><td class="num" data-sort="${s.hits ?? -1}">${hits(s.hits)}</td></tr>`).join('\n')}
</tbody></table></div>
<h2>Overgange (${r.transitions.length})</h2>
<div class="table-scroll"><table class="sortable"><thead><tr><th>Fra</th><th>Hændelse</th><th>Betingelse</th><th>Til</th><th>Art</th><th class="num">Gennemløbet</th></tr></thead><tbody>
${r.transitions.map((t) => `<tr><td><code>${esc(short(t.source))}</code></td><td><code>${esc(t.text.replace(/ \[.*\]$/, ''))}</code></td><td>${esc(guardLabel(t) ?? '')}</td><td><code>${esc(t.targets.map(short).join(', ') || '(bliver)')}</code></td><td>${esc(t.kind)}</td><td class="num" data-sort="${t.hits ?? -1}">${t.excluded ? `<span class="badge warn" title="${esc(t.excluded)}">udeladt</span>` : hits(t.hits)}</td></tr>`).join('\n')}
</tbody></table></div>
<h2>Testdata fra modeltesten</h2>
${samples.length ? `<div class="table-scroll"><table><thead><tr><th>Hændelse</th><th>Prøve</th><th>Data</th></tr></thead><tbody>${samples.join('\n')}</tbody></table></div>` : '<p class="muted">Ingen prøver registreret.</p>'}`;
  return page(`${r.name} · Rådslag QA`, body, '../assets');
}
