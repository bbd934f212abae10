import { describe, expect, it } from 'vitest';
import { createRandom } from './random';
import { firstDistinctPoints, lloyd, sameClustering } from './kmeans';
import { PointTree } from './pointTree';

/** Plain Lloyd written out in full, as the reference for the tree-assisted version. */
function referenceLloyd(
  xs: number[],
  ys: number[],
  weights: number[] | null,
  start: { cx: number[]; cy: number[] },
  steps: number,
) {
  let ids = start.cx.map((_, i) => i);
  let cx = [...start.cx];
  let cy = [...start.cy];
  let assignment: number[] = [];
  for (let step = 0; step < steps; step++) {
    assignment = xs.map((x, i) => {
      let best = 0;
      for (let j = 1; j < cx.length; j++) {
        const d = (x - cx[j]) ** 2 + (ys[i] - cy[j]) ** 2;
        if (d < (x - cx[best]) ** 2 + (ys[i] - cy[best]) ** 2) best = j;
      }
      return best;
    });
    const kept = cx.map((_, j) => j).filter((j) => assignment.includes(j));
    const mean = (values: number[], j: number) => {
      let sum = 0;
      let total = 0;
      assignment.forEach((a, i) => {
        if (a !== j) return;
        sum += (weights?.[i] ?? 1) * values[i];
        total += weights?.[i] ?? 1;
      });
      return sum / total;
    };
    assignment = assignment.map((a) => kept.indexOf(a));
    ids = kept.map((j) => ids[j]);
    const nx = kept.map((j) => mean(xs, j));
    const ny = kept.map((j) => mean(ys, j));
    cx = nx;
    cy = ny;
  }
  return { ids, cx, cy, assignment };
}

describe('firstDistinctPoints', () => {
  it('takes the first k distinct points in order', () => {
    const xs = Float64Array.from([1, 1, 2, 1, 3, 4]);
    const ys = Float64Array.from([5, 5, 5, 6, 5, 5]);
    const { cx, cy } = firstDistinctPoints(xs, ys, 3);
    expect(Array.from(cx)).toEqual([1, 2, 1]);
    expect(Array.from(cy)).toEqual([5, 5, 6]);
  });
});

describe('lloyd', () => {
  it('converges on two obvious clusters from the given centres', () => {
    const xs = Float64Array.from([0, 0.2, 0.1, 10, 10.2, 9.9]);
    const ys = Float64Array.from([0, 0.1, -0.1, 5, 5.1, 4.9]);
    const result = lloyd(xs, ys, null, firstDistinctPoints(xs, ys, 2), 100, true);
    // Start: (0,0) and (0.2,0.1); the first cluster keeps (0,0) and (0.1,-0.1).
    expect(result.ids).toEqual([0, 1]);
    expect(Array.from(result.assignment)).toEqual([0, 0, 0, 1, 1, 1]);
    expect(result.cx[1]).toBeCloseTo((10 + 10.2 + 9.9) / 3, 12);
  });

  it('drops a cluster left without points, keeping the other ids', () => {
    // Centre 1 (at 100) is nearer to nobody after the first step moves nothing; centre 2 is.
    const xs = Float64Array.from([0, 1, 50]);
    const ys = Float64Array.from([0, 0, 0]);
    const result = lloyd(
      xs,
      ys,
      null,
      { cx: Float64Array.from([0, 100, 49]), cy: new Float64Array(3) },
      5,
      false,
    );
    expect(result.ids).toEqual([0, 2]);
    expect(Array.from(result.assignment)).toEqual([0, 0, 1]);
  });

  it('weights the centres by the points’ weights', () => {
    const xs = Float64Array.from([0, 3]);
    const ys = Float64Array.from([0, 0]);
    const result = lloyd(
      xs,
      ys,
      Float64Array.from([2, 1]),
      { cx: Float64Array.from([1]), cy: Float64Array.from([0]) },
      1,
      false,
    );
    expect(result.cx[0]).toBeCloseTo(1, 12); // (2·0 + 1·3) / 3
  });

  it('matches plain Lloyd step for step on scattered data (the tree only skips work)', () => {
    const random = createRandom(7);
    const n = 600;
    const xs = Array.from({ length: n }, (_, i) => random.normal(i % 3, 0.8) * 4);
    const ys = Array.from({ length: n }, (_, i) => random.normal(i % 5, 1.2) * 3);
    const weights = Array.from({ length: n }, () => 1 + random.int(0, 4));
    const start = firstDistinctPoints(Float64Array.from(xs), Float64Array.from(ys), 40);
    for (const steps of [1, 3, 12]) {
      for (const w of [null, weights]) {
        const ours = lloyd(
          Float64Array.from(xs),
          Float64Array.from(ys),
          w && Float64Array.from(w),
          start,
          steps,
          false,
        );
        const reference = referenceLloyd(
          xs,
          ys,
          w,
          { cx: Array.from(start.cx), cy: Array.from(start.cy) },
          steps,
        );
        expect(ours.ids).toEqual(reference.ids);
        expect(Array.from(ours.assignment)).toEqual(reference.assignment);
        ours.cx.forEach((x, j) => expect(x).toBeCloseTo(reference.cx[j], 10));
      }
    }
  });
});

