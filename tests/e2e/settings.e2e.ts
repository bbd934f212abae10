// Settings that never overwrite what the user did not change (docs/behaviour.md#settingssave):
// (b) two browser windows of the same owner edit different settings of one conversation and
//     neither loses its change; a conflicting edit shows 'Samtalen er ændret i et andet vindue'
//     with the other value, and 'Behold min' saves mine;
// (c) a colour that is not one shows its reason beside the field, and the server's reason for one
//     it refuses, while the topic still saves.
// Screenshots at 1280 and 390 px wide.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, watchErrors } from './browser';
import { signedInPage } from './flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const SAVED = 'Alle ændringer er gemt';
const SAVED_EXCEPT_MARKED = 'Dine andre ændringer er gemt. Ret det markerede felt.';

/** Page errors, less the browser's own line for a refusal the screen shows (409, 400). */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/Failed to load resource: .* status of (409|400)/.test(e));

async function saveField(page: Page, label: string, value: string, status = SAVED): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Tab');
  await page.getByText(status).waitFor();
}

/** The tab comes back into view: the admin area reads the conversation again. */
async function returnToTab(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

async function newConversation(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Opret ny samtale' }).click();
  await page.waitForURL(/\/m\/[a-z0-9]{10}$/);
  await page.getByRole('heading', { name: 'Konfigurér samtale' }).waitFor();
  return page.url();
}

describe('settings in two windows', () => {
  it('(b) different settings both stay; the same setting shows the conflict', async () => {
    const email = `to.vinduer.${Date.now()}@example.dk`;
    const a = await signedInPage(browser, email, 'Anne Vindue');
    const errorsA = watchErrors(a);
    const url = await newConversation(a);
    await saveField(a, 'Emne', 'Cykelstier i midtbyen');

    // Window B opens now, then window A changes the topic; B (not refreshed) changes the
    // description and strict moderation. Before, B sent its stale topic back.
    const b = await signedInPage(browser, email, 'Anne Vindue');
    const errorsB = watchErrors(b);
    await b.goto(url);
    await b.getByRole('heading', { name: 'Konfigurér samtale' }).waitFor();
    await saveField(a, 'Emne', 'Cykelstier langs havnen');
    await saveField(b, 'Beskrivelse', 'Hvor skal de næste cykelstier ligge?');
    await b.getByLabel('Streng moderation').click();
    await b.getByText(SAVED).waitFor();
    // B's form shows A's topic from the answers it got, without a reload.
    assert.equal(
      await b.getByLabel('Emne', { exact: true }).inputValue(),
      'Cykelstier langs havnen',
    );

    // A comes back to its tab: B's changes show.
    await returnToTab(a);
    await a.getByLabel('Beskrivelse').and(a.locator('textarea')).waitFor();
    await a.waitForFunction(
      () =>
        (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value ===
        'Hvor skal de næste cykelstier ligge?',
    );
    assert.equal(await a.getByLabel('Streng moderation').isChecked(), true);

    // Both reload: the server holds both windows' changes.
    for (const page of [a, b]) {
      await page.reload();
      await page.getByRole('heading', { name: 'Konfigurér samtale' }).waitFor();
      assert.equal(
        await page.getByLabel('Emne', { exact: true }).inputValue(),
        'Cykelstier langs havnen',
      );
      assert.equal(
        await page.getByLabel('Beskrivelse').inputValue(),
        'Hvor skal de næste cykelstier ligge?',
      );
      assert.equal(await page.getByLabel('Streng moderation').isChecked(), true);
    }

    // Now both edit the topic: A saves first; B started from the old value.
    const topicB = b.getByLabel('Emne', { exact: true });
    await topicB.fill('Cykelstier overalt');
    await saveField(a, 'Emne', 'Cykelstier ved skolerne');
    await topicB.press('Tab');
    const notice = b.getByRole('alert').filter({ hasText: 'Samtalen er ændret i et andet vindue' });
    await notice.waitFor();
    assert.match(await notice.innerText(), /Cykelstier ved skolerne/);
    assert.match(await notice.innerText(), /Cykelstier overalt/);
    await b.setViewportSize({ width: 1280, height: 900 });
    await screenshot(b, 'settings-conflict-1280');
    await b.setViewportSize({ width: 390, height: 844 });
    await screenshot(b, 'settings-conflict-390');
    await b.setViewportSize({ width: 1280, height: 900 });

    await notice.getByRole('button', { name: 'Behold min' }).click();
    await b.getByText(SAVED).waitFor();
    await returnToTab(a);
    await a.waitForFunction(
      () =>
        (document.querySelector('input[type=text]') as HTMLInputElement | null)?.value ===
        'Cykelstier overalt',
    );
    assert.deepEqual(unexpected([...errorsA, ...errorsB]), []);
  });

  it('(c) an invalid colour shows the reason beside it while the topic still saves', async () => {
    const page = await signedInPage(browser, `farve.${Date.now()}@example.dk`, 'Frida Farve');
    const errors = watchErrors(page);
    await newConversation(page);
    const colour = page.getByLabel('Tekstfarve');
    await colour.fill('rødlig');
    // Marked as it is typed, with the reason in the field's description.
    assert.equal(await colour.getAttribute('aria-invalid'), 'true');
    await page.getByText('Ikke en CSS-farve').waitFor();
    await colour.press('Tab');
    // The topic saves; the status says the marked field is not.
    await saveField(page, 'Emne', 'Farver på siden', SAVED_EXCEPT_MARKED);

    // A colour CSS accepts and the server does not: the server's reason beside the field.
    const background = page.getByLabel('Baggrundsfarve');
    await background.fill('rgb(0 0 0 / 50%)');
    await background.press('Tab');
    await page.getByText('Farven skal være en CSS-farve på højst 20 tegn').waitFor();
    assert.equal(await background.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.getByText('Tjek din forbindelse').count(), 0);
    await saveField(page, 'Beskrivelse', 'Teksten gemmes alligevel.', SAVED_EXCEPT_MARKED);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'settings-field-reasons-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'settings-field-reasons-390');

    await page.reload();
    await page.getByRole('heading', { name: 'Konfigurér samtale' }).waitFor();
    assert.equal(await page.getByLabel('Emne', { exact: true }).inputValue(), 'Farver på siden');
    assert.equal(await page.getByLabel('Beskrivelse').inputValue(), 'Teksten gemmes alligevel.');
    assert.equal(await page.getByLabel('Tekstfarve').inputValue(), 'default');
    assert.deepEqual(unexpected(errors), []);
  });
});
