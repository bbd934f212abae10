// The accounts feature's Danish messages (docs/architecture.md#server-messages): what its routes
// and flows answer a person signing in or managing an account, the e-mails it sends and what its
// command-line tools tell the operator. A function where the text takes a number or a name; the
// sign-in pages' words are in oidc/messages.ts.

/** "Vent 15 minutter og prøv igen." after a throttled attempt; `wait` is danishWait's phrase. */
const waitAndRetry = (wait: string) => `Vent ${wait} og prøv igen.`;
const linkOnce = (count: number, unit: string) =>
  `Linket virker én gang og udløber om ${count} ${unit}.`;
/** The lines of a mail with a one-time link: why it came, the link, how long it works, and why it is safe to ignore. */
const linkMailLines = (o: {
  intro: string;
  prompt: string;
  link: string;
  expiry: string;
  ignore: string;
}) => [o.intro, '', o.prompt, o.link, '', o.expiry, o.ignore];

export const accountMessages = {
  email: {
    missing: 'Skriv din e-mailadresse.',
    invalid: 'Det ligner ikke en gyldig e-mailadresse. Skriv den som fx navn@eksempel.dk.',
  },
  name: {
    invalidCharacters: 'Navnet indeholder ugyldige tegn.',
    tooLong: (max: number) => `Navnet må højst være ${max} tegn.`,
  },
  password: {
    missing: 'Vælg en adgangskode.',
    invalidCharacters: 'Adgangskoden indeholder ugyldige tegn.',
    tooShort: (min: number) => `Adgangskoden skal være mindst ${min} tegn.`,
    tooLong: (max: number) => `Adgangskoden må højst være ${max} tegn.`,
    isEmail: 'Adgangskoden må ikke være din e-mailadresse.',
    tooEasy: 'Adgangskoden er for let at gætte. Brug flere forskellige tegn.',
  },
  changePassword: {
    throttled: (wait: string) => `For mange forkerte forsøg. ${waitAndRetry(wait)}`,
    noPassword:
      'Din konto har ingen adgangskode endnu. Vælg en med »Glemt adgangskode« på siden Log ind.',
    currentMissing: 'Skriv din nuværende adgangskode.',
    currentWrong: 'Den nuværende adgangskode er forkert.',
    same: 'Den nye adgangskode skal være en anden end den nuværende.',
  },
  signInThrottled: (wait: string) => `For mange forsøg på at logge ind. ${waitAndRetry(wait)}`,
  links: {
    /** A throttled link flow: what happened, then how long to wait. */
    throttled: (what: string, wait: string) => `${what} ${waitAndRetry(wait)}`,
    gone: 'Linket virker ikke længere: det er brugt, udløbet eller skrevet forkert. Bed om et nyt.',
    tooManyWrong: 'For mange forkerte links.',
    tooManyResets: 'Der er bedt om mange nye adgangskoder på kort tid.',
    signupClosed: 'Her kan man kun få en konto ved at blive inviteret af en kollega.',
    signupDomain: (domains: string) =>
      `Du kan kun oprette en konto med en e-mailadresse fra ${domains}.`,
    tooManySignups: 'Der er bedt om mange konti på kort tid.',
    siteAdminNotBoolean: 'siteAdmin skal være true eller false.',
    siteAdminDenied: 'Kun en administrator kan give administratorrettigheder.',
    tooManyInvites: 'Du har sendt mange invitationer i dag.',
    /** The inviter's name in the invitation when the account has neither name nor e-mail. */
    someColleague: 'En kollega',
  },
  accessCode: {
    missing: 'Skriv adgangskoden.',
    wrong: 'Forkert kode. Prøv igen.',
    throttled: (wait: string) => `For mange forkerte koder. ${waitAndRetry(wait)}`,
    required: 'Skriv adgangskoden til Rådslag først (på siden Log ind).',
  },
  passkeys: {
    enrolmentExpired: 'Tilmeldingen udløb. Prøv igen.',
    notVerified: 'Adgangsnøglen kunne ikke bekræftes. Prøv igen.',
    alreadyAdded: 'Denne adgangsnøgle er allerede tilføjet.',
    needDomain: 'Adgangsnøgler kræver, at Rådslag har et domænenavn (ikke en IP-adresse).',
    badName: (max: number) => `Giv adgangsnøglen et navn på 1 til ${max} tegn, fx "Min bærbare".`,
    notFound: 'Adgangsnøglen findes ikke.',
    answerMissing: 'Adgangsnøglen mangler. Prøv igen.',
    lastCredential:
      'Du kan ikke fjerne din eneste adgangsnøgle, fordi din konto ikke har en adgangskode: så kunne du ikke længere logge ind. Tilføj en anden adgangsnøgle, eller vælg en adgangskode med »Glemt adgangskode« først.',
  },
  sessionAmbiguous:
    'Denne log ind kan ikke skelnes fra de andre. Log ud, log ind igen, og prøv så igen.',
  pageNotFound: 'Siden findes ikke.',
  addressNotFound: 'Denne adresse findes ikke.',
  externalAccounts: 'Konti styres af jeres egen log ind-tjeneste, ikke af Rådslag.',
  /** The e-mails, as a subject and the lines of a plain-text body (the link on a line of its own). */
  mails: {
    /** A mail's head in the server log, where it goes when no SMTP server is set. */
    logged: {
      to: (to: string) => `[mail] Til: ${to}`,
      subject: (subject: string) => `[mail] Emne: ${subject}`,
    },
    invite: (o: { inviter: string; productName: string; link: string; hours: number }) => ({
      subject: `Du er inviteret til ${o.productName}`,
      lines: linkMailLines({
        intro: `${o.inviter} har inviteret dig til ${o.productName}, hvor I kan lave og styre dialoger.`,
        prompt: 'Vælg din adgangskode her for at tage imod invitationen:',
        link: o.link,
        expiry: linkOnce(o.hours, 'timer'),
        ignore: 'Har du ikke ventet denne invitation, kan du se bort fra e-mailen.',
      }),
    }),
    signup: (o: { productName: string; link: string; hours: number }) => ({
      subject: `Bekræft din e-mailadresse til ${o.productName}`,
      lines: linkMailLines({
        intro: `Nogen (forhåbentlig dig) har bedt om en konto i ${o.productName} med denne e-mailadresse.`,
        prompt: 'Bekræft adressen og vælg din adgangskode her:',
        link: o.link,
        expiry: linkOnce(o.hours, 'timer'),
        ignore: 'Har du ikke bedt om en konto, kan du se bort fra e-mailen.',
      }),
    }),
    reset: (o: { productName: string; link: string; minutes: number }) => ({
      subject: `Ny adgangskode til ${o.productName}`,
      lines: linkMailLines({
        intro: `Nogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til ${o.productName}.`,
        prompt: 'Vælg en ny adgangskode her:',
        link: o.link,
        expiry: linkOnce(o.minutes, 'minutter'),
        ignore: 'Har du ikke bedt om det, kan du se bort fra e-mailen: din adgangskode er uændret.',
      }),
    }),
    noAccount: (o: { productName: string }) => ({
      subject: `Ny adgangskode til ${o.productName}`,
      lines: [
        `Nogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til ${o.productName} for denne e-mailadresse,`,
        'men der findes ingen konto med den. Bed en kollega om en invitation, hvis du skal bruge en.',
      ],
    }),
    moderator: (o: { owner: string; topic: string; productName: string; adminUrl: string }) => {
      const what = o.topic === '' ? 'en samtale' : `samtalen »${o.topic}«`;
      return {
        subject: `Du er moderator af ${what} i ${o.productName}`,
        lines: [
          `${o.owner} har gjort dig til moderator af ${what} i ${o.productName}.`,
          'Du kan nu moderere udsagn, følge deltagelsen og lave rapporter.',
          '',
          'Log ind og åbn samtalen her:',
          o.adminUrl,
          '',
          'Har du ikke ventet dette, kan du se bort fra e-mailen.',
        ],
      };
    },
  },
  /** `npm run user:add`. */
  userAdd: {
    usage: 'Brug: npm run user:add -- <e-mail> [--admin] [--name "Fornavn Efternavn"]',
    done: (created: boolean, email: string, admin: boolean) =>
      `${created ? 'Oprettede' : 'Opdaterede'} kontoen ${email}${admin ? ' (administrator)' : ''}.`,
    link: 'Engangslink til at vælge adgangskode (virker i 24 timer):',
    external: 'Log ind sker hos jeres egen log ind-tjeneste (OIDC_ISSUER).',
  },
  /** `npm run keys:rotate`, in Danish and English: the operator may read either. */
  keysRotate: {
    usage: 'Brug: npm run keys:rotate [-- --generate]',
    promoted:
      'den forberedte nøgle signerer nu, den forrige verificerer til dens tokens udløber (the staged key signs now, the previous one verifies until its tokens expire)',
    staged:
      'en ny nøgle er forberedt; den signerer fra næste rotation (a new key is staged; it signs from the next rotation)',
    rotated: (what: string, step: string, dropped: number, retired: number) =>
      `${what}: ${step}; ${dropped} udløbne fjernet (expired dropped), ${retired} gamle verificerer stadig (old still verify).`,
    signInKeysFromEnv:
      'Log-ind-nøgler: fra OIDC_KEYS, roteres dér (the sign-in keys come from OIDC_KEYS: rotate them there).',
    signInKeys: 'Log-ind-nøgler (sign-in keys)',
    signInKeysNone:
      'Log-ind-nøgler: ingen endnu — start serveren én gang først (none yet: start the server once first).',
    participantSecretFromEnv:
      'Deltagernøgle: fra PARTICIPANT_SECRET, roteres dér (the participant secret comes from PARTICIPANT_SECRET: rotate it there).',
    participantSecret: 'Deltagernøgle (participant secret)',
    restart:
      'Genstart instanserne én ad gangen, så de læser nøglerne (restart the instances one at a time).',
  },
};
