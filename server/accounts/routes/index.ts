// /api/account: the account flows of the embedded identity provider, and the access code. Not part
// of the Polis contract (/api/v3), so they stay on this server even when API_BASE_URL points the
// SPA at an upstream Polis. Documented in docs/api.md#accounts.
import { Hono } from 'hono';
import type { TokenVerifier } from '../../platform/auth/verifyToken';
import { authenticate } from '../../platform/http/auth';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { accessCodeRoutes } from './accessCodeRoutes';
import { cliRoutes } from './cliRoutes';
import { linkRoutes } from './linkRoutes';
import { signedInRoutes } from './signedInRoutes';
import { accountMessages } from '../messages';

export function createAccountRoutes(
  verifyToken: TokenVerifier,
  options: { embedded: boolean; cliSecret: string | null },
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', authenticate(verifyToken));
  routes.route('/access-code', accessCodeRoutes());
  routes.route('/cli', cliRoutes(options.cliSecret));
  if (options.embedded) {
    routes.route('/', linkRoutes());
    routes.route('/', signedInRoutes());
  }
  routes.all('*', () => {
    throw new HttpError(
      404,
      'polis_err_not_found',
      options.embedded ? accountMessages.addressNotFound : accountMessages.externalAccounts,
    );
  });
  return routes;
}
