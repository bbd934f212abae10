// Moderation without footguns, on the demo conversation (docs/behaviour.md#removalguard): a topic's
// 'Afvis valgte' on accepted statements with votes names them before it acts; once confirmed, the
// 'Fortryd' notice is in view without scrolling, and undoing puts the statements back where
// participants see them and their votes count. A bulk accept at the foot of a long list keeps its
// notice in view too. The moderation log then names the statements and who moderated them. Every
// change is undone again, so the other journeys find the demo as it was.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, screenshot, watchErrors } from './browser';
import { signedInPage } from './flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** GET /api/v3/… with the console's own token. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
    const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
    const response = await fetch(`/api/v3/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json() as Promise<T>;
  }, path);
}

/** The element lies wholly inside the window as it is scrolled now. */
async function inView(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.width > 0
  );
}

interface ListedComment {
  tid: number;
  txt: string;
  mod: number;
  count: number;
}

describe('moderation without footguns', () => {
  it('asks before hiding voted statements, keeps Fortryd in view, and logs who did what', async () => {
    const page = await signedInPage(browser, 'demo@raadslag.dk', 'Demo Ejer');
    const errors = watchErrors(page);
    const href = await page
      .locator('a[href*="/m/"]')
      .filter({ hasText: 'Fremtidens bymidte' })
      .first()
      .getAttribute('href');
    const demoId = /\/m\/([a-z0-9]{10})/.exec(href ?? '')![1];
    const accepted = async () =>
      (
        await apiGet<{ comments: ListedComment[] }>(
          page,
          `comments?moderation=true&paged=true&mod=1&limit=200&conversation_id=${demoId}`,
        )
      ).comments;
    const publicTids = async () =>
      (await apiGet<{ tid: number }[]>(page, `comments?conversation_id=${demoId}`)).map(
        (c) => c.tid,
      );

    // A topic whose statements include at least two accepted ones.
    await page.goto(`${BASE_URL}/m/${demoId}/topics`);
    await page.getByRole('heading', { name: /^Lag 0 \(\d+ emner?\)$/ }).waitFor();
    const links = page.getByRole('link', { name: 'Se udsagn' });
    const topics = await links.count();
    let chosen: Locator[] = [];
    for (let i = 0; i < topics && chosen.length < 2; i++) {
      await page.goto(`${BASE_URL}/m/${demoId}/topics`);
      await page.getByRole('link', { name: 'Se udsagn' }).nth(i).click();
      await page.getByText('Vælg alle (0 valgt)').waitFor();
      const rows = page.locator('.topic-comment').filter({ hasText: 'Accepteret' });
      if ((await rows.count()) >= 2) chosen = [rows.nth(0), rows.nth(1)];
    }
    assert.equal(chosen.length, 2, 'a topic holds two accepted statements');
    const texts = await Promise.all(
      chosen.map(async (row) => (await row.locator('.topic-comment__text').innerText()).trim()),
    );
    const before = (await accepted()).filter((c) => texts.includes(c.txt));
    assert.equal(before.length, 2);
    assert.ok(
      before.every((c) => c.count > 0),
      'both carry votes',
    );
    for (const row of chosen) await row.locator('.topic-comment__text').click();
    await page.getByText('Vælg alle (2 valgt)').waitFor();

    // 'Afvis valgte': which and how many, before anything is sent.
    await page.getByRole('button', { name: 'Afvis valgte' }).click();
    const ask = page.getByRole('alertdialog', {
      name: 'Skjul 2 udsagn, som deltagerne har stemt om?',
    });
    await ask.waitFor();
    for (const comment of before) {
      await ask.getByText(`Nr. ${comment.tid + 1}: »${comment.txt}«`).waitFor();
    }
    await screenshot(page, 'removal-confirmation');
    assert.deepEqual(
      (await accepted()).filter((c) => texts.includes(c.txt)).length,
      2,
      'nothing is hidden before the confirmation',
    );
    await ask.getByRole('button', { name: 'Skjul 2 udsagn' }).click();

    // Hidden, with 'Fortryd' in view without scrolling.
    const notice = page.locator('.undo-notice');
    await notice.getByText('2 udsagn er afvist.').waitFor();
    assert.ok(await inView(page, notice), 'the Fortryd notice is in view');
    assert.equal(await notice.getAttribute('role'), 'status');
    await screenshot(page, 'removal-undo-notice');
    const hidden = await publicTids();
    assert.ok(
      before.every((c) => !hidden.includes(c.tid)),
      'participants no longer see them',
    );

    await notice.getByRole('button', { name: 'Fortryd' }).click();
    await notice.getByText(/^Fortrudt: 2 udsagn har fået deres tidligere status igen/).waitFor();
    const restored = (await accepted()).filter((c) => texts.includes(c.txt));
    assert.deepEqual(
      restored.map((c) => [c.tid, c.count]),
      before.map((c) => [c.tid, c.count]),
      'accepted again, with their votes',
    );
    const shown = await publicTids();
    assert.ok(
      before.every((c) => shown.includes(c.tid)),
      'participants see them again',
    );

    // A bulk accept at the foot of a long list (a phone's window): the notice stays in view.
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(`${BASE_URL}/m/${demoId}/comments`);
    const pendingRows = page.locator('.comment-row');
    await pendingRows.first().waitFor();
    const waitingBefore = await pendingRows.count();
    const last = pendingRows.last();
    await last.scrollIntoViewIfNeeded();
    await last.getByRole('checkbox', { name: /^Vælg »/ }).check();
    await pendingRows
      .nth((await pendingRows.count()) - 2)
      .getByRole('checkbox', { name: /^Vælg »/ })
      .check();
    await page.getByRole('button', { name: 'Acceptér valgte' }).click();
    const bulkNotice = page.locator('.undo-notice');
    await bulkNotice.getByText('2 udsagn er accepteret.').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    assert.ok(await inView(page, bulkNotice), 'the notice is in view at the foot of the list');
    await screenshot(page, 'bulk-accept-notice-390');
    await bulkNotice.getByRole('button', { name: 'Fortryd' }).click();
    await bulkNotice.waitFor({ state: 'detached' });
    await page.waitForFunction(
      (waiting) => /Afventer\D*(\d+)/.exec(document.body.innerText)?.[1] === String(waiting),
      waitingBefore,
    );

    // The log: which statements, who, from where; one statement's history by its number.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${BASE_URL}/m/${demoId}/comments/log`);
    const entries = page.getByRole('list', { name: 'Moderationshandlinger, nyeste først' });
    await entries.waitFor();
    const rejected = entries.locator(':scope > li').filter({ hasText: 'valgte udsagn på én gang' });
    const first = before[0];
    await rejected
      .first()
      .getByText(/af Demo Ejer/)
      .waitFor();
    await page.getByRole('textbox', { name: 'Vis kun udsagn nr.' }).fill(String(first.tid + 1));
    await page.getByRole('button', { name: 'Vis', exact: true }).click();
    await page
      .getByText(`Viser kun handlinger, der ændrede udsagn nr. ${first.tid + 1}.`)
      .waitFor();
    const history = entries.locator(':scope > li');
    await history.first().waitFor();
    for (const entry of await history.all()) {
      assert.match(await entry.innerText(), new RegExp(`Nr\\. ${first.tid + 1}: »`));
    }
    assert.match(await history.first().innerText(), /Fortrudt[\s\S]*af Demo Ejer/);
    await screenshot(page, 'moderation-log-statement');
    assert.deepEqual(errors, []);
  });
});
