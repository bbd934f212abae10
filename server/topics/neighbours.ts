// Nearest neighbours by cosine distance over the sparse TF-IDF vectors, computed exactly (cheap for
// a few hundred statements, and free of the randomness of an approximate search). Used twice: as
// UMAP's neighbour graph, and to smooth each statement's vector towards its neighbours' before
// clustering — short statements share few words, and borrowing the vocabulary of close neighbours
// keeps clusters on one theme (on the sample corpus it lifts coarse-layer purity markedly).
import { sparseDot, type SparseVector } from './tfidf';

export interface Neighbours {
  /** Per point: neighbour indices, nearest first, the point itself first of all. */
  indices: number[][];
  /** Matching cosine distances (1 − cos, within 0…1). */
  distances: number[][];
}

/** Neighbours per point, the point itself included (as umap-js expects): ~√n, within 4…15. */
export function neighbourCount(n: number): number {
  return Math.max(2, Math.min(15, n - 1, Math.max(4, Math.round(Math.sqrt(n)))));
}

/**
 * The k nearest points of every point, itself first. Ties — common with short texts, where most
 * pairs share no word — go to the points that follow it in statement order, so that unrelated
 * statements do not all pile onto the first few.
 */
export function nearestNeighbours(vectors: SparseVector[], k: number): Neighbours {
  const n = vectors.length;
  const indices: number[][] = [];
  const distances: number[][] = [];
  for (let i = 0; i < n; i++) {
    const rowIndices = [i];
    const rowDistances = [0];
    // Insertion into a short sorted list: O(n·k), no n×n matrix.
    for (let offset = 1; offset < n; offset++) {
      const j = (i + offset) % n;
      const distance = Math.min(1, Math.max(0, 1 - sparseDot(vectors[i], vectors[j])));
      if (rowIndices.length === k && distance >= rowDistances[k - 1]) continue;
      let at = rowIndices.length;
      while (at > 1 && rowDistances[at - 1] > distance) at--;
      rowIndices.splice(at, 0, j);
      rowDistances.splice(at, 0, distance);
      if (rowIndices.length > k) {
        rowIndices.pop();
        rowDistances.pop();
      }
    }
    indices.push(rowIndices);
    distances.push(rowDistances);
  }
  return { indices, distances };
}

/**
 * Each vector plus `share` × its neighbours' vectors (each weighted by its similarity), scaled back
 * to length 1. All-zero vectors stay zero: a statement with no words has no theme to borrow into.
 */
export function smoothAlongNeighbours(
  vectors: SparseVector[],
  neighbours: Neighbours,
  share: number,
): SparseVector[] {
  return vectors.map((vector, i) => {
    if (vector.indices.length === 0) return vector;
    const sum = new Map<number, number>();
    const add = (source: SparseVector, weight: number) =>
      source.indices.forEach((index, j) =>
        sum.set(index, (sum.get(index) ?? 0) + weight * source.values[j]),
      );
    add(vector, 1);
    neighbours.indices[i].forEach((j, rank) => {
      const similarity = 1 - neighbours.distances[i][rank];
      if (j !== i && similarity > 0) add(vectors[j], share * similarity);
    });
    const entries = [...sum].sort((a, b) => a[0] - b[0]);
    const norm = Math.sqrt(entries.reduce((total, [, value]) => total + value * value, 0));
    return {
      indices: entries.map(([index]) => index),
      values: entries.map(([, value]) => value / norm),
    };
  });
}
