// `npm run bench:neardup`: the near-duplicate check at 20,000 statements
// (docs/architecture.md#budgets) — the conversation of bench/moderationScaleData.ts (a 12-word
// vocabulary, so every statement shares terms with thousands: the candidate filter's worst case),
// straight against the database (PGlite; PostgreSQL too with DATABASE_URL). Prints the one-off lazy
// indexing time, then p50 / p99 of (a) a participant's check (POST /comments/similar's query) and
// (b) marking one page of 50 pending statements in Moderér.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/platform/db';
import { ensureOwner } from '../../server/demo/writeDemo';
import { findSimilar, findSimilarMany } from '../../server/moderation/nearDuplicates/findSimilar';
import { indexMissingStems } from '../../server/moderation/nearDuplicates/stemIndex';
import { writeModerationScaleData } from '../moderationScaleData';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const fmt = (values: number[]) =>
  `p50 ${quantile(values, 0.5).toFixed(1)} ms, p99 ${quantile(values, 0.99).toFixed(1)} ms (n=${values.length})`;

async function run(engine: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'raadslag-bench-neardup-'));
  const schema = databaseUrl ? `bench_neardup_${process.pid}` : undefined;
  const db = await openDatabase({ dataDir, databaseUrl, schema });
  try {
    const owner = await ensureOwner(db, { email: 'bench@raadslag.dk', hname: 'Bench' });
    const conversationId = await writeModerationScaleData(db, owner, Date.now());
    const { rows } = await db.query<{ zid: number }>(
      'SELECT zid FROM zinvites WHERE zinvite = $1',
      [conversationId],
    );
    const zid = rows[0].zid;
    let t = performance.now();
    let indexed = 0;
    for (let n = await indexMissingStems(db, zid); n > 0; n = await indexMissingStems(db, zid)) {
      indexed += n;
    }
    console.log(
      `${engine}: indexed ${indexed} statements in ${(performance.now() - t).toFixed(0)} ms (once)`,
    );
    const texts = [
      'Mere fokus på cykelstier og busser frem for parkering i vores by.',
      'Flere træer ved havnen',
      'Kulturhuset skal have længere åbningstider om aftenen',
      'Mindre støj fra letbanen om natten og mere fokus på legepladser',
    ];
    const visible = { lowestMod: 0 as const, activeOnly: true };
    const check: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      t = performance.now();
      await findSimilar(db, zid, { txt: texts[i % texts.length] }, visible);
      check.push(performance.now() - t);
    }
    console.log(`${engine}: participant check  ${fmt(check.slice(20))}`);
    const pending = await db.query<{ tid: number; txt: string }>(
      'SELECT tid, txt FROM comments WHERE zid = $1 AND mod = 0 ORDER BY tid LIMIT 50',
      [zid],
    );
    const page: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      t = performance.now();
      await findSimilarMany(
        db,
        zid,
        pending.rows.map((r) => ({ txt: r.txt, exceptTid: r.tid })),
        { lowestMod: 1, activeOnly: false },
        1,
      );
      page.push(performance.now() - t);
    }
    console.log(`${engine}: Moderér page of 50  ${fmt(page.slice(5))}`);
  } finally {
    if (schema) await db.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('PGlite', undefined);
if (process.env.DATABASE_URL) await run('PostgreSQL', process.env.DATABASE_URL);
