// Danish copy: moderation. Part of the catalogue re-exported by src/copy/da.ts.

// Comment moderation at /m/{conversation_id}/comments (docs/behaviour.md#moderation).
export const moderation = {
  heading: 'Moderér',
  intro:
    'Her ser du både dine egne og andres bidrag til samtalen, og du kan acceptere eller afvise dem.',
  tabsLabel: 'Udsagn efter status',
  tabs: { pending: 'Afventer', accepted: 'Accepterede', rejected: 'Afviste' },
  pendingCap:
    'Der vises højst 100 udsagn ad gangen. Når du har modereret dem, kommer de næste frem.',
  loading: {
    pending: 'Henter udsagn, der afventer moderation…',
    accepted: 'Henter accepterede udsagn…',
    rejected: 'Henter afviste udsagn…',
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
  // The same words in every list: an accepted statement is rejected with 'Afvis', and back.
  acceptAgain: 'Acceptér',
  rejectAgain: 'Afvis',
  meta: 'Metadata',
  metaLink: 'Hvad er metadata?',
  metaUrl: 'https://compdemocracy.org/metadata/',
  opensInNewTab: '(åbner i et nyt faneblad)',
  flagged:
    'Udsagnet er markeret af den automatiske moderator og vises ikke for deltagerne. Accepterer du det, tilsidesætter du markeringen.',
  seed: 'Startudsagn',
  // Each row's votes, and per opinion group a small bar (GET /math/statementVotes).
  votes: {
    counts: (agree: number, disagree: number, pass: number) =>
      `${agree.toLocaleString('da-DK')} enige · ${disagree.toLocaleString('da-DK')} uenige · ${pass.toLocaleString('da-DK')} sprang over`,
    none: 'Ingen stemmer endnu',
    groupsLabel: 'Sådan stemte grupperne',
    group: (letter: string) => `Gruppe ${letter}`,
    /** The bar's text alternative. */
    groupSplit: (letter: string, agree: number, disagree: number, pass: number) =>
      `Gruppe ${letter}: ${agree} % enige, ${disagree} % uenige, ${pass} % sprang over`,
    groupNone: (letter: string) => `Gruppe ${letter}: har ikke stemt om udsagnet`,
  },
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
  /** Nothing answered (status 0): the change was not refused, it never arrived. */
  unsent: (txt: string) =>
    `Ændringen af »${txt}« blev ikke gemt, fordi der ikke er forbindelse til serveren. Udsagnet er sat tilbage; prøv igen, når forbindelsen er der.`,
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
  announceUnsent: (txt: string) => `Ingen forbindelse, udsagnet er sat tilbage: ${txt}`,
} as const;
