// The HTML the embedded identity provider shows: the Danish sign-in page, the sign-out page, and
// error pages. Server-rendered, no inline script (the pages run under `script-src 'self'`), styles
// in one small stylesheet served next to them so the CSP needs no 'unsafe-inline' either.
import { escapeHtml } from '../../platform/text/html';
import { PRODUCT_NAME } from '../../platform/messages';
import { oidcMessages } from './messages';

export const STYLESHEET_NAME = 'idp.css';
export const LOGOUT_SCRIPT_NAME = 'logout.js';

// A speech-bubble mark in the theme colour; inline SVG needs no img-src and no extra request.
const LOGO = `<svg class="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#6b5dcf"/><path d="M9 10.5A2.5 2.5 0 0 1 11.5 8h9A2.5 2.5 0 0 1 23 10.5v6A2.5 2.5 0 0 1 20.5 19H15l-4 4v-4h0.5A2.5 2.5 0 0 1 9 16.5z" fill="#fff"/></svg>`;

export interface LayoutOptions {
  title: string;
  assetsPath: string;
  body: string;
  scripts?: string[];
}

export function layout({ title, assetsPath, body, scripts = [] }: LayoutOptions): string {
  const scriptTags = scripts
    .map((name) => `<script src="${escapeHtml(`${assetsPath}/${name}`)}" defer></script>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<link rel="stylesheet" href="${escapeHtml(`${assetsPath}/${STYLESHEET_NAME}`)}">
${scriptTags}
</head>
<body>
<main class="card">
<p class="brand">${LOGO}<span>${PRODUCT_NAME}</span></p>
${body}
</main>
<footer class="page-footer">${oidcMessages.footer}</footer>
</body>
</html>
`;
}

export function messagePage(o: {
  assetsPath: string;
  title: string;
  message: string;
  detail?: string;
  link?: { href: string; text: string };
}): string {
  return layout({
    title: o.title,
    assetsPath: o.assetsPath,
    body: `<h1>${escapeHtml(o.title)}</h1>
<p class="lead">${escapeHtml(o.message)}</p>
${o.detail ? `<p class="detail">${escapeHtml(o.detail)}</p>` : ''}
${o.link ? `<p><a class="button-link" href="${escapeHtml(o.link.href)}">${escapeHtml(o.link.text)}</a></p>` : ''}`,
  });
}

/**
 * The sign-out page. `form` is oidc-provider's hidden form (action + xsrf token). The "Log ud"
 * button submits it with logout=yes; logout.js presses it on load, so with scripts on the user
 * never has to click, and without scripts the button still works.
 */
export function logoutPage(o: { assetsPath: string; form: string }): string {
  return layout({
    title: oidcMessages.signOut.title,
    assetsPath: o.assetsPath,
    scripts: [LOGOUT_SCRIPT_NAME],
    body: `<h1>${oidcMessages.signOut.title}</h1>
<p class="lead">${oidcMessages.signOut.lead}</p>
${o.form}
<button type="submit" id="logout-button" form="op.logoutForm" name="logout" value="yes">${oidcMessages.signOut.button}</button>`,
  });
}

// Presses the sign-out button once the page has loaded. A separate file, because the pages allow
// no inline script.
export const LOGOUT_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('op.logoutForm');
  var button = document.getElementById('logout-button');
  if (!form || !button) return;
  if (typeof form.requestSubmit === 'function') form.requestSubmit(button);
  else button.click();
})();
`;
