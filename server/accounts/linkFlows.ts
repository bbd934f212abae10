// The account flows that go through a one-time e-mailed link: an invite from a colleague, a
// self-service sign-up (SIGNUP_MODE=domains), a password reset, and the first set-up link the CLI
// prints. Each returns an outcome the routes turn into HTTP; every refusal carries a Danish
// message and, where it concerns one field, that field's name. Requests that send mail answer the
// same whether or not the address has an account.
import {
  createLink,
  consumeLink,
  findUsableLink,
  LINK_TTL_MS,
  retireLinks,
} from './repo/accountLinks';
import type { LinkPurpose } from './repo/accountLinks';
import {
  endSessions,
  findAccountByEmail,
  upsertAccountPassword,
  ensureAccount,
} from '../platform/auth/accounts';
import { listPasskeys } from './repo/passkeys';
import { cleanName, emailDomain, emailProblem, nameProblem, normaliseEmail } from './emails';
import { inviteMail, noAccountMail, resetMail, signupMail } from './mailTexts';
import { hashPassword, passwordProblem } from './passwords';
import type { AccountServices } from './services';
import { danishWait } from './throttle';
import { badLinkRules, inviteRules, mailRules, signInRules } from './throttlePolicy';
import { accountMessages } from './messages';

export type FlowOutcome<T = object> =
  | ({ ok: true } & T)
  | {
      ok: false;
      status: 400 | 403 | 404 | 410 | 429;
      error: string;
      message: string;
      field?: string;
      retryAfterMs?: number;
    };

const refuse = (
  status: 400 | 403 | 404 | 410 | 429,
  error: string,
  message: string,
  field?: string,
): FlowOutcome<never> => ({ ok: false, status, error, message, ...(field ? { field } : {}) });

const throttled = (retryAfterMs: number, what: string): FlowOutcome<never> => ({
  ok: false,
  status: 429,
  error: 'account_throttled',
  message: accountMessages.links.throttled(what, danishWait(retryAfterMs)),
  retryAfterMs,
});

/** Where a one-time link leads: the SPA's set-password screen, the token in the fragment. */
export function linkUrl(services: AccountServices, token: string): string {
  return `${services.config.publicOrigin}/account/password#${token}`;
}

const linkGone = () => refuse(410, 'account_link_invalid', accountMessages.links.gone);

export async function describeLink(
  services: AccountServices,
  token: string,
  address: string,
): Promise<FlowOutcome<{ purpose: LinkPurpose; email: string; hasPassword: boolean }>> {
  const rules = badLinkRules(services.limits, address);
  const allowed = await services.throttle.check(rules);
  if (!allowed.ok) return throttled(allowed.retryAfterMs, accountMessages.links.tooManyWrong);
  const link = await findUsableLink(services.db, token, services.now());
  if (!link) {
    await services.throttle.hit(rules);
    return linkGone();
  }
  const account = await findAccountByEmail(services.db, link.email);
  return {
    ok: true,
    purpose: link.purpose,
    email: link.email,
    hasPassword: !!account?.password_hash,
  };
}

export async function completeLink(
  services: AccountServices,
  input: { token: string; password: string; name: string; address: string },
): Promise<FlowOutcome<{ email: string }>> {
  const peek = await describeLink(services, input.token, input.address);
  if (!peek.ok) return peek;
  const problem = passwordProblem(input.password, peek.email);
  if (problem) return refuse(400, 'account_password_invalid', problem, 'password');
  const nameIssue = nameProblem(input.name);
  if (nameIssue) return refuse(400, 'account_name_invalid', nameIssue, 'name');
  // Hash before using the link, so a slow hash cannot leave a used link and no password.
  const passwordHash = await hashPassword(input.password);
  const link = await consumeLink(services.db, input.token, services.now());
  if (!link) return linkGone();
  const name = cleanName(input.name);
  await services.db.transaction(async (tx) => {
    const before = await findAccountByEmail(tx, link.email);
    const couldSignIn =
      !!before?.password_hash || (before ? (await listPasskeys(tx, before.uid)).length > 0 : false);
    const account = await upsertAccountPassword(tx, {
      email: link.email,
      name: name || null,
      passwordHash,
      grantSiteAdmin: link.grant_site_admin,
    });
    // A password set by link on an account one could sign in to (a reset: someone may have taken
    // it over) ends every session (docs/api.md#sessions). A first password has none to end, and
    // ending them would refuse the sign-in that follows within the same second.
    if (couldSignIn) await endSessions(tx, account.uid, null);
    await retireLinks(tx, link.email, services.now());
  });
  // Whoever used the link reads the account's mail: strangers' wrong passwords no longer hold the
  // account's sign-in back (docs/api.md#throttling).
  await services.throttle.clear(
    signInRules(services.limits, link.email, '').filter((rule) => rule.name === 'signin:account'),
  );
  return { ok: true, email: link.email };
}

