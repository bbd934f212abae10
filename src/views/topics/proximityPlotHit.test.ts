import { describe, expect, it } from 'vitest';
import { buildHitGrid, nearestPoint } from './proximityPlotHit';

/** The nearest point by brute force, ties to the highest index (the one drawn on top). */
function bruteForce(xs: number[], ys: number[], x: number, y: number): number {
  let best = -1;
  let bestDistance = Infinity;
  xs.forEach((px, i) => {
    const distance = (px - x) ** 2 + (ys[i] - y) ** 2;
    if (distance <= bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}

/** A deterministic pseudo-random sequence in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('buildHitGrid', () => {
  it('sorts the points into their cells, edge points into the edge cells', () => {
    //        cell (0,0)  cell (1,0)  x = width     y = height    outside     no position
    const xs = [1, 17, 40, 5, -3, Number.NaN];
    const ys = [1, 2, 3, 20, 25, 1];
    const grid = buildHitGrid(xs, ys, 40, 20, 16);
    expect([grid.cols, grid.rows]).toEqual([3, 2]);
    const cell = (col: number, row: number) =>
      Array.from(grid.items.slice(grid.starts[row * 3 + col], grid.starts[row * 3 + col + 1]));
    expect(cell(0, 0)).toEqual([0]);
    expect(cell(1, 0)).toEqual([1]);
    expect(cell(2, 0)).toEqual([2]);
    expect(cell(0, 1)).toEqual([3, 4]);
    expect(cell(1, 1)).toEqual([]);
    expect(grid.items).toHaveLength(5);
  });
});

describe('nearestPoint', () => {
  it('finds the point under the cursor', () => {
    const grid = buildHitGrid([10, 50, 90], [10, 50, 90], 100, 100, 16);
    expect(nearestPoint(grid, 50, 50)).toBe(1);
    expect(nearestPoint(grid, 52, 47)).toBe(1);
    expect(nearestPoint(grid, 12, 9)).toBe(0);
    expect(nearestPoint(grid, 88, 95)).toBe(2);
  });

  it('looks past empty cells, however far the nearest point is', () => {
    const grid = buildHitGrid([795], [595], 800, 600, 16);
    expect(nearestPoint(grid, 0, 0)).toBe(0);
    expect(nearestPoint(grid, 400, 300)).toBe(0);
  });

  it('finds a nearer point in a neighbouring cell over a farther one in its own', () => {
    // The cursor is at the right edge of cell 0; point 0 is in the same cell but 15 px away,
    // point 1 is across the cell border 2 px away.
    const grid = buildHitGrid([0.5, 17], [8, 8], 64, 16, 16);
    expect(nearestPoint(grid, 15, 8)).toBe(1);
  });

  it('breaks ties towards the point drawn last (on top)', () => {
    // Two points on the same spot, and two at the same distance in different cells.
    const same = buildHitGrid([20, 20, 60], [20, 20, 60], 100, 100, 16);
    expect(nearestPoint(same, 21, 21)).toBe(1);
    const mirrored = buildHitGrid([40, 8], [8, 8], 64, 16, 16);
    expect(nearestPoint(mirrored, 24, 8)).toBe(1);
    const swapped = buildHitGrid([8, 40], [8, 8], 64, 16, 16);
    expect(nearestPoint(swapped, 24, 8)).toBe(1);
  });

  it('finds points on the edges and corners of the area', () => {
    const xs = [0, 200, 0, 200, 100];
    const ys = [0, 0, 100, 100, 50];
    const grid = buildHitGrid(xs, ys, 200, 100, 16);
    expect(nearestPoint(grid, 1, 1)).toBe(0);
    expect(nearestPoint(grid, 199, 2)).toBe(1);
    expect(nearestPoint(grid, 3, 100)).toBe(2);
    expect(nearestPoint(grid, 200, 100)).toBe(3);
    // A cursor outside the area still gets the nearest point.
    expect(nearestPoint(grid, 260, 130)).toBe(3);
    expect(nearestPoint(grid, -20, -20)).toBe(0);
  });

  it('answers -1 without points or without a position', () => {
    expect(nearestPoint(buildHitGrid([], [], 100, 100), 50, 50)).toBe(-1);
    expect(nearestPoint(buildHitGrid([Number.NaN], [1], 100, 100), 50, 50)).toBe(-1);
    expect(nearestPoint(buildHitGrid([1], [1], 100, 100), Number.NaN, 50)).toBe(-1);
  });

  it('agrees with a brute-force search on clustered random points', () => {
    const next = random(42);
    const xs: number[] = [];
    const ys: number[] = [];
    for (let cluster = 0; cluster < 30; cluster++) {
      const cx = next() * 700;
      const cy = next() * 500;
      for (let i = 0; i < 40; i++) {
        // Rounded to whole pixels so that ties really happen.
        xs.push(Math.round(Math.min(700, Math.max(0, cx + (next() - 0.5) * 60))));
        ys.push(Math.round(Math.min(500, Math.max(0, cy + (next() - 0.5) * 60))));
      }
    }
    const grid = buildHitGrid(xs, ys, 700, 500, 16);
    for (let k = 0; k < 2000; k++) {
      const x = Math.round(next() * 700);
      const y = Math.round(next() * 500);
      expect(nearestPoint(grid, x, y)).toBe(bruteForce(xs, ys, x, y));
    }
  });
});
