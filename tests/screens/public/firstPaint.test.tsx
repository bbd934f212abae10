// The server's first paint of the participation page (server/participation/firstPaint/) against
// what the app renders for the same start: the same elements, classes, roles, labels and words in
// the frame, the intro and the voting card, so the card does not move when the app takes over
// (docs/architecture.md#the-first-paint). And text the server writes is text: a statement, topic
// or description with <script>, quotes or & reads back as typed and makes no element.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aParticipationInit, anAppConfig } from '../../support/contractFixtures';
import type { ParticipationInit } from '../../../contract/types';
import { PublicApp } from '../../../src/routes/public/PublicApp';
import { firstPaintHtml } from '../../../server/participation/firstPaint/firstPaintHtml';

const CONFIG = anAppConfig({ siteOwner: 'Testkommunen' });
// The web project's files share a worker's DOM: the app rendered here must not outlive the test.
afterEach(cleanup);
const NOW = Date.UTC(2026, 11, 5, 12, 0);

// A newcomer's start in a conversation that shows its opinion map (vis_type 1).
const anInit = (over: Partial<ParticipationInit['conversation']> = {}, txt = 'Flere træer.') =>
  aParticipationInit(
    { conversation_id: 'c000000001', topic: 'Cykelstier i midtbyen', vis_type: 1, ...over },
    { tid: 7, txt, remaining: 12, total: 12 },
  );

function serverPaint(init: ParticipationInit): HTMLElement {
  const html = firstPaintHtml(CONFIG, init, NOW);
  if (html === null) throw new Error('no first paint');
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

function appPaint(init: ParticipationInit): HTMLElement {
  const { container } = render(
    <PublicApp
      config={CONFIG}
      route={{ page: 'participation', conversationId: init.conversation.conversation_id }}
      boot={init}
    />,
  );
  return container;
}

// What must agree; ids, data-* and the aria-labelledby values (ids) may differ.
const SAME = ['role', 'aria-label', 'aria-live', 'aria-atomic', 'aria-hidden', 'href', 'type'];

/** Element by element: tag, classes, these attributes, colours, and the text of leaves. */
function expectSameMarkup(server: Element, app: Element, path = server.tagName): void {
  expect(app.tagName, path).toBe(server.tagName);
  expect([...app.classList].sort(), path).toEqual([...server.classList].sort());
  for (const name of SAME)
    expect(app.getAttribute(name), `${path}@${name}`).toBe(server.getAttribute(name));
  const [serverStyle, appStyle] = [server, app].map((e) => (e as HTMLElement).style);
  expect(appStyle.backgroundColor, path).toBe(serverStyle.backgroundColor);
  expect(appStyle.color, path).toBe(serverStyle.color);
  if (server.hasAttribute('aria-labelledby')) {
    const label = (e: Element) =>
      e.querySelector(`#${e.getAttribute('aria-labelledby')}`)?.textContent;
    expect(label(app), path).toBe(label(server));
  }
  // The card's <noscript> line is the server's alone: it never shows beside the app.
  const children = [...server.children].filter((child) => child.tagName !== 'NOSCRIPT');
  if (children.length === 0) expect(app.textContent, path).toBe(server.textContent);
  children.forEach((child, i) =>
    expectSameMarkup(child, app.children[i], `${path} > ${child.tagName}.${child.className}`),
  );
}

function expectSamePage(init: ParticipationInit) {
  const server = serverPaint(init);
  const app = appPaint(init);
  for (const part of ['.skip-link', '.public-header', 'footer']) {
    expectSameMarkup(server.querySelector(part)!, app.querySelector(part)!);
  }
  // The main area: the server's ends after 'how to take part'; the app goes on with the parts it
  // loads after the first statement (the map, the statement form, Mine data).
  const serverPage = server.querySelector('[data-first-paint="newcomer"]')!;
  const appPage = app.querySelector('.page.participation')!;
  expect([...serverPage.children].map((c) => c.className)).toEqual(
    [...appPage.children].slice(0, serverPage.children.length).map((c) => c.className),
  );
  [...serverPage.children].forEach((child, i) => expectSameMarkup(child, appPage.children[i]));
  // The bar is empty on a newcomer's first statement: the server sets no width, the app 0 %.
  expect(app.querySelector<HTMLElement>('.vote-card__bar-fill')!.style.width).toBe('0%');
  expect(
    server.querySelector<HTMLElement>('.vote-card__bar-fill')!.getAttribute('style'),
  ).toBeNull();
}

describe('the first paint is the page the app renders', () => {
  it('for a plain conversation', () => expectSamePage(anInit()));

  it('with a long description, a scheduled close and help colours', () =>
    expectSamePage(
      anInit({
        description: `${'Midtbyen skal have plads til flere, og vi vil gerne høre din mening. '.repeat(3)}\n\nResten.`,
        closes_at: Date.UTC(2027, 0, 15, 11, 0),
        help_bgcolor: '#fff3cd',
        help_color: 'navy',
      }),
    ));

  it('with a short first paragraph and more behind the disclosure', () =>
    expectSamePage(anInit({ description: 'Kort.\n\nMere om sagen.' })));
});

describe('text in the first paint', () => {
  const hostile = `</p></blockquote><script>alert("x")</script><img src=x onerror=alert(1)> "citat" & 'mere'`;

  it('reads back as typed and makes no element, wherever it stands', () => {
    const init = anInit(
      { topic: hostile, description: `${hostile}\n\n${hostile}`, help_color: 'navy' },
      hostile,
    );
    const server = serverPaint(init);
    expect(server.querySelector('script, img:not(.logo), [onerror]')).toBeNull();
    expect(server.querySelector('h1')!.textContent).toBe(hostile);
    expect(server.querySelector('.vote-card__statement p')!.textContent).toBe(hostile);
    // The first paragraph (under 100 characters) and the second behind 'Læs hele beskrivelsen'.
    const descriptions = server.querySelectorAll('.intro-box__description');
    expect([...descriptions].map((p) => p.textContent)).toEqual([hostile, hostile]);
    expectSamePage(init);
  });

  it('keeps a product name with markup out of the attributes', () => {
    const html = firstPaintHtml(
      { productName: '"><script>alert(1)</script>', siteOwner: 'A & B' },
      anInit(),
      NOW,
    )!;
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('.site-header__brand')!.getAttribute('aria-label')).toBe(
      '"><script>alert(1)</script> – om tjenesten',
    );
    expect(root.querySelector('.site-footer')!.textContent).toContain('Drives af A & B.');
  });
});
