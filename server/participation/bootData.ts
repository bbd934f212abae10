// The public pages' boot data: what the participant app would otherwise fetch before its first
// render — the public config (/config.json) and, on a participation page, what GET
// /participationInit answers a newcomer — written into public.html as inline JSON
// (<script type="application/json">, which no browser executes, so script-src stays 'self').
// A newcomer's first statement is written into the page too, with the early-vote script that
// keeps a tap made before the app is live (firstPaint/, docs/architecture.md#the-first-paint).
// docs/architecture.md#start-up
import { FIRST_PAINT, type BootData } from '../../contract/boot';
import { buildAppConfig, type ServerConfig } from '../platform/config/config';
import type { Db } from '../platform/db';
import { findPublicConversation } from '../conversations';
import { firstPaintHtml } from './firstPaint/firstPaintHtml';
import { withInlineStylesheets, type StylesheetReader } from './firstPaint/inlineStyles';
import { participationStart } from './participationStart';

/** The element the SPA reads (src/routes/public/bootData.ts). */
export const BOOT_ELEMENT_ID = 'boot-data';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * JSON that cannot end its <script> element or start a comment in it: '<', '>' and '&' as
 * \u escapes (JSON.parse reads them back), and U+2028/U+2029 too, which older parsers of
 * script text count as line ends.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The page with the boot data after its root element, and, for a newcomer's first statement, that
 * statement inside it (then the early-vote script ends <body>, and the page's own <noscript> line
 * gives way to the card's). Unchanged if the page has no root (a stub build).
 */
export function withBootData(html: string, data: BootData, now = Date.now()): string {
  return bootPage(html, data, now).html;
}

/**
 * The page as served: with its boot data, and, when it carries a newcomer's first statement, the
 * stylesheets that statement needs written in (firstPaint/inlineStyles.ts).
 */
export async function publicPageHtml(
  html: string,
  data: BootData,
  readStylesheet: StylesheetReader,
): Promise<string> {
  const page = bootPage(html, data, Date.now());
  return page.painted ? withInlineStylesheets(page.html, readStylesheet) : page.html;
}

function bootPage(html: string, data: BootData, now: number) {
  const init = data.participation?.init;
  const paint = init ? firstPaintHtml(data.config, init, now) : null;
  const page = paint === null ? html : html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  const at = page.indexOf(ROOT_ELEMENT);
  if (at < 0) return { html, painted: false };
  const end = at + ROOT_ELEMENT.length;
  const root = paint === null ? ROOT_ELEMENT : `<div id="root">${paint}</div>`;
  const script = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${inlineJson(data)}</script>`;
  const withRoot = page.slice(0, at) + root + script + page.slice(end);
  if (paint === null) return { html: withRoot, painted: false };
  return { html: withFirstPaintLoads(withRoot), painted: true };
}

/**
 * The first paint's stylesheets before everything else the head loads, and the early-vote script
 * at the end of <body>. The stylesheets are all the painted statement needs, so they go before the
 * app's module scripts, which would otherwise take the browser's six connections first. The
 * script is classic (it must run before the app, to keep a tap) but comes after the card: in <head>
 * it held the paint back by one more round trip on a slow network. The price is that a returning
 * participant's device may show the newcomer's statement until the script arrives
 * (docs/architecture.md#the-first-paint).
 */
function withFirstPaintLoads(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const stylesheets: string[] = [];
  const head = html.slice(0, headEnd).replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (tag) => {
    stylesheets.push(tag.trim());
    return '';
  });
  const firstLoad = head.search(/<(script|link rel="modulepreload")/);
  const at = firstLoad >= 0 ? firstLoad : head.length;
  const styled = stylesheets.length
    ? `${head.slice(0, at)}${stylesheets.join('\n    ')}\n    ${head.slice(at)}`
    : head;
  const script = `<script src="${FIRST_PAINT.script}"></script>`;
  return `${styled}${html.slice(headEnd, bodyEnd)}${script}${html.slice(bodyEnd)}`;
}

/**
 * The boot data for a public page. `conversationId`: the participation page's conversation. A
 * conversation that is unknown, or a database that does not answer, leaves `participation` out:
 * the page then asks GET /participationInit itself and shows what that answers.
 */
export async function bootDataFor(
  { db, config: serverConfig }: { db: Db; config: ServerConfig },
  conversationId: string | null,
): Promise<BootData> {
  const config = buildAppConfig(serverConfig);
  if (conversationId === null) return { config };
  try {
    const conversation = await findPublicConversation(db, conversationId);
    if (!conversation) return { config };
    // A newcomer's start: the page is the same for everyone, so it never carries a participant.
    const init = await participationStart(db, conversation, null);
    return { config, participation: { conversationId, init } };
  } catch (error) {
    console.error(`Boot data for ${conversationId} failed; the page will fetch it.`, error);
    return { config };
  }
}
