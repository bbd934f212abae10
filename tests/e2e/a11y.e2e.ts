// Accessibility: axe-core (WCAG 2.0/2.1 A and AA) on every screen in its loaded state, and on the
// error and empty states that are cheap to reach. Zero violations is the bar. Nothing here changes
// the demo conversation (other journeys use it): states that would need a change there — moderated
// topics, a refused moderation — are produced by rewriting the API's answer in the browser.
// The browser prefers reduced motion, so axe sees settled colours rather than a frame of an
// arrival animation (the reports list fades a new row in).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoViolations } from './axe';
import { BASE_URL, launchBrowser } from './browser';
import { fillProviderSignIn, passAccessCode, passwordFor } from './flows';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

let browser: Browser;
/** Signed-in sessions, made once: the demo owner's, and a newcomer's with nothing of their own. */
let demoOwner: StorageState;
let newcomer: StorageState;
let demoId: string;
before(async () => {
  browser = await launchBrowser();
  const demo = await signIn('demo@raadslag.dk', 'Demo Ejer');
  demoId = await demoConversationId(demo);
  demoOwner = await demo.context().storageState();
  await demo.context().close();
  const fresh = await signIn(`a11y.${Date.now()}@example.dk`, 'Tilde Tastatur');
  newcomer = await fresh.context().storageState();
  await fresh.context().close();
});
after(async () => {
  await browser?.close();
});

async function newContext(storageState?: StorageState): Promise<BrowserContext> {
  return browser.newContext({ reducedMotion: 'reduce', storageState });
}

/** A page in a context of its own (reduced motion) with a saved session. */
async function pageWith(storageState: StorageState): Promise<Page> {
  return (await newContext(storageState)).newPage();
}

/** Signs in through the access code and the provider; ends on the conversation list. */
async function signIn(email: string, name: string): Promise<Page> {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/signin`);
  await passAccessCode(page);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await fillProviderSignIn(page, email, await passwordFor(email, name));
  await page.getByRole('heading', { name: 'Samtaleadministration' }).waitFor({ timeout: 20_000 });
  return page;
}

async function demoConversationId(page: Page): Promise<string> {
  const href = await page
    .locator('a[href*="/m/"]')
    .filter({ hasText: 'Fremtidens bymidte' })
    .first()
    .getAttribute('href');
  const id = /\/m\/([a-z0-9]{10})/.exec(href ?? '')?.[1];
  assert.ok(id, 'the demo conversation is listed for its owner');
  return id;
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name }).first().waitFor();

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  it('public pages, the access-code dialog and the provider sign-in page', async () => {
    const context = await newContext();
    const page = await context.newPage();

    await page.goto(`${BASE_URL}/home`);
    await heading(page, 'Rådslag');
    await page.getByRole('link', { name: 'Log ind' }).first().waitFor();
    await expectNoViolations(page, '/home');

    await page.goto(`${BASE_URL}/tos`);
    await heading(page, 'Vilkår for brug');
    await expectNoViolations(page, '/tos');

    await page.goto(`${BASE_URL}/privacy`);
    await heading(page, 'Privatlivspolitik');
    await expectNoViolations(page, '/privacy');

    await page.goto(`${BASE_URL}/findes-ikke`);
    await heading(page, 'Siden findes ikke');
    await expectNoViolations(page, '404');

    await page.goto(`${BASE_URL}/signin`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectNoViolations(page, '/signin with the access-code dialog');
    const field = dialog.getByLabel(/kode/i);
    await field.fill('forkert');
    await field.press('Enter');
    await page.getByText('Forkert kode. Prøv igen.').waitFor();
    await expectNoViolations(page, '/signin after a wrong code');

    await passAccessCode(page);
    await page.getByRole('button', { name: 'Log ind' }).waitFor();
    await expectNoViolations(page, '/signin after the code');

    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.getByLabel('E-mail').waitFor();
    await expectNoViolations(page, 'the provider sign-in page');
    await context.close();
  });

  it('every screen of the demo conversation, loaded', async () => {
    const page = await pageWith(demoOwner);
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

  it("empty and error states of a new conversation, and another owner's conversation", async () => {
    const page = await pageWith(newcomer);
    await page.goto(BASE_URL);
    await page.getByText('Du har ingen samtaler endnu').waitFor();
    await expectNoViolations(page, 'the empty conversation list');

    await page.getByRole('button', { name: 'Opret ny samtale' }).click();
    await page.waitForURL(/\/m\/[a-z0-9]{10}$/);
    const id = /\/m\/([a-z0-9]{10})/.exec(page.url())![1];
    const base = `${BASE_URL}/m/${id}`;
    await heading(page, 'Konfigurér samtale');
    const topic = page.getByLabel('Emne', { exact: true });
    await topic.fill('Tilgængelighed');
    await topic.press('Tab');
    await page.getByText('Alle ændringer er gemt').waitFor();
    await page.getByLabel('Nyt startudsagn').fill('x'.repeat(125));
    await page.getByText('125 af 140 tegn').waitFor();
    await expectNoViolations(page, 'configure, saved, with the seed counter warning');

    await page.goto(`${base}/comments`);
    await page.getByText('Ingen udsagn venter på moderation.').waitFor();
    await expectNoViolations(page, 'moderation, empty');

    await page.goto(`${base}/reports`);
    await heading(page, 'Rapporter');
    await page.getByRole('button', { name: 'Generér rapport' }).waitFor();
    await expectNoViolations(page, 'reports, empty');
    await page.getByRole('button', { name: 'Generér rapport' }).click();
    await page.locator('.report-row--new').waitFor();
    await expectNoViolations(page, 'reports with a new report');

    await page.goto(`${base}/stats`);
    await heading(page, 'Monitorér samtale');
    await page.getByText('Diagrammet over stemmegivere vises').waitFor();
    await expectNoViolations(page, 'monitoring, no activity');

    await page.goto(`${base}/topics`);
    await page.getByText('Samtalen har ingen emner endnu.').waitFor();
    await expectNoViolations(page, 'topics, none');

    await page.goto(`${base}/topics/proximity`);
    await page.locator('.proximity .empty-state').waitFor();
    await expectNoViolations(page, 'proximity map, no data');

    // A refused change: the row goes back and an alert says why.
    await page.goto(base);
    await page.getByLabel('Nyt startudsagn').fill('Et startudsagn, der skal afvises.');
    await page.getByRole('button', { name: 'Tilføj udsagn' }).click();
    await page.getByText('Udsagn tilføjet!').first().waitFor();
    await page.route('**/api/v3/comments', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.fallback(),
    );
    await page.goto(`${base}/comments/accepted`);
    await page
      .locator('.comment-row')
      .first()
      .getByRole('button', { name: 'Afvis', exact: true })
      .click();
    // A new seed has no votes: it is rejected without the removal confirmation.
    await page.locator('.moderation__failure').waitFor();
    await expectNoViolations(page, 'moderation with a refused change');
    await page.unroute('**/api/v3/comments');

    await page.route(/\/api\/v3\/conversations(\?|$)/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`${BASE_URL}/conversations`);
    await page.getByRole('button', { name: 'Prøv igen' }).waitFor();
    await expectNoViolations(page, 'the conversation list, failed');
    await page.unroute(/\/api\/v3\/conversations(\?|$)/);

    await page.goto(`${BASE_URL}/m/${demoId}`);
    await heading(page, 'Du har ikke adgang til denne samtale');
    await expectNoViolations(page, "the permissions error (another owner's conversation)");
    await page.context().close();
  });
});
