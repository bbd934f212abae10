// What a cluster's statements show about each of its terms, for naming the cluster in words a
// Danish reader recognises: the form to show (indefinite before definite, "cykelstier" rather than
// "cykelstierne"; a proper noun keeps its capital), whether the term is used as a verb ("skal
// bygges", "at købe") or as a modifier ("grønne områder", "færre biler") — neither names a topic
// alone — and which two-word phrases recur ("grønne områder", "kollektiv trafik").
import type { Token } from '../platform/text/danishText';

/** Words after which the next word is an infinitive or a passive: a verb, not a subject. */
const VERB_MARKERS = new Set([
  ...['at', 'skal', 'skulle', 'vil', 'ville', 'kan', 'kunne', 'må', 'måtte', 'bør', 'burde'],
  ...['lad', 'lade', 'tør', 'gider', 'ikke', 'også', 'blive', 'bliver', 'blev'],
]);
/** Words after which a word ending in -r is a verb in the present tense ("bussen kører", "der mangler"). */
const SUBJECT_WORDS = new Set(['der', 'det', 'den', 'som', 'de', 'man', 'vi', 'jeg', 'du']);
/** Words before which a word ending in -es is a noun ("en proces"), not a passive verb. */
const DETERMINERS = new Set(['en', 'et', 'den', 'det', 'de', 'denne', 'dette', 'hver', 'vores']);
const DEFINITE_NOUN = /(?:en|et|erne|ene)$/u;

/**
 * Whether this use of a word is a verb: an infinitive or passive after a modal or "at" ("skal
 * bygges", "at købe"), a passive in -es ("lokalerne renoveres"; "-nes" is a plural genitive), or a
 * present tense in -r after a subject ("bussen kører", "der mangler").
 */
export function isVerbUse(token: Token): boolean {
  const previous = token.previous;
  if (previous !== null && VERB_MARKERS.has(previous)) return true;
  if (token.written !== token.word && !token.sentenceStart) return false; // a proper noun
  if (/es$/u.test(token.word) && !/nes$/u.test(token.word) && token.word.length >= 5) {
    return previous === null || !DETERMINERS.has(previous);
  }
  if (/r$/u.test(token.word) && previous !== null) {
    return SUBJECT_WORDS.has(previous) || DEFINITE_NOUN.test(previous);
  }
  return false;
}

/** Endings a definite form adds to an indefinite one ("sti" → "stien", "stier" → "stierne"). */
const DEFINITE_ENDINGS = ['en', 'et', 'n', 't', 'ne', 'erne', 'ene', 'ens', 'ets', 'nes'];
/** A term is a verb or a modifier when at least this share of its uses say so. */
const ROLE_SHARE = 0.5;
/** A phrase recurs when it is in this many of the cluster's statements. */
const MIN_PHRASE_STATEMENTS = 2;

export interface TermUse {
  /** The form to show. */
  display: string;
  isVerb: boolean;
  isModifier: boolean;
}

export interface Phrase {
  first: string;
  second: string;
  /** The phrase as most often written. */
  display: string;
  /** In how many of the cluster's statements it occurs. */
  statements: number;
}

function commonest(counts: Map<string, number>): string {
  return [...counts].sort(
    ([a, ca], [b, cb]) => cb - ca || a.length - b.length || (a < b ? -1 : 1),
  )[0][0];
}

/** Forms that merely add a definite ending to another form seen give way to that form. */
function indefiniteFirst(forms: Map<string, number>): Map<string, number> {
  const kept = new Map(forms);
  for (const form of forms.keys()) {
    const base = DEFINITE_ENDINGS.map((ending) =>
      form.endsWith(ending) ? form.slice(0, -ending.length) : '',
    ).find((candidate) => candidate && forms.has(candidate));
    if (base) {
      kept.delete(form);
      kept.set(base, (kept.get(base) ?? 0) + forms.get(form)!);
    }
  }
  return kept;
}

/** How the cluster's statements use each term. */
export function termUses(documents: Token[][], members: number[]): Map<string, TermUse> {
  const seen = new Map<
    string,
    { forms: Map<string, number>; capitalised: number; inside: number; verb: number; mod: number }
  >();
  for (const i of members) {
    const tokens = documents[i];
    const next = new Map(tokens.map((token) => [token.position - 1, token]));
    for (const token of tokens) {
      const entry = seen.get(token.term) ?? {
        forms: new Map<string, number>(),
        capitalised: 0,
        inside: 0,
        verb: 0,
        mod: 0,
      };
      seen.set(token.term, entry);
      entry.forms.set(token.word, (entry.forms.get(token.word) ?? 0) + 1);
      if (!token.sentenceStart) {
        entry.inside++;
        if (token.written !== token.word) entry.capitalised++;
      }
      if (isVerbUse(token)) entry.verb++;
      // Danish writes compounds as one word, so a content word straight before another is nearly
      // always an adjective or adverb qualifying it.
      const following = next.get(token.position);
      if (following && !following.sentenceStart) entry.mod++;
    }
  }
  const uses = new Map<string, TermUse>();
  for (const [term, entry] of seen) {
    const total = [...entry.forms.values()].reduce((a, b) => a + b, 0);
    const properNoun = entry.inside > 0 && entry.capitalised / entry.inside >= ROLE_SHARE;
    const form = commonest(indefiniteFirst(entry.forms));
    uses.set(term, {
      display: properNoun ? capitalise(form) : form,
      isVerb: !properNoun && entry.verb / total >= ROLE_SHARE,
      isModifier: !properNoun && entry.mod / total >= ROLE_SHARE,
    });
  }
  return uses;
}

/** Two adjacent terms that recur together in the cluster's statements. */
export function recurringPhrases(documents: Token[][], members: number[]): Phrase[] {
  const byPair = new Map<string, { statements: Set<number>; forms: Map<string, number> }>();
  for (const i of members) {
    const tokens = documents[i];
    for (let k = 0; k + 1 < tokens.length; k++) {
      const [a, b] = [tokens[k], tokens[k + 1]];
      if (b.position !== a.position + 1 || b.sentenceStart || a.term === b.term) continue;
      // "Stationen adskilles" is a sentence, not a phrase: a phrase has no verb and does not start
      // with a definite noun (a genitive, "foreningernes lokaler", is a phrase).
      if (isVerbUse(a) || isVerbUse(b) || (DEFINITE_NOUN.test(a.word) && a.written === a.word)) {
        continue;
      }
      const key = `${a.term} ${b.term}`;
      const entry = byPair.get(key) ?? { statements: new Set(), forms: new Map() };
      byPair.set(key, entry);
      entry.statements.add(i);
      const written = `${a.sentenceStart ? a.word : a.written} ${b.written}`;
      entry.forms.set(written, (entry.forms.get(written) ?? 0) + 1);
    }
  }
  return [...byPair]
    .filter(([, entry]) => entry.statements.size >= MIN_PHRASE_STATEMENTS)
    .map(([key, entry]) => {
      const [first, second] = key.split(' ');
      return { first, second, display: commonest(entry.forms), statements: entry.statements.size };
    });
}

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('da') + text.slice(1);
}
