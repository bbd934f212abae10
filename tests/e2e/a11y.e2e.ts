// Accessibility of the demo conversation's screens: axe-core (WCAG 2.0/2.1 A and AA) on every
// console screen in its loaded state, on the conversation with the most to show. Zero violations
// is the bar. Nothing here changes the demo conversation (other journeys use it): states that would
// need a change there — moderated topics, a refused moderation — are produced by rewriting the
// API's answer in the browser. The public pages, the sign-in and a new conversation's empty and
// error states are in a11y.console.e2e.ts.
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { expectNoViolations } from './axe';
import { BASE_URL, launchBrowser } from './browser';
import { demoConversationId, heading, pageWith, signIn, type StorageState } from './a11ySessions';

let browser: Browser;
let demoOwner: StorageState;
let demoId: string;
before(async () => {
  browser = await launchBrowser();
  const demo = await signIn(browser, 'demo@raadslag.dk', 'Demo Ejer');
  demoId = await demoConversationId(demo);
  demoOwner = await demo.context().storageState();
  await demo.context().close();
});
after(async () => {
  await browser?.close();
});

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  it('every screen of the demo conversation, loaded', async () => {
    const page = await pageWith(browser, demoOwner);
    await page.goto(BASE_URL);
    await page.locator('.conversation-grid a').first().waitFor();
    await expectNoViolations(page, 'the conversation list');
    const base = `${BASE_URL}/m/${demoId}`;

    await page.goto(`${BASE_URL}/account`);
    await page.getByText('demo@raadslag.dk').first().waitFor();
    await expectNoViolations(page, '/account');

    await page.goto(base);
    await heading(page, 'Konfigurér samtale');
    await page.getByLabel('Emne', { exact: true }).waitFor();
    await expectNoViolations(page, 'configure');

    await page.goto(`${base}/share`);
    await heading(page, 'Del samtale');
    await expectNoViolations(page, 'share');

    for (const [tab, path] of [
      ['pending', ''],
      ['accepted', '/accepted'],
      ['rejected', '/rejected'],
    ] as const) {
      await page.goto(`${base}/comments${path}`);
      await heading(page, 'Moderér');
      await page.locator('.comment-row').first().waitFor();
      await expectNoViolations(page, `moderation (${tab})`);
    }

    // The owner's screens: the moderators, and the lists of archived and others' conversations.
    await page.goto(`${base}/moderators`);
    await page.getByRole('button', { name: 'Tilføj moderator' }).waitFor();
    await expectNoViolations(page, 'moderators');
    for (const [path, empty, list] of [
      ['/archived-conversations', 'Du har ingen arkiverede samtaler.', 'Arkiverede samtaler'],
      [
        '/other-conversations',
        'Du deltager ikke i andres samtaler endnu.',
        'Samtaler du deltager i',
      ],
    ] as const) {
      await page.goto(`${BASE_URL}${path}`);
      // Loaded: empty, or listing what this account archived or took part in elsewhere.
      await page
        .getByText(empty)
        .or(page.getByRole('list', { name: list }))
        .first()
        .waitFor();
      await expectNoViolations(page, path);
    }

    await page.goto(`${base}/stats`);
    await heading(page, 'Monitorér samtale');
    await page.locator('svg path').first().waitFor();
    await expectNoViolations(page, 'monitoring');

    await page.goto(`${base}/reports`);
    await heading(page, 'Rapporter');
    await page.locator('.report-row').first().waitFor();
    await expectNoViolations(page, 'reports');

    await page.goto(`${base}/topics/stats`);
    await page.locator('.topic-stats__card--completion').waitFor();
    await expectNoViolations(page, 'topic statistics');

    await page.goto(`${base}/topics/proximity`);
    const canvas = page.locator('canvas').first();
    await canvas.waitFor();
    const box = (await canvas.boundingBox())!;
    const tooltip = page.locator('.proximity-tooltip');
    for (let y = 80; y < box.height - 60 && (await tooltip.count()) === 0; y += 16) {
      await page.mouse.move(box.x + box.width / 2, box.y + y);
    }
    await tooltip.first().waitFor();
    await expectNoViolations(page, 'proximity map, with a tooltip');

    await page.goto(`${base}/topics`);
    await page.getByRole('link', { name: 'Se udsagn' }).first().click();
    await heading(page, /^Emne: /);
    await page.locator('.topic-comment').first().waitFor();
    await expectNoViolations(page, "a topic's comments");

    await page.goto(`${base}/findes-ikke`);
    await heading(page, 'Siden findes ikke');
    await expectNoViolations(page, 'an unknown admin path');

    // Every topic status on screen at once, and a refused topic moderation: the API's answers are
    // rewritten in the browser, the demo conversation is not touched.
    const statuses = ['accepted', 'rejected', 'meta', 'pending'];
    let next = 0;
    await page.route('**/api/v3/topicMod/topics?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /"status":"pending"/g,
        () => `"status":"${statuses[next++ % statuses.length]}"`,
      );
      await route.fulfill({ response, body });
    });
    await page.route('**/api/v3/topicMod/moderate', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`${base}/topics`);
    await page.locator('.topic-card--accepted').first().waitFor();
    await page.locator('.topic-card__toggle').first().click();
    await page.locator('.topic-card__details:not([hidden])').first().waitFor();
    await page
      .locator('.topic-card--pending')
      .first()
      .getByRole('button', { name: 'Acceptér', exact: true })
      .click();
    // The action's dialog, its preview, and the refusal (the route above answers 500).
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Acceptér emnet/ }).click();
    await dialog.getByText('Handlingen blev ikke gemt.').waitFor();
    await expectNoViolations(
      page,
      'topics tree: every status, a detail panel, the action dialog with a refusal',
    );
    await dialog.getByRole('button', { name: 'Annullér' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Alle lag' }).click();
    await heading(page, /^Lag 2 /);
    await expectNoViolations(page, 'topics tree, all layers');
    await page.context().close();
  });
});
