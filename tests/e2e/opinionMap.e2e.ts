// The consensus map, end to end (issue 15): an owner turns the map on and seeds five statements;
// four participants in their own browsers vote in two opposed patterns (camp A agrees with the
// first two statements and disagrees with the next two, camp B the other way round; everyone agrees
// with the last); one of each camp sees themselves placed in a group — different groups — on the
// participation page; the owner generates a report, which shows the two groups, each with its own
// representative statements, and the shared statement under "Det er grupperne enige om".
// Lean on purpose (CI is at its time limit): five statements, four participants, one report.
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

const CAMP_A = ['Cykelstierne skal være bredere.', 'Torvet skal være bilfrit.'];
const CAMP_B = ['Parkering i midtbyen skal være gratis.', 'Der skal være flere vejbaner.'];
const SHARED = 'Byen skal have flere bænke.';
const SEEDS = [...CAMP_A, ...CAMP_B, SHARED];

/** Votes on every statement the page shows: agree with its camp's and the shared one. */
async function voteAs(page: Page, agreeWith: string[]): Promise<void> {
  for (let i = 0; i < SEEDS.length; i++) {
    const statement = page.locator('.vote-card__statement');
    const text = (await statement.innerText()).trim();
    const agree = agreeWith.includes(text) || text === SHARED;
    await page.getByRole('button', { name: agree ? 'Enig' : 'Uenig', exact: true }).click();
    if (i < SEEDS.length - 1) {
      await page.waitForFunction(
        (previous) =>
          document.querySelector('.vote-card__statement')?.textContent?.trim() !== previous,
        text,
      );
    }
  }
  await page.getByText('Tak! Du har taget stilling til alle udsagn').waitFor();
}

describe('opinion map journey', () => {
  it('two camps vote, each sees its own group, and the report shows both groups and what they share', async () => {
    const owner = await signedInPage(browser, `kort.${Date.now()}@example.dk`, 'Karen Kort');
    const errors = watchErrors(owner);
    await owner.getByRole('button', { name: 'Opret ny samtale' }).click();
    await owner.waitForURL(/\/m\/[a-z0-9]{10}$/);
    const conversationId = /\/m\/([a-z0-9]{10})/.exec(owner.url())![1];
    await owner.getByRole('heading', { name: 'Konfigurér samtale' }).waitFor();
    await owner.getByLabel('Emne', { exact: true }).fill('Trafikken i Vejle');
    await owner.getByLabel('Emne', { exact: true }).press('Tab');
    await owner.getByText('Alle ændringer er gemt').waitFor();
    await owner.getByLabel('Vis meningskortet').check();
    await owner.getByText('Alle ændringer er gemt').waitFor();
    const seedField = owner.getByLabel('Nyt startudsagn');
    for (const seed of SEEDS) {
      await seedField.fill(seed);
      await owner.getByRole('button', { name: 'Tilføj udsagn' }).click();
      await owner.getByText('Udsagn tilføjet!').first().waitFor();
      await owner.getByRole('button', { name: 'Tilføj udsagn' }).waitFor();
    }
    // Seeded: open it (a new conversation is a draft participants cannot take part in yet).
    await owner.getByRole('button', { name: 'Åbn samtalen' }).click();
    await owner.getByText('Alle ændringer er gemt').waitFor();

    // Two participants per camp, each in a browser of their own (the first of each on a phone).
    const pages: Page[] = [];
    for (const [camp, width] of [
      [CAMP_A, 390],
      [CAMP_B, 390],
      [CAMP_A, 1280],
      [CAMP_B, 1280],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/${conversationId}`);
      await page.getByRole('heading', { name: 'Trafikken i Vejle' }).waitFor();
      await page.getByRole('heading', { name: 'Meningskortet' }).waitFor();
      await voteAs(page, [...camp]);
      pages.push(page);
    }

    // The map polls; once the groups are computed each participant is told where they stand.
    const groupOf = async (page: Page) => {
      const line = page.getByText(/^Du er i gruppe [A-E]\.$/);
      await line.waitFor({ timeout: 60_000 });
      return /gruppe ([A-E])/.exec(await line.innerText())![1];
    };
    const [a, b] = [await groupOf(pages[0]), await groupOf(pages[1])];
    assert.notEqual(a, b, 'the two camps are in different groups');
    await pages[0].getByRole('img', { name: 'Meningskort med 2 grupper' }).waitFor();
    await screenshot(pages[0], 'opinion-map-participant-390');
    for (const page of pages) await page.context().close();

    // The owner publishes a report; it shows the groups as frozen then.
    await owner.goto(`${BASE_URL}/m/${conversationId}/reports`);
    await owner.getByRole('button', { name: 'Generér rapport' }).click();
    const link = owner.locator('.report-row a').first();
    await link.waitFor();
    const reportHref = await link.getAttribute('href');
    const reader = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const report = await reader.newPage();
    const readerErrors = watchErrors(report);
    await report.goto(reportHref!);
    await report.getByRole('heading', { name: 'Meningsgrupperne' }).waitFor();
    await report.getByText(/^Tal fra \d{1,2}\. \S+ \d{4} kl\. \d{2}\.\d{2}$/).waitFor();
    await report.getByText(/^Grupperne er beregnet .* ud fra \d+ stemmer\.$/).waitFor();
    const groups = report.getByRole('region', { name: /^Gruppe [A-E] · 2 deltagere$/ });
    assert.equal(await groups.count(), 2, 'two groups of two');
    // Each group's statements, and which it agrees with: one camp's for one group, the other's for
    // the other (a group is also set apart by what it rejects, so both camps' statements appear).
    const agreedBy: string[][] = [];
    for (let i = 0; i < 2; i++) {
      const items = groups.nth(i).locator('.report-group__statement');
      assert.ok((await items.count()) > 0, 'the group has representative statements');
      const agreed: string[] = [];
      for (let k = 0; k < (await items.count()); k++) {
        const item = items.nth(k);
        const text = await item.innerText();
        assert.match(text, /\d+ % i gruppen er (enige|uenige), \d+ % af de andre/);
        if (/er enige/.test(text)) agreed.push(SEEDS.find((seed) => text.includes(seed)) ?? text);
      }
      agreedBy.push(agreed.sort());
    }
    const camps = [[...CAMP_A].sort(), [...CAMP_B].sort()];
    const sameCamp = (agreed: string[], camp: string[]) => agreed.every((t) => camp.includes(t));
    assert.ok(
      agreedBy.every((agreed) => agreed.length > 0) &&
        ((sameCamp(agreedBy[0], camps[0]) && sameCamp(agreedBy[1], camps[1])) ||
          (sameCamp(agreedBy[0], camps[1]) && sameCamp(agreedBy[1], camps[0]))),
      `each group agrees with its own camp's statements: ${JSON.stringify(agreedBy)}`,
    );
    const consensus = report.getByRole('region', { name: 'Det er grupperne enige om' });
    await consensus.getByText(SHARED).waitFor();
    await report.getByRole('region', { name: 'Her er grupperne uenige' }).waitFor();
    await report.locator('.report-groups').screenshot({ path: 'reports/e2e/report-groups.png' });
    assert.deepEqual(readerErrors, []);
    assert.deepEqual(errors, []);
    await reader.close();
    await owner.context().close();
  });
});
