// Accessibility of the public entry (public.html): axe-core (WCAG 2.0/2.1 A and AA; phone.e2e.ts
// adds WCAG 2.2's target size at 390 px) on the
// participation page at /{conversation_id} and the public report at /report/{report_id}, in every
// state they can show — loading (and slow), failed, not found, voting (desktop, a phone, inside an
// iframe), a vote on its way / refused, the statement form in each of its states, all voted, no
// statements yet, closed (on arrival and while here), the owner's colours, and the report loading,
// loaded in each order, empty, not found and failed. Zero violations is the bar.
//
// Nothing here touches the demo conversation except reading one of its reports: the conversations
// voted on are made for this spec by an owner of its own. @e2e-own-data: a report is frozen when
// it is made, so this runs beside the journeys that change the demo. States that need the server to misbehave
// (a 500, a 429, a held answer) are produced by rewriting or holding the API's answer in the
// browser. The browser prefers reduced motion, so axe sees settled colours, not a transition frame.
import { createServer, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { expectNoViolations } from './axe';
import { BASE_URL, launchBrowser, screenshot } from './browser';
import { signIn } from './a11ySessions';

const PHONE = { width: 375, height: 740 };

const SEEDS = [
  'Der skal være flere cykelstier langs de store indfaldsveje.',
  'Busserne skal køre hvert tiende minut om aftenen.',
  'Torvet skal have flere bænke og træer.',
];
const DESCRIPTION =
  'Kommunen vil gerne høre, hvordan du kommer rundt i byen i dag.\n\n' +
  'Svarene bruges i arbejdet med den nye mobilitetsplan, som byrådet behandler til efteråret.';

let browser: Browser;
/** The other site's server (embeddingSite). */
let embedder: Server | undefined;
/** A conversation taking statements (strict moderation): three seeds, a two-paragraph framing. */
let openId: string;
/** The same, for the journeys that vote through everything (so `openId` keeps its statements). */
let finishId: string;
/** Open, no statements at all. */
let emptyId: string;
/** Closed before anyone arrived. */
let closedId: string;
/** Open, with the owner's help colours on the intro box. */
let colouredId: string;
/** A report with 80 statements and both charts (the demo conversation's), and an empty one. */
let demoReportId: string;
let emptyReportId: string;

before(async () => {
  browser = await launchBrowser();
  const owner = await signIn(browser, `a11y.public.${Date.now()}@example.dk`, 'Ulla Udsagn');
  openId = await createConversation(owner, 'Mobilitet i midtbyen', { description: DESCRIPTION });
  finishId = await createConversation(owner, 'Mobilitet i midtbyen (hele vejen)');
  for (const txt of SEEDS) {
    await api(owner, 'POST', 'comments', { conversation_id: openId, txt, is_seed: true });
    await api(owner, 'POST', 'comments', { conversation_id: finishId, txt, is_seed: true });
  }
  emptyId = await createConversation(owner, 'En helt ny samtale');
  closedId = await createConversation(owner, 'En afsluttet samtale', { is_active: false });
  colouredId = await createConversation(owner, 'Samtale i kommunens farver', {
    description: DESCRIPTION,
    help_bgcolor: '#1d3557',
    help_color: '#ffffff',
  });
  await api(owner, 'POST', 'comments', {
    conversation_id: colouredId,
    txt: SEEDS[0],
    is_seed: true,
  });
  emptyReportId = (
    await api<{ report_id: string }>(owner, 'POST', 'reports', { conversation_id: emptyId })
  ).report_id;
  await owner.context().close();

  const demo = await signIn(browser, 'demo@raadslag.dk', 'Demo Ejer');
  const mine = await api<{ conversation_id: string; topic: string }[]>(
    demo,
    'GET',
    'conversations',
  );
  const demoConversation = mine.find((c) => c.topic.startsWith('Fremtidens bymidte'));
  assert.ok(demoConversation, 'the demo conversation is listed for its owner');
  const reports = await api<{ report_id: string }[]>(
    demo,
    'GET',
    `reports?conversation_id=${demoConversation.conversation_id}`,
  );
  assert.ok(reports.length > 0, 'the demo conversation has a report');
  demoReportId = reports[0].report_id;
  await demo.context().close();
});
after(async () => {
  await browser?.close();
  embedder?.close();
});

async function newContext(options: { phone?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({
    reducedMotion: 'reduce',
    ...(options.phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : {}),
  });
}

/** A fresh participant (a context of its own: no participant token yet). */
async function participant(options: { phone?: boolean } = {}): Promise<Page> {
  return (await newContext(options)).newPage();
}

/** Calls the API with the signed-in user's token (oidc-client-ts keeps the user in localStorage). */
async function api<T = unknown>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const user = key
        ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string })
        : null;
      const response = await fetch(`/api/v3/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${user?.access_token ?? ''}`,
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

async function createConversation(
  owner: Page,
  topic: string,
  settings: Record<string, unknown> = {},
): Promise<string> {
  const created = await api<{ conversation_id: string }>(owner, 'POST', 'conversations', {
    topic,
    strict_moderation: true,
    ...settings,
  });
  return created.conversation_id;
}

/** A page on another site (http://localhost:…) that embeds `src` in an iframe; returns its URL. */
async function embeddingSite(src: string): Promise<string> {
  const html =
    '<!doctype html><html lang="da"><head><meta charset="utf-8"><title>Kommunens side</title>' +
    '</head><body><main><h1>Vær med i dialogen</h1>' +
    `<iframe title="Dialog om mobilitet i midtbyen" src="${src}" width="100%" height="900" ` +
    'style="border:0"></iframe></main></body></html>';
  embedder?.close();
  const server = createServer((_, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(html);
  });
  embedder = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://localhost:${typeof address === 'object' && address ? address.port : 0}/`;
}

/**
 * Holds the answers to requests matching `url` until `release()`; the page stays in the state it
 * shows while waiting. `held` resolves once a request is being held.
 */
async function holdRequests(page: Page, url: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markHeld!: () => void;
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  const handler = async (route: Route) => {
    markHeld();
    await released;
    await route.continue().catch(() => {});
  };
  await page.route(url, handler);
  return {
    held,
    release: async () => {
      release();
      await page.unroute(url, handler);
    },
  };
}

/** Answers requests matching `url` (and `method`) with `status` and a Polis error body. */
async function failRequests(
  page: Page,
  url: string | RegExp,
  status: number,
  { method, error = 'polis_err_test', message = '' }: Record<string, string> = {},
) {
  await page.route(url, (route) =>
    method && route.request().method() !== method
      ? route.fallback()
      : route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify(message ? { error, message, status } : {}),
        }),
  );
}

