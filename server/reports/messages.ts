// The reports feature's Danish messages (docs/architecture.md#server-messages): what its routes
// answer a moderator, the owner or a reader of a public report, and the words of the exports for
// Danish Excel. The report's own text (its draft sentences, the Word file) is in text/messages.ts.
const reportNotFound = 'Rapporten findes ikke.';

export const reportMessages = {
  reportNotFound,
  reportNotFoundAtAddress: 'Rapporten findes ikke. Tjek at adressen er skrevet rigtigt.',
  statsDenied: 'Statistikken kræver moderatorrettigheder eller et rapport-id for samtalen.',
  exportDenied: 'Du har ikke tilladelse til at eksportere denne samtales data.',
  dialect: 'dialect kan kun være excel-da (eller udeladt).',
  listDenied: 'Du har ikke tilladelse til at se denne samtales rapporter.',
  createDenied: 'Du har ikke tilladelse til at lave rapporter for denne samtale.',
  reportAndConversation: 'Angiv enten report_id eller conversation_id, ikke begge.',
  withdrawn: 'Rapporten er trukket tilbage.',
  text: {
    ownerOnly: 'Kun samtalens ejer kan skrive og udgive rapportens tekst.',
    withdrawn: 'Rapporten er trukket tilbage og kan ikke længere ændres.',
    published:
      'Teksten er udgivet og kan ikke ændres. Lav en ny version af rapporten for at rette den.',
    badVersion: 'Ugyldig version af teksten.',
    savedElsewhere:
      'Teksten er gemt fra et andet vindue i mellemtiden. Vælg hvilken udgave, der skal gælde.',
    changedElsewhere: 'Teksten er ændret i et andet vindue. Hent den igen, før du udgiver.',
    sameSections: 'Teksten skal have de samme afsnit som udkastet.',
    sameOrder: 'Teksten skal have de samme afsnit som udkastet, i samme rækkefølge.',
    notParagraphs: (heading: string) => `Afsnittet «${heading}» skal bestå af tekstafsnit.`,
    tooManyParagraphs: (heading: string, max: number) =>
      `Afsnittet «${heading}» må højst have ${max} tekstafsnit.`,
    paragraphTooLong: (heading: string) =>
      `Et tekstafsnit under «${heading}» er for langt: højst 4.000 tegn pr. afsnit.`,
    empty: (heading: string) => `Skriv mindst ét afsnit under «${heading}».`,
  },
  /** The exports for Danish Excel (present/exportsDanish.ts): column names and words. */
  excel: {
    commentsHeader: [
      'Udsagn nr.',
      'Oprettet',
      'Tekst',
      'Moderation',
      'Metadata',
      'Enige',
      'Uenige',
      'Sprang over',
    ] as const,
    votesHeader: ['Deltager', 'Udsagn nr.', 'Stemme', 'Betydning', 'Tidspunkt'] as const,
    accepted: 'accepteret',
    rejected: 'afvist',
    pending: 'afventer',
    agree: 'enig',
    disagree: 'uenig',
    pass: 'sprang over',
    yes: 'ja',
    no: 'nej',
  },
};
