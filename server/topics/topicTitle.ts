// A topic's name as a reader understands it: the statement nearest the topic's centre (the one
// that says most typically what its statements say), shortened to a phrase — its first sentence,
// cut at a clause boundary when long, else at a word with '…'. The keyword name the pipeline
// computes (naming.ts) is shown beneath it (docs/behaviour.md#topictree). Pure.

/** Names longer than this are shortened. */
export const TITLE_MAX = 60;
/** A clause boundary is used only when what it leaves says something. */
const TITLE_MIN = 24;

/** Where a Danish (or English) clause may end: punctuation, then a few joining words. */
const BOUNDARIES = [
  /[,;:–—(]\s/gu,
  / - /gu,
  // Not 'og'/'and': they join the parts of a list ('Park Allé og Frederiks Allé') as often as
  // clauses.
  / (men|fordi|så|når|hvis|mens|selvom|but|because|so|when|if|while) /giu,
];

/** Words that leave a shortened name hanging ('… mellem Banegårdspladsen og …'). */
const DANGLING =
  /\s+(og|eller|men|på|i|til|med|mellem|over|for|af|fra|om|at|en|et|den|det|de|and|or|on|in|to|with|between|for|of|the|a|an|by|from)$/iu;

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('da-DK') + text.slice(1);
const trimEnd = (text: string) => text.replace(/[\s.!?…,;:–—-]+$/u, '');

/** The statement's text as a topic name; null for a text without words. */
export function topicTitle(statement: string): string | null {
  // A leading list number ('21. We need …') is no part of what the statement says.
  const text = statement
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\d+[.)]\s+/u, '');
  if (!/\p{L}/u.test(text)) return null;
  // The first sentence, unless it is a number or a few letters ('2. Vand …').
  const first = trimEnd(text.split(/(?<=[.!?])\s/u)[0]);
  const sentence = first.replace(/[^\p{L}]/gu, '').length >= 8 ? first : trimEnd(text);
  if (sentence.length <= TITLE_MAX) return capitalise(sentence);
  let cut = -1;
  for (const boundary of BOUNDARIES) {
    for (const match of sentence.matchAll(boundary)) {
      const at = match.index ?? -1;
      if (at >= TITLE_MIN && at <= TITLE_MAX && at > cut) cut = at;
    }
    if (cut >= 0) break;
  }
  if (cut >= 0) return capitalise(trimEnd(sentence.slice(0, cut)));
  const space = sentence.lastIndexOf(' ', TITLE_MAX - 1);
  let words = trimEnd(sentence.slice(0, space > TITLE_MIN ? space : TITLE_MAX - 1));
  while (DANGLING.test(words)) words = trimEnd(words.replace(DANGLING, ''));
  return `${capitalise(words)} …`;
}
