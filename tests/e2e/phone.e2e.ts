// The citizen's phone (docs/behaviour.md#participation): at 390 × 664 — a 390 × 844 phone less its
// browser's bars — a newcomer who opens the link sees the statement and 'Enig', 'Uenig' and 'Spring
// over' without scrolling, on the demo conversation and under a 500-character description (which
// opens from the keyboard); the page asks the API for nothing before the first statement (its boot
// data); a closed conversation says so and leads to its report; a link trimmed to the site's root
// explains where to go. axe's WCAG 2.2 AA target-size rule runs on each public screen here.
// The server's first paint (docs/architecture.md#the-first-paint): without JavaScript the topic,
// the statement and the three buttons show; with the app's scripts held back, a tap or a keypress
// on them is kept ('Din stemme sendes, når siden er klar') and sent once the app is live.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { expectNoViolations } from './axe';
import { BASE_URL, launchBrowser, screenshot, watchErrors } from './browser';
import { DEMO_EMAIL, DEMO_PASSWORD, signedInPage } from './flows';

const PHONE = { width: 390, height: 664 };
const LONG_DESCRIPTION = `${(
  'Byrådet skal i foråret beslutte, hvordan pladsen foran banegården skal se ud de næste tyve år. ' +
  'Der er forslag om flere træer og bænke, om en overdækket cykelparkering, om en legeplads og om ' +
  'at lukke pladsen for biler helt. Nogle ønsker et marked om lørdagen, andre ro og plads til at ' +
  'sidde. Vi vil gerne høre, hvad du mener, før forslagene bliver til en plan. Tag stilling til ' +
  'udsagnene herunder, og skriv gerne dine egne, hvis der mangler et synspunkt. ' +
  'Alle svar læses af forvaltningen og indgår i byrådets beslutning. Tak fordi du deltager.'
).slice(0, 499)}.`;

let browser: Browser;
let demoId: string;
let longId: string;
let closedId: string;
let closedReportId: string;

/** The API as the signed-in page's user (the token oidc-client-ts keeps in localStorage). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
      const { access_token } = JSON.parse(localStorage.getItem(key)!) as { access_token: string };
      const response = await fetch(`/api/v3/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${access_token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return (await response.json()) as unknown;
    },
    { method, path, body },
  ) as Promise<T>;
}

before(async () => {
  browser = await launchBrowser();
  const demo = await signedInPage(browser, DEMO_EMAIL, 'Demo Ejer', { password: DEMO_PASSWORD });
  const mine = await api<{ conversation_id: string; topic: string }[]>(
    demo,
    'GET',
    'conversations',
  );
  demoId = mine.find((c) => c.topic.startsWith('Fremtidens bymidte'))!.conversation_id;

  const create = async (topic: string, description: string) =>
    (
      await api<{ conversation_id: string }>(demo, 'POST', 'conversations', {
        topic,
        description,
        strict_moderation: false,
      })
    ).conversation_id;
  longId = await create('Pladsen foran banegården', LONG_DESCRIPTION);
  closedId = await create('Den gamle skole', 'Hvad skal bygningen bruges til?');
  for (const id of [longId, closedId]) {
    for (const txt of [
      'Der skal plantes flere store træer på pladsen, så der er skygge om sommeren.',
      'Pladsen skal være helt bilfri.',
    ]) {
      await api(demo, 'POST', 'comments', { conversation_id: id, txt, is_seed: true });
    }
  }
  await api(demo, 'POST', 'reports', { conversation_id: closedId });
  closedReportId = (
    await api<{ report_id: string }>(demo, 'POST', 'reports', { conversation_id: closedId })
  ).report_id;
  await api(demo, 'PUT', 'conversations', { conversation_id: closedId, is_active: false });
  await demo.context().close();
});
after(async () => {
  await browser?.close();
});

/** A newcomer on a phone: a context of their own (no participant token). */
async function phone(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    ...options,
  });
  return context.newPage();
}

/** The app's scripts wait until `release()`: the page stays at the server's first paint. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The app's own card is there: a vote is sent by the app from now on. */
const appCard = (page: Page) => page.locator('.vote-card:not(#first-statement)').waitFor();

/** The three vote buttons and the statement lie inside the first screen, nothing scrolled. */
async function expectVoteOnFirstScreen(page: Page, screen: string) {
  assert.equal(await page.evaluate(() => window.scrollY), 0, `${screen}: not scrolled`);
  const statement = page.locator('.vote-card__statement');
  const boxes = [
    statement,
    ...['Enig', 'Uenig', 'Spring over'].map((name) =>
      page.getByRole('button', { name, exact: true }),
    ),
  ];
  for (const element of boxes) {
    const box = (await element.boundingBox())!;
    assert.ok(
      box.y >= 0 && box.y + box.height <= PHONE.height,
      `${screen}: ${await element.textContent()} at ${box.y}+${box.height}`,
    );
    assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `${screen}: inside the width`);
  }
  for (const name of ['Enig', 'Uenig', 'Spring over']) {
    const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    assert.ok(
      box.width >= 44 && box.height >= 44,
      `${screen}: '${name}' is ${box.width} × ${box.height}`,
    );
  }
}

