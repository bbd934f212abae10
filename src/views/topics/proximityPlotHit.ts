// Which point of the proximity map is under the cursor: a uniform grid of buckets over the plot's
// pixel positions, searched ring by ring outwards from the cursor's cell. Building it is one
// counting sort (well under a millisecond for 10,000 points); a lookup visits a handful of cells.
// It replaces nivo's Delaunay mesh, which costs tens of milliseconds to build for 10,000 points.
// Pure: no DOM, no React.

export interface HitGrid {
  cellSize: number;
  cols: number;
  rows: number;
  /** Point indices grouped by cell: those of cell c are items[starts[c]] … items[starts[c + 1] - 1]. */
  starts: Uint32Array;
  items: Uint32Array;
  xs: ArrayLike<number>;
  ys: ArrayLike<number>;
}

const clamp = (value: number, max: number) => (value < 0 ? 0 : value > max ? max : value);

/**
 * A grid over width × height pixels holding the points (xs[i], ys[i]). Points outside the area are
 * kept in the nearest edge cell; points without finite coordinates are left out.
 */
export function buildHitGrid(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  width: number,
  height: number,
  cellSize = 16,
): HitGrid {
  const cols = Math.max(1, Math.ceil(width / cellSize));
  const rows = Math.max(1, Math.ceil(height / cellSize));
  const n = Math.min(xs.length, ys.length);
  const cellOf = new Int32Array(n);
  const starts = new Uint32Array(cols * rows + 1);
  let placed = 0;
  for (let i = 0; i < n; i++) {
    const x = xs[i];
    const y = ys[i];
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      cellOf[i] = -1;
      continue;
    }
    const cell =
      clamp(Math.floor(y / cellSize), rows - 1) * cols + clamp(Math.floor(x / cellSize), cols - 1);
    cellOf[i] = cell;
    starts[cell + 1] += 1;
    placed += 1;
  }
  for (let c = 0; c < cols * rows; c++) starts[c + 1] += starts[c];
  const items = new Uint32Array(placed);
  const fill = starts.slice(0, cols * rows);
  for (let i = 0; i < n; i++) if (cellOf[i] >= 0) items[fill[cellOf[i]]++] = i;
  return { cellSize, cols, rows, starts, items, xs, ys };
}

/**
 * The index of the point nearest to (x, y), or -1 when the grid holds none. Of points at the same
 * distance the one with the highest index wins: it is drawn last, so it is the one on top.
 */
export function nearestPoint(grid: HitGrid, x: number, y: number): number {
  const { cellSize, cols, rows, starts, items, xs, ys } = grid;
  if (items.length === 0 || !Number.isFinite(x) || !Number.isFinite(y)) return -1;
  const cx = clamp(Math.floor(x / cellSize), cols - 1);
  const cy = clamp(Math.floor(y / cellSize), rows - 1);
  const lastRing = Math.max(cx, cols - 1 - cx, cy, rows - 1 - cy);
  let best = -1;
  let bestDistance = Infinity;
  const visit = (col: number, row: number) => {
    const cell = row * cols + col;
    for (let k = starts[cell]; k < starts[cell + 1]; k++) {
      const i = items[k];
      const dx = xs[i] - x;
      const dy = ys[i] - y;
      const distance = dx * dx + dy * dy;
      if (distance < bestDistance || (distance === bestDistance && i > best)) {
        best = i;
        bestDistance = distance;
      }
    }
  };
  for (let ring = 0; ring <= lastRing; ring++) {
    const top = cy - ring;
    const bottom = cy + ring;
    const left = cx - ring;
    const right = cx + ring;
    for (let col = Math.max(0, left); col <= Math.min(cols - 1, right); col++) {
      if (top >= 0) visit(col, top);
      if (ring > 0 && bottom < rows) visit(col, bottom);
    }
    for (let row = Math.max(0, top + 1); row <= Math.min(rows - 1, bottom - 1); row++) {
      if (left >= 0) visit(left, row);
      if (ring > 0 && right < cols) visit(right, row);
    }
    // Every cell beyond this ring is at least ring × cellSize away from the cursor; strictly
    // nearer means no point out there can win, not even on a tie.
    const reach = ring * cellSize;
    if (best >= 0 && bestDistance < reach * reach) break;
  }
  return best;
}
