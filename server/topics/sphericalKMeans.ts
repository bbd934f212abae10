// k-means on unit vectors with cosine similarity ("spherical" k-means): each centre is the
// normalised (weighted) mean of its points, each point joins the centre it is most similar to.
// Seeded with k-means++ from the caller's PRNG and tie-broken by index, so the result depends only
// on the input and the seed. Points are sparse (statements, or coarser layers' member centres);
// centres are dense over the vocabulary.
import type { Random } from './random';
import { denseDot, isZero, type SparseVector } from './tfidf';

interface KMeansOptions {
  /** Weight per point (e.g. the size of the cluster a centre stands for); default 1. */
  weights?: number[];
  maxIterations?: number;
}

interface KMeansResult {
  /** Cluster per point; -1 for all-zero points, which have no direction to cluster by. */
  assignment: Int32Array;
  /** Similarity of each point to its centre (0 for all-zero points). */
  similarity: Float64Array;
  /** Unit centres; fewer than asked when there are fewer distinct points. */
  centres: Float64Array[];
}

function densify(vector: SparseVector, dims: number): Float64Array {
  const dense = new Float64Array(dims);
  vector.indices.forEach((index, i) => (dense[index] = vector.values[i]));
  return dense;
}

/** Index drawn with probability proportional to score; -1 when every score is 0. */
function drawProportional(scores: Float64Array, random: Random): number {
  let total = 0;
  for (const score of scores) total += score;
  if (!(total > 0)) return -1;
  let target = random() * total;
  let last = -1;
  for (let i = 0; i < scores.length; i++) {
    if (scores[i] <= 0) continue;
    last = i;
    target -= scores[i];
    if (target < 0) return i;
  }
  return last; // rounding left a sliver: the last candidate
}

/** k-means++: each next seed drawn with probability ∝ weight · (distance to the nearest seed)². */
function seedCentres(
  points: SparseVector[],
  weights: number[],
  k: number,
  dims: number,
  random: Random,
): Float64Array[] {
  const live = points.map((point, i) => (isZero(point) ? 0 : weights[i]));
  const centres: Float64Array[] = [];
  const nearest = new Float64Array(points.length).fill(Infinity);
  let next = drawProportional(Float64Array.from(live), random);
  while (next >= 0 && centres.length < k) {
    const centre = densify(points[next], dims);
    centres.push(centre);
    const scores = new Float64Array(points.length);
    for (let i = 0; i < points.length; i++) {
      if (live[i] === 0) continue;
      // For unit vectors the squared Euclidean distance is 2(1 − cos).
      const distance = Math.max(0, 2 * (1 - denseDot(points[i], centre)));
      nearest[i] = Math.min(nearest[i], distance);
      scores[i] = live[i] * nearest[i];
    }
    next = drawProportional(scores, random);
  }
  return centres;
}

function nearestCentre(point: SparseVector, centres: Float64Array[]): [number, number] {
  let best = 0;
  let bestSimilarity = -Infinity;
  centres.forEach((centre, c) => {
    const similarity = denseDot(point, centre);
    if (similarity > bestSimilarity) [best, bestSimilarity] = [c, similarity];
  });
  return [best, bestSimilarity];
}

function recomputeCentres(
  points: SparseVector[],
  weights: number[],
  assignment: Int32Array,
  centres: Float64Array[],
): number[] {
  const sizes = new Array<number>(centres.length).fill(0);
  for (const centre of centres) centre.fill(0);
  points.forEach((point, i) => {
    const c = assignment[i];
    if (c < 0) return;
    sizes[c]++;
    point.indices.forEach((index, j) => (centres[c][index] += weights[i] * point.values[j]));
  });
  for (const centre of centres) {
    let squares = 0;
    for (const value of centre) squares += value * value;
    const norm = Math.sqrt(squares);
    if (norm > 0) for (let d = 0; d < centre.length; d++) centre[d] /= norm;
  }
  return sizes;
}

export function sphericalKMeans(
  points: SparseVector[],
  dims: number,
  k: number,
  random: Random,
  options: KMeansOptions = {},
): KMeansResult {
  const weights = options.weights ?? points.map(() => 1);
  const maxIterations = options.maxIterations ?? 100;
  const centres = seedCentres(points, weights, k, dims, random);
  const assignment = new Int32Array(points.length).fill(-1);
  const similarity = new Float64Array(points.length);
  if (centres.length === 0) return { assignment, similarity, centres };

  for (let iteration = 0; iteration < maxIterations; iteration++) {
    let changed = false;
    points.forEach((point, i) => {
      if (isZero(point)) return;
      const [c, s] = nearestCentre(point, centres);
      similarity[i] = s;
      if (assignment[i] !== c) [assignment[i], changed] = [c, true];
    });
    const sizes = recomputeCentres(points, weights, assignment, centres);
    // An emptied cluster takes the point its own cluster fits worst (from a cluster of two or
    // more), so the caller gets the k it asked for whenever the data allows.
    const empty = sizes.flatMap((size, c) => (size === 0 ? [c] : []));
    for (const c of empty) {
      let worst = -1;
      for (let i = 0; i < points.length; i++) {
        const own = assignment[i];
        if (own < 0 || sizes[own] < 2) continue;
        if (worst < 0 || similarity[i] < similarity[worst]) worst = i;
      }
      if (worst < 0) break;
      sizes[assignment[worst]]--;
      assignment[worst] = c;
      sizes[c] = 1;
      similarity[worst] = 1;
      changed = true;
    }
    if (empty.length > 0) recomputeCentres(points, weights, assignment, centres);
    if (!changed) break;
  }
  // Final similarities against the final centres.
  points.forEach((point, i) => {
    if (assignment[i] >= 0) similarity[i] = denseDot(point, centres[assignment[i]]);
  });
  return { assignment, similarity, centres };
}
