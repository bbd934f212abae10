// The embedded provider's one stylesheet, served at /oidc/assets/idp.css so its pages need no
// inline style (the CSP allows style-src 'self' only).
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
.button-secondary { background: #fff; color: var(--primary-dark); border: 2px solid var(--primary); }
.button-secondary:hover { background: var(--bg); }
.divider { display: flex; align-items: center; gap: 0.75rem; margin: 1.5rem 0; color: var(--muted); font-size: 0.875rem; }
.divider::before, .divider::after { content: ''; flex: 1; border-top: 1px solid var(--border); }
.links { margin: 1.25rem 0 0; display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem 1rem; font-size: 0.9375rem; }
a { color: var(--primary-dark); font-weight: 600; }
.notice { margin: 0 0 1.25rem; padding: 0.75rem 1rem; border-radius: 8px; border-left: 4px solid var(--error); background: #fbeeed; color: var(--text); font-weight: 600; }
[hidden] { display: none !important; }
@media (max-width: 30rem) {
  body { justify-content: flex-start; padding: 1rem 0.75rem; }
  .card { padding: 1.5rem 1.25rem; border-radius: 12px; }
}
@media (prefers-reduced-motion: no-preference) {
  button, .button-link, input { transition: background-color 0.15s, border-color 0.15s; }
}
`;
