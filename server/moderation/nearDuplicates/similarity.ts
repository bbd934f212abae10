// How close two statements are, from their normalized Danish text: the Jaccard index of their
// content terms — Snowball Danish stems with stop words out (topics/danishText.ts), plus numbers —
// so word order, inflection ("cykelstien" / "cykelstierne") and filler do not matter. A typo
// ("cykelstiene") still counts: two long stems whose character trigrams mostly agree are one term.
// A statement that negates where the other does not is a different statement. The threshold was
// chosen by reading real statement pairs: bench/nearDuplicates/README.md.
import { tokenize } from '../../topics/danishText';

/** At or above this, the statement "ligner" the other one. */
export const NEAR_DUPLICATE_THRESHOLD = 0.75;

/** Stems at least this long may match with a typo … */
const FUZZY_MIN_LENGTH = 5;
/** … when this share of their character trigrams agree (Dice). */
const FUZZY_DICE = 0.7;
/** Similarity is scaled by this when one statement negates and the other does not. */
const OPPOSITE = 0.5;

export interface StatementProfile {
  /** Distinct content terms, sorted. */
  terms: string[];
  /** An odd number of negations ("ikke", "aldrig", "ingen" …). */
  negated: boolean;
}

/**
 * Numbers are content here ("under 30 år" is not "over 65 år"), though the topic tokenizer drops
 * them: each becomes a term of its digits, "50.000" and "50,000" alike.
 */
function numberTerms(txt: string): string[] {
  return (txt.match(/\p{N}+(?:[.,]\p{N}+)*/gu) ?? []).map((n) => `#${n.replace(/[.,]/g, '')}`);
}

/** The distinct content terms of a statement, sorted: what the stem index stores. */
export function statementTerms(txt: string): string[] {
  return [...new Set([...tokenize(txt).map((token) => token.term), ...numberTerms(txt)])].sort();
}

/**
 * Words that turn a statement around. The stop-word list drops them, so "Der skal ikke være biler"
 * and "Der skal være biler" have the same stems.
 */
const NEGATIONS = new Set(
  'ikke ingen intet ingenting aldrig hverken ej not no never nothing none cannot nicht kein keine nie'.split(
    ' ',
  ),
);

function isNegated(txt: string): boolean {
  const negations = txt
    .toLocaleLowerCase('da')
    .split(/[^\p{L}']+/u)
    .filter((word) => NEGATIONS.has(word) || word.endsWith("n't")).length;
  return negations % 2 === 1;
}

export function profile(txt: string, terms: string[] = statementTerms(txt)): StatementProfile {
  return { terms, negated: isNegated(txt) };
}

function trigrams(term: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= term.length; i += 1) grams.add(term.slice(i, i + 3));
  return grams;
}

function dice(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared += 1;
  return (2 * shared) / (x.size + y.size);
}

const fuzzy = (term: string) => term.length >= FUZZY_MIN_LENGTH && !term.startsWith('#');

/** Terms the two share: exactly, or (long stems) with a typo's difference, each used once. */
function sharedTerms(a: readonly string[], b: readonly string[]): number {
  const inB = new Set(b);
  const unmatchedB = new Set(b.filter((term) => !a.includes(term) && fuzzy(term)));
  let shared = 0;
  for (const term of a) {
    if (inB.has(term)) {
      shared += 1;
      continue;
    }
    if (!fuzzy(term)) continue;
    for (const other of unmatchedB) {
      if (dice(term, other) >= FUZZY_DICE) {
        unmatchedB.delete(other);
        shared += 1;
        break;
      }
    }
  }
  return shared;
}

/** 0 (no content word in common) … 1 (the same content words). */
export function similarity(a: StatementProfile, b: StatementProfile): number {
  if (a.terms.length === 0 || b.terms.length === 0) return 0;
  const shared = sharedTerms(a.terms, b.terms);
  const jaccard = shared / (a.terms.length + b.terms.length - shared);
  return a.negated === b.negated ? jaccard : jaccard * OPPOSITE;
}
