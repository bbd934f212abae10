// The consensus map, end to end: an owner turns the map on and seeds seven statements; 18
// participants, each in a browser of their own on a phone (390 × 664), vote in two opposed camps
// (camp A agrees with the first two statements and disagrees with the next two, camp B the other
// way round; everyone agrees with two more and rejects the last). Once a few have voted and the
// groups exist, each newcomer is told their group by the vote that places them — camp by camp the
// same group, the two camps different ones — and the map's majority view lists the two statements
// everyone agrees with and the one everyone rejects. The owner generates a report, which shows the
// two groups with their own statements, and the shared and the rejected statements under 'Det er
// grupperne enige om'. How fast the group is shown is measured by bench:participant, not here.
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
const SHARED = ['Byen skal have flere bænke.', 'Der skal plantes flere træer.'];
const REJECTED = 'Alle parker skal lukkes om aftenen.';
const SEEDS = [...CAMP_A, ...CAMP_B, ...SHARED, REJECTED];
const PHONE = { width: 390, height: 664 };
const FIRST_WAVE = 6;
/** 18, not more: each is a browser of its own, and 30 cost CI 90 s more for the same checks. */
const PARTICIPANTS = 18;
const AT_ONCE = 3;
const GROUP_LINE = /^Du er i gruppe ([A-E])\.$/;

/** Votes on every statement the page shows: its camp's and the shared ones agreed, the rest not. */
async function voteAs(page: Page, agreeWith: string[]): Promise<void> {
  for (let i = 0; i < SEEDS.length; i++) {
    const statement = page.locator('.vote-card__statement');
    const text = (await statement.innerText()).trim();
    const agree = agreeWith.includes(text) || SHARED.includes(text);
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

async function groupOf(page: Page, timeout: number): Promise<string> {
  const line = page.getByText(GROUP_LINE);
  await line.waitFor({ timeout });
  return GROUP_LINE.exec(await line.innerText())![1];
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
      // The next statement is typed at once, as a user would: typing ends the confirmation.
      await owner.getByText('Udsagn tilføjet!').first().waitFor();
    }
    // Seeded: open it (a new conversation is a draft participants cannot take part in yet).
    await owner.getByRole('button', { name: 'Åbn samtalen' }).click();
    await owner.getByText('Alle ændringer er gemt').waitFor();

    // A first wave: the groups are computed after their votes, then the map polls them in.
    const pages: { page: Page; campA: boolean }[] = [];
    const participant = async (campA: boolean) => {
      const context = await browser.newContext({ viewport: PHONE });
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/${conversationId}`);
      await page.getByRole('heading', { name: 'Trafikken i Vejle' }).waitFor();
      await page.getByRole('heading', { name: 'Meningskortet' }).waitFor();
      await voteAs(page, campA ? CAMP_A : CAMP_B);
      return page;
    };
    for (let i = 0; i < FIRST_WAVE; i++) {
      pages.push({ page: await participant(i % 2 === 0), campA: i % 2 === 0 });
    }
    const letters = { a: new Set<string>(), b: new Set<string>() };
    for (const { page, campA } of pages) {
      (campA ? letters.a : letters.b).add(await groupOf(page, 60_000));
    }
    // Everyone after them, a few at a time (as a crowd arrives; the journey spends most of its
    // time waiting on each vote's answer): the vote that places them names their group.
    for (let first = FIRST_WAVE; first < PARTICIPANTS; first += AT_ONCE) {
      const batch = Array.from(
        { length: Math.min(AT_ONCE, PARTICIPANTS - first) },
        (_, k) => first + k,
      );
      await Promise.all(
        batch.map(async (i) => {
          const campA = i % 2 === 0;
          const page = await participant(campA);
          (campA ? letters.a : letters.b).add(await groupOf(page, 10_000));
          if (i < PARTICIPANTS - 1) await page.context().close();
          else pages.push({ page, campA });
        }),
      );
    }
    assert.equal(letters.a.size, 1, `camp A in one group: ${[...letters.a]}`);
    assert.equal(letters.b.size, 1, `camp B in one group: ${[...letters.b]}`);
    assert.notEqual([...letters.a][0], [...letters.b][0], 'the two camps are in different groups');

    // What unites them: the two shared statements, and the one everybody rejected.
    const last = pages[pages.length - 1].page;
    await last.getByRole('img', { name: 'Meningskort med 2 grupper' }).waitFor();
    const agreed = last.getByRole('region', { name: 'Det er de fleste enige om' });
    for (const text of SHARED) await agreed.getByText(text).waitFor();
    const rejected = last.getByRole('region', { name: 'Det er de fleste uenige om' });
    await rejected.getByText(REJECTED).waitFor();
    assert.equal(await rejected.locator('.majority-view__statement').count(), 1);
    await last.locator('.opinion-map').screenshot({ path: 'reports/e2e/opinion-map-390.png' });
    // The same participant on a desktop (their token carried over).
    const token = await last.evaluate(
      (id) => window.localStorage.getItem(`raadslag.participant.${id}`),
      conversationId,
    );
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await desktop.addInitScript(
      ([id, value]) => window.localStorage.setItem(`raadslag.participant.${id}`, value),
      [conversationId, token ?? ''] as const,
    );
    const wide = await desktop.newPage();
    await wide.goto(`${BASE_URL}/${conversationId}`);
    await wide.getByText(GROUP_LINE).waitFor();
    await wide.locator('.opinion-map').screenshot({ path: 'reports/e2e/opinion-map-1280.png' });
    await screenshot(last, 'opinion-map-participant-390');
    await desktop.close();
    for (const { page } of pages) await page.context().close();

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
    const perGroup = PARTICIPANTS / 2;
    const groups = report.getByRole('region', {
      name: new RegExp(`^Gruppe [A-E] · ${perGroup} deltagere$`),
    });
    assert.equal(await groups.count(), 2, `two groups of ${perGroup}`);
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
    for (const text of SHARED) await consensus.getByText(text).waitFor();
    await consensus.getByText(REJECTED).waitFor();
    await consensus.getByText('Afvist af alle grupper').waitFor();
    await report.getByRole('region', { name: 'Her er grupperne uenige' }).waitFor();
    await report.locator('.report-groups').screenshot({ path: 'reports/e2e/report-groups.png' });
    await report.locator('.report-map').screenshot({ path: 'reports/e2e/report-map-1280.png' });
    await report.setViewportSize({ width: 390, height: 844 });
    await report.locator('.report-map').screenshot({ path: 'reports/e2e/report-map-390.png' });
    assert.deepEqual(readerErrors, []);
    assert.deepEqual(errors, []);
    await reader.close();
    await owner.context().close();
  });
});
