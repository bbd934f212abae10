// The e-mails the account flows send, addressed; their Danish words are in messages.ts. Plain
// text: every client shows it, nothing in it runs.
import type { Mail } from './mailer';
import { accountMessages } from './messages';

const HOURS = (ms: number) => Math.round(ms / 3_600_000);

const addressed = (to: string, mail: { subject: string; lines: string[] }): Mail => ({
  to,
  subject: mail.subject,
  text: mail.lines.join('\n'),
});

export function inviteMail(o: {
  to: string;
  link: string;
  inviter: string;
  productName: string;
  ttlMs: number;
}): Mail {
  return addressed(o.to, accountMessages.mails.invite({ ...o, hours: HOURS(o.ttlMs) }));
}

export function signupMail(o: {
  to: string;
  link: string;
  productName: string;
  ttlMs: number;
}): Mail {
  return addressed(o.to, accountMessages.mails.signup({ ...o, hours: HOURS(o.ttlMs) }));
}

export function resetMail(o: {
  to: string;
  link: string;
  productName: string;
  ttlMs: number;
}): Mail {
  const minutes = Math.round(o.ttlMs / 60_000);
  return addressed(o.to, accountMessages.mails.reset({ ...o, minutes }));
}

/** A reset asked for an address without an account: say so only to the mailbox itself. */
export function noAccountMail(o: { to: string; productName: string }): Mail {
  return addressed(o.to, accountMessages.mails.noAccount(o));
}

/**
 * The e-mail a colleague gets when an owner names them a moderator of a conversation and they can
 * already sign in (an account, or an external provider that makes one on first sign-in). Someone
 * without an embedded-provider account gets the ordinary invite instead (linkFlows.invite).
 */
export function moderatorMail(o: {
  to: string;
  owner: string;
  topic: string;
  adminUrl: string;
  productName: string;
}): Mail {
  return addressed(o.to, accountMessages.mails.moderator({ ...o, topic: o.topic.trim() }));
}
