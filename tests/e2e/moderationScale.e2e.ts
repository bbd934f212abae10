// Journey (d) of issue 16: moderation that scales. A server of its own (PGlite, no demo) whose
// database is written before it starts by the bench's own seed (bench/moderationScaleData.ts,
// `npm run bench:moderation`): 20,000 statements, 400 participants, 40,000 votes, written in bulk
// — no 20,000 requests. Five pending statements are given a word nobody else uses, three of them
// with votes. The owner opens 'Moderér', searches the word (five), keeps those with votes ('Med
// stemmer': three), ticks them all, 'Afvis valgte', sees '3 udsagn er afvist.' with 'Fortryd' —
// and the server has stored the three rejections, the other two still pending. Then the owner
// reads the action in 'Moderationslog' and saves the log as CSV. Printed, not asserted: how long
// the screen took to show the first page of the 20,000, and the journey's own time.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freePort, startServer, type RunningServer } from '../../bench/lib';
import { MODERATION_SCALE, writeModerationScaleData } from '../../bench/moderationScaleData';
import { openDatabase } from '../../server/db';
import { ensureOwner } from '../../server/demo/writeDemo';
import { launchBrowser, screenshot, watchErrors } from './browser';
import { E2E_PASSWORD, setPasswordVia, signedInPage, userAdd } from './flows';

const OWNER = { email: 'skala@example.dk', name: 'Sara Skala' };
const WORD = 'solpaneler';
const STATEMENTS = MODERATION_SCALE.statements;

/** The statements the bench's participants voted on: participant p on (53p + 199k) mod N. */
function votedTids(): Set<number> {
  const voted = new Set<number>();
  for (let p = 0; p < MODERATION_SCALE.participants; p++) {
    for (let k = 0; k < MODERATION_SCALE.votesPerParticipant; k++) {
      voted.add((53 * p + 199 * k) % STATEMENTS);
    }
  }
  return voted;
}

/** Pending, not flagged (slot 6–8 of ten, tid mod 30 not 7): three with votes, two without. */
function targets(): { voted: number[]; unvoted: number[] } {
  const voted = votedTids();
  const pending = (tid: number) => tid % 10 >= 6 && tid % 10 < 9 && tid % 30 !== 7;
  const pick = (withVotes: boolean, count: number) =>
    Array.from({ length: STATEMENTS }, (_, tid) => tid)
      .filter((tid) => tid > 1000 && pending(tid) && voted.has(tid) === withVotes)
      .filter((_, i) => i % 997 === 0)
      .slice(0, count);
  return { voted: pick(true, 3), unvoted: pick(false, 2) };
}

