// A name for each cluster from its most distinctive words (see rankedTerms), each shown as the
// word the cluster's statements used most for that term, e.g. "Cykelstier, busser og parkering".
import type { Token } from './danishText';
import type { SparseVector } from './tfidf';

const MAX_WORDS = 3;
/** A third word only when it is nearly as distinctive as the first: names stay short and sharp. */
const THIRD_WORD_MIN_SHARE = 0.5;
const FALLBACK_NAME = 'Øvrige udsagn';

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
  const text =
    words.length <= 1
      ? (words[0] ?? '')
      : `${words.slice(0, -1).join(', ')} og ${words[words.length - 1]}`;
  return text.charAt(0).toLocaleUpperCase('da') + text.slice(1);
}

/** The word most often written for a term in these statements (ties: shorter, then alphabetical). */
function commonestWord(documents: Token[][], members: number[], term: string): string {
  const counts = new Map<string, number>();
  for (const i of members) {
    for (const token of documents[i]) {
      if (token.term === term) counts.set(token.word, (counts.get(token.word) ?? 0) + 1);
    }
  }
  return [...counts].sort(
    ([a, ca], [b, cb]) => cb - ca || a.length - b.length || (a < b ? -1 : 1),
  )[0][0];
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

/**
 * One name per cluster of one layer (clusters given as member statement indices). Names within the
 * layer are unique: a clash takes the next distinctive word, or failing that a number.
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
    const ranked = rankedTerms(vectors, terms, members, corpusFrequency);
    const top = ranked.slice(0, MAX_WORDS);
    if (top.length === MAX_WORDS && top[2].score < THIRD_WORD_MIN_SHARE * top[0].score) top.pop();
    const wordsOf = (picked: { term: string }[]) =>
      picked.map(({ term }) => commonestWord(documents, members, term));
    let name = top.length > 0 ? danishList(wordsOf(top)) : FALLBACK_NAME;
    if (used.has(name) && ranked.length > top.length) {
      name = danishList(wordsOf([...top.slice(0, 2), ranked[top.length]]));
    }
    if (used.has(name)) name = `${name} (${c + 1})`;
    used.add(name);
    return name;
  });
}
