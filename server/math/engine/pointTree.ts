// The nearest centre of every point, for each Lloyd step of k-means (kmeans.ts), by the filtering
// algorithm of Kanungo et al. (2002): the points are fixed for the whole k-means, so they are put
// once into a k-d tree of boxes, and each step walks the tree with a list of candidate centres. A
// centre is dropped for a box when the box's corner furthest towards it is still nearer to the
// centre nearest the box's middle — then every point in the box is. A box left with one candidate
// takes it without measuring a single distance; a leaf measures its points against the few left.
// At 100,000 participants most boxes settle high up the tree (docs/math.md#benchmark).
//
// Exact: every point gets the centre at the smallest squared distance, an exact tie going to the
// lower index, as a full scan gives. A centre is dropped only when it is further by a margin far
// larger than the rounding of any distance measured in the box, so rounding never decides.

const LEAF_SIZE = 8;
/** Relative to the box's squared scale: ~10⁷ times the rounding error of a squared distance. */
const MARGIN = 1e-9;

export class PointTree {
  /** Point indices in tree order: a node's points are order[start[node]] … order[end[node] - 1]. */
  private readonly order: Int32Array;
  private readonly start: Int32Array;
  private readonly end: Int32Array;
  private readonly minX: Float64Array;
  private readonly maxX: Float64Array;
  private readonly minY: Float64Array;
  private readonly maxY: Float64Array;
  /** The left child of a node; −1 for a leaf. The right child is `right[node]`. */
  private readonly left: Int32Array;
  private readonly right: Int32Array;
  private nodes = 0;
  /** One candidate list per tree depth, reused by every walk. */
  private readonly lists: Int32Array[] = [];

  constructor(
    private readonly xs: Float64Array,
    private readonly ys: Float64Array,
  ) {
    const n = xs.length;
    this.order = new Int32Array(n);
    for (let i = 0; i < n; i++) this.order[i] = i;
    // Halving down to leaves of at most LEAF_SIZE points makes fewer than 4n / LEAF_SIZE + 2 nodes.
    const most = Math.ceil((4 * n) / LEAF_SIZE) + 2;
    this.start = new Int32Array(most);
    this.end = new Int32Array(most);
    this.minX = new Float64Array(most);
    this.maxX = new Float64Array(most);
    this.minY = new Float64Array(most);
    this.maxY = new Float64Array(most);
    this.left = new Int32Array(most);
    this.right = new Int32Array(most);
    if (n > 0) this.build(0, n);
  }

  private build(from: number, to: number): number {
    const { xs, ys, order } = this;
    const node = this.nodes++;
    let x0 = Infinity;
    let x1 = -Infinity;
    let y0 = Infinity;
    let y1 = -Infinity;
    for (let k = from; k < to; k++) {
      const i = order[k];
      if (xs[i] < x0) x0 = xs[i];
      if (xs[i] > x1) x1 = xs[i];
      if (ys[i] < y0) y0 = ys[i];
      if (ys[i] > y1) y1 = ys[i];
    }
    this.start[node] = from;
    this.end[node] = to;
    this.minX[node] = x0;
    this.maxX[node] = x1;
    this.minY[node] = y0;
    this.maxY[node] = y1;
    this.left[node] = -1;
    this.right[node] = -1;
    if (to - from <= LEAF_SIZE || (x0 === x1 && y0 === y1)) return node;
    const mid = (from + to) >> 1;
    selectNth(order, x1 - x0 >= y1 - y0 ? xs : ys, from, to - 1, mid);
    this.left[node] = this.build(from, mid);
    this.right[node] = this.build(mid, to);
    return node;
  }

  private list(depth: number, k: number): Int32Array {
    if (!this.lists[depth] || this.lists[depth].length < k) this.lists[depth] = new Int32Array(k);
    return this.lists[depth];
  }

  /** assignment[i] = the index of the centre nearest point i (ties to the lower index). */
  assign(cx: Float64Array, cy: Float64Array, assignment: Int32Array): void {
    if (this.nodes === 0 || cx.length === 0) return;
    const all = this.list(0, cx.length);
    for (let j = 0; j < cx.length; j++) all[j] = j;
    this.visit(0, all, cx.length, 1, cx, cy, assignment);
  }

  private visit(
    node: number,
    candidates: Int32Array,
    n: number,
    depth: number,
    cx: Float64Array,
    cy: Float64Array,
    assignment: Int32Array,
  ): void {
    const x0 = this.minX[node];
    const x1 = this.maxX[node];
    const y0 = this.minY[node];
    const y1 = this.maxY[node];
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    // The candidate nearest the box's middle: the one the others must beat somewhere in the box.
    let owner = candidates[0];
    let ownerD = Infinity;
    for (let c = 0; c < n; c++) {
      const j = candidates[c];
      const d = (cx[j] - mx) ** 2 + (cy[j] - my) ** 2;
      if (d < ownerD) {
        ownerD = d;
        owner = j;
      }
    }
    const halfDiagonal = ((x1 - x0) ** 2 + (y1 - y0) ** 2) / 4;
    // Candidates stay in ascending index order, so a scan over them breaks ties to the lower index.
    const kept = this.list(depth, n);
    let m = 0;
    for (let c = 0; c < n; c++) {
      const j = candidates[c];
      if (j !== owner) {
        // The box's corner furthest towards j: where j comes nearest to beating the owner.
        const vx = cx[j] > cx[owner] ? x1 : x0;
        const vy = cy[j] > cy[owner] ? y1 : y0;
        const dj = (cx[j] - vx) ** 2 + (cy[j] - vy) ** 2;
        const dOwner = (cx[owner] - vx) ** 2 + (cy[owner] - vy) ** 2;
        const scale = 2 * ((cx[j] - mx) ** 2 + (cy[j] - my) ** 2 + ownerD) + 4 * halfDiagonal;
        if (dj - dOwner > MARGIN * scale) continue;
      }
      kept[m++] = j;
    }
    const { order, xs, ys } = this;
    if (m === 1) {
      for (let k = this.start[node]; k < this.end[node]; k++) assignment[order[k]] = kept[0];
      return;
    }
    if (this.left[node] < 0) {
      for (let k = this.start[node]; k < this.end[node]; k++) {
        const i = order[k];
        let best = kept[0];
        let bestD = Infinity;
        for (let c = 0; c < m; c++) {
          const j = kept[c];
          const dx = xs[i] - cx[j];
          const dy = ys[i] - cy[j];
          const d = dx * dx + dy * dy;
          if (d < bestD) {
            bestD = d;
            best = j;
          }
        }
        assignment[i] = best;
      }
      return;
    }
    this.visit(this.left[node], kept, m, depth + 1, cx, cy, assignment);
    this.visit(this.right[node], kept, m, depth + 1, cx, cy, assignment);
  }
}

/**
 * Reorders order[lo … hi] so that position nth holds the point whose key would sort there, smaller
 * keys before it and larger after (Hoare's selection, middle pivot: deterministic).
 */
function selectNth(order: Int32Array, key: Float64Array, lo: number, hi: number, nth: number) {
  while (lo < hi) {
    const pivot = key[order[(lo + hi) >> 1]];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (key[order[i]] < pivot) i++;
      while (key[order[j]] > pivot) j--;
      if (i <= j) {
        const t = order[i];
        order[i] = order[j];
        order[j] = t;
        i++;
        j--;
      }
    }
    if (nth <= j) hi = j;
    else if (nth >= i) lo = i;
    else return;
  }
}