describe('sameClustering', () => {
  it('compares centres in sorted order against the 0.01 threshold', () => {
    const a = { x: Float64Array.from([5, 1]), y: Float64Array.from([0, 0]) };
    const b = { x: Float64Array.from([1.005, 5]), y: Float64Array.from([0, 0.009]) };
    expect(sameClustering(a.x, a.y, b.x, b.y)).toBe(true);
    const c = { x: Float64Array.from([1.02, 5]), y: Float64Array.from([0, 0]) };
    expect(sameClustering(a.x, a.y, c.x, c.y)).toBe(false);
  });
});

describe('PointTree', () => {
  it('gives every point its nearest centre exactly as a full scan, ties to the lower index', () => {
    const random = createRandom(3);
    // Points and centres on a half-unit grid: many exact ties, and duplicate centres.
    const xs = Float64Array.from({ length: 3000 }, () => random.int(-24, 24) / 2);
    const ys = Float64Array.from({ length: 3000 }, () => random.int(-24, 24) / 2);
    const tree = new PointTree(xs, ys);
    for (const k of [1, 2, 7, 60]) {
      const cx = Float64Array.from({ length: k }, () => random.int(-20, 20) / 2);
      const cy = Float64Array.from({ length: k }, () => random.int(-20, 20) / 2);
      const assignment = new Int32Array(xs.length).fill(-1);
      tree.assign(cx, cy, assignment);
      const expected = Array.from(xs, (x, i) => {
        const d = Array.from(cx, (_, j) => (x - cx[j]) ** 2 + (ys[i] - cy[j]) ** 2);
        return d.indexOf(Math.min(...d));
      });
      expect(Array.from(assignment)).toEqual(expected);
    }
  });

  it('is exact on points far from the origin, where rounding is largest', () => {
    const random = createRandom(11);
    const xs = Float64Array.from({ length: 2000 }, () => 1e6 + random.normal(0, 1e-3));
    const ys = Float64Array.from({ length: 2000 }, () => -1e6 + random.normal(0, 1e-3));
    const cx = Float64Array.from({ length: 30 }, () => 1e6 + random.normal(0, 1e-3));
    const cy = Float64Array.from({ length: 30 }, () => -1e6 + random.normal(0, 1e-3));
    const assignment = new Int32Array(xs.length);
    new PointTree(xs, ys).assign(cx, cy, assignment);
    xs.forEach((x, i) => {
      let best = 0;
      for (let j = 1; j < cx.length; j++) {
        const dx = x - cx[j];
        const dy = ys[i] - cy[j];
        const bx = x - cx[best];
        const by = ys[i] - cy[best];
        if (dx * dx + dy * dy < bx * bx + by * by) best = j;
      }
      expect(assignment[i]).toBe(best);
    });
  });
});
