// The topic-moderation journey (docs/behaviour.md#topics) on the demo conversation, whose topics
// the offline pipeline produced at the first start: accept a topic, bulk-reject two of a topic's
// comments, watch the completion rate move, and draw the proximity map with its tooltip.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, screenshot, watchErrors } from './browser';
import { signedInPage } from './flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function completionRate(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/stats`);
  const card = page.locator('.topic-stats__card--completion');
  await card.waitFor();
  return Number(/([\d,]+)\s*%/.exec(await card.innerText())?.[1]?.replace(',', '.') ?? NaN);
}

describe('topic moderation journey', () => {
  it('accepts a topic, bulk-rejects comments and draws the proximity map', async () => {
    const page = await signedInPage(browser, 'demo@raadslag.dk', 'Demo Ejer');
    const errors = watchErrors(page);
    const href = await page
      .locator('a[href*="/m/"]')
      .filter({ hasText: 'Fremtidens bymidte' })
      .first()
      .getAttribute('href');
    const demoId = /\/m\/([a-z0-9]{10})/.exec(href ?? '')![1];
    const base = `${BASE_URL}/m/${demoId}/topics`;

    const before = await completionRate(page, base);

    await page.goto(`${BASE_URL}/m/${demoId}`);
    await page.getByRole('link', { name: 'Emner' }).first().click();
    await page.getByRole('heading', { name: 'Emnemoderation' }).waitFor();
    await page.getByRole('heading', { name: /^Lag 0 \(\d+ emner?\)$/ }).waitFor();
    // A pending topic whose dialog names a statement the automatic moderator flagged.
    const cards = page.locator('.topic-card--pending');
    const dialog = page.getByRole('dialog');
    let card = null;
    for (let i = 0; i < (await cards.count()) && !card; i++) {
      await cards.nth(i).getByRole('button', { name: 'Acceptér', exact: true }).click();
      await dialog
        .getByText(/bliver accepteret|kun emnets status/)
        .first()
        .waitFor();
      if (await dialog.getByText(/markeret af den automatiske moderator/).count()) {
        card = cards.nth(i);
      } else {
        await dialog.getByRole('button', { name: 'Annullér' }).click();
      }
    }
    assert.ok(card, 'a topic holds a flagged statement');
    const topicName = (await card.locator('h3, h4').first().innerText()).trim();
    const flaggedText = (await dialog.locator('.topic-action__text').first().innerText()).trim();
    // The headline counts what changes: ticking the flagged statement adds it.
    const changing = async () => {
      const headline = await dialog.locator('.topic-action__count').innerText();
      return headline.startsWith('Ingen') ? 0 : Number(/^(\d+) udsagn/.exec(headline)?.[1]);
    };
    const unticked = await changing();
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByText(`${unticked + 1} udsagn bliver accepteret.`).waitFor();
    const count = unticked + 1;
    await dialog.getByRole('button', { name: `Acceptér emnet og ${count} udsagn` }).waitFor();
    await screenshot(page, 'topic-action-dialog');
    await dialog.getByRole('button', { name: /^Acceptér emnet/ }).click();
    const accepted = page.locator('.topic-card--accepted').filter({ hasText: topicName }).first();
    await accepted.getByText('Status: accepteret').waitFor();

    // 'Fortryd' puts every statement and the topic back.
    await page
      .getByText(`Emnet "${topicName}" er accepteret, og ${count} udsagn er ændret.`)
      .waitFor();
    await page.getByRole('button', { name: 'Fortryd' }).click();
    await page
      .getByText(`Fortrudt: ${count} udsagn har fået deres tidligere status igen.`)
      .waitFor();
    const again = page.locator('.topic-card').filter({ hasText: topicName }).first();
    await again.getByText('Status: afventer').waitFor();
    await screenshot(page, 'topic-action-undone');

    // Accepted again without ticking it: the flagged statement still waits for a moderator.
    await again.getByRole('button', { name: 'Acceptér', exact: true }).click();
    await dialog
      .getByText(/bliver accepteret|kun emnets status/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: `Acceptér emnet og ${unticked} udsagn` }).click();
    await accepted.getByText('Status: accepteret').waitFor();
    await screenshot(page, 'topics-tree');

    await accepted.getByRole('link', { name: 'Se udsagn' }).click();
    await page.getByRole('heading', { name: `Emne: ${topicName}` }).waitFor();
    const flaggedRow = page.locator('.topic-comment').filter({ hasText: flaggedText });
    await flaggedRow.getByText('Afventer').waitFor();
    const acceptedRow = page.locator('.topic-comment').filter({ hasText: 'Accepteret' }).first();
    const firstText = await acceptedRow.locator('.topic-comment__text').innerText();

    await page.goto(`${BASE_URL}/m/${demoId}/comments/accepted`);
    await page.getByText(firstText).first().waitFor();

    await page.goto(`${base}`);
    const other = page.locator('.topic-card--pending').first();
    await other.getByRole('link', { name: 'Se udsagn' }).click();
    await page.getByText('Vælg alle (0 valgt)').waitFor();
    const rows = page.locator('.topic-comment');
    await rows.nth(0).click();
    await rows.nth(1).click();
    await page.getByText('Vælg alle (2 valgt)').waitFor();
    await screenshot(page, 'topic-comments-selected');
    // Accepted statements among them carry votes in the demo: hiding them is confirmed first.
    const voted =
      (await rows.nth(0).innerText()).includes('Accepteret') ||
      (await rows.nth(1).innerText()).includes('Accepteret');
    await page.getByRole('button', { name: 'Afvis valgte' }).click();
    if (voted) {
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: /^Skjul / })
        .click();
    }
    await page.getByText('Vælg alle (0 valgt)').waitFor();
    // The selection clears before the reload brings the new statuses: wait for them.
    await page.locator('.topic-comment').filter({ hasText: 'Afvist' }).nth(1).waitFor();

    const afterRate = await completionRate(page, base);
    assert.ok(afterRate > before, `completion rate moved from ${before} to ${afterRate}`);
    await screenshot(page, 'topics-statistics');

    await page.goto(`${base}/proximity`);
    const canvas = page.locator('canvas').first();
    await canvas.waitFor();
    await page.waitForTimeout(500);
    const painted = await canvas.evaluate((element) => {
      const c = element as HTMLCanvasElement;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let count = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) count += 1;
      return count;
    });
    assert.ok(painted > 1000, `the map is drawn (${painted} painted pixels)`);
    const box = (await canvas.boundingBox())!;
    let tooltip = '';
    for (let y = 60; y < box.height - 60 && !tooltip; y += 12) {
      for (let x = 60; x < box.width - 60 && !tooltip; x += 12) {
        await page.mouse.move(box.x + x, box.y + y);
        const tip = page.locator('.proximity-tooltip');
        if ((await tip.count()) > 0) tooltip = await tip.first().innerText();
      }
    }
    assert.ok(tooltip.length > 0, 'hovering a point shows its tooltip');
    assert.ok(tooltip.length <= 110, 'the tooltip text is truncated to 100 characters');
    await screenshot(page, 'topics-proximity');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
