// Statements → terms. Lower-cased (æ, ø, å and other letters kept), punctuation and anything with
// a digit dropped, stop words removed, then the Snowball Danish stemmer (the `snowball-stemmers`
// package) so "cykelstien", "cykelstier" and "cykelstierne" count as one term. Each term remembers
// the word as written and where it stood, so topic names can show real words and phrases
// ("grønne områder") rather than stems, and tell a verb or a proper noun from the rest.
import { newStemmer } from 'snowball-stemmers';
import { STOP_WORDS } from './stopWords';

export interface Token {
  /** The stem the statistics use. */
  term: string;
  /** The word as written, lower-case. */
  word: string;
  /** The word exactly as written (case kept), for proper nouns ("Aarhus", "Åboulevarden"). */
  written: string;
  /** Position among all the statement's words, stop words included: adjacency makes phrases. */
  position: number;
  /** The word before it (lower-case, possibly a stop word); null at the start of a sentence. */
  previous: string | null;
  /** Whether it starts a sentence, where every word is capitalised whatever it is. */
  sentenceStart: boolean;
}

const MIN_WORD_LENGTH = 2;
const danish = newStemmer('danish');

/** The Snowball Danish stem of a lower-case word. */
export function stemDanish(word: string): string {
  return danish.stem(word);
}

interface Word {
  written: string;
  sentenceStart: boolean;
}

/** The words of a text as written, each marked if it opens a sentence. */
function writtenWords(text: string): Word[] {
  const result: Word[] = [];
  for (const sentence of text.normalize('NFC').split(/[.!?:;]+(?:\s|$)|\n+/u)) {
    sentence
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter((word) => word.length > 0)
      .forEach((written, i) => result.push({ written, sentenceStart: i === 0 }));
  }
  return result;
}

const usable = (word: string) => word.length >= MIN_WORD_LENGTH && !/\p{N}/u.test(word);

/** The words of a text, lower-cased, without punctuation, numbers or words containing digits. */
export function words(text: string): string[] {
  return writtenWords(text)
    .map(({ written }) => written.toLocaleLowerCase('da'))
    .filter(usable);
}

export function tokenize(text: string): Token[] {
  const all = writtenWords(text);
  const tokens: Token[] = [];
  all.forEach(({ written, sentenceStart }, position) => {
    const word = written.toLocaleLowerCase('da');
    if (!usable(word) || STOP_WORDS.has(word)) return;
    const previous = sentenceStart ? null : all[position - 1].written.toLocaleLowerCase('da');
    tokens.push({ term: stemDanish(word), word, written, position, previous, sentenceStart });
  });
  return tokens;
}
