// Every user-visible string of the admin, in Danish, keyed by meaning. Strings that SPEC.md quotes
// verbatim (some of them English, as the specification has them) appear here unchanged, so a test
// can look for them by the same key the view uses. This file imports nothing: it is a leaf.

export const da = {
  app: {
    defaultProductName: 'Rådslag',
    startupFailedTitle: 'Rådslag kunne ikke starte',
    startupFailedBody:
      'Vi kunne ikke hente opsætningen af siden. Tjek din forbindelse, og prøv at genindlæse siden.',
    reload: 'Genindlæs siden',
    skipToContent: 'Gå til indholdet',
  },

  header: {
    homeLinkLabel: (productName: string) => `${productName} – forside`,
    signIn: 'Log ind',
    signOut: 'Log ud',
    mainNavigation: 'Hovedmenu',
  },

  sidebar: {
    label: 'Sidemenu',
    conversations: 'Samtaler',
    otherConversations: 'Andres samtaler',
    account: 'Konto',
  },

  footer: {
    creditPrefix: 'Bygger på ',
    creditLink: "The Computational Democracy Project's Polis",
    creditSuffix: ' – den åbne model for store, digitale rådslagninger.',
    ownerLine: (owner: string) => `Drives af ${owner}.`,
    terms: 'Vilkår',
    privacy: 'Privatliv',
  },

  spinner: {
    loading: 'Indlæser…',
    checkingSignIn: 'Tjekker, om du er logget ind…',
    slowTitle: 'Det tager længere end ventet…',
    slowBody: 'Vi venter stadig på svar fra login-tjenesten. Du kan prøve igen.',
    retry: 'Prøv igen',
    redirectingToSignIn: 'Sender dig videre til login…',
  },

  home: {
    tagline: 'Store samtaler, hvor alle bliver hørt',
    description:
      'Rådslag er et værktøj til offentlige dialoger. Deltagerne skriver korte udsagn og stemmer enig eller uenig om hinandens, så det bliver synligt, hvor der er enighed, og hvor meningerne deler sig.',
    audience:
      'Det passer til grupper fra hundrede op til mange tusinde deltagere – fra en forening eller en kommune til en hel landsdækkende høring.',
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
  },

  accessCode: {
    title: 'Adgangskode',
    intro:
      'Administrationen er lukket for offentligheden. Skriv den adgangskode, du har fået udleveret, for at fortsætte.',
    label: 'Adgangskode',
    submit: 'Fortsæt',
    verifying: 'Kontrollerer…',
    wrong: 'Forkert kode. Prøv igen.',
    empty: 'Skriv adgangskoden for at fortsætte.',
    unavailable:
      'Din browser kan ikke kontrollere koden. Brug en opdateret browser og en sikker (https) forbindelse.',
    cancel: 'Tilbage til forsiden',
  },

  signIn: {
    title: 'Log ind',
    intro:
      'Du logger ind hos vores login-tjeneste og bliver derefter sendt tilbage hertil. Som samtaleejer kan du oprette, moderere og følge dine samtaler.',
    button: 'Log in',
    failed: (detail: string) => `Login mislykkedes: ${detail}`,
  },

  signOut: {
    title: 'Log ud',
    inProgress: 'Logger dig ud…',
    done: 'Du er logget ud.',
    backHome: 'Til forsiden',
    error: (detail: string) => `Signout error: ${detail}`,
    redirecting: 'Redirecting to home page...',
  },

  conversations: {
    heading: 'Samtaleadministration',
    intro:
      'Du er nu samtaleejer og moderator. Her opretter du nye samtaler og finder dem, du allerede har: vælg en samtale for at sætte den op, dele den, moderere udsagnene og følge deltagelsen.',
    otherHeading: 'Andres samtaler',
    otherIntro:
      'Samtaler, du deltager i, men ikke ejer. De åbner på den offentlige side i et nyt faneblad.',
    create: 'Opret ny samtale',
    creating: 'Opretter samtale…',
    createFailed: (detail: string) => `Samtalen kunne ikke oprettes: ${detail}`,
    loading: 'Indlæser samtaler...',
    loadFailed: 'Fejl ved indlæsning af samtaler:',
    retry: 'Prøv igen',
    empty: 'Du har ingen samtaler endnu. Opret den første med knappen ovenfor.',
    otherEmpty: 'Du deltager ikke i andres samtaler endnu.',
    embeddedOn: (parentUrl: string) => `Embedded on ${parentUrl}`,
    participants: (count: number) =>
      count === 1 ? '1 deltager' : `${count.toLocaleString('da-DK')} deltagere`,
    opensInNewTab: '(åbner i et nyt faneblad)',
    listLabel: 'Dine samtaler',
    otherListLabel: 'Samtaler du deltager i',
  },

  errors: {
    network: 'Ingen forbindelse til serveren',
    /** '500 Internal Server Error', or a Danish phrase when nothing answered at all. */
    statusLine: (status: number, statusText: string) =>
      status === 0 ? 'Ingen forbindelse til serveren' : `${status} ${statusText}`.trim(),
  },

  account: {
    heading: 'Account',
    greeting: (firstName: string) => `Hej, ${firstName}!`,
    nameLabel: 'Navn',
    emailLabel: 'E-mail',
    loading: 'Indlæser din konto…',
    loadFailed: (detail: string) => `Kontoen kunne ikke hentes: ${detail}`,
    retry: 'Prøv igen',
  },

  conversationAdmin: {
    back: '← Dine samtaler',
    loading: 'Indlæser samtalen…',
    loadFailed: (detail: string) => `Samtalen kunne ikke hentes: ${detail}`,
    retry: 'Prøv igen',
    intro:
      'Her administrerer du samtalen: indstillinger, deling med deltagerne, moderation af udsagn og rapporter.',
    participants: (count: number) =>
      count === 1 ? '1 deltager' : `${count.toLocaleString('da-DK')} deltagere`,
    open: 'Åben for deltagelse',
    closed: 'Lukket for deltagelse',
    publicPage: 'Åbn den offentlige side',
    untitled: 'Samtale uden titel',
  },

  routeError: {
    title: 'Noget gik galt',
    body: 'Siden kunne ikke vises. Det sker typisk, når der lige er kommet en ny version – genindlæs siden, så er du med igen.',
  },

  notFound: {
    title: 'Siden findes ikke',
    body: 'Vi kunne ikke finde den side, du ledte efter. Måske er linket forældet, eller adressen er skrevet forkert.',
    home: 'Gå til forsiden',
  },

  terms: {
    title: 'Vilkår for brug',
    sections: [
      {
        heading: '1. Om tjenesten',
        paragraphs: [
          'Rådslag er en tjeneste til offentlige dialoger, hvor en samtaleejer stiller et spørgsmål, og anonyme deltagere skriver korte udsagn og stemmer om hinandens. Disse vilkår gælder for alle, der bruger tjenesten – både samtaleejere, moderatorer og deltagere.',
          'Når du bruger tjenesten, accepterer du vilkårene. Hvis du ikke kan acceptere dem, skal du lade være med at bruge tjenesten.',
        ],
      },
      {
        heading: '2. Alder',
        paragraphs: [
          'Du skal være mindst 16 år for at bruge tjenesten. Er du under 16 år, må du hverken oprette en samtale eller deltage i en.',
        ],
      },
      {
        heading: '3. Din brug af tjenesten',
        paragraphs: [
          'Du må ikke bruge tjenesten til at sprede ulovligt indhold, chikane, trusler, diskrimination, reklame eller personoplysninger om andre. Du må ikke forsøge at omgå tekniske begrænsninger, stemme flere gange under forskellige identiteter eller forstyrre andres brug af tjenesten.',
          'Samtaleejere og moderatorer er ansvarlige for at moderere deres samtaler og for at overholde gældende lovgivning over for deres deltagere.',
        ],
      },
      {
        heading: '4. Indhold, du bidrager med',
        paragraphs: [
          'Udsagn og stemmer, du afgiver, vises anonymt for de andre deltagere og kan indgå i samtalens rapport. Du giver samtaleejeren og os ret til at vise, analysere og offentliggøre dem i forbindelse med samtalen.',
          'Vi og samtaleejeren kan fjerne indhold, der strider mod disse vilkår.',
        ],
      },
      {
        heading: '5. Ændringer af vilkårene',
        paragraphs: [
          'Vi kan ændre vilkårene. Væsentlige ændringer varsles mindst 30 dage, før de træder i kraft, på denne side og – for samtaleejere – via den e-mailadresse, de logger ind med. Bruger du tjenesten, efter at ændringerne er trådt i kraft, accepterer du de nye vilkår.',
        ],
      },
      {
        heading: '6. Ansvarsbegrænsning',
        paragraphs: [
          'Tjenesten leveres, som den er. Vi gør os umage for, at den er tilgængelig og fungerer korrekt, men kan ikke love, at den altid er det.',
          'Vores samlede ansvar over for dig er under alle omstændigheder begrænset til det største af følgende beløb: det, du har betalt os for tjenesten i de 12 måneder før kravet opstod, eller 100 amerikanske dollars ($100). Begrænsningen gælder ikke, hvor lovgivningen ikke tillader den.',
        ],
      },
      {
        heading: '7. Ophør',
        paragraphs: [
          'Du kan til enhver tid holde op med at bruge tjenesten. Vi kan lukke adgangen for brugere, der groft eller gentagne gange overtræder vilkårene.',
        ],
      },
    ],
    contact: (owner: string) => `Spørgsmål om vilkårene kan rettes til ${owner}.`,
  },

  privacy: {
    title: 'Privatlivspolitik',
    lead: 'Rådslag er bygget til at samle holdninger – ikke oplysninger om dig.',
    sections: [
      {
        heading: 'Det indsamler vi ikke',
        paragraphs: [
          'Vi indsamler ikke navne, kontaktoplysninger eller demografiske oplysninger om deltagerne, og vi bruger ikke sporingscookies.',
        ],
      },
      {
        heading: 'Det gemmer vi',
        paragraphs: [
          'Når du deltager i en samtale, gemmer vi kun dine anonyme stemmer, den tekst du selv indsender, og et anonymt deltager-id, så dine stemmer kan holdes sammen uden at vide, hvem du er.',
        ],
      },
      {
        heading: 'Hvem ser hvad',
        paragraphs: [
          'Udsagn vises uden afsender for de andre deltagere. Samtaleejeren og moderatorerne ser udsagnene og de samlede stemmemønstre, men aldrig hvem der står bag.',
          'Skriv derfor ikke navne eller andre personlige oplysninger i dine udsagn. Moderatorerne kan afvise udsagn, der gør det.',
        ],
      },
      {
        heading: 'Samtaleejere',
        paragraphs: [
          'Samtaleejere logger ind gennem en ekstern login-tjeneste. Den e-mailadresse, de logger ind med, bruges kun til at genkende dem og give adgang til deres samtaler.',
        ],
      },
    ],
    contact: (owner: string) => `Spørgsmål om privatliv kan rettes til ${owner}.`,
  },
} as const;

export type Copy = typeof da;
