// `npm run bench:import [-- --votes 1000000]`: how the server answers while `npm run import:polis`
// brings in a large Polis export. Writes a synthetic folder (500 statements, 1,000,000 votes by
// 10,000 participants by default), starts the server on PGlite, runs the import through its CLI
// route and meanwhile asks GET /healthz every 100 ms. Prints the import's wall time and the probes'
// latencies (the target: each answered within 1 s; docs/api.md#post-apiaccountcliimport-polis).
// Written to reports/bench/import.md. Not a test: the figures depend on the machine.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, ms, quantile, ROOT, startServer } from './lib';

const { values } = parseArgs({ options: { votes: { type: 'string', default: '1000000' } } });
const VOTES = Number(values.votes);
const COMMENTS = 500;
const PARTICIPANTS = Math.max(1, Math.round(VOTES / 100));

/** A deterministic folder: participant p votes on 100 statements from (p·7) mod 500 on. */
async function writeFolder(dir: string): Promise<void> {
  const start = Date.UTC(2026, 0, 1);
  const comments = [
    'timestamp,datetime,comment-id,author-id,agrees,disagrees,moderated,comment-body',
  ];
  for (let tid = 0; tid < COMMENTS; tid++) {
    comments.push(
      `${start + tid},x,${tid},${tid % PARTICIPANTS},0,0,1,Udsagn nummer ${tid} om byen`,
    );
  }
  writeFileSync(join(dir, 'comments.csv'), `${comments.join('\n')}\n`);
  writeFileSync(
    join(dir, 'summary.csv'),
    'topic,Stor importprøve\nconversation-description,Syntetisk\n',
  );
  const votes = createWriteStream(join(dir, 'votes.csv'));
  votes.write('timestamp,datetime,comment-id,voter-id,vote\n');
  const matrix = createWriteStream(join(dir, 'participants-votes.csv'));
  const tids = Array.from({ length: COMMENTS }, (_, i) => i);
  matrix.write(
    `participant,xid,group-id,n-comments,n-votes,n-agree,n-disagree,${tids.join(',')}\n`,
  );
  let written = 0;
  for (let pid = 0; pid < PARTICIPANTS && written < VOTES; pid++) {
    const row = new Array<string>(COMMENTS).fill('');
    let lines = '';
    for (let k = 0; k < 100 && written < VOTES; k++, written++) {
      const tid = (pid * 7 + k) % COMMENTS;
      const vote = ((pid + tid) % 3) - 1;
      row[tid] = String(vote);
      lines += `${start + COMMENTS + written},x,${tid},${pid},${vote}\n`;
    }
    if (!votes.write(lines)) await new Promise<void>((r) => votes.once('drain', () => r()));
    if (!matrix.write(`${pid},,,0,100,0,0,${row.join(',')}\n`)) {
      await new Promise<void>((r) => matrix.once('drain', () => r()));
    }
  }
  await Promise.all([
    new Promise<void>((r) => votes.end(() => r())),
    new Promise<void>((r) => matrix.end(() => r())),
  ]);
}

const folder = mkdtempSync(join(tmpdir(), 'raadslag-import-bench-'));
const dataDir = mkdtempSync(join(tmpdir(), 'raadslag-import-data-'));
const load0 = loadavg()[0];
console.error(`bench:import: writing ${VOTES} votes to ${folder} …`);
await writeFolder(folder);
const server = await startServer(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: '' });
const latencies: number[] = [];
let importing = true;
const probing = (async () => {
  while (importing) {
    const asked = performance.now();
    await fetch(`${server.baseUrl}/healthz`);
    latencies.push(performance.now() - asked);
    await new Promise((r) => setTimeout(r, 100));
  }
})();
console.error('bench:import: importing through the running server …');
const began = performance.now();
const exit = await new Promise<number>((done) => {
  const cli = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/polis/importCli.ts', folder, '--owner', 'demo@raadslag.dk'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
  );
  cli.once('exit', (code) => done(code ?? 1));
});
const importMs = performance.now() - began;
importing = false;
await probing;
await server.stop();
rmSync(folder, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });

const report = [
  `# Rådslag import benchmark — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `${VOTES} votes, ${COMMENTS} statements, ${PARTICIPANTS} participants, PGlite; load average ` +
    `${load0.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end.`,
  '',
  `- import through the server: ${exit === 0 ? 'stored' : `FAILED (exit ${exit})`} in ${ms(importMs)}`,
  `- GET /healthz during it: ${latencies.length} probes, median ${ms(quantile(latencies, 0.5))}, ` +
    `p99 ${ms(quantile(latencies, 0.99))}, slowest ${ms(Math.max(...latencies))}`,
  '',
].join('\n');
mkdirSync(join(ROOT, 'reports/bench'), { recursive: true });
writeFileSync(join(ROOT, 'reports/bench/import.md'), report);
console.log(report);
process.exit(exit);