const PARTICIPATION_INIT = '**/api/v3/participationInit?*';
const VOTES = '**/api/v3/votes';
const NEXT_COMMENT = '**/api/v3/nextComment?*';
const COMMENTS = '**/api/v3/comments';
const REPORT_DATA = '**/api/v3/reportData?*';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { name }).first().waitFor();
const progress = (page: Page, position: number, total: number) =>
  page.getByText(`Udsagn ${position} af ${total}`, { exact: true }).waitFor();
const voteButton = (page: Page, name: 'Enig' | 'Uenig' | 'Spring over') =>
  page.getByRole('button', { name, exact: true });

describe('accessibility of the public pages (axe, WCAG 2.1 AA)', () => {
  it('participation: loading, slow, failed, not found; an unknown public address', async () => {
    // At /{id} the page carries its start (boot data); /public.html?path=… (a static host without
    // rewrites) does not, so the page loads it — the states to check here.
    const fetching = (id: string) => `${BASE_URL}/public.html?path=/${id}`;
    // Two loads: the slow one is left hanging, since its page clock has been moved on and a busy
    // machine's axe check could carry it past the request's own timeout (docs/behaviour.md#errors).
    const page = await participant();
    const hold = await holdRequests(page, PARTICIPATION_INIT);
    await page.goto(fetching(openId));
    await hold.held;
    await page.getByText('Henter samtalen…').waitFor();
    await expectNoViolations(page, 'participation, loading');
    await hold.release();
    await heading(page, 'Mobilitet i midtbyen');
    await page.context().close();

    const slow = await participant();
    await slow.clock.install();
    await holdRequests(slow, PARTICIPATION_INIT);
    await slow.goto(fetching(openId));
    await slow.getByText('Henter samtalen…').waitFor();
    await slow.clock.runFor(6500);
    await slow.getByText(/Det tager længere tid end ventet/).waitFor();
    await expectNoViolations(slow, 'participation, loading slowly');
    await slow.context().close();

    const failing = await participant();
    await failRequests(failing, PARTICIPATION_INIT, 500);
    await failing.goto(fetching(openId));
    await failing.getByText(/Samtalen kunne ikke hentes/).waitFor();
    await failing.getByRole('button', { name: 'Prøv igen' }).waitFor();
    await expectNoViolations(failing, 'participation, failed (500)');

    await failing.unroute(PARTICIPATION_INIT);
    await failing.goto(`${BASE_URL}/zzzzzzzzz0`);
    await heading(failing, 'Samtalen findes ikke');
    await expectNoViolations(failing, 'participation, unknown conversation');

    await failing.goto(`${BASE_URL}/public.html?path=/findes-ikke`);
    await heading(failing, 'Siden findes ikke');
    await expectNoViolations(failing, 'public entry, unknown address');
    await failing.context().close();
  });

  it('participation: voting on a desktop, a phone and inside an iframe; a vote on its way, cast and refused', async () => {
    const page = await participant();
    await page.goto(`${BASE_URL}/${openId}`);
    await heading(page, 'Mobilitet i midtbyen');
    await progress(page, 1, 3);
    await expectNoViolations(page, 'participation, voting');

    await page.getByText('Læs hele beskrivelsen').click();
    await page.getByText(/Svarene bruges i arbejdet/).waitFor();
    await expectNoViolations(page, 'participation, voting, the whole description open');

    const hold = await holdRequests(page, VOTES);
    await voteButton(page, 'Enig').click();
    await hold.held;
    await page.getByText('Gemmer din stemme…').waitFor();
    await expectNoViolations(page, 'participation, a vote on its way');
    await hold.release();
    await progress(page, 2, 3);
    await expectNoViolations(page, 'participation, after a vote');

    await failRequests(page, VOTES, 429);
    await voteButton(page, 'Uenig').click();
    await page.getByText('Du har stemt meget hurtigt. Vent et øjeblik, og prøv så igen.').waitFor();
    await expectNoViolations(page, 'participation, a refused vote (429)');
    await page.context().close();

    const phone = await participant({ phone: true });
    await phone.goto(`${BASE_URL}/${openId}`);
    await heading(phone, 'Mobilitet i midtbyen');
    await progress(phone, 1, 3);
    await expectNoViolations(phone, 'participation, voting, on a phone (375 × 740)');
    await phone.context().close();

    // Any site may frame the participation page (frame-ancestors *): the page inside another
    // site's iframe. The other site is a server of this spec's own on another loopback origin
    // (Chromium refuses to frame a loopback page into a page it counts as public).
    const host = await participant();
    await host.goto(await embeddingSite(`${BASE_URL}/${openId}`));
    await host.frameLocator('iframe').getByText('Udsagn 1 af 3', { exact: true }).waitFor();
    await expectNoViolations(host, 'participation, embedded in an iframe');
    await host.context().close();
  });

  it('participation: the statement form — empty, blank, near and at the limit, sending, refused, sent', async () => {
    const page = await participant();
    await page.goto(`${BASE_URL}/${openId}`);
    await progress(page, 1, 3);
    const field = page.getByLabel('Dit udsagn');
    const send = page.getByRole('button', { name: 'Send udsagn' });
    await field.waitFor();
    await expectNoViolations(page, 'statement form, empty');

    await send.click();
    await page.getByText('Skriv et udsagn, før du sender.').waitFor();
    await expectNoViolations(page, 'statement form, a blank statement refused');

    await field.fill('x'.repeat(135));
    await page.getByText('135 af 140 tegn').waitFor();
    await expectNoViolations(page, 'statement form, near the limit');
    await page.getByText('135 af 140 tegn').scrollIntoViewIfNeeded();
    await screenshot(page, 'participation-counter-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'participation-counter-390');
    await page.setViewportSize({ width: 1280, height: 720 });
    await field.fill('x'.repeat(150));
    await page.getByText('140 af 140 tegn').waitFor();
    await expectNoViolations(page, 'statement form, at the limit (longer text refused)');

    const txt = `Der skal være cykelparkering ved alle stationer (${Date.now()}).`;
    await field.fill(txt);
    const hold = await holdRequests(page, COMMENTS);
    await send.click();
    await hold.held;
    await page.getByRole('button', { name: 'Sender…' }).waitFor();
    await expectNoViolations(page, 'statement form, sending');
    await hold.release();
    await page.getByText(/^Tak! Dit udsagn vises for de andre/).waitFor();
    await expectNoViolations(page, 'statement form, sent (strict moderation)');

    await failRequests(page, COMMENTS, 429, { method: 'POST' });
    await field.fill(`Flere ladestandere til elcykler (${Date.now()}).`);
    await send.click();
    await page
      .getByText('Du har sendt mange udsagn på kort tid. Vent lidt, og prøv igen.')
      .waitFor();
    await expectNoViolations(page, 'statement form, refused by the server (429)');
    await page.context().close();
  });

  it('participation: all voted, nothing new, a failed check; no statements yet; closed', async () => {
    const page = await participant();
    await page.goto(`${BASE_URL}/${finishId}`);
    for (let position = 1; position <= SEEDS.length; position++) {
      await progress(page, position, SEEDS.length);
      await voteButton(page, position === 2 ? 'Spring over' : 'Enig').click();
    }
    await heading(page, 'Tak! Du har taget stilling til alle udsagn');
    await expectNoViolations(page, 'participation, all voted');

    await page.getByRole('button', { name: 'Se efter nye udsagn' }).click();
    await page.getByText('Der er ingen nye udsagn lige nu.').waitFor();
    await expectNoViolations(page, 'participation, all voted, nothing new');

    await failRequests(page, NEXT_COMMENT, 500);
    await page.getByRole('button', { name: 'Se efter nye udsagn' }).click();
    await page.getByText(/Vi kunne ikke se efter nye udsagn/).waitFor();
    await expectNoViolations(page, 'participation, all voted, the check failed');
    await page.context().close();

    const empty = await participant();
    await empty.goto(`${BASE_URL}/${emptyId}`);
    await heading(empty, 'Der er ingen udsagn at stemme om endnu.');
    await expectNoViolations(empty, 'participation, no statements yet');

    await empty.goto(`${BASE_URL}/${closedId}`);
    await heading(empty, 'Samtalen er lukket');
    await expectNoViolations(empty, 'participation, closed on arrival');
    await empty.context().close();

    // Closed while the participant was here: the vote is refused, the form keeps the typed text.
    const here = await participant();
    await here.goto(`${BASE_URL}/${openId}`);
    await progress(here, 1, 3);
    await here.getByLabel('Dit udsagn').fill('Et udsagn, der ikke nåede at blive sendt.');
    await failRequests(here, VOTES, 403, {
      error: 'polis_err_conversation_is_closed',
      message: 'Samtalen er lukket.',
    });
    await voteButton(here, 'Enig').click();
    await here.getByText(/Samtalen er blevet lukket, mens du deltog/).waitFor();
    await here.getByText(/Her er den tekst, du var i gang med/).waitFor();
    await expectNoViolations(here, 'participation, closed while here, the form frozen');
    await here.context().close();
  });

  it("participation: the owner's help colours on the intro box", async () => {
    for (const phone of [false, true]) {
      const page = await participant({ phone });
      await page.goto(`${BASE_URL}/${colouredId}`);
      await heading(page, 'Samtale i kommunens farver');
      await page.locator('.intro-box--custom').waitFor();
      await page.getByText('Læs hele beskrivelsen').click();
      await page.getByText(/Svarene bruges i arbejdet/).waitFor();
      await expectNoViolations(page, `participation, owner colours${phone ? ', on a phone' : ''}`);
      await page.context().close();
    }
  });

  it('public report: loading, loaded in every order, no statements, not found, failed', async () => {
    const page = await participant();
    // The report's code is a chunk of its own: the frame's spinner while it arrives.
    const code = await holdRequests(page, /\/assets\/PublicReportPage-[^/]*\.js$/);
    await page.goto(`${BASE_URL}/report/${demoReportId}`);
    await code.held;
    await page.getByText('Henter rapporten…').waitFor();
    await expectNoViolations(page, 'report, its code loading');
    await code.release();

    const hold = await holdRequests(page, REPORT_DATA);
    await page.goto(`${BASE_URL}/report/${demoReportId}`);
    await hold.held;
    await page.getByText('Henter rapporten…').waitFor();
    await expectNoViolations(page, 'report, loading');
    await hold.release();
    await heading(page, 'Fremtidens bymidte i Aarhus');
    await page.locator('.count-chart svg').nth(1).waitFor();
    await expectNoViolations(page, 'report, loaded (order)');

    const sort = page.getByLabel('Sortér efter');
    for (const [value, label] of [
      ['agreement', 'Mest enighed'],
      ['disagreement', 'Mest uenighed'],
      ['controversy', 'Mest omstridt'],
    ] as const) {
      await sort.selectOption(value);
      await page.getByRole('list', { name: `Sorteret efter: ${label}` }).waitFor();
      await expectNoViolations(page, `report, sorted by ${value}`);
    }

    await page.goto(`${BASE_URL}/report/${demoReportId}`);
    await page.setViewportSize(PHONE);
    await page.locator('.count-chart svg').nth(1).waitFor();
    await expectNoViolations(page, 'report, loaded, on a phone');
    await page.setViewportSize({ width: 1280, height: 720 });

    // The charts' code arrives after the report: the sentence that stands in for them meanwhile.
    const charts = await holdRequests(page, /\/assets\/CountChart-[^/]*\.js$/);
    await page.goto(`${BASE_URL}/report/${demoReportId}`);
    await charts.held;
    await page.getByText('Henter diagrammerne…').waitFor();
    await expectNoViolations(page, 'report, the charts loading');
    await charts.release();

    await page.goto(`${BASE_URL}/report/${emptyReportId}`);
    await heading(page, 'En helt ny samtale');
    await page.getByText('Rapporten har ingen udsagn.').waitFor();
    await expectNoViolations(page, 'report, no statements and too few for the charts');

    await page.goto(`${BASE_URL}/report/r${'0'.repeat(20)}`);
    await heading(page, 'Rapporten findes ikke');
    await expectNoViolations(page, 'report, unknown report');

    await failRequests(page, REPORT_DATA, 500);
    await page.goto(`${BASE_URL}/report/${demoReportId}`);
    await page.getByText(/Rapporten kunne ikke hentes/).waitFor();
    await page.getByRole('button', { name: 'Prøv igen' }).waitFor();
    await expectNoViolations(page, 'report, failed (500)');
    await page.context().close();
  });
});
