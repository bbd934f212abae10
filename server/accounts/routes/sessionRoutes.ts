// Where the account is signed in, and ending every session but this one (docs/api.md#sessions):
//   GET  /api/account/sessions              → [{ current, device, since, lastSeen }]
//   POST /api/account/sessions/end-others   → the same list, now only this session
import { Hono, type Context } from 'hono';
import type { AccountSession } from '../../../contract/account';
import { sessionLives } from '../../platform/auth/resolveUser';
import { requireUser } from '../../platform/http/auth';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { SESSION_TTL } from '../oidc/idpContext';
import { listSessions } from '../../platform/auth/accountSessions';
import { endSessions, findAccountByUid } from '../../platform/auth/accounts';
import { accountMessages } from '../messages';

/** The account's living sessions: seen within a refresh token's life, not ended by an epoch. */
async function livingSessions(c: Context<AppEnv>, uid: number): Promise<AccountSession[]> {
  const account = await findAccountByUid(c.var.db, uid);
  if (!account) return [];
  const here = c.var.auth.session?.grantId;
  const rows = await listSessions(c.var.db, uid, Date.now() - SESSION_TTL * 1000);
  return rows
    .filter((row) => sessionLives(account, row.last_iat, row.grant_id))
    .map((row) => ({
      current: row.grant_id === here,
      device: row.device,
      since: row.first_seen,
      lastSeen: row.last_seen,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

export function sessionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await livingSessions(c, user.uid));
  });

  routes.post('/end-others', async (c) => {
    const user = await requireUser(c);
    const here = c.var.auth.session?.grantId;
    if (here === undefined) {
      throw new HttpError(400, 'account_session_unknown', accountMessages.sessionAmbiguous);
    }
    // The same epoch a password change sets, keeping this session's grant.
    await endSessions(c.var.db, user.uid, here);
    return c.json(await livingSessions(c, user.uid));
  });

  return routes;
}
