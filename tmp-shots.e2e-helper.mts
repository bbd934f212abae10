// Ad-hoc (not committed): screenshots of the moderation log's empty and failed states.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer } from './bench/lib';
import { launchBrowser } from './tests/e2e/browser';
import { E2E_PASSWORD, setPasswordVia, signedInPage, userAdd } from './tests/e2e/flows';

const dataDir = mkdtempSync(join(tmpdir(), 'modlog-shots-'));
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const server = await startServer(port, {
  DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '0', SMTP_URL: '',
  PUBLIC_ORIGIN: baseUrl, PUBLIC_SITE_URL: `${baseUrl}/`,
}, 300_000);
const browser = await launchBrowser();
try {
  await setPasswordVia(userAdd('ejer@example.dk', { name: 'Ida Ejer', dataDir }), E2E_PASSWORD, 'Ida Ejer');
  const page = await signedInPage(browser, 'ejer@example.dk', 'Ida Ejer', { password: E2E_PASSWORD, baseUrl });
  await page.getByRole('button', { name: 'Opret ny samtale' }).click();
  await page.waitForURL(/\/m\/[a-z0-9]{10}$/);
  const cid = new URL(page.url()).pathname.split('/')[2];
  await page.goto(`${baseUrl}/m/${cid}/comments`);
  await page.getByRole('link', { name: 'Moderationslog' }).waitFor();
  await page.screenshot({ path: '/tmp/modlog-shots/moderation-bar-1280.png' });
  await page.getByRole('link', { name: 'Moderationslog' }).click();
  await page.getByText('Der er ikke modereret noget').waitFor();
  await page.screenshot({ path: '/tmp/modlog-shots/log-empty-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/modlog-shots/log-empty-390.png', fullPage: true });
  await page.route('**/comments/moderationLog**', (route) => route.abort());
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await page.getByText('Moderationsloggen kunne ikke hentes.').waitFor();
  await page.screenshot({ path: '/tmp/modlog-shots/log-failed-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/modlog-shots/log-failed-390.png', fullPage: true });
  await page.unroute('**/comments/moderationLog**');
  await page.getByRole('button', { name: 'Prøv igen' }).click();
  await page.getByText('Der er ikke modereret noget').waitFor();
  console.log('shots ok');
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
