// Signing in with e-mail and password, for the provider's sign-in page. Throttled per account, per
// account and client address, and per client address, counting failures only; the answer and its
// timing are the same whether or not the address has an account.
import { DEMO_ACCOUNT, DEMO_PASSWORD } from '../demo';
import { findAccountByEmail, type AccountRow } from '../platform/auth/accounts';
import { normaliseEmail } from './emails';
import { verifyPassword } from './passwords';
import type { AccountServices } from './services';
import { danishWait } from './throttle';
import { signInRules } from './throttlePolicy';
import { accountMessages } from './messages';

export type SignInOutcome =
  | { ok: true; account: AccountRow }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'throttled'; message: string };

const throttled = (retryAfterMs: number): SignInOutcome => ({
  ok: false,
  reason: 'throttled',
  message: accountMessages.signInThrottled(danishWait(retryAfterMs)),
});

export async function passwordSignIn(
  services: AccountServices,
  input: {
    email: string;
    password: string;
    address: string;
    /** The account this browser signed in to before (knownDevice.ts), if any. */
    knownUid?: number | null;
  },
): Promise<SignInOutcome> {
  const email = normaliseEmail(input.email);
  const account = await findAccountByEmail(services.db, email);
  const knownHere = account !== null && account.uid === input.knownUid;
  // A known device is spared the account-wide budget, so strangers' wrong passwords elsewhere
  // cannot lock its owner out (docs/api.md#throttling); its failures still count per address.
  const rules = signInRules(services.limits, email, input.address).filter(
    (rule) => !knownHere || rule.name !== 'signin:account',
  );
  const before = await services.throttle.check(rules);
  if (!before.ok) return throttled(before.retryAfterMs);

  const matches = await verifyPassword(account?.password_hash ?? null, input.password);
  // The demo password is no stored credential: it opens the demo account while the demo is on.
  const demo =
    services.config.demo &&
    account !== null &&
    email === DEMO_ACCOUNT.email &&
    input.password === DEMO_PASSWORD;
  if (account && (matches || demo)) {
    // The per-account-and-address counter starts over; the others keep counting attackers.
    await services.throttle.clear(rules.filter((rule) => rule.name === 'signin:account+address'));
    return { ok: true, account };
  }
  const after = await services.throttle.hit(rules);
  if (!after.ok) return throttled(after.retryAfterMs);
  // Filled just now: say so at once rather than after one more wrong try.
  const now = await services.throttle.check(rules);
  if (!now.ok) return throttled(now.retryAfterMs);
  return { ok: false, reason: 'wrong' };
}
