// The provider's Danish sign-in page: e-mail and password, and "Log ind med adgangsnøgle" when
// passkeys are on. Every error sits next to its field (aria-describedby, role=alert) and the first
// field with an error gets focus. No inline script: the passkey button runs passkey.js with the
// bundled @simplewebauthn/browser, both served from /oidc/assets, reading its options from a data
// attribute. Without JavaScript the password form still works.
import { escapeHtml } from '../../platform/text/html';
import { oidcMessages } from './messages';
import { layout } from './pages';

const words = oidcMessages.signIn;

export const PASSKEY_SCRIPT_NAME = 'passkey.js';
export const WEBAUTHN_SCRIPT_NAME = 'simplewebauthn-browser.js';

export interface LoginPageOptions {
  assetsPath: string;
  action: string;
  email: string;
  emailError?: string;
  passwordError?: string;
  /** A problem with the whole attempt (throttling), shown above the form. */
  formError?: string;
  /** Passkey sign-in: the WebAuthn request options for this page, or null when passkeys are off. */
  passkeyOptions: unknown;
  passkeyError?: string;
  /** SPA pages for "Glemt adgangskode?" and (self-service sign-up only) "Opret konto". */
  forgotUrl: string;
  signupUrl: string | null;
}

function fieldError(id: string, message: string | undefined): string {
  return message ? `<p class="error" id="${id}" role="alert">${escapeHtml(message)}</p>` : '';
}

export function loginPage(o: LoginPageOptions): string {
  const emailInvalid = o.emailError !== undefined;
  const passwordInvalid = o.passwordError !== undefined;
  const focus = emailInvalid || !o.email ? 'email' : 'password';
  const invalid = (yes: boolean, id: string) =>
    yes ? ` aria-invalid="true" aria-describedby="${id}"` : '';
  const passkey =
    o.passkeyOptions === null
      ? ''
      : `<div class="divider" aria-hidden="true">${words.or}</div>
<form method="post" action="${escapeHtml(o.action)}" id="passkey-form" data-options="${escapeHtml(JSON.stringify(o.passkeyOptions))}">
<input type="hidden" name="passkey" id="passkey-response" value="">
<button type="button" class="button-secondary" id="passkey-button"${o.passkeyError ? ' aria-describedby="passkey-error"' : ''}>${words.passkeyButton}</button>
<p class="error" id="passkey-error" role="alert"${o.passkeyError ? '' : ' hidden'}>${escapeHtml(o.passkeyError ?? '')}</p>
<noscript><p class="hint">${words.passkeyNeedsScript}</p></noscript>
</form>`;
  return layout({
    title: words.title,
    assetsPath: o.assetsPath,
    scripts: o.passkeyOptions === null ? [] : [WEBAUTHN_SCRIPT_NAME, PASSKEY_SCRIPT_NAME],
    body: `<h1>${words.title}</h1>
<p class="lead">${words.lead}</p>
${o.formError ? `<p class="notice" role="alert" id="form-error">${escapeHtml(o.formError)}</p>` : ''}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<div class="field">
<label for="email">${words.email}</label>
<input id="email" name="email" type="email" required autocomplete="username webauthn" inputmode="email" autocapitalize="none" spellcheck="false" maxlength="254" value="${escapeHtml(o.email)}"${invalid(emailInvalid, 'email-error')}${focus === 'email' ? ' autofocus' : ''}>
${fieldError('email-error', o.emailError)}
</div>
<div class="field">
<label for="password">${words.password}</label>
<input id="password" name="password" type="password" required autocomplete="current-password" maxlength="200"${invalid(passwordInvalid, 'password-error')}${focus === 'password' ? ' autofocus' : ''}>
${fieldError('password-error', o.passwordError)}
</div>
<button type="submit">${words.submit}</button>
</form>
${passkey}
<p class="links"><a href="${escapeHtml(o.forgotUrl)}">${words.forgot}</a>${
      o.signupUrl ? `<a href="${escapeHtml(o.signupUrl)}">${words.signup}</a>` : ''
    }</p>`,
  });
}

/**
 * Shown instead of the sign-in form while this browser has not given the access code (or its
 * cookie expired): the code can be typed right here, so a stale tab never loops back and forth.
 */
export function accessCodeNeededBody(action: string, error?: string): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="access-code-error"' : '';
  const code = oidcMessages.accessCode;
  return `<h1>${code.title}</h1>
<p class="lead">${code.lead}</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
<div class="field">
<label for="access_code">${code.label}</label>
<input id="access_code" name="access_code" type="password" required autocomplete="off" autofocus${invalid}>
${fieldError('access-code-error', error)}
</div>
<button type="submit">${code.submit}</button>
</form>`;
}

// Runs the passkey sign-in: asks the browser for an assertion with the options the page carries,
// puts the answer in the hidden field and submits the form. Errors are shown next to the button.
export const PASSKEY_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('passkey-form');
  var button = document.getElementById('passkey-button');
  var field = document.getElementById('passkey-response');
  var error = document.getElementById('passkey-error');
  var lib = window.SimpleWebAuthnBrowser;
  if (!form || !button || !field || !error) return;
  function show(text) {
    error.textContent = text;
    error.hidden = false;
    button.setAttribute('aria-describedby', 'passkey-error');
  }
  if (!lib || !lib.browserSupportsWebAuthn()) {
    button.disabled = true;
    show(${JSON.stringify(oidcMessages.passkeyScript.unsupported)});
    return;
  }
  button.addEventListener('click', function () {
    var options;
    try {
      options = JSON.parse(form.getAttribute('data-options') || '');
    } catch (e) {
      show(${JSON.stringify(oidcMessages.passkeyScript.stalePage)});
      return;
    }
    button.disabled = true;
    error.hidden = true;
    lib.startAuthentication({ optionsJSON: options }).then(function (answer) {
      field.value = JSON.stringify(answer);
      form.submit();
    }, function (problem) {
      button.disabled = false;
      show(problem && problem.name === 'NotAllowedError'
        ? ${JSON.stringify(oidcMessages.passkeyScript.cancelled)}
        : ${JSON.stringify(oidcMessages.passkeyScript.failed)});
    });
  });
})();
`;
