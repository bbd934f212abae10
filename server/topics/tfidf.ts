// TF-IDF vectors of the statements: sublinear term frequency (1 + ln tf), smoothed inverse document
// frequency (ln((1 + n) / (1 + df)) + 1), each vector scaled to length 1 so that a dot product is
// the cosine similarity. Vectors are sparse: a statement has a dozen terms out of thousands.
import type { Token } from '../platform/text/danishText';

export interface SparseVector {
  /** Term indices, ascending. */
  indices: number[];
  values: number[];
}

interface TfIdf {
  /** Term (stem) per index, in alphabetical order so indices do not depend on statement order. */
  terms: string[];
  /** One unit vector per statement; empty (all zero) when a statement has no terms left. */
  vectors: SparseVector[];
}

export function buildTfIdf(documents: Token[][]): TfIdf {
  const counts = documents.map((tokens) => {
    const perTerm = new Map<string, number>();
    for (const { term } of tokens) perTerm.set(term, (perTerm.get(term) ?? 0) + 1);
    return perTerm;
  });
  const documentFrequency = new Map<string, number>();
  for (const perTerm of counts) {
    for (const term of perTerm.keys()) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const terms = [...documentFrequency.keys()].sort();
  const indexOf = new Map(terms.map((term, index) => [term, index]));
  const n = documents.length;
  const idf = terms.map((term) => Math.log((1 + n) / (1 + documentFrequency.get(term)!)) + 1);

  const vectors = counts.map((perTerm) => {
    const entries = [...perTerm]
      .map(([term, tf]) => {
        const index = indexOf.get(term)!;
        return [index, (1 + Math.log(tf)) * idf[index]] as const;
      })
      .sort((a, b) => a[0] - b[0]);
    const norm = Math.hypot(...entries.map(([, value]) => value));
    return {
      indices: entries.map(([index]) => index),
      values: entries.map(([, value]) => (norm > 0 ? value / norm : 0)),
    };
  });
  return { terms, vectors };
}

export function isZero(vector: SparseVector): boolean {
  return vector.indices.length === 0;
}

/** Dot product of two sparse vectors (both with ascending indices). */
export function sparseDot(a: SparseVector, b: SparseVector): number {
  let sum = 0;
  for (let i = 0, j = 0; i < a.indices.length && j < b.indices.length;) {
    if (a.indices[i] === b.indices[j]) sum += a.values[i++] * b.values[j++];
    else if (a.indices[i] < b.indices[j]) i++;
    else j++;
  }
  return sum;
}

/** Dot product of a sparse vector with a dense one. */
export function denseDot(a: SparseVector, dense: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.indices.length; i++) sum += a.values[i] * dense[a.indices[i]];
  return sum;
}

/** A dense vector as a sparse one (its non-zero entries). */
export function toSparse(dense: Float64Array): SparseVector {
  const indices: number[] = [];
  const values: number[] = [];
  dense.forEach((value, index) => {
    if (value !== 0) {
      indices.push(index);
      values.push(value);
    }
  });
  return { indices, values };
}
