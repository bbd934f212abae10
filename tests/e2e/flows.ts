// Steps several journeys share: accounts made with the CLI (as an operator would), the access-code
// gate, and the embedded provider's sign-in page (e-mail + password).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ACCESS_CODE, BASE_URL } from './browser';

/** The password the journeys give the accounts they make. */
export const E2E_PASSWORD = 'e2e-adgangskode-ok';

/**
 * `npm run user:add -- <e-mail> [--admin] [--name …]` against the running server (it finds it
 * through DATA_DIR/cli.json); returns the one-time link it prints. Not spawnSync: a CLI start can
 * take longer than the server's keep-alive on a busy machine, and a blocked event loop cannot let
 * fetch drop its idle connection in time, so the next request went out on a socket the server had
 * just closed ("other side closed").
 */
export async function userAdd(
  email: string,
  options: { name?: string; admin?: boolean; dataDir?: string } = {},
): Promise<string> {
  const root = resolve(import.meta.dirname, '../..');
  const args = ['--import', 'tsx', 'server/accounts/userAddCli.ts', email];
  if (options.admin) args.push('--admin');
  if (options.name) args.push('--name', options.name);
  const cli = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: options.dataDir ?? process.env.E2E_DATA_DIR ?? '',
      DATABASE_URL: '',
    },
  });
  let stdout = '';
  let stderr = '';
  cli.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  cli.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const status = await new Promise<number | null>((done) => cli.on('close', done));
  assert.equal(status, 0, `user:add failed: ${stderr}`);
  const link = /https?:\/\/\S+\/account\/password#[\w-]+/u.exec(stdout)?.[0];
  assert.ok(link, `no link in: ${stdout}`);
  return link;
}

/** Uses a one-time link the way the set-password screen does (POST /api/account/links/use). */
export async function setPasswordVia(link: string, password: string, name = ''): Promise<void> {
  const token = link.split('#')[1];
  const response = await fetch(`${new URL(link).origin}/api/account/links/use`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password, name }),
  });
  assert.equal(response.status, 200, await response.text());
}

/** An account with E2E_PASSWORD, made through the CLI's link. */
export async function createAccount(
  email: string,
  name: string,
  options: { admin?: boolean; dataDir?: string } = {},
): Promise<void> {
  await setPasswordVia(await userAdd(email, { name, ...options }), E2E_PASSWORD, name);
}

/** The demo account's documented password; any other account is made first (once). */
export const DEMO_EMAIL = 'demo@raadslag.dk';
export const DEMO_PASSWORD = 'demo-raadslag';
const accounts = new Set<string>();
export async function passwordFor(email: string, name: string): Promise<string> {
  if (email === DEMO_EMAIL) return DEMO_PASSWORD;
  if (!accounts.has(email)) {
    await createAccount(email, name);
    accounts.add(email);
  }
  return E2E_PASSWORD;
}

/** The newest link the server printed in a logged e-mail to `to` (no SMTP in the journeys). */
export async function mailedLink(to: string, after = 0): Promise<string> {
  const log = process.env.E2E_SERVER_LOG;
  assert.ok(log, 'E2E_SERVER_LOG is not set (run through npm run test:e2e)');
  for (let tries = 0; tries < 50; tries++) {
    const text = readFileSync(log, 'utf8').slice(after);
    const mails = text.split('[mail] Til: ').slice(1);
    const mine = mails.filter((mail) => mail.startsWith(to.toLowerCase())).at(-1);
    const link = mine ? /https?:\/\/\S+\/account\/password#[\w-]+/u.exec(mine)?.[0] : undefined;
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} in the server log`);
}

/** How far the server log has got: pass to mailedLink to ignore earlier mails. */
export function serverLogLength(): number {
  const log = process.env.E2E_SERVER_LOG;
  return log ? readFileSync(log, 'utf8').length : 0;
}

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

export async function fillProviderSignIn(
  page: Page,
  email: string,
  password = E2E_PASSWORD,
): Promise<void> {
  await page.getByLabel('E-mail').waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Adgangskode', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
}

/**
 * A fresh browser context signed in as `email` (made with the CLI first, unless its password is
 * given), on the conversation list — of the journeys' server, or of `baseUrl`.
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  name: string,
  options: { password?: string; baseUrl?: string } = {},
): Promise<Page> {
  const password = options.password ?? (await passwordFor(email, name));
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${options.baseUrl ?? BASE_URL}/signin`);
  await passAccessCode(page);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await fillProviderSignIn(page, email, password);
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
