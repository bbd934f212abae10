// Our sign-in page (the provider's "login" interaction): any valid e-mail signs in, with an
// optional name; there is no password, because the page sits behind the site's access code.
// A consent prompt (normally never reached, see firstPartyGrant) is granted without asking.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { MAX_NAME_LENGTH, cleanName, isValidEmail } from './accounts';
import type { FirstPartyGrant } from './firstPartyGrant';
import type { IdpContext } from './idpContext';
import { loginPage } from './pages';
import { readForm, type Replies } from './replies';

export type InteractionHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
) => Promise<void>;

export function createInteractionHandler(
  { mountPath, assetsPath, accounts }: IdpContext,
  provider: Provider,
  firstPartyGrant: FirstPartyGrant,
  replies: Replies,
): InteractionHandler {
  const { send, sendPage, expiredPage } = replies;

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

    const action = `${mountPath}/interaction/${uid}`;
    if (req.method === 'POST') {
      const form = await readForm(req);
      if (!form) {
        send(res, 400, 'Bad request', { 'Content-Type': 'text/plain; charset=utf-8' });
        return;
      }
      const email = (form.get('email') ?? '').trim();
      const name = form.get('name') ?? '';
      let emailError: string | undefined;
      let nameError: string | undefined;
      if (!email) emailError = 'Skriv din e-mailadresse.';
      else if (!isValidEmail(email)) {
        emailError = 'Det ligner ikke en gyldig e-mailadresse. Skriv den som fx navn@eksempel.dk.';
      }
      if (cleanName(name).length > MAX_NAME_LENGTH) {
        nameError = `Navnet må højst være ${MAX_NAME_LENGTH} tegn.`;
      }
      if (emailError || nameError) {
        sendPage(res, 400, loginPage({ assetsPath, action, email, name, emailError, nameError }));
        return;
      }
      const account = await accounts.signIn(email, name);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    const hint = details.params.login_hint;
    const email = typeof hint === 'string' && isValidEmail(hint) ? hint : '';
    sendPage(res, 200, loginPage({ assetsPath, action, email, name: '' }));
  };
}
