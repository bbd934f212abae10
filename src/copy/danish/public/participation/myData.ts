// Danish copy: "Mine data" on the participation page (docs/privacy.md#mine-data): the participant's
// own votes and statements, a changed vote, and deleting it all. Part of the catalogue re-exported
// by src/copy/da.ts.

export const myData = {
  heading: 'Mine data',
  lead: 'Se de stemmer og udsagn, du har afgivet fra denne enhed, ret en stemme, eller slet det hele.',
  open: 'Vis mine data',
  close: 'Skjul mine data',
  loading: 'Henter dine data …',
  failed: 'Dine data kunne ikke hentes.',
  retry: 'Prøv igen',
  nothing:
    'Der er ingen stemmer eller udsagn fra denne enhed i samtalen. Har du deltaget fra en anden enhed eller browser, skal du åbne samtalen der.',
  votesHeading: 'Mine stemmer',
  noVotes: 'Du har ikke stemt endnu.',
  statementsHeading: 'Mine udsagn',
  noStatements: 'Du har ikke skrevet udsagn.',
  vote: { '-1': 'Enig', '1': 'Uenig', '0': 'Sprunget over' } as Record<string, string>,
  yourVote: (label: string) => `Din stemme: ${label}`,
  changeTo: 'Ret til',
  changeVoteLabel: (label: string, txt: string) => `Ret stemmen til ${label}: ${txt}`,
  changing: 'Gemmer din nye stemme …',
  ownStatement: 'Dit eget udsagn: din stemme er din tilslutning til det og kan ikke rettes.',
  closedNoChange:
    'Samtalen er lukket, så stemmer kan ikke længere ændres. Du kan stadig slette dine data.',
  changeFailed: 'Stemmen blev ikke ændret.',
  mod: { '1': 'Vist', '0': 'Venter på moderation', '-1': 'Afvist' } as Record<string, string>,
  when: (date: string) => `Afgivet ${date}`,
  deleteAll: 'Slet alle mine data',
  confirmTitle: 'Slet alle dine data?',
  confirmIntro: (votes: number, statements: number) =>
    `Det sletter ${votes === 1 ? '1 stemme' : `${votes} stemmer`} og ${
      statements === 1 ? '1 udsagn' : `${statements} udsagn`
    } for altid – også andres stemmer på dine udsagn. Det kan ikke fortrydes.`,
  confirm: 'Slet for altid',
  cancel: 'Behold mine data',
  deleting: 'Sletter …',
  deleteFailed: 'Dine data blev ikke slettet.',
  erased: 'Dine stemmer og udsagn er slettet.',
} as const;
