// The e-mail a colleague gets when an owner names them a moderator of a conversation and they can
// already sign in (an account, or an external provider that makes one on first sign-in). Someone
// without an embedded-provider account gets the ordinary invite instead (linkFlows.invite).
import type { Mail } from './mailer';

export function moderatorMail(o: {
  to: string;
  owner: string;
  topic: string;
  adminUrl: string;
  productName: string;
}): Mail {
  const what = o.topic.trim() === '' ? 'en samtale' : `samtalen »${o.topic.trim()}«`;
  return {
    to: o.to,
    subject: `Du er moderator af ${what} i ${o.productName}`,
    text: [
      `${o.owner} har gjort dig til moderator af ${what} i ${o.productName}.`,
      'Du kan nu moderere udsagn, følge deltagelsen og lave rapporter.',
      '',
      'Log ind og åbn samtalen her:',
      o.adminUrl,
      '',
      'Har du ikke ventet dette, kan du se bort fra e-mailen.',
    ].join('\n'),
  };
}
