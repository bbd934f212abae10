// Moderation that scales (docs/behaviour.md#moderation). A server of its own (PGlite, no demo)
// whose database is written before it starts by the bench's own seed (bench/moderationScaleData.ts,
// `npm run bench:moderation`): 20,000 statements by 400 participants, written in bulk — no 20,000
// requests, and without the bench's votes, which the journey does not look at. Five pending
// statements are given a word nobody else uses, three of them flagged by the automatic moderator.
// The owner opens 'Moderér', searches the word (five), keeps the flagged ones ('Markeret af den
// automatiske moderator': three), ticks them all, 'Afvis valgte', sees '3 udsagn er afvist.' with
// 'Fortryd' — and the server has stored the three rejections, the other two still pending. Then the
// owner reads the action in 'Moderationslog' and saves the log as CSV. Printed, not asserted: how
// long the screen took to show the first page of the 20,000, and the journey's own time.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { freePort, startServer, type RunningServer } from '../../bench/lib';
import { MODERATION_SCALE, writeModerationScaleData } from '../../bench/moderationScaleData';
import { openMigratedPglite } from '../server/support/pgliteTemplate';
import { ensureOwner } from '../../server/demo/writeDemo';
import { launchBrowser, screenshot, watchErrors } from './browser';
import { E2E_PASSWORD, setPasswordVia, signedInPage, userAdd } from './flows';

const OWNER = { email: 'skala@example.dk', name: 'Sara Skala' };
const WORD = 'solpaneler';
const STATEMENTS = MODERATION_SCALE.statements;

/**
 * Five pending statements, spread over the conversation: three the bench's automatic moderator
 * flagged (tid mod 30 = 7) and two it did not (slots 6 and 8 of ten are pending too).
 */
function targets(): { flagged: number[]; unflagged: number[] } {
  const spread = (first: number, step: number) => [0, 1, 2].map((i) => first + i * step);
  return { flagged: spread(1_507, 6_000), unflagged: [4_106, 13_108] };
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
    const { flagged, unflagged } = targets();
    const chosen = [...flagged, ...unflagged].sort((a, b) => a - b);

    // The bench's data, written before the server opens the database (PGlite: one process), into
    // a copy of the migrated template that Vitest's server tests keep: migrating from nothing
    // took a few seconds more of a busy CI's CPU.
    dataDir = mkdtempSync(join(tmpdir(), 'raadslag-e2e-scale-'));
    const db = await openMigratedPglite(dataDir);
    const ownerUid = await ensureOwner(db, { email: OWNER.email, hname: OWNER.name });
    // The votes are not what the journey looks at: left out, the seeding takes a third of the time.
    const conversationId = await writeModerationScaleData(db, ownerUid, Date.now(), {
      votes: false,
    });
    await db.query(
      `UPDATE comments SET txt = (tid + 1) || '. Sæt ${WORD} på alle kommunens tage'
       WHERE zid = (SELECT zid FROM zinvites WHERE zinvite = $1)
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
      await userAdd(OWNER.email, { name: OWNER.name, dataDir }),
      E2E_PASSWORD,
      OWNER.name,
    );
    const page = await signedInPage(browser, OWNER.email, OWNER.name, {
      password: E2E_PASSWORD,
      baseUrl,
    });
    const errors = watchErrors(page);
    const journeyStarted = performance.now();

    // The first page of the pending list: from navigation, and from the last answer it waited
    // for (its lists and their votes) to its first row in the page and painted.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('.comment-row')) return;
        seen.disconnect();
        const inDom = performance.now();
        requestAnimationFrame(() => {
          Object.assign(window, { firstRow: { inDom, painted: performance.now() } });
        });
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl}/m/${conversationId}/comments`);
    const rows = page.locator('.comment-row');
    await page.waitForFunction(() => 'firstRow' in window, null, { timeout: 30_000 });
    const firstPage = await page.evaluate(() => {
      const { inDom, painted } = (window as unknown as { firstRow: Record<string, number> })
        .firstRow;
      const answered = performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => e.name.includes('/api/v3/') && e.responseEnd < inDom)
        .map((e) => e.responseEnd);
      return { shown: painted, render: painted - Math.max(...answered) };
    });
    await page.getByText(/^Viser 50 af 6\.\d{3}$/u).waitFor();

    // Search, then only the flagged ones.
    await page.getByLabel('Søg i udsagn').fill(WORD);
    await page.getByRole('button', { name: 'Søg', exact: true }).click();
    await page.getByText('Viser 5 af 5').waitFor();
    await page.getByLabel('Markeret af den automatiske moderator').check();
    await page.getByText('Viser 3 af 3').waitFor();
    assert.equal(await rows.count(), 3);

    await page.getByLabel('Vælg alle viste').check();
    await page.getByRole('button', { name: 'Afvis valgte' }).click();
    await page.getByText('3 udsagn er afvist.').waitFor();
    await page.getByRole('button', { name: 'Fortryd' }).waitFor();
    await screenshot(page, 'moderation-scale-bulk-rejected');

    // What the server stored: the three flagged ones rejected, the other two still pending.
    const stored = async (mod: number) => {
      const answer = (await apiGet(
        page,
        `comments?moderation=true&paged=true&mod=${mod}&search=${WORD}&conversation_id=${conversationId}`,
      )) as { comments: { tid: number }[] };
      return answer.comments.map((c) => c.tid).sort((a, b) => a - b);
    };
    assert.deepEqual(await stored(-1), flagged);
    assert.deepEqual(await stored(0), unflagged);

    // The owner's log: the bulk rejection on top, and the CSV of it.
    await page.getByRole('link', { name: 'Moderationslog' }).click();
    await page.getByRole('heading', { name: 'Moderationslog', level: 1 }).waitFor();
    const newest = page.locator('.moderation-log__entry').first();
    await newest.getByText('3 udsagn').waitFor();
    assert.match(
      await newest.innerText(),
      /Afvist\s+valgte udsagn på én gang[\s\S]*af Sara Skala[\s\S]*afventer, skjult → afvist, skjult: 3/u,
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
      flagged,
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
        `Moderér first page painted ${Math.round(firstPage.shown)} ms after navigation, ` +
        `${Math.round(firstPage.render)} ms after the last answer it used; ` +
        `journey in the browser ${Math.round(performance.now() - journeyStarted)} ms; ` +
        `in all ${Math.round(total)} ms`,
    );
  });
});
