// The council report (docs/behaviour.md#reporttext): on a conversation of its own, the owner
// generates a report, rewrites the groups' paragraph of the draft, publishes it; the public report
// shows the edited text; the Word file and the PDF are saved; a statement rejected afterwards
// leaves the public version with a dated note and takes the owner's own sentence quoting it out of
// the text, the rest of the paragraph kept; withdrawing the version turns its address into
// 'Rapporten er trukket tilbage'.
// @e2e-own-data: the demo owner's account, a conversation of its own; nothing of the demo's.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, screenshot, watchErrors } from './browser';
import { DEMO_EMAIL, DEMO_PASSWORD, participantPost, signedInPage } from './flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** A call to /api/v3 with the console's own token. */
function api<T>(page: Page, method: string, path: string, json?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, json }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
      const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string })
        .access_token;
      const response = await fetch(`/api/v3/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return response.json() as Promise<T>;
    },
    { method, path, json },
  );
}

const KEPT = 'Byrådet bør læse dette afsnit.';
const EDITED = `${KEPT} Deltagerne ønsker flere bænke ved åen.`;
const BENCHES = 'Flere bænke ved åen';

describe('the council report', () => {
  it('drafts, edits, publishes, hands on as Word and PDF, corrects and withdraws', async () => {
    const page = await signedInPage(browser, DEMO_EMAIL, 'Demo Ejer', { password: DEMO_PASSWORD });
    const errors = watchErrors(page);
    const { conversation_id: id } = await api<{ conversation_id: string }>(
      page,
      'POST',
      'conversations',
      {
        topic: 'Åens bredder',
        description: 'Hvad skal der ske ved åen?',
        is_active: true,
        is_draft: false,
      },
    );
    for (const txt of [BENCHES, 'Mere lys om aftenen']) {
      await api(page, 'POST', 'comments', { txt, pid: -1, conversation_id: id, is_seed: true });
    }
    // Three participants agree with the benches: the draft names the statement '(#1)'.
    for (let i = 0; i < 3; i++) {
      const voted = await participantPost('votes', { conversation_id: id, tid: 0, vote: -1 });
      assert.equal(voted.status, 200);
    }

    await page.goto(`${BASE_URL}/m/${id}/reports`);
    await page.getByRole('button', { name: 'Generér rapport' }).click();
    await page
      .getByRole('link', { name: /^Skriv tekst til rapporten/ })
      .first()
      .click();
    const groups = page.getByRole('textbox', { name: 'Meningsgrupperne, afsnit 1' });
    await groups.waitFor({ timeout: 20_000 });
    const consensus = await page
      .getByRole('textbox', { name: 'Det er de fleste enige om, afsnit 1' })
      .inputValue();
    assert.match(consensus, /3 af de 3, der stemte om «Flere bænke ved åen» \(#1\), er enige\./);
    await groups.fill(EDITED);
    await page.getByRole('button', { name: 'Gem teksten' }).click();
    await page.getByText('Teksten er gemt.').waitFor();
    await page.getByRole('button', { name: 'Udgiv teksten' }).click();
    await page.getByText(/^Teksten er udgivet/).waitFor();
    await screenshot(page, 'report-text-published');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Hent som Word (.docx)' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^raadslag-aaens-bredder-\d{4}-\d{2}-\d{2}\.docx$/);
    const word = await readFile((await download.path())!);
    assert.equal(word.subarray(0, 2).toString('latin1'), 'PK');

    const reportId = /\/reports\/(r[a-z0-9]+)/.exec(page.url())![1];
    const reader = await browser.newPage();
    await reader.goto(`${BASE_URL}/report/${reportId}`);
    const text = reader.getByRole('region', { name: 'Sammenfatning' });
    await text.getByText(EDITED).waitFor({ timeout: 20_000 });
    await text.getByRole('link', { name: '(#1)' }).waitFor();
    const pdf = await reader.pdf({ format: 'A4', printBackground: true });
    assert.equal(pdf.subarray(0, 4).toString('latin1'), '%PDF');

    // Rejected after publishing: out of the figures and the text, with a dated note.
    await api(page, 'POST', 'comments/moderate', {
      conversation_id: id,
      change: 'reject',
      tids: [0],
    });
    await reader.reload();
    await reader.getByText(/^Et udsagn er fjernet efter offentliggørelsen \(/).waitFor();
    assert.equal(await reader.getByText(BENCHES, { exact: true }).count(), 0);
    assert.equal(await reader.getByText(/flere bænke ved åen/i).count(), 0);
    assert.equal(await text.getByText(KEPT, { exact: true }).count(), 1);
    await screenshot(reader, 'report-text-corrected');

    await page.getByRole('button', { name: 'Træk rapporten tilbage' }).click();
    await page.getByRole('button', { name: 'Ja, træk den tilbage' }).click();
    await page.getByText(/^Rapporten er trukket tilbage/).waitFor();
    await reader.reload();
    await reader.getByRole('heading', { level: 1, name: 'Rapporten er trukket tilbage' }).waitFor();
    assert.equal(await reader.getByText(KEPT, { exact: true }).count(), 0);
    await reader.close();
    assert.deepEqual(errors, []);
  });
});
