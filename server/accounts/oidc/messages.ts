// The embedded sign-in provider's Danish words (docs/architecture.md#server-messages): its pages'
// titles and labels, the errors next to their fields, and what the passkey script shows. The
// pages' HTML is in loginPage.ts and pages.ts.
import { PRODUCT_NAME } from '../../platform/messages';

const backHome = `Tilbage til ${PRODUCT_NAME}`;
const tryAgainFromHome = `Gå tilbage til ${PRODUCT_NAME} og prøv igen.`;

export const oidcMessages = {
  footer: `${PRODUCT_NAME} · sikkert log ind`,
  signIn: {
    title: 'Log ind',
    lead: 'Log ind for at administrere dine samtaler.',
    email: 'E-mail',
    password: 'Adgangskode',
    submit: 'Log ind',
    or: 'eller',
    passkeyButton: 'Log ind med adgangsnøgle',
    passkeyNeedsScript: 'Adgangsnøgler kræver JavaScript.',
    forgot: 'Glemt adgangskode?',
    signup: 'Opret konto',
    passwordMissing: 'Skriv din adgangskode.',
    wrong: 'Forkert e-mail eller adgangskode. Prøv igen.',
    passkeyRefused: 'Adgangsnøglen blev ikke godkendt. Prøv igen, eller log ind med adgangskode.',
  },
  /** What passkey.js shows next to its button. */
  passkeyScript: {
    unsupported: 'Denne browser kan ikke bruge adgangsnøgler. Log ind med adgangskode.',
    stalePage: 'Siden er for gammel. Genindlæs den og prøv igen.',
    cancelled: 'Log ind med adgangsnøgle blev afbrudt. Prøv igen, eller log ind med adgangskode.',
    failed: 'Adgangsnøglen kunne ikke bruges. Prøv igen, eller log ind med adgangskode.',
  },
  accessCode: {
    title: 'Skriv adgangskoden først',
    lead: `Log ind kræver den adgangskode til ${PRODUCT_NAME}, du har fået udleveret.`,
    label: `Adgangskode til ${PRODUCT_NAME}`,
    submit: 'Fortsæt',
  },
  signOut: {
    title: 'Log ud',
    lead: `Du bliver logget ud af ${PRODUCT_NAME} …`,
    button: 'Log ud',
    doneTitle: 'Du er logget ud',
    done: `Du er nu logget ud af ${PRODUCT_NAME}.`,
  },
  backHome,
  errorTitle: 'Der opstod en fejl',
  /** The provider's error pages, by the OAuth error's kind. */
  providerError: {
    unknownClient: `Programmet, der bad om at logge dig ind, er ikke kendt af ${PRODUCT_NAME}.`,
    invalidRequest: `Log ind-forespørgslen var ugyldig. ${tryAgainFromHome}`,
    sessionExpired: `Din log ind-session er udløbet. ${tryAgainFromHome}`,
    other: `Noget gik galt under log ind. ${tryAgainFromHome}`,
  },
  expiredTitle: 'Log ind er udløbet',
  expired: `Siden er for gammel eller blev åbnet uden for ${PRODUCT_NAME}. Start forfra for at logge ind.`,
  failed: 'Noget gik galt under log ind. Prøv igen om lidt.',
};
