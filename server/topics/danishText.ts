// Statements → terms. Lower-cased (æ, ø, å and other letters kept), punctuation and anything with
// a digit dropped, stop words removed, then a light Danish stemmer so "cykelstien", "cykelstier"
// and "cykelstierne" count as one term. Each term remembers the word it came from, so topic names
// can show real words rather than stems.
import { STOP_WORDS } from './stopWords';

export interface Token {
  /** The stem the statistics use. */
  term: string;
  /** The word as written (lower-case), for names. */
  word: string;
}

// Longest first: the first suffix that leaves a usable stem wins. Definite and plural endings
// (-en, -et, -erne, -ene), their genitives (-ens, -ets, -ernes, -enes, -ers) and the plain -e/-er.
const SUFFIXES = ['ernes', 'erne', 'enes', 'ene', 'ens', 'ets', 'ers', 'en', 'et', 'er', 'e'];
const VOWELS = new Set([...'aeiouyæøå']);
const MIN_WORD_LENGTH = 2;

function usableStem(stem: string): boolean {
  // Three letters, or two ending in a vowel: "byen" → "by", "søerne" → "sø", but not "ejer" → "ej".
  return stem.length >= 3 || (stem.length === 2 && VOWELS.has(stem[1]));
}

/** A light stemmer: strips one inflectional suffix, then undoubles a final double consonant. */
export function stemDanish(word: string): string {
  let stem = word;
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && usableStem(word.slice(0, -suffix.length))) {
      stem = word.slice(0, -suffix.length);
      break;
    }
  }
  // "busserne" → "buss" → "bus", "skatten" → "skatt" → "skat", "grønne" → "grønn" → "grøn".
  const last = stem[stem.length - 1];
  if (stem.length >= 4 && last === stem[stem.length - 2] && !VOWELS.has(last)) {
    stem = stem.slice(0, -1);
  }
  return stem;
}

/** The words of a text, lower-cased, without punctuation, numbers or words containing digits. */
export function words(text: string): string[] {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('da')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH && !/\p{N}/u.test(word));
}

export function tokenize(text: string): Token[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map((word) => ({ term: stemDanish(word), word }));
}
