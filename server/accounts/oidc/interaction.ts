// Our sign-in page (the provider's "login" interaction). Nothing is shown or accepted before this
// browser has given the shared access code (a signed cookie from POST /api/account/access-code).
// Then: e-mail + password (argon2id, throttled, answers that do not tell whether an account
// exists), or a passkey. The signed-in account's subject is its random idp_subject, never derived
// from the e-mail. A consent prompt (normally never reached, see firstPartyGrant) is granted
// without asking.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { emailProblem } from '../emails';
import { passwordSignIn } from '../passwordSignIn';
import { danishWait } from '../throttle';
import { accessCodeRules, signInRules } from '../throttlePolicy';
import { accessCodeMatches } from '../accessCode';
import { browserIdOf } from '../browserId';
import { ensureIdpSubject } from '../../platform/auth/accounts';
import { clientAddressFrom } from '../../platform/http/clientAddress';
import type { FirstPartyGrant } from './firstPartyGrant';
import type { IdpContext } from './idpContext';
import { accessCodeNeededBody, loginPage, type LoginPageOptions } from './loginPage';
import { layout } from './pages';
import { readForm, type Replies } from './replies';
import { accountMessages } from '../messages';
import { oidcMessages } from './messages';

export type InteractionHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
) => Promise<void>;

