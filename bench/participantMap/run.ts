// The map's two figures of `npm run bench:participant`, on their own until they join its runner
// (bench/participantMap/README.md): `node --import tsx bench/participantMap/run.ts [--json]`. Seeds
// the demo conversation (its map shown, its groups computed at start) into a fresh PGlite data
// directory, starts the real server on it from `dist/` (run `npm run build` first), and prints
// placedAfterVoteP95Ms and mapBodyGzipKB.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db';
import { seedDemo } from '../../server/demo/seedDemo';
import { launchBrowser } from '../../tests/e2e/browser';
import { freePort, startServer } from '../lib';
import { mapBodyGzipKB } from './mapBody';
import { placedAfterVoteP95Ms } from './placedAfterVote';

const json = process.argv.includes('--json');
const started = Date.now();
const log = (line: string) =>
  console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

const dataDir = mkdtempSync(join(tmpdir(), 'raadslag-bench-map-'));
try {
  const db = await openDatabase({ dataDir });
  const { conversation_id: conversationId } = await seedDemo(db, {
    owner: { email: 'bench.map@example.dk', hname: 'Bench Ejer' },
  });
  await db.close();
  const server = await startServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    DEMO_DATA: '0',
  });
  const browser = await launchBrowser();
  try {
    // The demo's groups are computed at start (catch-up); wait until the map has them.
    for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
      const map = (await (
        await fetch(
          `${server.baseUrl}/api/v3/math/participantMap?conversation_id=${conversationId}`,
        )
      ).json()) as { groups: unknown[] };
      if (map.groups.length) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    log('placement after the vote');
    const placed = await placedAfterVoteP95Ms({
      browser,
      baseUrl: server.baseUrl,
      conversationId,
      log,
    });
    log('the map body at the math:bench conversation');
    const mapKB = await mapBodyGzipKB();
    const result = {
      placedAfterVoteP95Ms: placed === null ? null : Math.round(placed),
      mapBodyGzipKB: Number(mapKB.toFixed(1)),
    };
    console.log(json ? JSON.stringify(result) : result);
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