function checkedEmail(raw: unknown): FlowOutcome<{ email: string }> {
  const typed = typeof raw === 'string' ? raw : '';
  const problem = emailProblem(typed);
  if (problem) return refuse(400, 'account_email_invalid', problem, 'email');
  return { ok: true, email: normaliseEmail(typed) };
}

export async function requestReset(
  services: AccountServices,
  input: { email: unknown; address: string },
): Promise<FlowOutcome> {
  const checked = checkedEmail(input.email);
  if (!checked.ok) return checked;
  const { email } = checked;
  const hit = await services.throttle.hit(
    mailRules(services.limits, 'reset', email, input.address),
  );
  if (!hit.ok) return throttled(hit.retryAfterMs, accountMessages.links.tooManyResets);
  const { productName } = services.config;
  const account = await findAccountByEmail(services.db, email);
  if (!account) {
    await services.mailer.send(noAccountMail({ to: email, productName }));
    return { ok: true };
  }
  const { token } = await createLink(services.db, { purpose: 'reset', email }, services.now());
  await services.mailer.send(
    resetMail({ to: email, link: linkUrl(services, token), productName, ttlMs: LINK_TTL_MS.reset }),
  );
  return { ok: true };
}

export async function requestSignup(
  services: AccountServices,
  input: { email: unknown; address: string },
): Promise<FlowOutcome> {
  const { signup, productName } = services.config;
  if (signup.mode !== 'domains') {
    return refuse(403, 'account_signup_closed', accountMessages.links.signupClosed);
  }
  const checked = checkedEmail(input.email);
  if (!checked.ok) return checked;
  const { email } = checked;
  if (!signup.domains.includes(emailDomain(email))) {
    const list = signup.domains.join(', ');
    return refuse(400, 'account_signup_domain', accountMessages.links.signupDomain(list), 'email');
  }
  const hit = await services.throttle.hit(
    mailRules(services.limits, 'signup', email, input.address),
  );
  if (!hit.ok) return throttled(hit.retryAfterMs, accountMessages.links.tooManySignups);
  const account = await findAccountByEmail(services.db, email);
  // An existing account gets a reset link instead: the mailbox learns it has one, nobody else does.
  const purpose = account?.password_hash ? 'reset' : 'signup';
  const { token } = await createLink(services.db, { purpose, email }, services.now());
  const link = linkUrl(services, token);
  await services.mailer.send(
    purpose === 'reset'
      ? resetMail({ to: email, link, productName, ttlMs: LINK_TTL_MS.reset })
      : signupMail({ to: email, link, productName, ttlMs: LINK_TTL_MS.signup }),
  );
  return { ok: true };
}

export async function invite(
  services: AccountServices,
  inviter: { uid: number; hname: string | null; email: string | null; is_site_admin: boolean },
  input: { email: unknown; siteAdmin: unknown },
): Promise<FlowOutcome> {
  const checked = checkedEmail(input.email);
  if (!checked.ok) return checked;
  if (input.siteAdmin !== undefined && typeof input.siteAdmin !== 'boolean') {
    return refuse(
      400,
      'account_site_admin_invalid',
      accountMessages.links.siteAdminNotBoolean,
      'siteAdmin',
    );
  }
  const grantSiteAdmin = input.siteAdmin === true;
  if (grantSiteAdmin && !inviter.is_site_admin) {
    return refuse(
      403,
      'account_site_admin_denied',
      accountMessages.links.siteAdminDenied,
      'siteAdmin',
    );
  }
  const hit = await services.throttle.hit(inviteRules(services.limits, inviter.uid));
  if (!hit.ok) return throttled(hit.retryAfterMs, accountMessages.links.tooManyInvites);
  const { email } = checked;
  const { token } = await createLink(
    services.db,
    { purpose: 'invite', email, grantSiteAdmin, createdBy: inviter.uid },
    services.now(),
  );
  await services.mailer.send(
    inviteMail({
      to: email,
      link: linkUrl(services, token),
      inviter: inviter.hname || inviter.email || accountMessages.links.someColleague,
      productName: services.config.productName,
      ttlMs: LINK_TTL_MS.invite,
    }),
  );
  return { ok: true };
}

/** `npm run user:add`: the account (made or updated) and, with the embedded provider, its link. */
export async function addUser(
  services: AccountServices,
  input: { email: string; name: string | null; admin: boolean },
): Promise<FlowOutcome<{ created: boolean; admin: boolean; link: string | null }>> {
  const checked = checkedEmail(input.email);
  if (!checked.ok) return checked;
  const name = input.name === null ? null : cleanName(input.name) || null;
  if (name !== null && nameProblem(name))
    return refuse(400, 'account_name_invalid', nameProblem(name)!, 'name');
  const { account, created } = await ensureAccount(services.db, {
    email: checked.email,
    name,
    siteAdmin: input.admin,
  });
  let link: string | null = null;
  if (services.config.oidc.embedded) {
    const made = await createLink(
      services.db,
      { purpose: 'setup', email: checked.email, grantSiteAdmin: input.admin },
      services.now(),
    );
    link = linkUrl(services, made.token);
  }
  return { ok: true, created, admin: account.is_site_admin, link };
}
