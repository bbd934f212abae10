// `npm run bench:votes [-- --participants N]`: only the vote-path section of the benchmark
// (bench/votes.ts), on PGlite and, with DATABASE_URL, on PostgreSQL; no build, no browser. Written
// to reports/bench/votes.md. With --participants, a third conversation of N participants × 5,000
// statements (about 51 votes each) is written first and the crowd votes on it; PGlite is then left
// out — writing millions of votes into it takes longer than the bench (docs/deploy.md#sizing).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib';
import { benchVotePath, voteSection, type VoteEngineResult } from './votes';

const startedAt = Date.now();
const log = (line: string) =>
  console.error(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${line}`);

const args = process.argv.slice(2);
const participantsAt = args.indexOf('--participants');
const participants = participantsAt >= 0 ? Number(args[participantsAt + 1]) : undefined;
if (
  (participantsAt >= 0 || args.length > 0) &&
  !(args.length === 2 && Number.isInteger(participants) && participants! > 0)
) {
  console.error('Usage: npm run bench:votes -- [--participants N]');
  process.exit(2);
}
const load0 = loadavg()[0];
const results: VoteEngineResult[] = [];
const databaseUrl = process.env.DATABASE_URL?.trim();
if (participants && !databaseUrl) {
  console.error('--participants needs PostgreSQL: set DATABASE_URL (scripts/pg-scratch.sh)');
  process.exit(2);
}
if (!participants) {
  log('vote path on PGlite');
  results.push(await benchVotePath({ engine: 'PGlite', log }));
}
if (databaseUrl) {
  log('vote path on PostgreSQL');
  results.push(await benchVotePath({ engine: 'PostgreSQL', databaseUrl, log, participants }));
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
