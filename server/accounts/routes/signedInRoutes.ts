// What a signed-in account does to itself and for colleagues (bearer token, like /api/v3;
// docs/api.md#accounts):
//   POST /api/account/invites { email, siteAdmin? }     → 202 {}
//   POST /api/account/password { current, password }   → 204 (the current password required)
//   /api/account/passkeys…                              → passkeyRoutes.ts
//   /api/account/sessions…                              → sessionRoutes.ts
import { Hono } from 'hono';
import { changePassword } from '../changePassword';
import { invite } from '../linkFlows';
import { requireUser } from '../../platform/http/auth';
import { readJsonObject } from '../../platform/http/body';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { retryAfterSeconds } from '../../platform/rules/rateLimit';
import { unwrap } from './outcome';
import { passkeyRoutes } from './passkeyRoutes';
import { sessionRoutes } from './sessionRoutes';

export function signedInRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/invites', async (c) => {
    const user = await requireUser(c);
    const body = await readJsonObject(c);
    unwrap(await invite(c.var.accounts, user, { email: body.email, siteAdmin: body.siteAdmin }));
    return c.json({}, 202);
  });

  routes.post('/password', async (c) => {
    const user = await requireUser(c);
    const body = await readJsonObject(c);
    // Every other session ends; this one (its grant) goes on.
    const outcome = await changePassword(
      c.var.accounts,
      user.uid,
      { current: body.current, password: body.password },
      c.var.auth.session?.grantId ?? null,
    );
    if (!outcome.ok) {
      const headers =
        outcome.retryAfterMs === undefined
          ? undefined
          : { 'Retry-After': String(retryAfterSeconds(outcome.retryAfterMs)) };
      throw new HttpError(outcome.status, outcome.error, outcome.message, headers, outcome.field);
    }
    return c.body(null, 204);
  });

  routes.route('/passkeys', passkeyRoutes());
  routes.route('/sessions', sessionRoutes());

  return routes;
}
