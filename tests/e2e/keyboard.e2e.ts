// Keyboard only: sign in (the access-code dialog takes focus, keeps it and gives it back; 'Log ind'
// and the provider's page by Tab and Enter), set a conversation up (Tab through the fields, a
// checkbox toggled with Space is saved) and moderate with j/k, a and r. Every stop must show where
// focus is (an outline or a box-shadow on a :focus-visible element), and the Tab order must follow
// the page. No mouse: everything is page.keyboard.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ACCESS_CODE, BASE_URL, launchBrowser, watchErrors } from './browser';
import { passwordFor } from './flows';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

interface FocusStop {
  /** A short description: tag, role-ish name. */
  name: string;
  tag: string;
  focusVisible: boolean;
  /** A date or time control, which marks its focused field itself. */
  nativeFocus?: boolean;
  /** An outline or a box-shadow is drawn. */
  indicated: boolean;
  inDialog: boolean;
  inMain: boolean;
}

/** What has focus now, and whether it is visibly marked. Remembers the element for order checks. */
async function focused(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return {
        name: '(body)',
        tag: 'body',
        focusVisible: false,
        indicated: false,
        inDialog: false,
        inMain: false,
      };
    }
    const w = window as unknown as { __stops?: Element[] };
    (w.__stops ??= []).push(element);
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const label =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return {
      name: label.replace(/\s+/g, ' ').trim().slice(0, 60),
      tag: element.tagName.toLowerCase(),
      focusVisible: element.matches(':focus-visible'),
      // Chromium keeps keyboard focus in a date or time control's own fields and highlights the
      // focused field itself; the input element need not carry the ring.
      nativeFocus: element.matches('input[type="date"], input[type="time"]'),
      indicated: outline || shadow,
      inDialog: element.closest('[role="dialog"]') !== null,
      inMain: element.closest('main') !== null,
    };
  });
}

function assertVisible(stop: FocusStop): void {
  if (stop.nativeFocus) return;
  assert.ok(stop.focusVisible, `focus on ${stop.tag} "${stop.name}" should match :focus-visible`);
  assert.ok(stop.indicated, `focus on ${stop.tag} "${stop.name}" has no outline or box-shadow`);
}

/** Presses Tab until `until` holds for the focused element (at most `max` times); each stop must
 * show its focus. Returns the stops passed on the way, the last one included. */
async function tabUntil(
  page: Page,
  until: (stop: FocusStop) => boolean,
  { max = 30, shift = false } = {},
): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    const stop = await focused(page);
    assertVisible(stop);
    stops.push(stop);
    if (until(stop)) return stops;
  }
  assert.fail(`not reached in ${max} Tab presses; stops: ${stops.map((s) => s.name).join(' | ')}`);
}

/** The remembered stops (since the last reset) follow each other in document order. */
async function assertDocumentOrder(page: Page): Promise<void> {
  const backwards = await page.evaluate(() => {
    const stops = (window as unknown as { __stops?: Element[] }).__stops ?? [];
    const out: string[] = [];
    for (let i = 1; i < stops.length; i++) {
      const following = stops[i - 1].compareDocumentPosition(stops[i]);
      if (stops[i - 1] !== stops[i] && !(following & Node.DOCUMENT_POSITION_FOLLOWING)) {
        out.push(`${stops[i - 1].outerHTML.slice(0, 80)} → ${stops[i].outerHTML.slice(0, 80)}`);
      }
    }
    return out;
  });
  assert.deepEqual(backwards, [], 'Tab moves forward through the page');
}

async function resetStops(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __stops?: Element[] }).__stops = [];
  });
}

/** Calls the API with the signed-in user's token (oidc-client-ts keeps the user in localStorage). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key
        ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string })
        : null;
      const response = await fetch(`/api/v3/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token?.access_token ?? ''}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return (await response.json()) as T;
    },
    { method, path, body },
  ) as Promise<T>;
}

/** Resolves when the configure screen's next save (PUT /conversations) has been answered. */
async function savedSettings(page: Page): Promise<void> {
  const response = await page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/api\/v3\/conversations(\?|$)/.test(r.url()),
  );
  assert.equal(response.status(), 200, 'the settings were saved');
}

interface ApiComment {
  tid: number;
  txt: string;
  mod: number;
  [field: string]: unknown;
}

