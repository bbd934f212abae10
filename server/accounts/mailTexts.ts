// The Danish e-mails the account flows send. Plain text: every client shows it, nothing in it runs.
import type { Mail } from './mailer';

const HOURS = (ms: number) => Math.round(ms / 3_600_000);

export function inviteMail(o: {
  to: string;
  link: string;
  inviter: string;
  productName: string;
  ttlMs: number;
}): Mail {
  return {
    to: o.to,
    subject: `Du er inviteret til ${o.productName}`,
    text: [
      `${o.inviter} har inviteret dig til ${o.productName}, hvor I kan lave og styre dialoger.`,
      '',
      'Vælg din adgangskode her for at tage imod invitationen:',
      o.link,
      '',
      `Linket virker én gang og udløber om ${HOURS(o.ttlMs)} timer.`,
      'Har du ikke ventet denne invitation, kan du se bort fra e-mailen.',
    ].join('\n'),
  };
}

export function signupMail(o: {
  to: string;
  link: string;
  productName: string;
  ttlMs: number;
}): Mail {
  return {
    to: o.to,
    subject: `Bekræft din e-mailadresse til ${o.productName}`,
    text: [
      `Nogen (forhåbentlig dig) har bedt om en konto i ${o.productName} med denne e-mailadresse.`,
      '',
      'Bekræft adressen og vælg din adgangskode her:',
      o.link,
      '',
      `Linket virker én gang og udløber om ${HOURS(o.ttlMs)} timer.`,
      'Har du ikke bedt om en konto, kan du se bort fra e-mailen.',
    ].join('\n'),
  };
}

export function resetMail(o: {
  to: string;
  link: string;
  productName: string;
  ttlMs: number;
}): Mail {
  const minutes = Math.round(o.ttlMs / 60_000);
  return {
    to: o.to,
    subject: `Ny adgangskode til ${o.productName}`,
    text: [
      `Nogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til ${o.productName}.`,
      '',
      'Vælg en ny adgangskode her:',
      o.link,
      '',
      `Linket virker én gang og udløber om ${minutes} minutter.`,
      'Har du ikke bedt om det, kan du se bort fra e-mailen: din adgangskode er uændret.',
    ].join('\n'),
  };
}

/** A reset asked for an address without an account: say so only to the mailbox itself. */
export function noAccountMail(o: { to: string; productName: string }): Mail {
  return {
    to: o.to,
    subject: `Ny adgangskode til ${o.productName}`,
    text: [
      `Nogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til ${o.productName} for denne e-mailadresse,`,
      'men der findes ingen konto med den. Bed en kollega om en invitation, hvis du skal bruge en.',
    ].join('\n'),
  };
}
