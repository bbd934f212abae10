// Danish copy: moderationLog. Part of the catalogue re-exported by src/copy/da.ts.
import { formatCopenhagenMoment, formatNumber } from './numbers';

// The moderation log at /m/{conversation_id}/comments/log (docs/behaviour.md#moderationlog): what
// was moderated, by whom and when, for the conversation's owner.
export const moderationLog = {
  heading: 'Moderationslog',
  intro:
    'Alt, hvad der er moderet i samtalen, nyeste først: hvem, hvornår, hvad og hvor mange udsagn. Kun samtalens ejer kan se loggen.',
  /** The link to it from 'Moderér' (owner only), and back. */
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
  } as Record<string, string>,
  otherChange: 'Ændret',
  /** How it was done (the action's `kind`). */
  kind: {
    single: 'enkelt udsagn',
    bulk: 'flere på én gang',
    topic: 'hele emnet',
    undo: 'fortrydelse',
  },
  number: (id: number) => `Nr. ${formatNumber(id)}`,
  count: (count: number) => `${formatNumber(count)} udsagn`,
  by: (who: string) => `af ${who}`,
  unknownUser: (uid: number) => `bruger ${uid}`,
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
