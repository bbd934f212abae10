// The nearest and second-nearest centre of a 2-D point, without measuring the distance to all of
// them: centres sorted by x are visited outwards from the point's x, and the walk stops on a side
// once the x-gap alone exceeds the second-best distance (no centre further out can be closer).
// With 100 base clusters spread over the map this measures a handful of centres per point.
// Exact: the same answer as comparing every centre, an exact tie going to the lower index.

export class NearestCentres {
  private readonly order: Int32Array;
  private readonly sortedX: Float64Array;
  /** For an x bucket between the smallest and largest centre x: the first sorted index in it. */
  private readonly bucketStart: Int32Array;
  private readonly minX: number;
  private readonly bucketsPerUnit: number;
  /** Results of the last `search`: index of the nearest centre, squared distances of the two. */
  best = 0;
  first = Infinity;
  second = Infinity;

  constructor(
    private readonly cx: Float64Array,
    private readonly cy: Float64Array,
  ) {
    this.order = Int32Array.from(cx, (_, j) => j).sort((a, b) => cx[a] - cx[b] || a - b);
    this.sortedX = Float64Array.from(this.order, (j) => cx[j]);
    // A coarse index over x, so a search starts next to its place instead of bisecting.
    const n = this.sortedX.length;
    const buckets = 4 * n + 1;
    this.minX = n > 0 ? this.sortedX[0] : 0;
    const span = n > 0 ? this.sortedX[n - 1] - this.minX : 0;
    this.bucketsPerUnit = span > 0 ? (buckets - 1) / span : 0;
    this.bucketStart = new Int32Array(buckets + 1);
    for (let b = 0, i = 0; b <= buckets; b++) {
      while (i < n && this.bucketOf(this.sortedX[i]) < b) i++;
      this.bucketStart[b] = i;
    }
  }

  private bucketOf(x: number): number {
    const b = Math.floor((x - this.minX) * this.bucketsPerUnit);
    return b < 0 ? 0 : b > this.bucketStart.length - 1 ? this.bucketStart.length - 1 : b;
  }

  private consider(j: number, x: number, y: number): void {
    const dx = x - this.cx[j];
    const dy = y - this.cy[j];
    const d = dx * dx + dy * dy;
    if (d < this.first || (d === this.first && j < this.best)) {
      this.second = this.first;
      this.first = d;
      this.best = j;
    } else if (d < this.second) {
      this.second = d;
    }
  }

  search(x: number, y: number): void {
    this.best = -1;
    this.first = Infinity;
    this.second = Infinity;
    const sortedX = this.sortedX;
    // First position whose x is >= the point's x: from the bucket's first centre, step forward.
    let lo = this.bucketStart[this.bucketOf(x)];
    while (lo > 0 && sortedX[lo - 1] >= x) lo--;
    while (lo < sortedX.length && sortedX[lo] < x) lo++;
    let left = lo - 1;
    let right = lo;
    while (left >= 0 || right < sortedX.length) {
      const gapLeft = left >= 0 ? x - sortedX[left] : Infinity;
      const gapRight = right < sortedX.length ? sortedX[right] - x : Infinity;
      // Strictly greater: a centre exactly at the second-best distance may still tie for first.
      if (gapLeft * gapLeft > this.second && gapRight * gapRight > this.second) break;
      if (gapLeft <= gapRight) this.consider(this.order[left--], x, y);
      else this.consider(this.order[right++], x, y);
    }
  }
}
