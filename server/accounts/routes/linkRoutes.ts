// One-time links and the requests that send them:
//   POST /api/account/links/check { token }              → { purpose, email, hasPassword }
//   POST /api/account/links/use   { token, password, name? } → { email }
//   POST /api/account/password-reset { email }          → 202 {} (the same for any address)
//   POST /api/account/signup { email }                  → 202 {} (SIGNUP_MODE=domains only)
// Tokens travel in bodies, never in URLs, so no log or Referer holds them. Asking for a reset or a
// sign-up needs the access-code cookie like the sign-in page does.
import { Hono, type Context } from 'hono';
import { completeLink, describeLink, requestReset, requestSignup } from '../linkFlows';
import { isTokenShaped } from '../repo/accountLinks';
import { readJsonObject } from '../../platform/http/body';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { clientAddress } from '../../platform/http/participation';
import { unwrap } from './outcome';
import { accountMessages } from '../messages';

const address = (c: Context<AppEnv>) => clientAddress(c, c.var.participation.trustProxy);

function tokenOf(body: Record<string, unknown>): string {
  if (isTokenShaped(body.token)) return body.token;
  throw new HttpError(410, 'account_link_invalid', accountMessages.links.gone);
}

export async function requireAccessCookie(c: Context<AppEnv>): Promise<void> {
  if (await c.var.accounts.gate.isUnlocked(c.req.header('Cookie'))) return;
  throw new HttpError(403, 'access_code_required', accountMessages.accessCode.required);
}

export function linkRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/links/check', async (c) => {
    const body = await readJsonObject(c);
    const { purpose, email, hasPassword } = unwrap(
      await describeLink(c.var.accounts, tokenOf(body), address(c)),
    );
    return c.json({ purpose, email, hasPassword });
  });

  routes.post('/links/use', async (c) => {
    const body = await readJsonObject(c);
    const { email } = unwrap(
      await completeLink(c.var.accounts, {
        token: tokenOf(body),
        password: typeof body.password === 'string' ? body.password : '',
        name: typeof body.name === 'string' ? body.name : '',
        address: address(c),
      }),
    );
    return c.json({ email });
  });

  routes.post('/password-reset', async (c) => {
    await requireAccessCookie(c);
    const body = await readJsonObject(c);
    unwrap(await requestReset(c.var.accounts, { email: body.email, address: address(c) }));
    return c.json({}, 202);
  });

  routes.post('/signup', async (c) => {
    await requireAccessCookie(c);
    const body = await readJsonObject(c);
    unwrap(await requestSignup(c.var.accounts, { email: body.email, address: address(c) }));
    return c.json({}, 202);
  });

  return routes;
}
