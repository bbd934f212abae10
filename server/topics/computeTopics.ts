// The topic model of a set of statements, computed without a database: tokens → TF-IDF → exact
// cosine neighbours → a 2-D UMAP map, and spherical k-means at three granularities on the vectors
// smoothed towards their neighbours. Layer 0 (finest, k ≈ n/5) clusters the statements; layer 1
// (k ≈ n/12) clusters layer 0's centres and layer 2 (k ≈ n/30) layer 1's, so the layers nest:
// every coarse topic is a union of finer ones. Names come from the unsmoothed vectors (what the
// statements really say). Deterministic for a given seed.
import { tokenize, type Token } from '../platform/text/danishText';
import { layoutMap, type Position } from './layout';
import { nameClusters } from './naming';
import { nearestNeighbours, neighbourCount, smoothAlongNeighbours } from './neighbours';
import { seededRandom } from './random';
import { sphericalKMeans } from './sphericalKMeans';
import { buildTfIdf, denseDot, isZero, toSparse, type SparseVector } from './tfidf';
import { topicMessages } from './messages';

export const MODEL_NAME = 'raadslag-tfidf-kmeans-umap v1';
/** Fewer statements with words than this give no topics. */
export const MIN_STATEMENTS = 10;
/** Statements per cluster aimed at, finest layer first. */
const LAYER_DIVISORS = [5, 12, 30] as const;
export const DEFAULT_SEED = 1;
/** How much of its neighbours' vocabulary a statement borrows before clustering. */
const NEIGHBOUR_SHARE = 0.5;

export interface Statement {
  tid: number;
  txt: string;
}

interface ModelCluster {
  /** Index within its layer: clusters are ordered largest first (ties: lowest first tid). */
  index: number;
  name: string;
  /** Member tids, ascending. */
  tids: number[];
}

export interface ModelLayer {
  layer: number;
  clusters: ModelCluster[];
  /** Per statement (in input order): its cluster index and its similarity to the cluster centre. */
  assignment: number[];
  weight: number[];
}

export interface TopicModel {
  modelName: string;
  tids: number[];
  positions: Position[];
  layers: ModelLayer[];
}

export class TooFewStatementsError extends Error {
  constructor(readonly found: number) {
    super(topicMessages.tooFew(found, MIN_STATEMENTS));
    this.name = 'TooFewStatementsError';
  }
}

/** How many of the statements have words the model can use (the rest are emoji, numbers, …). */
export function countStatementsWithWords(statements: Statement[]): number {
  return statements.filter((statement) => tokenize(statement.txt).length > 0).length;
}

/** Target cluster count per layer for n statements: at least 2, never more than the finer layer. */
export function layerSizes(n: number): number[] {
  const sizes: number[] = [];
  for (const divisor of LAYER_DIVISORS) {
    const k = Math.max(2, Math.round(n / divisor));
    sizes.push(Math.min(k, sizes[sizes.length - 1] ?? k));
  }
  return sizes;
}

/** Renumbers raw cluster labels largest first (ties: lowest first member), dropping empty ones. */
function orderClusters(labels: number[]): { order: number[][]; indexOf: Map<number, number> } {
  const members = new Map<number, number[]>();
  labels.forEach((label, i) => members.set(label, [...(members.get(label) ?? []), i]));
  const order = [...members].sort(([, a], [, b]) => b.length - a.length || a[0] - b[0]);
  return {
    order: order.map(([, indices]) => indices),
    indexOf: new Map(order.map(([label], index) => [label, index])),
  };
}

/** The direction of a cluster: the normalised mean of its statements' vectors. */
function unitMean(vectors: SparseVector[], members: number[], dims: number): Float64Array {
  const sum = new Float64Array(dims);
  for (const i of members) {
    vectors[i].indices.forEach((index, j) => (sum[index] += vectors[i].values[j]));
  }
  let squares = 0;
  for (const value of sum) squares += value * value;
  const norm = Math.sqrt(squares);
  return norm > 0 ? sum.map((value) => value / norm) : sum;
}

export function computeTopicModel(
  statements: Statement[],
  { seed = DEFAULT_SEED }: { seed?: number } = {},
): TopicModel {
  const documents: Token[][] = statements.map((statement) => tokenize(statement.txt));
  const { terms, vectors } = buildTfIdf(documents);
  const withWords = vectors.filter((vector) => !isZero(vector)).length;
  if (statements.length < MIN_STATEMENTS || withWords < MIN_STATEMENTS) {
    throw new TooFewStatementsError(Math.min(statements.length, withWords));
  }
  const random = seededRandom(seed);
  const neighbours = nearestNeighbours(vectors, neighbourCount(vectors.length));
  const positions = layoutMap(neighbours, random);
  const smoothed = smoothAlongNeighbours(vectors, neighbours, NEIGHBOUR_SHARE);

  // Statement → label at the current layer; coarser layers relabel the finer layer's clusters.
  let points = smoothed;
  let weights = smoothed.map(() => 1);
  let statementLabels: number[] = [];
  const layers: ModelLayer[] = [];
  for (const [layer, k] of layerSizes(statements.length).entries()) {
    const result = sphericalKMeans(points, terms.length, k, random, { weights });
    let labels: number[];
    if (layer === 0) {
      // Statements with no words left have no direction: they join the largest cluster.
      const counts = new Map<number, number>();
      for (const label of result.assignment) {
        if (label >= 0) counts.set(label, (counts.get(label) ?? 0) + 1);
      }
      const largest = [...counts].sort(([a, ca], [b, cb]) => cb - ca || a - b)[0][0];
      labels = [...result.assignment].map((label) => (label < 0 ? largest : label));
    } else {
      labels = statementLabels.map((finer) => result.assignment[finer]);
    }
    const { order, indexOf } = orderClusters(labels);
    statementLabels = labels.map((label) => indexOf.get(label)!);
    const centres = order.map((members) => unitMean(smoothed, members, terms.length));
    const names = nameClusters(documents, vectors, terms, order);
    layers.push({
      layer,
      clusters: order.map((members, index) => ({
        index,
        name: names[index],
        tids: members.map((i) => statements[i].tid).sort((a, b) => a - b),
      })),
      assignment: statementLabels,
      weight: smoothed.map((vector, i) =>
        Math.min(1, Math.max(0, denseDot(vector, centres[statementLabels[i]]))),
      ),
    });
    // The next layer clusters this layer's centres, each weighted by its cluster's size.
    points = centres.map(toSparse);
    weights = order.map((members) => members.length);
  }
  return { modelName: MODEL_NAME, tids: statements.map((s) => s.tid), positions, layers };
}
