// POST /api/account/cli/users { email, name?, admin } — `npm run user:add` talking to the running
// server (a second process cannot open the same PGlite directory). Allowed only with the secret
// the server wrote to DATA_DIR/cli.json (mode 0600) at start, so only someone who can read the
// data directory — the operator — can call it. Without a secret (tests, no data dir) it is 404.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { addUser } from '../../accounts/linkFlows';
import { readJsonObject } from '../../http/body';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { unwrap } from './outcome';

export const CLI_SECRET_HEADER = 'X-Raadslag-Cli-Secret';

export function cliRoutes(secret: string | null): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const expected = secret === null ? null : Buffer.from(secret);

  routes.post('/users', async (c) => {
    const given = Buffer.from(c.req.header(CLI_SECRET_HEADER) ?? '');
    if (
      expected === null ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      throw new HttpError(404, 'polis_err_not_found', 'Siden findes ikke.');
    }
    const body = await readJsonObject(c);
    const result = unwrap(
      await addUser(c.var.accounts, {
        email: typeof body.email === 'string' ? body.email : '',
        name: typeof body.name === 'string' ? body.name : null,
        admin: body.admin === true,
      }),
    );
    return c.json(result);
  });

  return routes;
}
