// 'Generér emner' from the browser (docs/behaviour.md#topicgenerate): a new conversation with 40
// statements gets its topic tree from the topics screen, while the server keeps answering other
// requests. Screenshots at 1280 and 390 px wide.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { sampleStatements } from '../../server/topics/sampleStatements';
import { BASE_URL, launchBrowser, screenshot, watchErrors } from './browser';
import { signedInPage } from './flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('finding topics from the browser', () => {
  it('Generér emner on 40 statements draws the topic tree while the server answers', async () => {
    const page = await signedInPage(browser, `emner.${Date.now()}@example.dk`, 'Erik Emne');
    const errors = watchErrors(page);
    await page.getByRole('button', { name: 'Opret ny samtale' }).click();
    await page.waitForURL(/\/m\/[a-z0-9]{10}$/);
    const conversationId = new URL(page.url()).pathname.split('/')[2];

    // 40 seed statements, sent as the owner (the console's own token) to save 40 form round trips.
    const statuses = await page.evaluate(
      async ({ conversationId, texts }) => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
        const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string })
          .access_token;
        const sent: number[] = [];
        for (const txt of texts) {
          const response = await fetch('/api/v3/comments', {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ txt, pid: -1, conversation_id: conversationId, is_seed: true }),
          });
          sent.push(response.status);
        }
        return sent;
      },
      { conversationId, texts: sampleStatements(40) },
    );
    assert.deepEqual(new Set(statuses), new Set([200]));

    await page.goto(`${BASE_URL}/m/${conversationId}/topics`);
    await page.getByRole('heading', { name: 'Find emner' }).waitFor();
    await page.getByRole('button', { name: 'Generér emner', exact: true }).click();

    // While the run is under way, the server answers (the model is computed in a worker thread).
    await page.getByText(/^Finder emner/).waitFor({ timeout: 20_000 });
    const answered = await fetch(
      `${BASE_URL}/api/v3/participationInit?conversation_id=${conversationId}`,
    );
    assert.equal(answered.status, 200);

    await page.getByText('Emnerne er klar.').waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: /^Layer 0 \(\d+ topics\)$|^Lag 0 / }).waitFor();
    await page.getByRole('button', { name: 'Generér emner igen' }).waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `topics-generated-${width}`);
    }
    assert.deepEqual(errors, []);
  });
});
