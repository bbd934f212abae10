// The foundation journey (issue 2): a newcomer reaches the console through the access code and the
// embedded identity provider, creates a conversation, sees it listed, reads /account and signs out.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, screenshot, watchErrors } from './browser';
import { fillProviderSignIn, passAccessCode } from './flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function signInAtProvider(page: Page, email: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('E-mail').waitFor();
  await screenshot(page, 'provider-signin');
  await fillProviderSignIn(page, email, name);
}

describe('sign-in journey', () => {
  it('goes from /home through the access code and the provider to the console and out again', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = `ny.ejer.${Date.now()}@example.dk`;

    // The first page is the landing shell: the full app (and react-router) loads only when the
    // visitor leaves /home and /signin (docs/architecture.md#budgets: 100 KB of JavaScript on the
    // first page).
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${BASE_URL}/home`);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'home');
    await page.getByRole('link', { name: 'Log ind' }).first().click();
    await page.waitForURL(/\/signin$/);
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(
      scripts.filter((path) => /\/startApp-/.test(path)),
      [],
      `the landing pages load no full-app chunk (${scripts.join(', ')})`,
    );
    await screenshot(page, 'signin-code-modal');
    await passAccessCode(page, { tryWrongFirst: true });
    await screenshot(page, 'signin');
    await signInAtProvider(page, email, 'Karen Blixen Hansen');

    await page.getByRole('heading', { name: 'Samtaleadministration' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'conversation-list-empty');
    await page.getByRole('button', { name: 'Opret ny samtale' }).click();
    await page.waitForURL(/\/m\/[a-z0-9]{10}/);
    const conversationId = /\/m\/([a-z0-9]{10})/.exec(page.url())?.[1];
    assert.ok(conversationId);

    await page.getByRole('link', { name: 'Samtaler' }).first().click();
    await page.getByRole('heading', { name: 'Samtaleadministration' }).waitFor();
    await page.locator(`a[href$="/m/${conversationId}"]`).first().waitFor();
    await screenshot(page, 'conversation-list');

    await page.reload();
    await page.getByRole('heading', { name: 'Samtaleadministration' }).waitFor({ timeout: 20_000 });
    await page.locator(`a[href$="/m/${conversationId}"]`).first().waitFor();

    await page.goto(`${BASE_URL}/account`);
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    await page.getByText('Karen Blixen Hansen').waitFor();
    await page.getByText(email).waitFor();
    await screenshot(page, 'account');

    await page.getByRole('link', { name: 'Log ud' }).click();
    await page.waitForURL(/\/home$/, { timeout: 20_000 });
    const stored = await page.evaluate(() => window.localStorage.length);
    assert.equal(stored, 0, 'signing out clears local storage');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('sends a signed-out visitor of /conversations to /signin', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/conversations`);
    await page.waitForURL(/\/signin$/, { timeout: 10_000 });
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
});
