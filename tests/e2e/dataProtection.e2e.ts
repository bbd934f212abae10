// Data protection (docs/privacy.md#mine-data), lean: a participant sees and deletes their own data
// under "Mine data"; the owner closes the conversation and deletes it after the dialog that names
// what goes, and then nothing answers for it, and no table keeps a row of it: the run reads every
// table once the server has stopped (leftovers.ts; on both engines,
// server/dataProtection/routes/conversationData.test.ts). On the way, the conversation's life: a
// scheduled close, the archive file, a copy that is then archived out of 'Dine samtaler'.
// Screenshots at 1280 and 390 px wide.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, screenshot, watchErrors } from './browser';
import { participantPost, signedInPage } from './flows';
import { noteDeletedConversation } from './leftovers';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const OWN = `Flere bænke langs åen (${Date.now()}).`;

async function both(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('data protection', () => {
  it('a participant deletes their data; the owner deletes the conversation', async () => {
    const owner = await signedInPage(browser, `dpo.${Date.now()}@example.dk`, 'Dorte Data');
    const ownerErrors = watchErrors(owner);
    await owner.getByRole('button', { name: 'Opret ny samtale' }).click();
    await owner.waitForURL(/\/m\/[a-z0-9]{10}$/);
    const id = /\/m\/([a-z0-9]{10})$/.exec(owner.url())![1];
    await owner.getByLabel('Nyt startudsagn').fill('Byen skal have flere træer.');
    await owner.getByRole('button', { name: 'Tilføj udsagn' }).click();
    await owner.getByText('Udsagn tilføjet!').first().waitFor();
    // A new conversation is a draft: participants may take part once it is opened.
    await owner.getByRole('button', { name: 'Åbn samtalen' }).click();
    await owner.getByText('Alle ændringer er gemt').waitFor();

    // A participant votes and writes from one device (the token the page keeps).
    const vote = await participantPost('votes', { conversation_id: id, tid: 0, vote: -1 });
    assert.equal(vote.status, 200, JSON.stringify(vote.json));
    const token = (vote.json.auth as { token: string }).token;
    const wrote = await participantPost('comments', { conversation_id: id, txt: OWN }, token);
    assert.equal(wrote.status, 200, JSON.stringify(wrote.json));
    const device = await browser.newContext();
    await device.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [`raadslag.participant.${id}`, token],
    );
    const page = await device.newPage();
    const errors = watchErrors(page);
    await page.goto(`${BASE_URL}/${id}`);
    await page.getByRole('button', { name: 'Vis mine data' }).click();
    await page.getByRole('heading', { name: 'Mine udsagn' }).waitFor();
    assert.equal(await page.getByText(OWN).count(), 2, 'under Mine udsagn and Mine stemmer');
    await both(page, 'gdpr-mine-data');
    await page.getByRole('button', { name: 'Slet alle mine data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Slet alle dine data?' });
    await dialog.waitFor();
    await both(page, 'gdpr-mine-data-confirm');
    await dialog.getByRole('button', { name: 'Slet for altid' }).click();
    await page.getByText('Dine stemmer og udsagn er slettet.').waitFor();
    await page.getByRole('button', { name: 'Skjul mine data' }).click();
    await page.getByRole('button', { name: 'Vis mine data' }).click();
    await page.getByText('Du har ikke stemt endnu.').waitFor();
    assert.equal(await page.getByText(OWN).count(), 0);
    assert.deepEqual(errors, []);
    await device.close();

    // A conversation's life: a scheduled close, the archive file, a copy, archived out of the list.
    await owner.getByLabel('Dato').fill('2030-12-03');
    await owner.getByLabel('Klokkeslæt').fill('12:00');
    await owner.getByRole('button', { name: 'Gem lukketidspunkt' }).click();
    await owner.getByText('Lukketidspunktet er gemt.').waitFor();
    await owner.getByText('Samtalen lukker automatisk 3. december 2030 kl. 12.00.').waitFor();
    const download = owner.waitForEvent('download');
    await owner.getByRole('button', { name: 'Hent alt om samtalen (JSON)' }).click();
    const archive = await download;
    assert.equal(archive.suggestedFilename(), `raadslag-${id}-arkiv.json`);
    const archived = JSON.parse(readFileSync((await archive.path())!, 'utf8')) as {
      tables: { comments: { txt: string }[] };
    };
    assert.ok(archived.tables.comments.some((c) => c.txt === 'Byen skal have flere træer.'));
    await owner.getByText(`Arkivet er hentet som raadslag-${id}-arkiv.json.`).waitFor();
    await both(owner, 'life-configure');
    await owner.getByRole('button', { name: 'Kopiér samtale' }).click();
    await owner.waitForURL(
      (url) => /\/m\/[a-z0-9]{10}$/.test(url.pathname) && !url.pathname.endsWith(id),
    );
    await owner.getByText('Dette er din kopi', { exact: false }).waitFor();
    await both(owner, 'life-copied');
    await owner.getByRole('button', { name: 'Arkivér' }).click();
    await owner.getByText('Samtalen er arkiveret.').waitFor();
    await owner.getByRole('link', { name: '← Dine samtaler' }).click();
    await owner.getByRole('link', { name: 'Arkiverede samtaler' }).click();
    await owner.getByRole('list', { name: 'Arkiverede samtaler' }).getByText('Kopi').waitFor();
    await both(owner, 'life-archived-list');
    await owner.getByRole('link', { name: 'Samtaler', exact: true }).click();
    await owner.getByText('Lukker 3. dec. kl. 12.00').waitFor();
    assert.equal(
      await owner.getByRole('list', { name: 'Dine samtaler' }).getByRole('listitem').count(),
      1,
    );
    await both(owner, 'life-list');
    await owner.goto(`${BASE_URL}/m/${id}`);
    await owner.getByRole('heading', { name: 'Data og sletning' }).waitFor();

    // The owner: an open conversation cannot be deleted; closed, the dialog names what goes.
    await owner.getByRole('button', { name: 'Vis opbevaring og sletning' }).click();
    await owner.getByLabel('Slet deltagernes data efter lukning (dage)').fill('30');
    await owner.getByRole('button', { name: 'Gem opbevaringsperiode' }).click();
    await owner.getByText('Opbevaringsperioden er gemt.').waitFor();
    await owner.getByRole('button', { name: 'Slet samtalen …' }).click();
    await owner.getByText('Samtalen er stadig åben.', { exact: false }).waitFor();
    await both(owner, 'gdpr-configure-data');
    await owner.getByLabel('Åben for deltagelse').uncheck();
    await owner.getByText('Alle ændringer er gemt').waitFor();
    await owner.getByRole('button', { name: 'Slet samtalen …' }).click();
    const confirm = owner.getByRole('alertdialog', { name: 'Slet samtalen for altid?' });
    await confirm.waitFor();
    // One seed, its one remaining vote (the participant's went with their data), two participants.
    await confirm.getByText('1 udsagn').waitFor();
    await both(owner, 'gdpr-delete-confirm');
    await confirm.getByRole('button', { name: 'Slet for altid' }).click();
    // Nothing left to configure: the owner lands on the list, which says so.
    await owner.getByRole('heading', { name: 'Samtaleadministration' }).waitFor();
    await owner.getByText('Samtalen og alt om den er slettet.').waitFor();
    assert.match(owner.url(), /\/conversations$/);
    await both(owner, 'gdpr-deleted');

    noteDeletedConversation({ id, texts: [OWN] });
    const gone = await fetch(`${BASE_URL}/api/v3/participationInit?conversation_id=${id}`);
    assert.equal(gone.status, 404);
    assert.equal(await owner.locator(`a[href*="/m/${id}"]`).count(), 0);
    assert.deepEqual(
      ownerErrors.filter((e) => !/status of 404/.test(e)),
      [],
    );
  });
});
