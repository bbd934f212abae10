// Sends the account e-mails: over SMTP with nodemailer when SMTP_URL is set; otherwise the message
// (with its link) is printed to the server log, so a local installation works without mail. The
// README says so. A failure to send is logged and not reported to the requester, whose answer
// must not depend on whether the address has an account.
import type { MailConfig } from '../platform/config/configSecurity';
import { accountMessages } from './messages';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(
  config: MailConfig,
  log: (line: string) => void = console.log,
): Mailer {
  if (config.smtpUrl === null) {
    return {
      async send(mail) {
        log(
          [
            '',
            accountMessages.mails.logged.to(mail.to),
            accountMessages.mails.logged.subject(mail.subject),
            ...mail.text.split('\n').map((l) => `[mail] ${l}`),
            '',
          ].join('\n'),
        );
      },
    };
  }
  const smtpUrl = config.smtpUrl;
  let transport: Promise<import('nodemailer').Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtpUrl));
      try {
        await (await transport).sendMail({ from: config.from, ...mail });
      } catch (error) {
        console.error(
          `[mail] could not send "${mail.subject}" to ${mail.to}:`,
          (error as Error).message,
        );
      }
    },
  };
}

/** Collects mail instead of sending it (tests). */
export function createMailbox(): Mailer & { sent: Mail[]; lastLink(to: string): string | null } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    lastLink(to) {
      const mail = [...sent].reverse().find((m) => m.to === to.toLowerCase());
      return mail ? (/https?:\/\/\S+/u.exec(mail.text)?.[0] ?? null) : null;
    },
  };
}
