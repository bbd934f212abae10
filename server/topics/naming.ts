// A name for each cluster from its most distinctive words (see rankedTerms), shown as Danish
// readers write them: nouns and recurring two-word phrases in their indefinite form where the
// statements use one, proper nouns capitalised, verbs and lone adjectives left out, e.g.
// "Cykelstier, busser og parkering" or "Grønne områder og naturen".
import type { Token } from '../platform/text/danishText';
import type { SparseVector } from './tfidf';
import { capitalise, recurringPhrases, termUses } from './wordForms';
import { topicMessages } from './messages';

const MAX_WORDS = 3;
/** A third word only when it is nearly as distinctive as the first: names stay short and sharp. */
const THIRD_WORD_MIN_SHARE = 0.5;
const FALLBACK_NAME = topicMessages.otherStatements;

function meanVector(vectors: SparseVector[], members: number[], dims: number): Float64Array {
  const mean = new Float64Array(dims);
  for (const i of members) {
    vectors[i].indices.forEach((index, j) => (mean[index] += vectors[i].values[j]));
  }
  if (members.length > 0) for (let d = 0; d < dims; d++) mean[d] /= members.length;
  return mean;
}

/** "a", "a og b", "a, b og c", the first letter capitalised. */
export function danishList(words: string[]): string {
  return capitalise(topicMessages.wordList(words));
}

/**
 * Candidate terms for a cluster, most distinctive first. A term scores its mean TF-IDF weight in
 * the cluster times ln(share of the cluster's statements using it / share of all statements using
 * it): words used throughout the conversation ("Aarhus", "midtbyen") score low even where they
 * are frequent, words concentrated in the cluster score high.
 */
function rankedTerms(
  vectors: SparseVector[],
  terms: string[],
  members: number[],
  corpusFrequency: number[],
): { term: string; score: number }[] {
  const clusterMean = meanVector(vectors, members, terms.length);
  const documentFrequency = new Map<number, number>();
  for (const i of members) {
    for (const index of vectors[i].indices) {
      documentFrequency.set(index, (documentFrequency.get(index) ?? 0) + 1);
    }
  }
  const n = vectors.length;
  // A word from a single statement says little about a larger cluster: prefer shared words.
  const shared = Math.min(2, members.length);
  const candidates = (minFrequency: number) =>
    [...documentFrequency]
      .filter(([, df]) => df >= minFrequency)
      .map(([index, df]) => {
        const concentration = df / members.length / (corpusFrequency[index] / n);
        return { term: terms[index], score: clusterMean[index] * Math.log(concentration) };
      })
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : 1));
  const preferred = candidates(shared);
  if (preferred.length >= 2 || shared === 1) return preferred;
  const rest = candidates(1).filter(({ term }) => !preferred.some((p) => p.term === term));
  return [...preferred, ...rest];
}

interface NamePart {
  terms: string[];
  display: string;
  score: number;
}

/** The parts a cluster's name may use, best first: phrases and nouns, never a verb or lone modifier. */
function nameParts(
  documents: Token[][],
  members: number[],
  ranked: { term: string; score: number }[],
): NamePart[] {
  const uses = termUses(documents, members);
  const scoreOf = new Map(ranked.map(({ term, score }) => [term, score]));
  const phrases = recurringPhrases(documents, members)
    .filter(({ first, second }) => scoreOf.has(first) || scoreOf.has(second))
    .filter(({ first, second }) => !uses.get(first)!.isVerb && !uses.get(second)!.isVerb)
    .map(({ first, second, display }) => ({
      terms: [first, second],
      display,
      score: (scoreOf.get(first) ?? 0) + (scoreOf.get(second) ?? 0),
    }));
  const nouns = ranked
    .filter(({ term }) => !uses.get(term)!.isVerb && !uses.get(term)!.isModifier)
    .map(({ term, score }) => ({ terms: [term], display: uses.get(term)!.display, score }));
  const parts = [...phrases, ...nouns].sort((a, b) => b.score - a.score);
  // Statements made only of verbs and adjectives still get a name from their words.
  if (parts.length > 0) return parts;
  return ranked.map(({ term, score }) => ({
    terms: [term],
    display: uses.get(term)!.display,
    score,
  }));
}

/** Up to three words from the best parts, each term once; a weak third part is left off. */
function pickParts(parts: NamePart[]): NamePart[] {
  const picked: NamePart[] = [];
  const used = new Set<string>();
  let words = 0;
  for (const part of parts) {
    if (part.terms.some((term) => used.has(term)) || words + part.terms.length > MAX_WORDS)
      continue;
    if (picked.length === 2 && part.score < THIRD_WORD_MIN_SHARE * picked[0].score) break;
    picked.push(part);
    part.terms.forEach((term) => used.add(term));
    words += part.terms.length;
    if (words === MAX_WORDS) break;
  }
  return picked;
}

/**
 * One name per cluster of one layer (clusters given as member statement indices). Names within the
 * layer are unique: a clash takes the next part, or failing that a number.
 */
export function nameClusters(
  documents: Token[][],
  vectors: SparseVector[],
  terms: string[],
  clusters: number[][],
): string[] {
  const corpusFrequency = new Array<number>(terms.length).fill(0);
  for (const vector of vectors) for (const index of vector.indices) corpusFrequency[index]++;
  const used = new Set<string>();
  return clusters.map((members, c) => {
    const parts = nameParts(
      documents,
      members,
      rankedTerms(vectors, terms, members, corpusFrequency),
    );
    const picked = pickParts(parts);
    const nameOf = (chosen: NamePart[]) => danishList(chosen.map(({ display }) => display));
    let name = picked.length > 0 ? nameOf(picked) : FALLBACK_NAME;
    if (used.has(name)) {
      const next = parts.find((part) => !picked.includes(part));
      if (next) name = nameOf([...picked.slice(0, -1), next]);
    }
    if (used.has(name)) name = `${name} (${c + 1})`;
    used.add(name);
    return name;
  });
}
