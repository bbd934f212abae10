// `npm run bench:votes`: only the vote-path section of the benchmark (bench/votes.ts), on PGlite
// and, with DATABASE_URL, on PostgreSQL; no build, no browser. Written to reports/bench/votes.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib';
import { benchVotePath, voteSection, type VoteEngineResult } from './votes';

const startedAt = Date.now();
const log = (line: string) =>
  console.error(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${line}`);

const load0 = loadavg()[0];
const results: VoteEngineResult[] = [];
log('vote path on PGlite');
results.push(await benchVotePath({ engine: 'PGlite', log }));
const databaseUrl = process.env.DATABASE_URL?.trim();
if (databaseUrl) {
  log('vote path on PostgreSQL');
  results.push(await benchVotePath({ engine: 'PostgreSQL', databaseUrl, log }));
}
const report = [
  `# Rådslag vote-path benchmark — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `Node ${process.version}, ${cpus().length} CPUs, load average ${load0.toFixed(1)} at the start and ` +
    `${loadavg()[0].toFixed(1)} at the end (a shared machine: times are indicative).` +
    (databaseUrl ? '' : ' PostgreSQL: skipped (set DATABASE_URL).'),
  '',
  voteSection(results),
  '',
].join('\n');
mkdirSync(join(ROOT, 'reports/bench'), { recursive: true });
writeFileSync(join(ROOT, 'reports/bench/votes.md'), report);
console.log(report);