let browser: Browser;
let server: RunningServer | null = null;
let dataDir = '';
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** GET /api/v3/… with the console's own token. */
function apiGet(page: Page, path: string): Promise<unknown> {
  return page.evaluate(async (path) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
    const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
    const response = await fetch(`/api/v3/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json() as Promise<unknown>;
  }, path);
}

describe('moderation at scale', () => {
  it('search + filter + bulk reject on 20,000 statements, stored and logged', async () => {
    const began = performance.now();
    const { voted, unvoted } = targets();
    const chosen = [...voted, ...unvoted].sort((a, b) => a - b);

    // The bench's data, written before the server opens the database (PGlite: one process).
    dataDir = mkdtempSync(join(tmpdir(), 'raadslag-e2e-scale-'));
    const db = await openDatabase({ dataDir });
    const ownerUid = await ensureOwner(db, { email: OWNER.email, hname: OWNER.name });
    const conversationId = await writeModerationScaleData(db, ownerUid, Date.now());
    await db.query(
      `UPDATE comments SET txt = (tid + 1) || '. Sæt ${WORD} på alle kommunens tage'
       WHERE zid = (SELECT zid FROM conversations WHERE conversation_id = $1)
         AND tid = ANY($2::integer[])`,
      [conversationId, chosen],
    );
    await db.close();
    const seededMs = performance.now() - began;

    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    server = await startServer(port, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: '0',
      SMTP_URL: '',
      PUBLIC_ORIGIN: baseUrl,
      PUBLIC_SITE_URL: `${baseUrl}/`,
    });
    await setPasswordVia(
      userAdd(OWNER.email, { name: OWNER.name, dataDir }),
      E2E_PASSWORD,
      OWNER.name,
    );
    const page = await signedInPage(browser, OWNER.email, OWNER.name, {
      password: E2E_PASSWORD,
      baseUrl,
    });
    const errors = watchErrors(page);
    const journeyStarted = performance.now();

    // The first page of the pending list: from navigation, and from its answer to its rows.
    await page.goto(`${baseUrl}/m/${conversationId}/comments`);
    const rows = page.locator('.comment-row');
    await rows.first().waitFor({ timeout: 30_000 });
    const shownMs = performance.now() - journeyStarted;
    const renderMs = await page.evaluate(() => {
      const answered = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('paged=true') && e.name.includes('mod=0'))
        .map((e) => (e as PerformanceResourceTiming).responseEnd);
      return performance.now() - Math.max(...answered);
    });
    await page.getByText(/^Viser 50 af 6\.\d{3}$/u).waitFor();

    // Search, then only those with votes.
    await page.getByLabel('Søg i udsagn').fill(WORD);
    await page.getByRole('button', { name: 'Søg', exact: true }).click();
    await page.getByText('Viser 5 af 5').waitFor();
    await page.getByLabel('Med stemmer').check();
    await page.getByText('Viser 3 af 3').waitFor();
    assert.equal(await rows.count(), 3);

    await page.getByLabel('Vælg alle viste').check();
    await page.getByRole('button', { name: 'Afvis valgte' }).click();
    await page.getByText('3 udsagn er afvist.').waitFor();
    await page.getByRole('button', { name: 'Fortryd' }).waitFor();
    await screenshot(page, 'moderation-scale-bulk-rejected');

    // What the server stored: the three with votes rejected, the other two still pending.
    const stored = async (mod: number) => {
      const answer = (await apiGet(
        page,
        `comments?moderation=true&paged=true&mod=${mod}&search=${WORD}&conversation_id=${conversationId}`,
      )) as { comments: { tid: number }[] };
      return answer.comments.map((c) => c.tid).sort((a, b) => a - b);
    };
    assert.deepEqual(await stored(-1), voted);
    assert.deepEqual(await stored(0), unvoted);

    // The owner's log: the bulk rejection on top, and the CSV of it.
    await page.getByRole('link', { name: 'Moderationslog' }).click();
    await page.getByRole('heading', { name: 'Moderationslog', level: 1 }).waitFor();
    const newest = page.locator('.moderation-log__entry').first();
    await newest.getByText('3 udsagn').waitFor();
    assert.match(
      await newest.innerText(),
      /Afvist\s+flere på én gang[\s\S]*af Sara Skala[\s\S]*afventer → afvist: 3/u,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Hent log (CSV)' }).click();
    const file = await (await download).path();
    const lines = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/u, '')
      .trim()
      .split(/\r?\n/u);
    assert.equal(lines[0], 'handling,tidspunkt,moderator,art,udsagn,tekst,fra,til,fortrudt_af');
    assert.deepEqual(
      lines.slice(1).map((line) => Number(line.split(',')[4])),
      voted,
    );
    await page.getByText(/^Loggen er hentet som raadslag-.*-moderationslog\.csv\.$/u).waitFor();
    await screenshot(page, 'moderation-log-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'moderation-log-390');
    assert.deepEqual(errors, []);
    await page.context().close();

    const total = performance.now() - began;
    console.log(
      `[moderation at scale] seed of ${STATEMENTS} statements ${Math.round(seededMs)} ms; ` +
        `Moderér first page: ${Math.round(shownMs)} ms from navigation, ` +
        `${Math.round(renderMs)} ms from its answer to its rows; ` +
        `journey in the browser ${Math.round(performance.now() - journeyStarted)} ms; ` +
        `in all ${Math.round(total)} ms`,
    );
  });
});