export function createInteractionHandler(
  idp: IdpContext,
  provider: Provider,
  firstPartyGrant: FirstPartyGrant,
  replies: Replies,
): InteractionHandler {
  const { mountPath, assetsPath, services, appOrigin } = idp;
  const { send, sendPage, expiredPage } = replies;
  const signupUrl =
    services.config.signup.mode === 'domains' ? `${appOrigin}/account/signup` : null;

  async function page(uid: string, o: Partial<LoginPageOptions> & { email: string }) {
    return loginPage({
      assetsPath,
      action: `${mountPath}/interaction/${uid}`,
      passkeyOptions: services.passkeys ? await services.passkeys.signInOptions(uid) : null,
      forgotUrl: `${appOrigin}/account/forgot`,
      signupUrl,
      ...o,
    });
  }

  async function signInAs(req: IncomingMessage, res: ServerResponse, uidOfAccount: number) {
    const subject = await ensureIdpSubject(services.db, uidOfAccount);
    // This browser is now known to the account (accounts/knownDevice.ts); the provider appends
    // its own cookies to this header.
    res.setHeader('Set-Cookie', [await services.devices.issueCookie(uidOfAccount)]);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: subject } },
      { mergeWithLastSubmission: false },
    );
  }

  return async (req, res, uid) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      send(res, 405, '', { Allow: 'GET, HEAD, POST' });
      return;
    }
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      // No or expired interaction cookie: a stale tab, or the page opened outside the flow.
      expiredPage(res);
      return;
    }
    if (details.uid !== uid) {
      expiredPage(res);
      return;
    }

    const accountId = details.session?.accountId;
    if (details.prompt.name === 'consent' && accountId) {
      // Normally loadExistingGrant has already granted everything; this covers the rest.
      const grant = await firstPartyGrant(accountId, details.grantId);
      await provider.interactionFinished(req, res, { consent: { grantId: grant.jti } });
      return;
    }
    if (details.prompt.name !== 'login') {
      expiredPage(res);
      return;
    }
    const address = clientAddressFrom(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'] as string | undefined,
      services.config.trustProxy,
    );
    if (!(await services.gate.isUnlocked(req.headers.cookie))) {
      await accessCodeStep(req, res, uid, address);
      return;
    }

    if (req.method !== 'POST') {
      const hint = details.params.login_hint;
      const email = typeof hint === 'string' && emailProblem(hint) === null ? hint : '';
      sendPage(res, 200, await page(uid, { email }));
      return;
    }

    const form = await readForm(req);
    if (!form) {
      // Not a form, or past the size limit: the rest of the body is left unread, so close.
      send(res, 400, 'Bad request', {
        'Content-Type': 'text/plain; charset=utf-8',
        Connection: 'close',
      });
      return;
    }
    const passkeyAnswer = form.get('passkey');
    if (passkeyAnswer) {
      await passkeySignIn(req, res, uid, passkeyAnswer, address);
      return;
    }
    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    const emailError = emailProblem(email) ?? undefined;
    const passwordError = password === '' ? oidcMessages.signIn.passwordMissing : undefined;
    if (emailError || passwordError) {
      sendPage(res, 400, await page(uid, { email, emailError, passwordError }));
      return;
    }
    const knownUid = await services.devices.knownAccount(req.headers.cookie);
    const outcome = await passwordSignIn(services, { email, password, address, knownUid });
    if (outcome.ok) {
      await signInAs(req, res, outcome.account.uid);
      return;
    }
    if (outcome.reason === 'throttled') {
      sendPage(res, 429, await page(uid, { email, formError: outcome.message }));
      return;
    }
    sendPage(res, 401, await page(uid, { email, passwordError: oidcMessages.signIn.wrong }));
  };

  /** Without the access-code cookie: the code's own small form, then the sign-in form. */
  async function accessCodeStep(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    address: string,
  ) {
    const action = `${mountPath}/interaction/${uid}`;
    const ask = (status: number, error?: string) =>
      sendPage(
        res,
        status,
        layout({
          title: oidcMessages.signIn.title,
          assetsPath,
          body: accessCodeNeededBody(action, error),
        }),
      );
    const form = req.method === 'POST' ? await readForm(req) : null;
    const typed = form?.get('access_code');
    // Anything but the code's own form (a password post without the cookie) is refused unread.
    if (typed === null || typed === undefined) {
      ask(403);
      return;
    }
    const browser = browserIdOf(
      req.headers.cookie,
      services.config.publicOrigin.startsWith('https:'),
    );
    if (browser.setCookie) res.setHeader('Set-Cookie', [browser.setCookie]);
    const rules = accessCodeRules(services.limits, address, browser.id);
    const allowed = await services.throttle.check(rules);
    if (!allowed.ok) {
      ask(429, accountMessages.accessCode.throttled(danishWait(allowed.retryAfterMs)));
      return;
    }
    if (typed.trim() === '') {
      ask(400, accountMessages.accessCode.missing);
      return;
    }
    if (!accessCodeMatches(typed, services.config.accessCode)) {
      const counted = await services.throttle.hit(rules);
      ask(
        counted.ok ? 400 : 429,
        counted.ok
          ? accountMessages.accessCode.wrong
          : accountMessages.accessCode.throttled(danishWait(counted.retryAfterMs)),
      );
      return;
    }
    res.setHeader('Set-Cookie', [
      ...(browser.setCookie ? [browser.setCookie] : []),
      await services.gate.issueCookie(),
    ]);
    sendPage(res, 200, await page(uid, { email: '' }));
  }

  async function passkeySignIn(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    answer: string,
    address: string,
  ) {
    // Failed passkey attempts count against the client address like failed passwords do.
    const rules = signInRules(services.limits, '', address).slice(2);
    const allowed = await services.throttle.check(rules);
    if (!allowed.ok) {
      const formError = accountMessages.signInThrottled(danishWait(allowed.retryAfterMs));
      sendPage(res, 429, await page(uid, { email: '', formError }));
      return;
    }
    let parsed: AuthenticationResponseJSON | null;
    try {
      parsed = JSON.parse(answer) as AuthenticationResponseJSON;
    } catch {
      parsed = null;
    }
    const accountUid =
      parsed && services.passkeys ? await services.passkeys.verifySignIn(uid, parsed) : null;
    if (accountUid !== null) {
      await signInAs(req, res, accountUid);
      return;
    }
    await services.throttle.hit(rules);
    const passkeyError = oidcMessages.signIn.passkeyRefused;
    sendPage(res, 401, await page(uid, { email: '', passkeyError }));
  }
}
