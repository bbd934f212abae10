// Danish copy: home. Part of the catalogue re-exported by src/copy/da.ts.

export const home = {
  tagline: 'Store samtaler, hvor alle bliver hørt',
  description:
    'Rådslag er et værktøj til offentlige dialoger. Deltagerne skriver korte udsagn og stemmer enig eller uenig om hinandens, så det bliver synligt, hvor der er enighed, og hvor meningerne deler sig.',
  audience:
    'Det passer til grupper fra hundrede op til mange tusinde deltagere – fra en forening eller en kommune til en hel landsdækkende høring.',
  // For a participant who trimmed the share link to the site's root (docs/behaviour.md#home).
  participantTitle: 'Vil du deltage i en samtale?',
  participantBody:
    'Brug hele det link, du har fået – det slutter med samtalens kode på 10 tegn, fx …/a1b2c3d4e5. Du skal ikke logge ind for at deltage. Mangler du linket, så spørg dem, der inviterede dig.',
  howItWorksTitle: 'Sådan virker det',
  steps: [
    {
      title: 'Opret en samtale',
      body: 'Du sætter emnet, rammen og tonen og skriver de første udsagn, som sætter samtalen i gang.',
    },
    {
      title: 'Inviter deltagerne',
      body: 'Del et link. Deltagerne er anonyme: der registreres ingen navne ved udsagnene.',
    },
    {
      title: 'Deltagerne skriver og stemmer',
      body: 'Hver deltager skriver korte udsagn og stemmer enig eller uenig om de andres.',
    },
    {
      title: 'Se mønstrene',
      body: 'Du modererer undervejs, følger deltagelsen og laver til sidst en rapport med alle bidrag.',
    },
  ],
  mediaTitle: 'Omtale i medierne',
  ctaSignedOut: 'Log ind og opret en samtale',
  ctaSignedIn: 'Gå til dine samtaler',
  logoAlt: 'Rådslags logo',
} as const;
