// The first paint's stylesheets written into the page (docs/architecture.md#the-first-paint): in
// one <style> where the first link was, the links moved to the end of <body>, and the page left
// as it was when a sheet cannot be read or could end the <style> element.
import { describe, expect, it } from 'vitest';
import { withInlineStylesheets, type StylesheetReader } from './inlineStyles';

const PAGE =
  '<html><head>\n    <title>Rådslag</title>\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/components.css">\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/public.css">\n' +
  '    <script type="module" crossorigin src="/assets/public.js"></script>\n' +
  '  </head><body><div id="root"><p class="card">Flere træer.</p></div></body></html>';

const sheets: Record<string, string> = {
  '/assets/components.css': '.card{padding:8px}',
  '/assets/public.css': '.vote-button{min-height:44px}',
};
const read: StylesheetReader = async (href) => sheets[href] ?? null;

describe('the first paint with its stylesheets inline', () => {
  it('writes both sheets into one <style> ahead of the scripts and moves the links to the end', async () => {
    const html = await withInlineStylesheets(PAGE, read);
    expect(html).toContain(
      '    <style>.card{padding:8px}\n.vote-button{min-height:44px}</style>\n' +
        '    <script type="module"',
    );
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('rel="stylesheet"');
    expect(html).toMatch(
      /<\/div><link rel="stylesheet" crossorigin href="\/assets\/components.css"><link rel="stylesheet" crossorigin href="\/assets\/public.css"><\/body>/,
    );
  });

  it('leaves the page as it was when a sheet cannot be read', async () => {
    const missing: StylesheetReader = async (href) =>
      href.endsWith('public.css') ? null : (sheets[href] ?? null);
    expect(await withInlineStylesheets(PAGE, missing)).toBe(PAGE);
  });

  it('leaves the page as it was when a sheet holds </style', async () => {
    const hostile: StylesheetReader = async (href) =>
      href.endsWith('public.css') ? '.x{}</STYLE><script src="/x.js"></script>' : sheets[href];
    expect(await withInlineStylesheets(PAGE, hostile)).toBe(PAGE);
  });

  it('leaves a page without stylesheets or without a body alone', async () => {
    const bare = '<html><head><title>x</title></head><body></body></html>';
    expect(await withInlineStylesheets(bare, read)).toBe(bare);
    expect(await withInlineStylesheets('<p>no head</p>', read)).toBe('<p>no head</p>');
  });
});
