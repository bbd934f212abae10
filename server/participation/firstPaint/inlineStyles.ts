// The first paint's stylesheets written into the page: with them linked, a phone on a slow
// network paints the statement only after one more round trip (a new connection, then the sheets).
// Inline, the statement shows with the HTML itself (docs/architecture.md#the-first-paint). The
// links move to the end of <body>: by then the page is painted, and the app's lazy chunks find
// them there, so they do not load the same sheets a second time.

/** Reads a built file by its path on the site ('/assets/…css'); null when it cannot. */
export type StylesheetReader = (href: string) => Promise<string | null>;

const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\n?/g;

/**
 * The page with its <head>'s stylesheets inlined in one <style> element where the first link was,
 * and the links themselves before </body>. Unchanged when a sheet cannot be read (the links then
 * do the work, one round trip later) or when a sheet would end the <style> element early.
 */
export async function withInlineStylesheets(html: string, read: StylesheetReader): Promise<string> {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return html;
  const sheets = await Promise.all(links.map((link) => read(link[1])));
  if (sheets.some((sheet) => sheet === null || /<\/style/i.test(sheet))) return html;
  const at = links[0].index;
  const indent = /^[ \t]*/.exec(links[0][0])![0];
  const style = `${indent}<style>${sheets.join('\n')}</style>\n`;
  const rest = head.slice(at).replace(STYLESHEET_LINK, '');
  const moved = links.map((link) => link[0].trim()).join('');
  const body = html.slice(headEnd, bodyEnd);
  return `${head.slice(0, at)}${style}${rest}${body}${moved}${html.slice(bodyEnd)}`;
}
