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

  // Comment moderation at /m/{conversation_id}/comments (SPEC §2 "Comment moderation screen").
  moderation: {
    heading: 'Moderér',
    intro:
      'Her ser du både dine egne og andres bidrag til samtalen, og du kan acceptere eller afvise dem.',
    tabsLabel: 'Udsagn efter status',
    tabs: { pending: 'Afventer', accepted: 'Accepterede', rejected: 'Afviste' },
    pendingCap:
      'Der vises højst 100 udsagn ad gangen. Når du har modereret dem, kommer de næste frem.',
    loading: {
      pending: 'Loading unmoderated comments...',
      accepted: 'Loading accepted comments...',
      rejected: 'Loading rejected comments...',
    },
    empty: {
      pending: 'Ingen udsagn venter på moderation.',
      accepted: 'Der er ingen accepterede udsagn endnu.',
      rejected: 'Der er ingen afviste udsagn.',
    },
    listLabel: {
      pending: 'Udsagn, der afventer moderation',
      accepted: 'Accepterede udsagn',
      rejected: 'Afviste udsagn',
    },
    accept: 'Acceptér',
    reject: 'Afvis',
    acceptAgain: 'accept',
    rejectAgain: 'reject',
    meta: 'Metadata',
    metaLink: 'Hvad er metadata?',
    metaUrl: 'https://compdemocracy.org/metadata/',
    opensInNewTab: '(åbner i et nyt faneblad)',
    flagged:
      'Udsagnet er markeret af den automatiske moderator og vises ikke for deltagerne. Accepterer du det, tilsidesætter du markeringen.',
    seed: 'Startudsagn',
    commentNumber: (tid: number) => `Udsagn nr. ${tid}`,
    saving: 'Gemmer…',
    refresh: 'Opdatér nu',
    refreshing: 'Opdaterer…',
    retry: 'Prøv igen',
    dismiss: 'Luk',
    loadFailed: (detail: string) => `Udsagnene kunne ikke hentes: ${detail}`,
    refreshFailed: (detail: string) =>
      `Listerne kunne ikke opdateres (${detail}). Det, du ser, er måske ikke det nyeste.`,
    refused: (txt: string, detail: string) =>
      `Ændringen af »${txt}« blev afvist af serveren (${detail}). Udsagnet er sat tilbage.`,
    keyboardHelp:
      'Tastatur: j/k eller pil ned/op flytter mellem udsagn, a accepterer, r afviser og m slår metadata til eller fra.',
    page: (from: number, to: number, total: number) =>
      `Viser ${from}–${to} af ${total.toLocaleString('da-DK')}`,
    previousPage: 'Forrige side',
    nextPage: 'Næste side',
    pagesLabel: 'Sider',
    announceFocus: (position: number, total: number, txt: string) =>
      `Udsagn ${position} af ${total}: ${txt}`,
    announceChange: {
      accept: (txt: string) => `Accepteret: ${txt}`,
      reject: (txt: string) => `Afvist: ${txt}`,
      meta: (txt: string) => `Metadata ændret: ${txt}`,
    },
    announceRefused: (txt: string) => `Ændringen blev afvist, udsagnet er sat tilbage: ${txt}`,
  },

  // The reports screen at /m/{conversation_id}/reports (SPEC §2 "Reports screen").
  reports: {
    heading: 'Rapporter',
    intro:
      'Du kan generere lige så mange rapporter, du vil. Hver rapport får sin egen adresse, som du kan dele med andre.',
    generate: 'Generér rapport',
    generating: 'Genererer rapport…',
    loading: 'Henter rapporter',
    empty: 'Der er ingen rapporter endnu. Generér den første med knappen ovenfor.',
    listLabel: 'Samtalens rapporter',
    loadFailed: (detail: string) => `Rapporterne kunne ikke hentes: ${detail}`,
    createFailed: (detail: string) => `Rapporten kunne ikke genereres: ${detail}`,
    retry: 'Prøv igen',
    opensInNewTab: '(åbner i et nyt faneblad)',
    newReport: 'Ny',
  },

  // The export form under the reports (SPEC §2 "Export form").
  exportForm: {
    heading: 'Eksport',
    intro:
      'Hent samtalens udsagn og stemmer som CSV-filer, der kan åbnes i et regneark – med alt til og med den valgte dag i den valgte tidszone.',
    format: 'Format',
    month: 'Måned',
    day: 'Dag',
    year: 'År',
    timezone: 'Tidszone',
    months: [
      'januar',
      'februar',
      'marts',
      'april',
      'maj',
      'juni',
      'juli',
      'august',
      'september',
      'oktober',
      'november',
      'december',
    ],
    submit: 'Hent CSV-filer',
    downloading: 'Henter filerne…',
    done: (files: string) => `Filerne er hentet: ${files}`,
    failed: (detail: string) => `Eksporten mislykkedes: ${detail}. Prøv igen.`,
  },

  // The monitoring screen at /m/{conversation_id}/stats (SPEC §2 "Monitoring screen").
  monitoring: {
    heading: 'Monitorér samtale',
    intro: 'Tallene opdateres af sig selv hvert 10. sekund, så længe du er på siden.',
    summaryLabel: 'Nøgletal',
    participants: 'Deltagere',
    voters: 'Har stemt',
    commenters: 'Har skrevet udsagn',
    votes: 'Stemmer',
    comments: 'Udsagn',
    votersChart: 'Voters over time, by time of first vote',
    commentersChart: 'Commenters over time, by time of first comment',
    loading: 'Loading...',
    tooFewVoters: 'Diagrammet over stemmegivere vises, når mindst to deltagere har stemt.',
    tooFewCommenters:
      'Diagrammet over skribenter vises, når mindst to deltagere har skrevet udsagn.',
    axisTime: 'Tid',
    axisVoters: 'Antal stemmegivere',
    axisCommenters: 'Antal skribenter',
    loadFailed: (detail: string) => `Statistikken kunne ikke hentes: ${detail}`,
    refreshFailed: (detail: string) =>
      `Statistikken kunne ikke opdateres (${detail}). Tallene er måske ikke de nyeste.`,
    retry: 'Prøv igen',
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

  // The conversation admin area: sidebar, permission check (SPEC §2 "Conversation admin area").
  adminArea: {
    navLabel: 'Samtalens menu',
    menuOpen: 'Vis menu',
    menuClose: 'Skjul menu',
    links: {
      conversations: 'Dine samtaler',
      configure: 'Konfigurér',
      share: 'Del',
      moderate: 'Moderér',
      monitor: 'Monitorér',
      report: 'Rapport',
      topics: 'Emner',
    },
    status: (isActive: boolean) => (isActive ? 'Åben' : 'Lukket'),
    deniedTitle: 'Du har ikke adgang til denne samtale',
    deniedBody:
      'Kun samtalens ejer og dens moderatorer kan administrere den. Er du lige blevet gjort til moderator, så prøv igen.',
    deniedRetry: 'Prøv igen',
    deniedBack: 'Til dine samtaler',
  },

  // The configure screen at /m/{conversation_id} (SPEC §2 "Configure-conversation screen").
  configure: {
    heading: 'Konfigurér samtale',
    intro:
      'Ændringer gemmes med det samme: tekstfelter, når du forlader feltet, og afkrydsninger, så snart du klikker.',
    noPermission:
      'Du har ikke tilladelse til at konfigurere denne samtale. Kun samtalens ejer og moderatorer kan ændre indstillingerne.',
    saving: 'Gemmer…',
    saved: 'Alle ændringer er gemt',
    saveError: 'Fejl ved gemning af indhold. Tjek din forbindelse.',
    unsaved: (count: number) =>
      count === 1 ? '1 ændring er ikke gemt endnu.' : `${count} ændringer er ikke gemt endnu.`,
    retry: 'Prøv igen',
    /** Leaving the admin area (or closing the tab) while settings are not saved yet. */
    leave: {
      title: 'Dine ændringer er ikke gemt',
      body: 'Nogle af dine ændringer i samtalens indstillinger er ikke gemt endnu. Forlader du siden nu, går de tabt.',
      stay: 'Bliv på siden',
      leave: 'Forlad siden alligevel',
    },
    sections: {
      about: 'Samtalen',
      participation: 'Deltagelse',
      colours: 'Farver på hjælpeteksten',
    },
    fields: {
      topic: { label: 'Emne', help: 'En kort titel, som deltagerne ser øverst på siden.' },
      description: {
        label: 'Beskrivelse',
        help: 'Rammen for samtalen: hvad skal deltagerne tage stilling til, og hvad sker der med resultatet?',
      },
      is_active: {
        label: 'Åben for deltagelse',
        help: 'Når samtalen er lukket, kan ingen stemme eller skrive nye udsagn.',
      },
      importance_enabled: {
        label: 'Spørg om vigtighed',
        help: 'Deltagerne kan markere, at et udsagn er særligt vigtigt for dem.',
      },
      vis_type: {
        label: 'Vis meningskortet',
        help: 'Deltagerne ser kortet over, hvordan meningerne fordeler sig i grupper.',
      },
      write_type: {
        label: 'Vis feltet til nye udsagn',
        help: 'Deltagerne kan selv skrive udsagn. Slå det fra, hvis de kun skal stemme.',
      },
      strict_moderation: {
        label: 'Streng moderation',
        help: 'Nye udsagn vises først for deltagerne, når en moderator har accepteret dem.',
      },
      help_bgcolor: {
        label: 'Baggrundsfarve',
        help: 'En CSS-farve, fx #f6f5fd. Tomt felt betyder standardfarven.',
      },
      help_color: {
        label: 'Tekstfarve',
        help: 'En CSS-farve, fx #1d1b29. Tomt felt betyder standardfarven.',
      },
    },
  },

  // The seed statement form on the configure screen (SPEC §2, §5, §9).
  seed: {
    heading: 'Startudsagn',
    guidance:
      'Skriv 8–10 startudsagn, der tilsammen dækker emnet bredt, så de første deltagere har noget at stemme om. Skriv ét udsagn ad gangen, og tilføj det, før du skriver det næste.',
    label: 'Nyt startudsagn',
    counter: (count: number, max: number) => `${count}/${max} tegn`,
    submit: 'Tilføj udsagn',
    saving: 'Saving...',
    success: 'Udsagn tilføjet!',
    duplicate: 'Samtalen har allerede et udsagn med denne tekst.',
    closed: 'Samtalen er lukket, så der kan ikke tilføjes udsagn. Åbn den for deltagelse først.',
  },

  // The share screen at /m/{conversation_id}/share (SPEC §2 "Share screen").
  share: {
    heading: 'Del samtale',
    intro:
      'Kopiér linket herunder, og send det til dem, du vil invitere – fx i en e-mail, et nyhedsbrev eller på jeres hjemmeside. Deltagerne er anonyme og skal ikke logge ind.',
    linkTitle: 'Link til deling',
    opensInNewTab: '(åbner i et nyt faneblad)',
    copy: 'Kopiér link',
    copying: 'Kopierer…',
    copied: 'Kopieret!',
    copyFailed: 'Linket kunne ikke kopieres. Markér det, og kopiér det selv.',
    accepted: (count: number) =>
      count === 1
        ? 'Samtalen har 1 accepteret udsagn, som deltagerne kan stemme om.'
        : `Samtalen har ${count.toLocaleString('da-DK')} accepterede udsagn, som deltagerne kan stemme om.`,
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
  // Topic moderation at /m/{conversation_id}/topics (SPEC "Topic moderation screen", §8). The
  // strings SPEC.md quotes are English there and kept verbatim; the rest is Danish.
  topics: {
    heading: 'Topic Moderation',
    intro:
      'Emnerne er grupper af udsagn, som emne-pipelinen har fundet. Acceptér, afvis eller markér et emne som meta – det gælder også alle emnets udsagn.',
    tabsLabel: 'Emnemoderation',
    tabs: { tree: 'Topics Tree', proximity: 'Proximity Map', stats: 'Statistics' },
    status: { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected', meta: 'Meta' },
    errorLine: (message: string) => `Error: ${message}`,
    retry: 'Retry',
    dismiss: 'Luk',
    tree: {
      layersLabel: 'Vælg lag',
      layer: (layer: number) => `Layer ${layer}`,
      allLayers: 'All Layers',
      layerHeading: (layer: number, count: number) => `Layer ${layer} (${count} topics)`,
      cardPosition: (layer: number, cluster: number) => `Layer ${layer}, Cluster ${cluster}`,
      status: (status: string) => `Status: ${status}`,
      unnamed: 'Unnamed Topic',
      comments: (count: number) => `${count} comments`,
      expand: (name: string) => `Vis detaljer om ${name}`,
      collapse: (name: string) => `Skjul detaljer om ${name}`,
      model: 'Model',
      created: 'Created',
      moderatedBy: 'Moderated by',
      unknown: 'Unknown',
      notModerated: '—',
      accept: 'Accept',
      reject: 'Reject',
      meta: 'Meta',
      viewComments: 'View Comments',
      loading: 'Loading topics...',
      failed: 'Failed to load topics',
      network: 'Network error loading topics',
      empty: 'No topics available for this conversation.',
      emptyHint:
        'Emnerne laves af emne-pipelinen, som skal køres, før der er noget at moderere. Kør den i projektmappen på serveren med kommandoen herunder. Med den indbyggede PGlite-database skal serveren være stoppet, mens pipelinen kører; start den igen bagefter, og genindlæs siden.',
      command: (conversationId: string) => `npm run topics -- ${conversationId}`,
      busy: 'Gemmer…',
    },
    notice: {
      moderate: (action: string, detail: string) => `${action} mislykkedes: ${detail}`,
      reload: (detail: string) => `Ændringen er gemt, men listen kunne ikke genindlæses: ${detail}`,
      network: 'Ingen forbindelse til serveren.',
      failed: 'Serveren afviste ændringen.',
    },
    comments: {
      back: '← Back to Topics',
      heading: (topicKey: string) => `Topic: ${topicKey}`,
      count: (count: number) => (count === 1 ? '1 comment' : `${count} comments`),
      selectAll: (selected: number) => `Select All (${selected} selected)`,
      bulkLabel: 'Handlinger for de valgte udsagn',
      accept: 'Accept Selected',
      reject: 'Reject Selected',
      meta: 'Mark as Meta',
      listLabel: 'Emnets udsagn',
      id: 'ID',
      cluster: 'Cluster',
      layer: 'Layer',
      position: 'Position',
      noPosition: '–',
      empty: 'No comments found for this topic.',
      loading: 'Loading comments...',
      failed: 'Failed to load comments',
      network: 'Network error loading comments',
      applying: 'Gemmer…',
    },
    stats: {
      total: 'Total Topics',
      pending: 'Pending',
      accepted: 'Accepted',
      rejected: 'Rejected',
      meta: 'Meta',
      completion: 'Completion Rate',
      percent: (value: number) => `${value.toFixed(1)}%`,
      progressLabel: 'Fordeling af modererede emner',
      countsLabel: 'Antal emner pr. status',
      empty: 'No topics have been generated for this conversation yet.',
      loading: 'Loading statistics...',
      failed: 'Failed to load statistics',
      network: 'Network error loading statistics',
    },
    proximity: {
      layerLabel: 'Layer',
      layerOption: (layer: number) => `Layer ${layer}`,
      plotLabel: (count: number, layer: number) =>
        `Kort over ${count} udsagn i lag ${layer}, placeret efter UMAP-koordinater og farvet efter status`,
      legendLabel: 'Forklaring',
      clusterLegend: 'Klynge (3 eller flere udsagn)',
      unplaced: (count: number) =>
        count === 1
          ? '1 udsagn uden gyldig placering er ikke vist.'
          : `${count} udsagn uden gyldig placering er ikke vist.`,
      tooltipId: (id: number) => `ID: ${id}`,
      noCoordinates: 'No coordinate data available',
      empty: 'No proximity data available for this layer.',
      loading: 'Loading proximity data...',
      failed: 'Failed to load proximity data',
      network: 'Network error loading proximity data',
    },
  },
  // The participant's page at /{conversation_id} (public entry, no sign-in).
  participation: {
    loading: 'Henter samtalen…',
    slow: 'Det tager længere tid end ventet. Vi prøver stadig – tjek evt. din forbindelse.',
    loadFailed: (detail: string) => `Samtalen kunne ikke hentes: ${detail}`,
    retry: 'Prøv igen',
    notFoundTitle: 'Samtalen findes ikke',
    notFoundBody:
      'Vi kan ikke finde en samtale på denne adresse. Tjek, at linket er skrevet helt rigtigt, eller bed den, der sendte det, om et nyt.',
    untitled: 'Samtale',
    introLabel: 'Om samtalen',
    readMore: 'Læs hele beskrivelsen',
    howTo:
      'Tag stilling til ét udsagn ad gangen: er du enig, uenig, eller vil du springe over? Du er anonym – vi gemmer kun dine stemmer, de udsagn du selv skriver, og et anonymt deltager-id.',
    statementLabel: 'Udsagn',
    progress: (position: number, total: number) => `Udsagn ${position} af ${total}`,
    progressBarLabel: 'Hvor langt du er nået',
    announce: (position: number, total: number, txt: string) =>
      `Udsagn ${position} af ${total}: ${txt}`,
    voteGroupLabel: 'Din stemme',
    agree: 'Enig',
    disagree: 'Uenig',
    pass: 'Spring over',
    saving: 'Gemmer din stemme…',
    voteFailed: (detail: string) => `Din stemme blev ikke gemt: ${detail}`,
    voteFailedHint: 'Udsagnet står her stadig – stem igen, når du er klar.',
    rateLimited: 'Du har stemt meget hurtigt. Vent et øjeblik, og prøv så igen.',
    sessionLost:
      'Din deltagelse kunne ikke genkendes. Stem igen, så fortsætter du som ny deltager.',
    allVotedTitle: 'Tak! Du har taget stilling til alle udsagn',
    allVotedCount: (count: number) =>
      count === 1 ? 'Du har stemt om 1 udsagn.' : `Du har stemt om ${count} udsagn.`,
    noStatementsYet: 'Der er ingen udsagn at stemme om endnu.',
    inviteToWrite:
      'Mangler der et synspunkt? Skriv dit eget udsagn herunder, så de andre kan tage stilling til det.',
    comeBack: 'Kig forbi igen senere – andre deltagere skriver måske nye udsagn.',
    checkNew: 'Se efter nye udsagn',
    checking: 'Ser efter nye udsagn…',
    nothingNew: 'Der er ingen nye udsagn lige nu.',
    checkFailed: (detail: string) => `Vi kunne ikke se efter nye udsagn: ${detail}`,
    closedTitle: 'Samtalen er lukket',
    closedBody:
      'Det er ikke længere muligt at stemme eller skrive udsagn i denne samtale. Tak for interessen.',
    closedWhileHere:
      'Samtalen er blevet lukket, mens du deltog. Dine tidligere stemmer er gemt, men der kan ikke stemmes eller skrives mere.',
    form: {
      heading: 'Skriv dit eget udsagn',
      guidance:
        'Skriv kort og klart, ét synspunkt ad gangen, så andre kan svare enig eller uenig. Skriv ikke navne eller andre personlige oplysninger.',
      label: 'Dit udsagn',
      counter: (count: number, max: number) => `${count}/${max} tegn`,
      submit: 'Send udsagn',
      submitting: 'Sender…',
      submitted: 'Tak! Dit udsagn er sendt',
      submittedModerated: 'Tak! Dit udsagn vises for de andre, når en moderator har godkendt det.',
      blank: 'Skriv et udsagn, før du sender.',
      duplicate: 'Der findes allerede et udsagn med præcis denne tekst.',
      closed: 'Samtalen tager ikke imod nye udsagn.',
      rateLimited: 'Du har sendt mange udsagn på kort tid. Vent lidt, og prøv igen.',
      failed: (detail: string) => `Udsagnet blev ikke sendt: ${detail}`,
      keptHint: 'Din tekst er ikke gået tabt – ret den, eller send den igen.',
      frozen: 'Samtalen er lukket. Her er den tekst, du var i gang med, hvis du vil gemme den.',
    },
  },

  // The public pages' frame (participation and report): header, footer, unknown addresses.
  publicSite: {
    homeLabel: (productName: string) => `${productName} – om tjenesten`,
    anonymous: 'Du deltager anonymt. Der er ingen sporingscookies.',
    notFoundTitle: 'Siden findes ikke',
    notFoundBody:
      'Adressen passer ikke til en samtale eller en rapport. Tjek, at linket er skrevet helt rigtigt.',
  },

  // The public report at /report/{report_id}.
  publicReport: {
    loading: 'Henter rapporten…',
    loadFailed: (detail: string) => `Rapporten kunne ikke hentes: ${detail}`,
    retry: 'Prøv igen',
    notFoundTitle: 'Rapporten findes ikke',
    notFoundBody:
      'Vi kan ikke finde en rapport på denne adresse. Måske er linket skrevet forkert, eller rapporten er fjernet.',
    eyebrow: 'Rapport',
    created: (date: string) => `Rapporten er lavet ${date}.`,
    totalsLabel: 'Deltagelse',
    participants: 'Deltagere',
    voters: 'Har stemt',
    votes: 'Stemmer',
    statements: 'Udsagn',
    statementsHeading: 'Udsagnene',
    statementsIntro:
      'Hvert udsagn med fordelingen af stemmer: enig, uenig og spring over. Procenterne er andele af alle, der stemte om udsagnet.',
    sortLabel: 'Sortér efter',
    sorts: {
      order: 'Rækkefølge',
      agreement: 'Mest enighed',
      disagreement: 'Mest uenighed',
      controversy: 'Mest omstridt',
    },
    sortedBy: (label: string) => `Sorteret efter: ${label}`,
    controversyNote:
      'Mest omstridt: udsagn, hvor dem, der tog stilling, delte sig mest ligeligt mellem enig og uenig – og jo flere der tog stilling, jo højere.',
    noStatements: 'Rapporten har ingen udsagn.',
    statementNumber: (tid: number) => `Udsagn #${tid}`,
    agree: 'Enig',
    disagree: 'Uenig',
    pass: 'Spring over',
    votesOn: (count: number) =>
      count === 1 ? '1 stemme' : `${count.toLocaleString('da-DK')} stemmer`,
    barLabel: (agree: number, disagree: number, pass: number) =>
      `${agree} % enige, ${disagree} % uenige, ${pass} % sprang over`,
    countLine: (label: string, count: number, percent: number) =>
      `${label}: ${count.toLocaleString('da-DK')} (${percent} %)`,
    meta: 'Meta-udsagn',
    rejected: 'Afvist af moderator',
    chartsHeading: 'Deltagelse over tid',
    votersChart: 'Stemmegivere over tid, efter tidspunktet for deres første stemme',
    commentersChart: 'Skribenter over tid, efter tidspunktet for deres første udsagn',
    chartsLoading: 'Henter diagrammerne…',
    print: 'Udskriv rapporten',
  },
} as const;

export type Copy = typeof da;
