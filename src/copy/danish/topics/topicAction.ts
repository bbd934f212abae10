// Danish copy: the topic action dialog and the 'Fortryd' bar on the topics screen
// (docs/behaviour.md#topicaction, #moderationundo). Part of the catalogue re-exported by da.ts.
import { countOf } from '../numbers';

/** The contract's TopicAction (copy files import nothing outside the catalogue). */
type TopicAction = 'accept' | 'reject' | 'meta';

const VERB: Record<TopicAction, string> = {
  accept: 'accepteret',
  reject: 'afvist',
  meta: 'markeret som metadata',
};
const statements = (n: number) => countOf(n, 'udsagn', 'udsagn');

export const topicAction = {
  title: (action: TopicAction, name: string) =>
    action === 'accept'
      ? `Acceptér emnet "${name}"?`
      : action === 'reject'
        ? `Afvis emnet "${name}"?`
        : `Markér emnet "${name}" som metadata?`,
  intro: 'Se først, hvilke af emnets udsagn der ændres. Intet gemmes, før du bekræfter.',
  previewing: 'Henter, hvad handlingen ændrer …',
  previewFailed: 'Det kunne ikke hentes, hvad handlingen ændrer.',
  /** The headline count, live with the choices. */
  changes: (action: TopicAction, n: number) =>
    n === 0
      ? `Ingen udsagn bliver ${VERB[action]}; kun emnets status ændres.`
      : `${statements(n)} bliver ${VERB[action]}.`,
  pending: (n: number) => `${statements(n)} er ikke gennemset og ændres.`,
  unchanged: (action: TopicAction, n: number) => `${statements(n)} er allerede ${VERB[action]}.`,
  flaggedHeading: (n: number) =>
    `${statements(n)} er markeret af den automatiske moderator og ændres kun, hvis du vælger dem:`,
  moderatedHeading: (n: number) =>
    `${statements(n)} er allerede modereret af en person og beholder deres status:`,
  includeModerated: (n: number) => `Ændr også ${n === 1 ? 'det' : `disse ${n}`}`,
  unknownImpact:
    'Serveren kan ikke vise, hvilke udsagn der ændres: alle emnets udsagn bliver ændret, også dem, den automatiske moderator har markeret, og dem, en moderator allerede har vurderet.',
  statementLabel: (tid: number) => `Udsagn ${tid}`,
  confirm: (action: TopicAction, n: number | null) => {
    const verb = action === 'accept' ? 'Acceptér' : action === 'reject' ? 'Afvis' : 'Markér';
    const what = n === null ? 'emnet' : `emnet og ${statements(n)}`;
    return action === 'meta' ? `${verb} ${what} som metadata` : `${verb} ${what}`;
  },
  sending: 'Gemmer …',
  sendFailed: 'Handlingen blev ikke gemt.',
  network: 'Ingen forbindelse til serveren. Intet er ændret.',
  retry: 'Prøv igen',
  cancel: 'Annullér',
} as const;

export const moderationUndo = {
  summary: (action: TopicAction, name: string, changed: number | null) =>
    changed === null
      ? `Emnet "${name}" er ${VERB[action]}.`
      : `Emnet "${name}" er ${VERB[action]}, og ${statements(changed)} er ændret.`,
  /** A topic's 'Acceptér valgte' / 'Afvis valgte' / 'Markér som metadata'. */
  statements: (action: TopicAction, changed: number | null) =>
    changed === null
      ? `De valgte udsagn er ${VERB[action]}.`
      : `${statements(changed)} er ${VERB[action]}.`,
  undo: 'Fortryd',
  undoing: 'Fortryder …',
  undone: (restored: number, skipped: number) =>
    `Fortrudt: ${statements(restored)} har fået deres tidligere status igen.` +
    (skipped > 0 ? ` ${statements(skipped)} er ændret siden og blev ikke rørt.` : ''),
  failed: 'Handlingen kunne ikke fortrydes.',
  network: 'Ingen forbindelse til serveren. Intet er fortrudt.',
  retry: 'Prøv igen',
  dismiss: 'Luk',
} as const;
