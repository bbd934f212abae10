// The nearest and second-nearest centre of a 2-D point, without measuring the distance to all of
// them: centres sorted by x are visited outwards from the point's x, and the walk stops on a side
// once the x-gap alone exceeds the second-best distance (no centre further out can be closer).
// With 100 base clusters spread over the map this measures a handful of centres per point.
// Exact: the same answer as comparing every centre, an exact tie going to the lower index.

export class NearestCentres {
  private readonly order: Int32Array;
  private readonly sortedX: Float64Array;
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
    // First position whose x is >= the point's x.
    let lo = 0;
    let hi = sortedX.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sortedX[mid] < x) lo = mid + 1;
      else hi = mid;
    }
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
