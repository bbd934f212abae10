// Danish copy: the account flows (set a password from a link, forgotten password, invite a
// colleague). Part of the catalogue re-exported by src/copy/da.ts.

/** Under every field where a password is chosen (setPassword, changePassword). */
export const newPassword = {
  hint: 'Mindst 10 tegn. Brug gerne en sætning, du kan huske.',
} as const;

export const setPassword = {
  checking: 'Tjekker linket …',
  headingNew: 'Vælg din adgangskode',
  headingReset: 'Vælg en ny adgangskode',
  intro: (email: string) => `Kontoen er ${email}.`,
  passwordLabel: 'Adgangskode',
  nameLabel: 'Navn',
  nameHint: 'Valgfrit. Vises for deltagerne som ejer af dine samtaler.',
  submit: 'Gem adgangskode',
  saving: 'Gemmer …',
  blank: 'Vælg en adgangskode.',
  unavailable: 'Serveren svarede ikke. Prøv igen om lidt.',
  invalidHeading: 'Linket virker ikke',
  checkFailed: 'Linket kunne ikke tjekkes, fordi serveren ikke svarede.',
  retry: 'Prøv igen',
  forgot: 'Bed om et nyt link',
  doneHeading: 'Din adgangskode er gemt',
  done: (email: string) => `Du kan nu logge ind som ${email}.`,
  signIn: 'Log ind',
} as const;

/** What both "send me a link" pages (forgotPassword, signup) say alike. */
const emailLinkPage = {
  emailLabel: 'E-mail',
  submit: 'Send link',
  sending: 'Sender …',
  blank: 'Skriv din e-mailadresse.',
  unavailable: 'Serveren svarede ikke. Prøv igen om lidt.',
  sentHeading: 'Tjek din e-mail',
  back: 'Tilbage til Log ind',
} as const;

export const forgotPassword = {
  ...emailLinkPage,
  heading: 'Glemt adgangskode',
  intro: 'Skriv din e-mailadresse, så sender vi et link, du kan vælge en ny adgangskode med.',
  sent: (email: string) =>
    `Hvis ${email} har en konto, har vi sendt et link dertil. Det virker i en time.`,
} as const;

export const invite = {
  heading: 'Inviter en kollega',
  intro:
    'Din kollega får en e-mail med et link til at vælge en adgangskode. Linket virker i tre døgn.',
  emailLabel: 'Kollegaens e-mail',
  siteAdminLabel: 'Gør kollegaen til administrator (kan moderere alle samtaler)',
  submit: 'Send invitation',
  sending: 'Sender …',
  blank: 'Skriv kollegaens e-mailadresse.',
  unavailable: 'Serveren svarede ikke. Prøv igen om lidt.',
  sent: (email: string) => `Invitationen er sendt til ${email}.`,
  again: 'Inviter en til',
} as const;

export const signup = {
  heading: 'Opret konto',
  intro:
    'Skriv din e-mailadresse fra din arbejdsplads. Vi sender et link, der bekræfter adressen, og hvor du vælger din adgangskode.',
  ...emailLinkPage,
  sent: (email: string) => `Vi har sendt et link til ${email}. Det virker i et døgn.`,
} as const;
