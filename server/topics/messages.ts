// The topics feature's Danish messages (docs/architecture.md#server-messages): what its routes
// answer a moderator, what `npm run topics` tells the operator, and the name of the topic that
// gathers what fits nowhere else. A function where the text takes a number or a name.
import type { TopicAction } from '../../contract/topicModeration';

/** What a topic action did to the statements, as the success messages say it. */
const DONE: Record<TopicAction, string> = {
  accept: 'accepteret',
  reject: 'afvist',
  meta: 'markeret som meta',
};

export const topicMessages = {
  otherStatements: 'Øvrige udsagn',
  denied: 'Du har ikke tilladelse til at moderere emner i denne samtale.',
  reportNotFound: 'Rapporten findes ikke.',
  tooFewToGenerate: (needed: number, withWords: number) =>
    `Der skal være mindst ${needed} udsagn med ord, før Rådslag kan finde emner; ` +
    `samtalen har ${withWords}. Afviste udsagn tæller ikke med.`,
  tooFew: (found: number, min: number) =>
    `Samtalen har ${found} udsagn med indhold; emnerne kræver mindst ${min}. Intet er skrevet.`,
  unknownConversation: (conversationId: string) => `Samtalen ${conversationId} findes ikke.`,
  topicNotFound: (key: string) =>
    `Emnet "${key}" findes ikke i denne samtale. Er emnerne blevet genereret på ny? Genindlæs listen.`,
  undo: {
    unknown: 'Handlingen findes ikke i denne samtales log.',
    already: 'Handlingen er allerede fortrudt.',
    expired:
      'Handlingen er for gammel til at fortryde (højst 15 minutter). Ret udsagnene enkeltvis.',
    ofUndo: 'En fortrydelse kan ikke fortrydes: moderér udsagnene igen.',
    actionId: 'action_id skal være nummeret på en handling.',
    done: (restored: number, skipped: number) =>
      `Fortrudt: ${restored} udsagn har fået deres tidligere status igen.` +
      (skipped > 0 ? ` ${skipped} udsagn er ændret siden og blev ikke rørt.` : ''),
  },
  noTopicsYet: 'Der er ingen emner endnu: en moderator kan generere dem på siden Emner.',
  topicCount: (count: number) => `${count} emner.`,
  /** A run of the topic pipeline that failed after the answer went out, for the server log. */
  generateFailed: (conversationId: string, reason: string) =>
    `Emner for ${conversationId}: ${reason}`,
  /** "a", "a og b", "a, b og c": a topic's name from its words. */
  wordList: (words: readonly string[]) =>
    words.length <= 1
      ? (words[0] ?? '')
      : `${words.slice(0, -1).join(', ')} og ${words[words.length - 1]}`,
  topicStatements: (count: number, name: string) => `${count} udsagn i emnet "${name}".`,
  topicModerated: (action: TopicAction, count: number) =>
    `Emnet er ${DONE[action]}, og det samme er ${count} af dets udsagn.`,
  unknownStatements: (tids: readonly number[]) =>
    `Udsagn findes ikke i samtalen: ${tids.join(', ')}.`,
  statementsModerated: (action: TopicAction, count: number) =>
    `${count} udsagn er ${DONE[action]}.`,
  /** `npm run topics`. */
  cli: {
    usage: 'Brug: npm run topics -- <samtale-id> [--seed <heltal>]',
    layer: (layer: number, topics: number) => `lag ${layer}: ${topics}`,
    ran: (o: {
      conversationId: string;
      statements: number;
      layers: string;
      model: string;
      seed: number;
      seconds: string;
    }) =>
      `Emner for ${o.conversationId}: ${o.statements} udsagn → ${o.layers} emner ` +
      `(${o.model}, seed ${o.seed}, ${o.seconds} s).`,
  },
};