describe("the citizen's phone (390 × 664)", () => {
  it('a newcomer opens the demo link and votes without scrolling, with no API call before the statement', async () => {
    const page = await phone();
    const errors = watchErrors(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') || url.pathname === '/config.json')
        calls.push(url.pathname);
    });
    await page.goto(`${BASE_URL}/${demoId}`);
    await page.getByText(/^Udsagn 1 af \d+$/).waitFor();
    // The map's own poll starts beside the first statement and may be first on a busy machine:
    // the statement does not wait for it.
    const mapPolls = new Set(['/api/v3/math/pca2', '/api/v3/math/participantMap']);
    assert.deepEqual(
      calls.filter((path) => !mapPolls.has(path)),
      [],
      'boot data: no start-up calls',
    );
    await appCard(page);
    await expectVoteOnFirstScreen(page, 'demo');
    await screenshot(page, 'phone-first-screen-demo');
    await expectNoViolations(page, 'participation, demo, phone 390 × 664', { targetSize: true });
    await page.getByRole('button', { name: 'Enig', exact: true }).click();
    await page.getByText(/^Udsagn 2 af \d+$/).waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('without JavaScript the first paint shows the topic, the statement and the three buttons', async () => {
    const page = await phone({ javaScriptEnabled: false });
    await page.goto(`${BASE_URL}/${demoId}`);
    await page.getByRole('heading', { level: 1, name: 'Fremtidens bymidte i Aarhus' }).waitFor();
    await page.getByText(/^Udsagn 1 af \d+$/).waitFor();
    await expectVoteOnFirstScreen(page, 'demo without JavaScript');
    // (Playwright's text locators skip <noscript>: its line is read from the element.)
    const noScript = page.locator('.vote-card__noscript');
    assert.ok(await noScript.isVisible());
    assert.equal(await noScript.textContent(), 'Slå JavaScript til i din browser for at stemme.');
    await screenshot(page, 'phone-first-paint-no-javascript');
    await page.context().close();
  });

  it('a tap before the app is live is kept, said, and sent once the app has started', async () => {
    const page = await phone();
    const errors = watchErrors(page);
    const release = await holdAppScripts(page);
    const votes: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v3/votes'))
        votes.push(request.postDataJSON());
    });
    await page.goto(`${BASE_URL}/${demoId}`, { waitUntil: 'commit' });
    const card = page.locator('#first-statement');
    await card.waitFor();
    const tid = Number(await card.getAttribute('data-tid'));
    await expectVoteOnFirstScreen(page, 'first paint');
    await expectNoViolations(page, 'participation, the first paint, phone', { targetSize: true });
    await page.getByRole('button', { name: 'Uenig', exact: true }).tap();
    await page.getByText('Din stemme sendes, når siden er klar').waitFor();
    await screenshot(page, 'phone-first-paint-tapped');
    assert.deepEqual(votes, []);
    release();
    await page.getByText(/^Udsagn 2 af \d+$/).waitFor();
    assert.deepEqual(votes, [{ conversation_id: demoId, tid, vote: 1 }]);
    assert.equal(await page.locator('#first-statement').count(), 0);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('the first paint takes the keyboard, and the app keeps the focus on the same button', async () => {
    const page = await phone();
    const release = await holdAppScripts(page);
    await page.goto(`${BASE_URL}/${longId}`, { waitUntil: 'commit' });
    await page.locator('#first-statement').waitFor();
    const pass = page.getByRole('button', { name: 'Spring over', exact: true });
    for (let i = 0; i < 20 && !(await pass.evaluate((b) => b === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByText('Din stemme sendes, når siden er klar').waitFor();
    release();
    await page.getByText('Udsagn 2 af 2', { exact: true }).waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      'Spring over',
      'the focus stays on the button used',
    );
    await page.context().close();
  });

  it('a 500-character description is collapsed, the vote stays on the first screen, and it opens from the keyboard', async () => {
    assert.equal(LONG_DESCRIPTION.length, 500);
    const page = await phone();
    await page.goto(`${BASE_URL}/${longId}`);
    await page.getByText('Udsagn 1 af 2', { exact: true }).waitFor();
    await expectVoteOnFirstScreen(page, '500-character description');
    await screenshot(page, 'phone-first-screen-long-description');
    assert.equal(await page.getByText(/forslagene bliver til en plan/).isVisible(), false);
    const more = page.getByText('Læs hele beskrivelsen');
    await more.focus();
    await page.keyboard.press('Enter');
    await page.getByText(/forslagene bliver til en plan/).waitFor();
    await expectNoViolations(page, 'participation, the long description open, phone', {
      targetSize: true,
    });
    await page.context().close();
  });

  it('a closed conversation says so, asks for no votes and leads to its newest report', async () => {
    const page = await phone();
    await page.goto(`${BASE_URL}/${closedId}`);
    await page.getByRole('heading', { name: 'Samtalen er lukket' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Enig', exact: true }).count(), 0);
    assert.equal(await page.getByText(/Stem på \d+ udsagn mere/).count(), 0);
    await screenshot(page, 'phone-closed-conversation');
    await expectNoViolations(page, 'participation, closed with a report, phone', {
      targetSize: true,
    });
    await page.getByRole('link', { name: 'Se rapporten fra samtalen' }).click();
    await page.waitForURL(`${BASE_URL}/report/${closedReportId}`);
    await page.getByRole('heading', { name: 'Den gamle skole' }).first().waitFor();
    await expectNoViolations(page, 'report, phone', { targetSize: true });
    await page.context().close();
  });

  it("a link trimmed to the site's root explains where to go; /signin still asks for the code", async () => {
    const page = await phone();
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('heading', { name: 'Vil du deltage i en samtale?' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/home');
    assert.equal(await page.getByRole('dialog').count(), 0, 'no access-code dialog');
    await expectNoViolations(page, 'home, signed out, phone', { targetSize: true });
    await page.goto(`${BASE_URL}/signin`);
    await page.getByRole('dialog').waitFor();
    await page.context().close();
  });
});
