// Closing the loop (docs/behaviour.md#participation): a participant follows the share link, votes
// and writes statements; the owner finds them under Afventer (a link-carrying one flagged by the
// automatic moderator), and the public report shows the conversation.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchBrowser, screenshot, watchErrors } from './browser';
import { signedInPage } from './flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('participation loop', () => {
  it('a participant votes and writes; the owner moderates; the report is public', async () => {
    const owner = await signedInPage(browser, 'demo@raadslag.dk', 'Demo Ejer');
    const href = await owner
      .locator('a[href*="/m/"]')
      .filter({ hasText: 'Fremtidens bymidte' })
      .first()
      .getAttribute('href');
    const demoId = /\/m\/([a-z0-9]{10})/.exec(href ?? '')![1];

    await owner.goto(`${BASE_URL}/m/${demoId}/share`);
    const shareLink = owner.getByRole('link', { name: new RegExp(`${demoId}`) }).first();
    const participationUrl = await shareLink.getAttribute('href');
    assert.equal(participationUrl, `${BASE_URL}/${demoId}`);

    const participant = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await participant.newPage();
    const errors = watchErrors(page);
    await page.goto(participationUrl!);
    await page.getByRole('heading', { name: 'Fremtidens bymidte i Aarhus' }).waitFor();
    await screenshot(page, 'participation-mobile');
    const progress = page.getByText(/^Udsagn \d+ af \d+$/).first();
    for (const vote of ['Enig', 'Uenig', 'Spring over']) {
      const before = await progress.innerText();
      await page.getByRole('button', { name: vote, exact: true }).click();
      await page.waitForFunction((previous) => !document.body.innerText.includes(previous), before);
    }
    const stamp = Date.now();
    const plain = `Der skal plantes flere frugttræer i byen (${stamp}).`;
    const withLink = `Læs mere på www.eksempel-${stamp}.dk om cykelbroer.`;
    for (const txt of [plain, withLink]) {
      await page.getByLabel('Dit udsagn').fill(txt);
      await page.getByRole('button', { name: 'Send udsagn' }).click();
      await page
        .getByText(/^Tak! Dit udsagn/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Send udsagn' }).waitFor();
    }
    // Near-duplicates (docs/api.md#post-commentssimilar): nearly an accepted demo statement —
    // offered first, sent anyway.
    const repeat = `Der mangler cykelparkering ved banegården – cyklerne står overalt (${stamp}).`;
    await page.getByLabel('Dit udsagn').fill(repeat);
    await page.getByRole('button', { name: 'Send udsagn' }).click();
    const offer = page.getByRole('region', {
      name: /^Ligner udsagn #\d+ — stem på det i stedet\?$/,
    });
    await offer
      .getByText('Der mangler cykelparkering ved banegården. I dag står cyklerne overalt.')
      .waitFor();
    await screenshot(page, 'participation-near-duplicate');
    await offer.getByRole('button', { name: 'Send alligevel' }).click();
    await page
      .getByText(/^Tak! Dit udsagn/)
      .first()
      .waitFor();
    assert.equal(await page.evaluate(() => document.cookie), '', 'no cookies for participants');
    assert.deepEqual(errors, []);
    await participant.close();

    await owner.goto(`${BASE_URL}/m/${demoId}/comments`);
    await owner.getByText(plain).waitFor();
    const flagged = owner.getByRole('listitem').filter({ hasText: withLink });
    await flagged.getByText(/automatiske moderator/).waitFor();
    await screenshot(owner, 'moderation-flagged');
    const repeated = owner.getByRole('listitem').filter({ hasText: repeat });
    await repeated.getByText(/^Ligner #\d+$/).click();
    await screenshot(owner, 'moderation-near-duplicate');
    await repeated.getByRole('button', { name: /^Afvis som gentagelse af #\d+$/ }).click();
    await repeated.waitFor({ state: 'detached' });

    await owner.goto(`${BASE_URL}/m/${demoId}/reports`);
    const reportHref = await owner.locator('.report-row a').first().getAttribute('href');
    assert.match(reportHref ?? '', /\/report\/r[a-z0-9]{20}$/);
    const report = await browser.newContext();
    const reportPage = await report.newPage();
    await reportPage.goto(reportHref!);
    await reportPage.getByRole('heading', { name: 'Fremtidens bymidte i Aarhus' }).waitFor();
    await reportPage.getByText(/Enig/).first().waitFor();
    await screenshot(reportPage, 'public-report');
    await reportPage.goto(`${BASE_URL}/report/r${'0'.repeat(20)}`);
    await reportPage
      .getByText(/findes ikke|ikke fundet/i)
      .first()
      .waitFor();
    await report.close();
    await owner.context().close();
  });
});
