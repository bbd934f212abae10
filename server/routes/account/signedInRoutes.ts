// What a signed-in account does to itself and for colleagues (bearer token, like /api/v3):
//   POST   /api/account/invites { email, siteAdmin? }      → 202 {}
//   GET    /api/account/passkeys                            → PasskeyView[]
//   POST   /api/account/passkeys/options                    → { challengeId, options }
//   POST   /api/account/passkeys { challengeId, response, name } → PasskeyView
//   DELETE /api/account/passkeys/:id                        → 204
import { Hono, type Context } from 'hono';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { cleanName, nameProblem } from '../../accounts/emails';
import { invite } from '../../accounts/linkFlows';
import { MAX_PASSKEY_NAME, toPasskeyView } from '../../accounts/passkeys';
import { requireUser } from '../../http/auth';
import { readJsonObject } from '../../http/body';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { deletePasskey, listPasskeys } from '../../repo/passkeys';
import { unwrap } from './outcome';

function passkeysOf(c: Context<AppEnv>) {
  const { passkeys } = c.var.accounts;
  if (passkeys) return passkeys;
  throw new HttpError(
    404,
    'account_passkeys_unavailable',
    'Adgangsnøgler kræver, at Rådslag har et domænenavn (ikke en IP-adresse).',
  );
}

export function signedInRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/invites', async (c) => {
    const user = await requireUser(c);
    const body = await readJsonObject(c);
    unwrap(await invite(c.var.accounts, user, { email: body.email, siteAdmin: body.siteAdmin }));
    return c.json({}, 202);
  });

  routes.get('/passkeys', async (c) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json((await listPasskeys(c.var.db, user.uid)).map(toPasskeyView));
  });

  routes.post('/passkeys/options', async (c) => {
    const user = await requireUser(c);
    const passkeys = passkeysOf(c);
    return c.json(
      await passkeys.registrationOptions({
        uid: user.uid,
        email: user.email ?? '',
        name: user.hname ?? user.email ?? '',
      }),
    );
  });

  routes.post('/passkeys', async (c) => {
    const user = await requireUser(c);
    const passkeys = passkeysOf(c);
    const body = await readJsonObject(c);
    const rawName = typeof body.name === 'string' ? body.name : '';
    const name = cleanName(rawName);
    const nameIssue = nameProblem(rawName);
    if (name === '' || nameIssue || [...name].length > MAX_PASSKEY_NAME) {
      throw new HttpError(
        400,
        'account_passkey_name',
        nameIssue ??
          `Giv adgangsnøglen et navn på 1 til ${MAX_PASSKEY_NAME} tegn, fx "Min bærbare".`,
        undefined,
        'name',
      );
    }
    if (
      typeof body.challengeId !== 'string' ||
      typeof body.response !== 'object' ||
      !body.response
    ) {
      throw new HttpError(400, 'account_passkey_invalid', 'Adgangsnøglen mangler. Prøv igen.');
    }
    const result = await passkeys.register(
      user.uid,
      body.challengeId,
      body.response as RegistrationResponseJSON,
      name,
    );
    if (!result.ok) throw new HttpError(400, 'account_passkey_invalid', result.message);
    return c.json(result.passkey, 201);
  });

  routes.delete('/passkeys/:id', async (c) => {
    const user = await requireUser(c);
    if (!(await deletePasskey(c.var.db, user.uid, c.req.param('id')))) {
      throw new HttpError(404, 'account_passkey_not_found', 'Adgangsnøglen findes ikke.');
    }
    return c.body(null, 204);
  });

  return routes;
}
