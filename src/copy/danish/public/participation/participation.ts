// Danish copy: participation. Part of the catalogue re-exported by src/copy/da.ts.
import { characterCount, statementNumber } from '../../numbers';

// The participant's page at /{conversation_id} (public entry, no sign-in).
export const participation = {
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
  important: 'Vigtigt for mig',
  importantHint: 'Markér, hvis udsagnet betyder meget for dig. Det følger med din stemme.',
  saving: 'Gemmer din stemme…',
  // The page's first paint, before its code has arrived (docs/behaviour.md#participation).
  earlyVote: 'Din stemme sendes, når siden er klar',
  noScript: 'Slå JavaScript til i din browser for at stemme.',
  voteFailed: (detail: string) => `Din stemme blev ikke gemt: ${detail}`,
  voteFailedHint: 'Udsagnet står her stadig – stem igen, når du er klar.',
  voteRetrying: (detail: string) =>
    `Din stemme er ikke gemt endnu: ${detail}. Vi prøver igen af os selv om et øjeblik – du behøver ikke gøre noget.`,
  rateLimited: 'Du har stemt meget hurtigt. Vent et øjeblik, og prøv så igen.',
  sessionLost: 'Din deltagelse kunne ikke genkendes. Stem igen, så fortsætter du som ny deltager.',
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
  // Parts of the page loaded after the first statement (the statement form, Mine data).
  formLoading: 'Henter feltet til dit eget udsagn …',
  formLoadFailed: 'Feltet til dit eget udsagn kunne ikke hentes. Tjek din forbindelse.',
  myDataLoading: 'Henter Mine data …',
  myDataLoadFailed: 'Mine data kunne ikke hentes. Tjek din forbindelse.',
  partRetry: 'Prøv igen',
  closedReport: 'Se rapporten fra samtalen',
  closedNoReport: 'Der er ikke offentliggjort en rapport fra samtalen endnu.',
  /** 'Samtalen lukker 15. januar kl. 12.00' (the date and time in Copenhagen). */
  closesAt: (when: string) => `Samtalen lukker ${when}`,
  closedWhileHere:
    'Samtalen er blevet lukket, mens du deltog. Dine tidligere stemmer er gemt, men der kan ikke stemmes eller skrives mere.',
  form: {
    heading: 'Skriv dit eget udsagn',
    guidance:
      'Skriv kort og klart, ét synspunkt ad gangen, så andre kan svare enig eller uenig. Skriv ikke navne eller andre personlige oplysninger.',
    label: 'Dit udsagn',
    counter: characterCount,
    submit: 'Send udsagn',
    submitting: 'Sender…',
    /** The button while the thank-you shows: the thanks are said once, beside it. */
    sent: 'Sendt',
    submitted: 'Tak! Dit udsagn er sendt',
    submittedModerated: 'Tak! Dit udsagn vises for de andre, når en moderator har godkendt det.',
    blank: 'Skriv et udsagn, før du sender.',
    duplicate: 'Der findes allerede et udsagn med præcis denne tekst.',
    closed: 'Samtalen tager ikke imod nye udsagn.',
    rateLimited: 'Du har sendt mange udsagn på kort tid. Vent lidt, og prøv igen.',
    failed: (detail: string) => `Udsagnet blev ikke sendt: ${detail}`,
    keptHint: 'Din tekst er ikke gået tabt – ret den, eller send den igen.',
    frozen: 'Samtalen er lukket. Her er den tekst, du var i gang med, hvis du vil gemme den.',
    checking: 'Ser efter lignende udsagn…',
    // Near-duplicates: the page offers the statement the text nearly repeats before sending.
    similarHeading: (tid: number) =>
      `Ligner udsagn #${statementNumber(tid)} — stem på det i stedet?`,
    similarIntro: 'Dit udsagn ligner et, der allerede er med i samtalen:',
    similarVoteLabel: (tid: number) => `Din stemme på udsagn #${statementNumber(tid)}`,
    similarOr: 'Mener du noget andet? Ret din tekst, eller send den, som den er.',
    sendAnyway: 'Send alligevel',
    votingInstead: 'Gemmer din stemme…',
    votedInstead: (tid: number) =>
      `Tak! Din stemme på udsagn #${statementNumber(tid)} er gemt. Du kan skrive et nyt udsagn, når du vil.`,
    similarVoteFailed: (detail: string) => `Din stemme blev ikke gemt: ${detail}`,
  },
} as const;
