// Accessibility of the console around the demo: axe-core (WCAG 2.0/2.1 A and AA) on the public
// pages, the access-code dialog and the provider's sign-in page, and on a new conversation's empty
// and error states. Zero violations is the bar.
// @e2e-own-data: it makes its own conversation and only reads the demo conversation's id (to be
// refused it as another owner), so it runs beside the journeys that change the demo
// (tests/README.md#keeping-the-suite-fast).
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { expectNoViolations } from './axe';
import { BASE_URL, launchBrowser } from './browser';
import { passAccessCode } from './flows';
import {
  demoConversationId,
  heading,
  newContext,
  pageWith,
  signIn,
  type StorageState,
} from './a11ySessions';

let browser: Browser;
/** A newcomer's session, with nothing of their own. */
let newcomer: StorageState;
let demoId: string;
before(async () => {
  browser = await launchBrowser();
  const demo = await signIn(browser, 'demo@raadslag.dk', 'Demo Ejer');
  demoId = await demoConversationId(demo);
  await demo.context().close();
  const fresh = await signIn(browser, `a11y.${Date.now()}@example.dk`, 'Tilde Tastatur');
  newcomer = await fresh.context().storageState();
  await fresh.context().close();
});
after(async () => {
  await browser?.close();
});

describe('accessibility of the console around the demo (axe, WCAG 2.1 AA)', () => {
  it('public pages, the access-code dialog and the provider sign-in page', async () => {
    const context = await newContext(browser);
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

  it("empty and error states of a new conversation, and another owner's conversation", async () => {
    const page = await pageWith(browser, newcomer);
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