const SEEDS = [
  'Tastaturet skal kunne nå alle knapper.',
  'Fokus skal altid kunne ses tydeligt.',
  'Genveje skal forklares på siden.',
];

describe('keyboard only', () => {
  it('signs in, sets a conversation up and moderates it without a mouse', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = `tastatur.${Date.now()}@example.dk`;
    const password = await passwordFor(email, 'Tove Tastatur');

    // /home → 'Log ind' in the header, by Tab.
    await page.goto(`${BASE_URL}/home`);
    await page.getByRole('link', { name: 'Log ind' }).first().waitFor();
    const toSignIn = await tabUntil(page, (s) => s.name === 'Log ind', { max: 6 });
    assert.equal(toSignIn[0].name, 'Gå til indholdet', 'the skip link comes first');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/signin$/);

    // The dialog takes focus on its code field and keeps Tab inside.
    await page.getByRole('dialog').waitFor();
    let stop = await focused(page);
    assert.ok(
      stop.inDialog && stop.tag === 'input',
      `focus starts in the code field: ${stop.name}`,
    );
    assertVisible(stop);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      stop = await focused(page);
      assert.ok(stop.inDialog, `Tab ${i + 1} stays in the dialog (on ${stop.tag} "${stop.name}")`);
      assertVisible(stop);
    }
    await tabUntil(page, (s) => s.tag === 'input', { max: 4 });
    await page.keyboard.press('Shift+Tab');
    stop = await focused(page);
    assert.ok(stop.inDialog && stop.tag === 'button', 'Shift+Tab from the first wraps to the last');
    await tabUntil(page, (s) => s.tag === 'input', { max: 3 });
    await page.keyboard.type(ACCESS_CODE);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Focus goes back to where it was (the header's 'Log ind' link); the page's 'Log ind' button is
    // the next stop.
    stop = await focused(page);
    assert.equal(
      stop.name,
      'Log ind',
      'closing the dialog returns focus to the link that opened it',
    );
    const toButton = await tabUntil(page, (s) => s.name === 'Log ind' && s.tag === 'button', {
      max: 5,
    });
    assert.equal(toButton.length, 1, "the 'Log ind' button is the next Tab stop");
    await page.keyboard.press('Enter');

    // The provider's page: the e-mail field has focus; Tab to the password; Enter signs in.
    await page.getByLabel('E-mail').waitFor();
    stop = await focused(page);
    assert.equal(stop.tag, 'input', 'the e-mail field has focus');
    assertVisible(stop);
    await page.keyboard.type(email);
    await tabUntil(page, (s) => s.name.startsWith('Adgangskode'), { max: 3 });
    await page.keyboard.type(password);
    await tabUntil(page, (s) => s.tag === 'button' && s.name === 'Log ind', { max: 3 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Samtaleadministration' }).waitFor({ timeout: 20_000 });

    // Create a conversation from the list.
    await page.getByRole('button', { name: 'Opret ny samtale' }).waitFor();
    await tabUntil(page, (s) => s.name === 'Opret ny samtale');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/m\/[a-z0-9]{10}$/);
    const conversationId = /\/m\/([a-z0-9]{10})/.exec(page.url())![1];
    await page.getByRole('heading', { name: 'Konfigurér samtale' }).waitFor();
    await page.getByLabel('Emne', { exact: true }).waitFor();

    // Configure: from the top of the page, Tab reaches the fields in the order they are shown.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await resetStops(page);
    await tabUntil(page, (s) => s.name === 'Emne', { max: 25 });
    await page.keyboard.type('Tastaturets samtale');
    let saved = savedSettings(page);
    // On the way: 'Lukker automatisk', whose date and time controls take a Tab per field.
    const fields = await tabUntil(page, (s) => s.name === 'Streng moderation', { max: 20 });
    assert.deepEqual(
      fields.slice(0, 2).map((s) => s.name),
      ['Beskrivelse', 'Åben for deltagelse'],
      'Emne, Beskrivelse, then the participation settings',
    );
    await saved;
    const wasStrict = await page.getByLabel('Streng moderation').isChecked();
    saved = savedSettings(page);
    await page.keyboard.press('Space');
    await saved;
    assert.equal(await page.getByLabel('Streng moderation').isChecked(), !wasStrict);
    await page.getByText('Alle ændringer er gemt').waitFor();
    await tabUntil(page, (s) => s.name === 'Nyt startudsagn', { max: 20 });
    await assertDocumentOrder(page);
    for (const seed of SEEDS) {
      await page.keyboard.type(seed);
      await tabUntil(page, (s) => s.name === 'Tilføj udsagn', { max: 2 });
      await page.keyboard.press('Enter');
      await page.getByText('Udsagn tilføjet!').first().waitFor();
      await page.getByRole('button', { name: 'Tilføj udsagn' }).waitFor();
      await tabUntil(page, (s) => s.name === 'Nyt startudsagn', { max: 3, shift: true });
    }

    await page.reload();
    await page.getByLabel('Emne', { exact: true }).waitFor();
    assert.equal(
      await page.getByLabel('Emne', { exact: true }).inputValue(),
      'Tastaturets samtale',
    );
    assert.equal(
      await page.getByLabel('Streng moderation').isChecked(),
      !wasStrict,
      'the checkbox toggled with Space was saved',
    );

    // The seeds were accepted on arrival; put them back in the pending list for the walk.
    const query = `comments?moderation=true&mod=1&conversation_id=${conversationId}`;
    const seeds = await api<ApiComment[]>(page, 'GET', query);
    assert.equal(seeds.length, SEEDS.length);
    for (const comment of seeds) {
      await api(page, 'PUT', 'comments', { ...comment, mod: 0, conversation_id: conversationId });
    }

    // Moderation: the tabs, then the list; j/k move, a accepts, r rejects.
    await page.goto(`${BASE_URL}/m/${conversationId}/comments`);
    await page.getByText(SEEDS[2]).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await resetStops(page);
    const toList = await tabUntil(page, (s) => s.tag === 'li', { max: 25 });
    const tabsAt = toList.findIndex((s) => s.name.startsWith('Afventer'));
    assert.ok(tabsAt >= 0, 'the tabs come before the list');
    await assertDocumentOrder(page);
    const currentTid = () =>
      page.evaluate(() => Number((document.activeElement as HTMLElement).dataset.tid));
    const rows = seeds.map((c) => c.tid).sort((a, b) => a - b);
    assert.equal(await currentTid(), rows[0], 'the first comment is the Tab stop');

    await page.keyboard.press('j');
    await page.waitForFunction(
      (tid) => document.activeElement?.getAttribute('data-tid') === tid,
      String(rows[1]),
    );
    assertVisible(await focused(page));
    await page.keyboard.press('k');
    await page.waitForFunction(
      (tid) => document.activeElement?.getAttribute('data-tid') === tid,
      String(rows[0]),
    );
    await page.keyboard.press('j');
    await page.waitForFunction(
      (tid) => document.activeElement?.getAttribute('data-tid') === tid,
      String(rows[1]),
    );

    await page.keyboard.press('a');
    await page.waitForFunction(
      () =>
        /Afventer\D*2/.test(document.body.innerText) &&
        /Accepterede\D*1/.test(document.body.innerText),
    );
    // Focus stays in the list, on a comment that is still pending.
    await page.waitForFunction((gone) => {
      const tid = document.activeElement?.getAttribute('data-tid');
      return tid !== null && tid !== undefined && tid !== gone;
    }, String(rows[1]));
    assertVisible(await focused(page));
    const rejected = await currentTid();
    await page.keyboard.press('r');
    await page.waitForFunction(
      () =>
        /Afventer\D*1/.test(document.body.innerText) && /Afviste\D*1/.test(document.body.innerText),
    );

    // The server agrees once the queue has drained.
    const modOf = async (tid: number) => {
      const all = await api<ApiComment[]>(
        page,
        'GET',
        `comments?moderation=true&conversation_id=${conversationId}`,
      );
      return all.find((c) => c.tid === tid)?.mod;
    };
    for (
      let i = 0;
      i < 100 && ((await modOf(rows[1])) !== 1 || (await modOf(rejected)) !== -1);
      i++
    ) {
      await page.waitForTimeout(100);
    }
    assert.equal(await modOf(rows[1]), 1, "'a' accepted the comment");
    assert.equal(await modOf(rejected), -1, "'r' rejected the comment");
    assert.deepEqual(errors, []);
    await context.close();
  });
});
