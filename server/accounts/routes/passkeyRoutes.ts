// The signed-in account's passkeys (bearer token, like /api/v3; docs/api.md#accounts):
//   GET    /api/account/passkeys                                → PasskeyView[]
//   POST   /api/account/passkeys/options                        → { challengeId, options }
//   POST   /api/account/passkeys { challengeId, response, name } → 201 PasskeyView
//   PATCH  /api/account/passkeys/:id { name }                   → PasskeyView
//   DELETE /api/account/passkeys/:id                            → 204; 409 for the last way in
// Another account's passkey id answers 404, exactly like one that does not exist.
import { Hono, type Context } from 'hono';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { cleanName, nameProblem } from '../emails';
import { MAX_PASSKEY_NAME, toPasskeyView } from '../passkeys';
import { requireFreshAuth, requireUser } from '../../platform/http/auth';
import { readJsonObject } from '../../platform/http/body';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { deletePasskeyKeepingOne, listPasskeys, renamePasskey } from '../repo/passkeys';
import { accountMessages } from '../messages';

function passkeysOf(c: Context<AppEnv>) {
  const { passkeys } = c.var.accounts;
  if (passkeys) return passkeys;
  throw new HttpError(404, 'account_passkeys_unavailable', accountMessages.passkeys.needDomain);
}

/** The cleaned name, or a 400 next to the name field. */
function passkeyName(body: Record<string, unknown>): string {
  const raw = typeof body.name === 'string' ? body.name : '';
  const name = cleanName(raw);
  const issue = nameProblem(raw);
  if (name === '' || issue || [...name].length > MAX_PASSKEY_NAME) {
    throw new HttpError(
      400,
      'account_passkey_name',
      issue ?? accountMessages.passkeys.badName(MAX_PASSKEY_NAME),
      undefined,
      'name',
    );
  }
  return name;
}

const notFound = () =>
  new HttpError(404, 'account_passkey_not_found', accountMessages.passkeys.notFound);

export function passkeyRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json((await listPasskeys(c.var.db, user.uid)).map(toPasskeyView));
  });

  // Adding or removing a way in needs a fresh sign-in (http/auth.ts, requireFreshAuth).
  routes.post('/options', async (c) => {
    const user = await requireFreshAuth(c);
    const passkeys = passkeysOf(c);
    return c.json(
      await passkeys.registrationOptions({
        uid: user.uid,
        email: user.email ?? '',
        name: user.hname ?? user.email ?? '',
      }),
    );
  });

  routes.post('/', async (c) => {
    const user = await requireFreshAuth(c);
    const passkeys = passkeysOf(c);
    const body = await readJsonObject(c);
    const name = passkeyName(body);
    if (
      typeof body.challengeId !== 'string' ||
      typeof body.response !== 'object' ||
      !body.response
    ) {
      throw new HttpError(400, 'account_passkey_invalid', accountMessages.passkeys.answerMissing);
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

  routes.patch('/:id', async (c) => {
    const user = await requireUser(c);
    const name = passkeyName(await readJsonObject(c));
    const renamed = await renamePasskey(c.var.db, user.uid, c.req.param('id'), name);
    if (!renamed) throw notFound();
    return c.json(toPasskeyView(renamed));
  });

  routes.delete('/:id', async (c) => {
    const user = await requireFreshAuth(c);
    const outcome = await deletePasskeyKeepingOne(c.var.db, user.uid, c.req.param('id'));
    if (outcome === 'missing') throw notFound();
    if (outcome === 'last') {
      throw new HttpError(409, 'account_last_credential', accountMessages.passkeys.lastCredential);
    }
    return c.body(null, 204);
  });

  return routes;
}
