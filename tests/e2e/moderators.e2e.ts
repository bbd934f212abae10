// Co-moderators (docs/behaviour.md#moderators): the owner names a colleague by e-mail who has no
// account yet; the colleague takes the mailed invite, signs in, finds the conversation in 'Dine
// samtaler' and moderates a participant's statement. The owner's removal takes the access away
// again.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchBrowser, screenshot, watchErrors } from './browser';
import {
  E2E_PASSWORD,
  fillProviderSignIn,
  mailedLink,
  participantPost,
  passAccessCode,
  serverLogLength,
  setPasswordVia,
  signedInPage,
} from './flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const STATEMENT = 'Der skal være plads til både cykler og gående på havnefronten.';

describe('co-moderators', () => {
  it('a moderator added by e-mail signs up, signs in and moderates a statement', async () => {
    const stamp = Date.now();
    const owner = await signedInPage(browser, `ejer.${stamp}@example.dk`, 'Olga Ejer');
    const errors = watchErrors(owner);
    await owner.getByRole('button', { name: 'Opret ny samtale' }).click();
    await owner.waitForURL(/\/m\/[a-z0-9]{10}$/);
    const conversationId = /\/m\/([a-z0-9]{10})/.exec(owner.url())![1];
    const topic = owner.getByLabel('Emne', { exact: true });
    await topic.fill('Havnefronten');
    await topic.press('Tab');
    await owner.getByText('Alle ændringer er gemt').waitFor();
    await owner.getByRole('button', { name: 'Åbn samtalen' }).click();
    await owner.getByText('Alle ændringer er gemt').waitFor();
    const posted = await participantPost('comments', {
      conversation_id: conversationId,
      txt: STATEMENT,
    });
    assert.equal(posted.status, 200, JSON.stringify(posted.json));

    const colleague = `kollega.${stamp}@example.dk`;
    const logAt = serverLogLength();
    await owner.getByRole('link', { name: 'Moderatorer' }).first().click();
    await owner.getByRole('heading', { name: 'Moderatorer', level: 1 }).waitFor();
    // 'Tilføj moderator' sends once the list is there (an address typed before is kept).
    await owner.getByText('Samtalen har ingen moderatorer ud over ejeren endnu.').waitFor();
    await owner.getByLabel('Kollegaens e-mail').fill(colleague);
    await owner.getByRole('button', { name: 'Tilføj moderator' }).click();
    await owner.getByRole('status').filter({ hasText: 'er nu moderator' }).waitFor();
    await owner.getByText('Inviteret – har ikke åbnet samtalen endnu').waitFor();
    await screenshot(owner, 'moderators-owner');

    // The invite in the server's log; the colleague chooses a password there.
    await setPasswordVia(await mailedLink(colleague, logAt), E2E_PASSWORD, 'Karl Kollega');
    const context = await browser.newContext();
    const page = await context.newPage();
    const colleagueErrors = watchErrors(page);
    await page.goto(`${BASE_URL}/signin`);
    await passAccessCode(page);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await fillProviderSignIn(page, colleague);
    await page.getByRole('heading', { name: 'Samtaleadministration' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: /Havnefronten/ }).click();
    await page.getByRole('link', { name: 'Moderér' }).first().click();
    const row = page.getByRole('listitem').filter({ hasText: STATEMENT });
    await row.getByRole('button', { name: 'Acceptér' }).click();
    await page.waitForFunction(() => /Accepterede\D*1/.test(document.body.innerText));
    await screenshot(page, 'moderators-colleague-moderated');

    // What the server stored: the statement is accepted (public list, accepted only).
    const publicList = await fetch(`${BASE_URL}/api/v3/comments?conversation_id=${conversationId}`);
    const comments = (await publicList.json()) as { txt: string; mod: number }[];
    assert.deepEqual(
      comments.map((c) => [c.txt, c.mod]),
      [[STATEMENT, 1]],
    );

    // Removed: the colleague's next visit is refused.
    await owner.reload();
    await owner.getByRole('button', { name: `Fjern ${colleague} som moderator` }).click();
    // Asked first: the colleague loses access at once.
    const ask = owner.getByRole('alertdialog', { name: `Fjern ${colleague} som moderator?` });
    await ask.getByRole('button', { name: 'Fjern moderator' }).click();
    await owner.getByText('Samtalen har ingen moderatorer ud over ejeren endnu.').waitFor();
    await page.goto(`${BASE_URL}/m/${conversationId}/comments`);
    await page.getByRole('heading', { name: 'Du har ikke adgang til denne samtale' }).waitFor();
    assert.deepEqual(errors, []);
    // The refused visit logs its 403s; nothing else may.
    assert.deepEqual(
      colleagueErrors.filter((e) => !/403/.test(e)),
      [],
    );
    await context.close();
    await owner.context().close();
  });
});
