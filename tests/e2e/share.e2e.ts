// Sharing the way people share (docs/behaviour.md#share): the owner names the page the conversation
// goes on, copies the embed code from 'Del samtale' and pastes it into that page — which then shows
// the participation page, while the conversation's card in the list names the page. The QR code,
// downloaded as PNG, decodes (jsQR) to the share link. Screenshots at 1280 and 390 px wide.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchBrowser, screenshot, watchErrors } from './browser';
import { signedInPage } from './flows';

let browser: Browser;
/** The owner's own web site: one page, whose body is the code the test pastes into it. */
let site: Server;
let pastedCode = '';
before(async () => {
  browser = await launchBrowser();
  site = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="da"><head><title>Kommunens høring</title></head>` +
        `<body><h1>Kommunens høring</h1>${pastedCode}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
});
after(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
});

const TOPIC = 'Legepladsen i Østerbyen';

describe('sharing a conversation', () => {
  it('embeds it on the owner’s page, names the page on the card, and prints a QR code', async () => {
    const page = await signedInPage(browser, `deler.${Date.now()}@example.dk`, 'Dorte Deler');
    const errors = watchErrors(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: BASE_URL,
    });
    await page.getByRole('button', { name: 'Opret ny samtale' }).click();
    await page.waitForURL(/\/m\/[a-z0-9]{10}$/);
    const conversationId = new URL(page.url()).pathname.split('/')[2];
    const topic = page.getByLabel('Emne', { exact: true });
    await topic.fill(TOPIC);
    await topic.press('Tab');
    await page.getByText('Alle ændringer er gemt').waitFor();
    // A new conversation is a draft: opened, the embedded page lets people take part.
    await page.getByRole('button', { name: 'Åbn samtalen' }).click();
    await page.getByText('Alle ændringer er gemt').waitFor();

    await page.goto(`${BASE_URL}/m/${conversationId}/share`);
    await page.getByRole('heading', { name: 'Vis samtalen på jeres hjemmeside' }).waitFor();
    const pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/hoering.html`;
    const address = page.getByLabel('Siden, hvor samtalen vises', { exact: true });
    await address.fill(pageUrl);
    await address.press('Tab');
    await page.getByText('Alle ændringer er gemt').waitFor();

    // The code names the page, and 'Kopiér kode' puts exactly that code on the clipboard.
    const code = await page.getByLabel('Kode til indlejring').inputValue();
    assert.match(
      code,
      /^<iframe src="[^"]+\?parent_url=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fhoering\.html"/,
    );
    await page.getByRole('button', { name: 'Kopiér kode' }).click();
    await page.getByText('Koden er kopieret!').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);

    // The QR code, as the PNG a poster would use, reads back as the share link.
    await page.getByRole('img', { name: 'QR-kode, der fører til samtalens link' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Hent PNG' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), `raadslag-${conversationId}-qr.png`);
    const png = PNG.sync.read(await readFile((await download.path())!));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    assert.equal(decoded?.data, `${BASE_URL}/${conversationId}`);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `share-embed-qr-${width}`);
      const scrollsSideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      assert.equal(scrollsSideways, false, `the share screen scrolls sideways at ${width} px`);
    }

    // Pasted into the owner's page, the code shows the participation page.
    pastedCode = code;
    const ownPage = await page.context().newPage();
    await ownPage.goto(pageUrl);
    await ownPage
      .frameLocator('iframe')
      .getByRole('heading', { name: TOPIC })
      .waitFor({ timeout: 20_000 });
    await screenshot(ownPage, 'share-embedded-1280');

    // The list's card names the page the conversation is embedded on.
    await page.goto(`${BASE_URL}/`);
    const card = page.getByRole('listitem').filter({ hasText: TOPIC });
    await card.getByText(pageUrl, { exact: false }).waitFor();

    assert.deepEqual(errors, []);
  });
});
