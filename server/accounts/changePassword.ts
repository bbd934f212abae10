// A signed-in account changes its password on /account. The current password is required — a
// session left open on a shared computer must not be enough to take the account over — and wrong
// guesses are throttled per account like sign-in's. An account without a password (passkeys only,
// or not set up yet) gets one through "Glemt adgangskode", which proves the mailbox instead.
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../demo';
import { endSessions, findAccountByUid, setPasswordHash } from '../platform/auth/accounts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import type { AccountServices } from './services';
import { danishWait } from './throttle';
import { passwordChangeRules } from './throttlePolicy';
import { accountMessages } from './messages';

export type ChangePasswordOutcome =
  | { ok: true }
  | {
      ok: false;
      status: 400 | 429;
      error: string;
      message: string;
      field: 'current' | 'password';
      retryAfterMs?: number;
    };

const throttled = (retryAfterMs: number): ChangePasswordOutcome => ({
  ok: false,
  status: 429,
  error: 'account_throttled',
  message: accountMessages.changePassword.throttled(danishWait(retryAfterMs)),
  field: 'current',
  retryAfterMs,
});

/**
 * A new password ends every other session of the account (docs/api.md#sessions): those signed in
 * before it are refused from now on. `keepGrant` is the asking session's grant, which goes on.
 */
export async function changePassword(
  services: AccountServices,
  uid: number,
  input: { current: unknown; password: unknown },
  keepGrant: string | null = null,
): Promise<ChangePasswordOutcome> {
  const current = typeof input.current === 'string' ? input.current : '';
  const password = typeof input.password === 'string' ? input.password : '';
  const account = await findAccountByUid(services.db, uid);
  if (!account) throw new Error(`signed-in account ${uid} has no row`);
  // The demo password opens the demo account while the demo is on (as on the sign-in page), so
  // there it counts as the account's current password.
  const demoAccount = services.config.demo && account.email === DEMO_ACCOUNT.email;
  const demo = demoAccount && current === DEMO_PASSWORD;
  if (!account.password_hash && !demoAccount) {
    return {
      ok: false,
      status: 400,
      error: 'account_no_password',
      message: accountMessages.changePassword.noPassword,
      field: 'current',
    };
  }
  if (current === '') {
    const message = accountMessages.changePassword.currentMissing;
    return { ok: false, status: 400, error: 'account_password_wrong', message, field: 'current' };
  }
  const rules = passwordChangeRules(services.limits, uid);
  const before = await services.throttle.check(rules);
  if (!before.ok) return throttled(before.retryAfterMs);
  if (!demo && !(await verifyPassword(account.password_hash, current))) {
    const after = await services.throttle.hit(rules);
    if (!after.ok) return throttled(after.retryAfterMs);
    const message = accountMessages.changePassword.currentWrong;
    return { ok: false, status: 400, error: 'account_password_wrong', message, field: 'current' };
  }
  const problem = passwordProblem(password, account.email ?? '');
  if (problem) {
    return {
      ok: false,
      status: 400,
      error: 'account_password_weak',
      message: problem,
      field: 'password',
    };
  }
  if (password === current) {
    const message = accountMessages.changePassword.same;
    return { ok: false, status: 400, error: 'account_password_same', message, field: 'password' };
  }
  const hash = await hashPassword(password);
  await services.db.transaction(async (tx) => {
    await setPasswordHash(tx, uid, hash);
    await endSessions(tx, uid, keepGrant);
  });
  await services.throttle.clear(rules);
  return { ok: true };
}
