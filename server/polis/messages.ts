// The Polis import's Danish messages (docs/architecture.md#server-messages): what `npm run
// import:polis` tells the operator, and the placeholder of a statement exported without its text.
export const polisMessages = {
  usage: 'Brug: npm run import:polis -- <mappe> [--owner <e-mail>]',
  noAdministrator: 'Der er ingen administrator endnu: angiv ejeren med --owner <e-mail>.',
  /** The export's folder was refused before anything was written; `reason` says why. */
  folderRefused: (reason: string) => `Mappen blev afvist, intet er gemt. ${reason}`,
  imported: (
    topic: string,
    seconds: string,
    counts: { participants: number; comments: number; votes: number },
  ) =>
    `Importerede "${topic}" på ${seconds} s: ${counts.participants} deltagere, ` +
    `${counts.comments} udsagn, ${counts.votes} stemmer.`,
  statementWithoutText: (tid: number) => `Udsagn ${tid} (uden tekst i eksporten)`,
  noSuchOwner: (email: string) =>
    `Ingen konto har e-mailen ${email}. Opret den først: npm run user:add -- ${email}`,
  folderNotAbsolute: (folder: string) => `Mappen skal angives med fuld sti, ikke ${folder}.`,
};
