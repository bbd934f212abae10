// GET/POST /api/account/access-code: whether this browser has given the shared access code, and
// checking a typed code (throttled per browser and per client address, constant-time). A right code sets the signed
// HttpOnly cookie the sign-in page requires (accounts/accessCode.ts).
import { Hono } from 'hono';
import { accessCodeMatches } from '../accessCode';
import { browserIdOf } from '../browserId';
import { danishWait } from '../throttle';
import { accessCodeRules } from '../throttlePolicy';
import { readJsonObject } from '../../platform/http/body';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { clientAddress } from '../../platform/http/participation';
import { retryAfterSeconds } from '../../platform/rules/rateLimit';
import { accountMessages } from '../messages';

export function accessCodeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const { gate } = c.var.accounts;
    c.header('Cache-Control', 'no-store');
    return c.json({
      required: gate.required,
      unlocked: await gate.isUnlocked(c.req.header('Cookie')),
    });
  });

  routes.post('/', async (c) => {
    const { accounts, config, participation } = c.var;
    const body = await readJsonObject(c);
    const code = typeof body.code === 'string' ? body.code : '';
    if (code.trim() === '') {
      throw new HttpError(
        400,
        'access_code_missing',
        accountMessages.accessCode.missing,
        undefined,
        'code',
      );
    }
    const browser = browserIdOf(c.req.header('Cookie'), config.publicOrigin.startsWith('https:'));
    if (browser.setCookie) c.header('Set-Cookie', browser.setCookie, { append: true });
    const address = clientAddress(c, participation.trustProxy);
    const rules = accessCodeRules(accounts.limits, address, browser.id);
    const allowed = await accounts.throttle.check(rules);
    const refuse = (retryAfterMs: number) =>
      new HttpError(
        429,
        'access_code_throttled',
        accountMessages.accessCode.throttled(danishWait(retryAfterMs)),
        { 'Retry-After': String(retryAfterSeconds(retryAfterMs)) },
        'code',
      );
    if (!allowed.ok) throw refuse(allowed.retryAfterMs);
    if (!accessCodeMatches(code, config.accessCode)) {
      const counted = await accounts.throttle.hit(rules);
      if (!counted.ok) throw refuse(counted.retryAfterMs);
      throw new HttpError(
        400,
        'access_code_wrong',
        accountMessages.accessCode.wrong,
        undefined,
        'code',
      );
    }
    c.header('Set-Cookie', await accounts.gate.issueCookie(), { append: true });
    return c.json({ unlocked: true });
  });

  return routes;
}
