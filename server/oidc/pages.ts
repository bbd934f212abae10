// The HTML the embedded identity provider shows: the Danish sign-in page, the sign-out page, and
// error pages. Server-rendered, no inline script (the pages run under `script-src 'self'`), styles
// in one small stylesheet served next to them so the CSP needs no 'unsafe-inline' either.

export const PRODUCT_NAME = 'Rådslag';
export const STYLESHEET_NAME = 'idp.css';
export const LOGOUT_SCRIPT_NAME = 'logout.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/gu, (c) => ESCAPES[c]);
}

// A speech-bubble mark in the theme colour; inline SVG needs no img-src and no extra request.
const LOGO = `<svg class="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#6b5dcf"/><path d="M9 10.5A2.5 2.5 0 0 1 11.5 8h9A2.5 2.5 0 0 1 23 10.5v6A2.5 2.5 0 0 1 20.5 19H15l-4 4v-4h0.5A2.5 2.5 0 0 1 9 16.5z" fill="#fff"/></svg>`;

interface LayoutOptions {
  title: string;
  assetsPath: string;
  body: string;
  scripts?: string[];
}

function layout({ title, assetsPath, body, scripts = [] }: LayoutOptions): string {
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
<footer class="page-footer">${PRODUCT_NAME} · sikkert log ind</footer>
</body>
</html>
`;
}

export interface LoginPageOptions {
  assetsPath: string;
  action: string;
  email: string;
  name: string;
  emailError?: string;
  nameError?: string;
}

export function loginPage(o: LoginPageOptions): string {
  const emailInvalid = o.emailError !== undefined;
  const nameInvalid = o.nameError !== undefined;
  // The first field with an error gets focus, so keyboard and screen-reader users land on it.
  const focusName = !emailInvalid && nameInvalid;
  const emailDescribedBy = emailInvalid ? ' aria-describedby="email-error"' : '';
  const nameDescribedBy = nameInvalid ? 'name-error name-hint' : 'name-hint';
  return layout({
    title: 'Log ind',
    assetsPath: o.assetsPath,
    body: `<h1>Log ind</h1>
<p class="lead">Skriv din e-mailadresse for at fortsætte til administrationen af dine samtaler.</p>
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<div class="field">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required autocomplete="email" inputmode="email" autocapitalize="none" spellcheck="false" maxlength="254" value="${escapeHtml(o.email)}"${emailInvalid ? ' aria-invalid="true"' : ''}${emailDescribedBy}${focusName ? '' : ' autofocus'}>
${emailInvalid ? `<p class="error" id="email-error" role="alert">${escapeHtml(o.emailError ?? '')}</p>` : ''}
</div>
<div class="field">
<label for="name">Navn</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="100" value="${escapeHtml(o.name)}" aria-describedby="${nameDescribedBy}"${nameInvalid ? ' aria-invalid="true"' : ''}${focusName ? ' autofocus' : ''}>
<p class="hint" id="name-hint">Valgfrit. Vises i stedet for din e-mail.</p>
${nameInvalid ? `<p class="error" id="name-error" role="alert">${escapeHtml(o.nameError ?? '')}</p>` : ''}
</div>
<button type="submit">Log ind</button>
</form>
<p class="footnote">Den samme e-mail giver altid adgang til den samme konto.</p>`,
  });
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
    title: 'Log ud',
    assetsPath: o.assetsPath,
    scripts: [LOGOUT_SCRIPT_NAME],
    body: `<h1>Log ud</h1>
<p class="lead">Du bliver logget ud af ${PRODUCT_NAME} …</p>
${o.form}
<button type="submit" id="logout-button" form="op.logoutForm" name="logout" value="yes">Log ud</button>`,
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

export const STYLESHEET = `:root {
  --primary: #6b5dcf;
  --primary-dark: #5546b8;
  --text: #1f1d2b;
  --muted: #55526a;
  --bg: #f4f2fb;
  --border: #bdb8d6;
  --error: #b3261e;
  color-scheme: light;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 2rem 1rem;
  background: var(--bg);
  color: var(--text);
  font-size: 1rem;
  line-height: 1.5;
}
.card {
  width: 100%;
  max-width: 26rem;
  background: #fff;
  border-radius: 14px;
  box-shadow: 0 1px 2px rgba(31, 29, 43, 0.08), 0 12px 32px rgba(31, 29, 43, 0.1);
  padding: 2rem 2rem 1.75rem;
}
.brand {
  display: flex;
  align-items: center;
  gap: 0.625rem;
  margin: 0 0 1.75rem;
  font-size: 1.25rem;
  font-weight: 700;
  color: var(--primary-dark);
  letter-spacing: 0.01em;
}
.brand-mark { flex: none; }
h1 { margin: 0 0 0.5rem; font-size: 1.625rem; line-height: 1.25; }
.lead { margin: 0 0 1.5rem; color: var(--muted); }
.detail {
  margin: 0 0 1.5rem;
  padding: 0.75rem 1rem;
  border-radius: 8px;
  background: var(--bg);
  color: var(--text);
  font-size: 0.875rem;
  overflow-wrap: anywhere;
}
.field { margin: 0 0 1.25rem; }
label { display: block; margin: 0 0 0.375rem; font-weight: 600; }
input {
  display: block;
  width: 100%;
  min-height: 2.875rem;
  padding: 0.625rem 0.875rem;
  border: 1px solid var(--border);
  border-radius: 8px;
  background: #fff;
  color: var(--text);
  font: inherit;
}
input:hover { border-color: var(--primary); }
input[aria-invalid='true'] { border-color: var(--error); border-width: 2px; }
.hint { margin: 0.375rem 0 0; color: var(--muted); font-size: 0.875rem; }
.error { margin: 0.375rem 0 0; color: var(--error); font-size: 0.9375rem; font-weight: 600; }
button, .button-link {
  display: block;
  width: 100%;
  min-height: 2.875rem;
  padding: 0.75rem 1rem;
  border: 0;
  border-radius: 8px;
  background: var(--primary);
  color: #fff;
  font: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
}
button:hover, .button-link:hover { background: var(--primary-dark); }
input:focus-visible, button:focus-visible, a:focus-visible {
  outline: 3px solid var(--primary);
  outline-offset: 2px;
}
input:focus-visible { border-color: var(--primary); }
.footnote { margin: 1.5rem 0 0; color: var(--muted); font-size: 0.8125rem; text-align: center; }
.page-footer { margin-top: 1.5rem; color: var(--muted); font-size: 0.8125rem; }
@media (max-width: 30rem) {
  body { justify-content: flex-start; padding: 1rem 0.75rem; }
  .card { padding: 1.5rem 1.25rem; border-radius: 12px; }
}
@media (prefers-reduced-motion: no-preference) {
  button, .button-link, input { transition: background-color 0.15s, border-color 0.15s; }
}
`;
