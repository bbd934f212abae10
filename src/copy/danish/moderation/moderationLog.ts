// Danish copy: moderationLog. Part of the catalogue re-exported by src/copy/da.ts.
import { formatCopenhagenMoment, formatNumber, statementNumber } from '../numbers';

/** The first words of a statement, as a log line names it. */
function firstWords(txt: string): string {
  const words = txt.trim().split(/\s+/u);
  return words.length <= 8 ? `»${words.join(' ')}«` : `»${words.slice(0, 8).join(' ')} …«`;
}

// The moderation log at /m/{conversation_id}/comments/log (docs/behaviour.md#moderationlog): what
// was moderated, by whom and when, for everyone who moderates the conversation.
export const moderationLog = {
  heading: 'Moderationslog',
  intro:
    'Alt, hvad der er moderet i samtalen, nyeste først: hvilke udsagn, hvem, hvornår og hvorfra. Samtalens ejer og dens moderatorer kan se loggen.',
  /** The link to it from 'Moderér', and back. */
  link: 'Moderationslog',
  back: 'Tilbage til Moderér',
  loading: 'Henter moderationsloggen …',
  empty:
    'Der er ikke modereret noget i samtalen endnu. Når du eller en medmoderator accepterer eller afviser udsagn, står det her.',
  failed: 'Moderationsloggen kunne ikke hentes.',
  retry: 'Prøv igen',
  more: 'Vis flere',
  loadingMore: 'Henter flere …',
  moreFailed: 'Flere handlinger kunne ikke hentes.',
  listLabel: 'Moderationshandlinger, nyeste først',
  // 'Vis kun udsagn nr.': the actions that changed one statement.
  filter: {
    label: 'Vis kun udsagn nr.',
    hint: 'Tøm feltet for at se alle.',
    button: 'Vis',
    refused: 'Skriv et udsagnsnummer, fx 22 – eller tøm feltet for at se alle.',
    showing: (tid: number) =>
      `Viser kun handlinger, der ændrede udsagn nr. ${statementNumber(tid)}.`,
    empty: (tid: number) => `Udsagn nr. ${statementNumber(tid)} er ikke modereret.`,
  },
  statementsLabel: 'Udsagn, der blev ændret',
  statement: (tid: number, txt: string) => `Nr. ${statementNumber(tid)}: ${firstWords(txt)}`,
  showAll: (count: number) => `Vis alle ${formatNumber(count)} udsagn`,
  notListed: (count: number) => `… og ${formatNumber(count)} flere, som står i CSV-filen.`,
  /** 'Hent log (CSV)': the fileDownload chart's words. */
  download: {
    button: 'Hent log (CSV)',
    downloading: 'Henter loggen …',
    done: (filename: string) => `Loggen er hentet som ${filename}.`,
    failed: 'Loggen kunne ikke hentes.',
  },
  /** What the moderator asked for (the action's `change`). */
  change: {
    accept: 'Accepteret',
    reject: 'Afvist',
    meta: 'Markeret som meta',
    unmeta: 'Ikke længere meta',
    pending: 'Sat til afventer',
    activate: 'Vist igen',
    deactivate: 'Skjult',
    undo: 'Fortrudt',
    flag: 'Holdt tilbage',
  } as Record<string, string>,
  otherChange: 'Ændret',
  /** How it was done, and so from where (the action's `kind`). */
  kind: {
    single: 'ét udsagn (knappen eller tastaturet)',
    bulk: 'valgte udsagn på én gang',
    topic: 'hele emnet',
    undo: 'fortrydelse',
    automatic: 'automatisk, da udsagnet kom ind',
  },
  number: (id: number) => `Nr. ${formatNumber(id)}`,
  count: (count: number) => `${formatNumber(count)} udsagn`,
  by: (who: string) => `af ${who}`,
  unknownUser: (uid: number) => `bruger ${uid}`,
  automaticModerator: 'den automatiske moderator',
  /** Copenhagen time: '26. nov. 2026 kl. 15.02'. */
  at: (ms: number) => formatCopenhagenMoment(ms, 'medium'),
  undoes: (id: number) => `Fortryder nr. ${formatNumber(id)}`,
  undoneBy: (id: number) => `Fortrudt af nr. ${formatNumber(id)}`,
  changesLabel: 'Fra og til',
  /** A statement's state: 'afventer', 'accepteret', 'afvist', with ', skjult' and ', meta'. */
  state: (mod: number, active: boolean, isMeta: boolean) =>
    [
      mod === 1 ? 'accepteret' : mod === -1 ? 'afvist' : 'afventer',
      active ? null : 'skjult',
      isMeta ? 'meta' : null,
    ]
      .filter(Boolean)
      .join(', '),
  transition: (from: string, to: string, count: number) =>
    `${from} → ${to}: ${formatNumber(count)}`,
} as const;
