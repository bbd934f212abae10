// The participation feature's Danish messages (docs/architecture.md#server-messages): what its
// routes and rules answer a participant voting or writing a statement. A function where the text
// takes a number.
import { duplicateStatementText } from '../platform/messages';

export const participationMessages = {
  conversationNotFound: 'Samtalen findes ikke. Tjek at adressen er skrevet rigtigt.',
  closed: 'Samtalen er lukket, så du kan ikke længere stemme eller skrive udsagn.',
  writingDisabled: 'Der kan ikke skrives nye udsagn i denne samtale, men du kan stadig stemme.',
  /** A throttled participant: what happened, then how long to wait. */
  rateLimited: (what: string, seconds: number) =>
    `${what} Vent ${seconds} sekund${seconds === 1 ? '' : 'er'} og prøv igen.`,
  manyNewParticipants: 'Der er kommet mange nye deltagere fra din forbindelse på kort tid.',
  manySimilarChecks: 'Du har tjekket mange udsagn på kort tid.',
  manyStatements: 'Du har skrevet mange udsagn på kort tid.',
  manyVotes: 'Du har stemt mange gange på kort tid.',
  duplicateText: duplicateStatementText,
  vote: {
    statementMissing: 'Udsagnet mangler.',
    voteMissing: 'Stemmen mangler.',
    badVote: 'Stemmen skal være enig, uenig eller spring over (-1, 1 eller 0).',
    badImportance: '"Vigtigt for mig" skal være sandt eller falsk (true eller false).',
    notVotable: 'Udsagnet findes ikke eller kan ikke stemmes om.',
    ownStatement: 'Du kan ikke stemme om dit eget udsagn. Det tæller allerede som enig fra dig.',
  },
};
