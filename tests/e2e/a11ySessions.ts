// The sessions the accessibility journeys share (a11y.e2e.ts, a11y.console.e2e.ts and
// a11y.public.e2e.ts): a browser that prefers reduced motion, so axe sees settled colours rather
// than a frame of an arrival animation (the reports list fades a new row in), and sign-in through
// the access code and the provider.
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL } from './browser';
import { fillProviderSignIn, passAccessCode, passwordFor } from './flows';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export function newContext(browser: Browser, storageState?: StorageState): Promise<BrowserContext> {
  return browser.newContext({ reducedMotion: 'reduce', storageState });
}

/** A page in a context of its own (reduced motion) with a saved session. */
export async function pageWith(browser: Browser, storageState: StorageState): Promise<Page> {
  return (await newContext(browser, storageState)).newPage();
}

/** Signs in through the access code and the provider; ends on the conversation list. */
export async function signIn(browser: Browser, email: string, name: string): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/signin`);
  await passAccessCode(page);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await fillProviderSignIn(page, email, await passwordFor(email, name));
  await page.getByRole('heading', { name: 'Samtaleadministration' }).waitFor({ timeout: 20_000 });
  return page;
}

/** The demo conversation's id, from its owner's conversation list. */
export async function demoConversationId(page: Page): Promise<string> {
  const href = await page
    .locator('a[href*="/m/"]')
    .filter({ hasText: 'Fremtidens bymidte' })
    .first()
    .getAttribute('href');
  const id = /\/m\/([a-z0-9]{10})/.exec(href ?? '')?.[1];
  assert.ok(id, 'the demo conversation is listed for its owner');
  return id;
}

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name }).first().waitFor();
