// `npm run charts:diagrams`: regenerates docs/charts/<name>.md (a Mermaid state diagram per chart)
// and docs/charts/README.md from the machines in src/machines.
import { loadCharts } from './charts';
import { DOCS_DIR, writeDocs } from './docs';

const charts = await loadCharts();
const drift = writeDocs(charts);
const changed = [...drift.missing, ...drift.outdated];
console.log(`${DOCS_DIR}: ${charts.length} charts (${charts.map((c) => c.name).join(', ')})`);
console.log(
  changed.length ? `written: ${changed.join(', ')}` : 'all diagrams were already up to date',
);
if (drift.orphaned.length) console.log(`removed (chart gone): ${drift.orphaned.join(', ')}`);
