// The 2-D map of the statements (UMAP, umap-js) from the exact neighbour graph of neighbours.ts.
// With precomputed neighbours umap-js reads nothing of the data but its length, so it gets one
// placeholder row per statement instead of a dense copy of the vectors.
import { UMAP } from 'umap-js';
import type { Neighbours } from './neighbours';
import type { Random } from './random';

export interface Position {
  x: number;
  y: number;
}

export function layoutMap(neighbours: Neighbours, random: Random): Position[] {
  const k = neighbours.indices[0]?.length ?? 0;
  const umap = new UMAP({ nComponents: 2, nNeighbors: k, minDist: 0.1, spread: 1, random });
  umap.setPrecomputedKNN(neighbours.indices, neighbours.distances);
  const embedding = umap.fit(neighbours.indices.map(() => [0]));
  return embedding.map(([x, y]) => ({ x, y }));
}
