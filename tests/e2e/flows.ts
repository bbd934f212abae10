// Steps several journeys share: the access-code gate and the embedded provider's sign-in page.
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ACCESS_CODE, BASE_URL } from './browser';

export async function passAccessCode(page: Page, { tryWrongFirst = false } = {}): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const field = dialog.getByLabel(/kode/i);
  if (tryWrongFirst) {
    await field.fill('forkert');
    await field.press('Enter');
    await page.getByText('Forkert kode. Prøv igen.').waitFor();
    assert.equal(await field.inputValue(), '', 'a wrong code clears the field');
  }
  await field.fill(ACCESS_CODE.toUpperCase());
  await field.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

export async function fillProviderSignIn(page: Page, email: string, name: string): Promise<void> {
  await page.getByLabel('E-mail').waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Navn').fill(name);
  await page.getByRole('button', { name: 'Log ind' }).click();
}

/** A fresh browser context signed in as `email`, on the conversation list. */
export async function signedInPage(browser: Browser, email: string, name: string): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/signin`);
  await passAccessCode(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await fillProviderSignIn(page, email, name);
  await page.getByRole('heading', { name: 'Samtaleadministration' }).waitFor({ timeout: 20_000 });
  return page;
}

/** Calls the API as an anonymous participant would (no admin token): returns status and body. */
export async function participantPost(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${BASE_URL}/api/v3/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
