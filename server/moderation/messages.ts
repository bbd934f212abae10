// The moderation feature's Danish messages (docs/architecture.md#server-messages): what its routes
// and rules answer a moderator or a participant, and the words of the moderation log's CSV. A
// function where the text takes a number or a name.
import { duplicateStatementText, modValue, trueOrFalse } from '../platform/messages';

const moderateDenied = 'Du har ikke tilladelse til at moderere denne samtale.';
const tidWhole = 'tid skal være et helt tal på 0 eller mere.';
const actionKinds = 'action skal være accept, reject eller meta.';
const onlyTids = (field: string) => `${field} må kun indeholde udsagnsnumre (hele tal ≥ 0).`;

export const moderationMessages = {
  trueOrFalse,
  moderateDenied,
  duplicateText: duplicateStatementText,
  closed: 'Samtalen er lukket.',
  statementNotFound: 'Udsagnet findes ikke.',
  logDenied: 'Kun samtalens ejer og dens moderatorer kan læse moderationsloggen.',
  actionNotFound: 'Handlingen findes ikke.',
  pagedLimit: (max: number) => `limit må højst være ${max} med paged=true.`,
  seeds: {
    denied: 'Kun samtalens moderatorer kan se og ændre startudsagnene.',
    notFound: 'Startudsagnet findes ikke.',
    voted: 'Der er stemt på startudsagnet, så det kan ikke længere ændres eller slettes.',
  },
  duplicateOf: {
    notNumber: 'duplicate_of skal være et udsagns nummer.',
    itself: 'Et udsagn kan ikke være en gentagelse af sig selv.',
    notAccepted: (tid: number) => `Udsagn #${tid} er ikke et accepteret udsagn i denne samtale.`,
  },
  bulk: {
    change: 'change skal være accept eller reject.',
    tids: (max: number) => `tids skal være en liste med 1 til ${max} udsagnsnumre.`,
    tidsWhole: 'tids må kun indeholde udsagnsnumre (hele tal).',
    actionId: 'action_id skal være en handlings nummer.',
  },
  update: {
    tid: tidWhole,
    mod: modValue,
    active: trueOrFalse('active'),
    isMeta: trueOrFalse('is_meta'),
    velocity: 'velocity skal være et tal.',
    missing: (field: string) => `Feltet ${field} mangler.`,
  },
  list: {
    searchTooLong: (max: number) => `Søgningen må højst have ${max} tegn.`,
    sort: (sorts: readonly string[]) => `sort skal være en af ${sorts.join(', ')}.`,
  },
  log: {
    format: 'format skal være json eller csv.',
    beforeNeedsLimit: 'before kræver limit.',
    tidNeedsLimit: 'tid kræver limit.',
    limit: (max: number) => `limit skal være et helt tal fra 1 til ${max}.`,
    before: 'before skal være en handlings nummer.',
    tid: 'tid skal være et udsagns nummer (0 eller mere).',
  },
  tidWhole,
  newStatement: {
    missing: 'Udsagnet mangler tekst.',
    length: (limit: number) => `Udsagnet skal være mellem 1 og ${limit} tegn.`,
    invalidCharacter: 'Udsagnet indeholder et ugyldigt tegn. Skriv det igen.',
    invisible: 'Udsagnet skal indeholde synlige tegn, ikke kun mellemrum eller usynlige tegn.',
    tooLong: (limit: number, length: number) =>
      `Udsagnet er for langt: højst ${limit} tegn i denne samtale (det har ${length}).`,
    isSeed: trueOrFalse('is_seed'),
    pid: 'pid skal være -1 eller dit eget deltagernummer.',
  },
  topicModeration: {
    action: actionKinds,
    actionMissing: 'Parameteren action mangler.',
    keyAndIds: 'Angiv enten topic_key eller comment_ids, ikke begge.',
    badKey: 'Ugyldig topic_key.',
    keyOrIds: 'Angiv topic_key eller comment_ids.',
    idsNotList: 'comment_ids skal være en liste.',
    idsEmpty: 'comment_ids er tom: vælg udsagn først.',
    tooMany: (max: number) => `Højst ${max} udsagn ad gangen.`,
    idsWhole: onlyTids('comment_ids'),
    flaggedNotList: 'include_flagged skal være en liste af udsagnsnumre.',
    flaggedWhole: onlyTids('include_flagged'),
    includeModerated: trueOrFalse('include_moderated'),
    layer: 'layer_id skal være et lagnummer eller all.',
  },
  /** The moderation log as CSV (docs/api.md#get-commentsmoderationlog): headers, kinds, states. */
  logCsv: {
    headers: [
      'handling',
      'tidspunkt',
      'moderator',
      'art',
      'udsagn',
      'tekst',
      'fra',
      'til',
      'fortrudt_af',
    ],
    kind: {
      single: 'enkelt',
      bulk: 'flere på én gang',
      topic: 'emne',
      undo: 'fortrydelse',
      automatic: 'automatisk moderator',
    } as Record<string, string>,
    automaticModerator: 'automatisk moderator',
    user: (uid: number) => `bruger ${uid}`,
    accepted: 'accepteret',
    rejected: 'afvist',
    pending: 'afventer',
    hidden: 'skjult',
    meta: 'meta',
  },
};
