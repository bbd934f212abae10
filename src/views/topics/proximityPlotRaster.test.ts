import { describe, expect, it } from 'vitest';
import { parseHexColour, pointStamps, rasterizePoints } from './proximityPlotRaster';

const RED = [255, 0, 0] as const;
const BLUE = [0, 0, 255] as const;

function canvas(width: number, height: number) {
  const pixels = new Uint8ClampedArray(width * height * 4);
  const at = (x: number, y: number) =>
    Array.from(pixels.slice((y * width + x) * 4, (y * width + x) * 4 + 4));
  return { pixels, at };
}

describe('pointStamps', () => {
  it('covers the disc: full inside, partial on the rim, nothing beyond it', () => {
    const stamps = pointStamps(2);
    expect(stamps.phases).toHaveLength(16);
    for (const stamp of stamps.phases) {
      let area = 0;
      for (let k = 0; k < stamp.length; k += 3) {
        expect(Math.abs(stamp[k])).toBeLessThanOrEqual(2);
        expect(Math.abs(stamp[k + 1])).toBeLessThanOrEqual(2);
        expect(stamp[k + 2]).toBeGreaterThan(0);
        expect(stamp[k + 2]).toBeLessThanOrEqual(255);
        area += stamp[k + 2] / 255;
      }
      // π r² ≈ 12.57 pixels, give or take the sampling.
      expect(area).toBeGreaterThan(11.5);
      expect(area).toBeLessThan(13.5);
    }
  });
});

describe('parseHexColour', () => {
  it('reads #rrggbb', () => {
    expect(parseHexColour('#2e9e5b')).toEqual([0x2e, 0x9e, 0x5b]);
  });
});

describe('rasterizePoints', () => {
  it('draws an opaque disc in the point colour around the centre', () => {
    const { pixels, at } = canvas(11, 11);
    rasterizePoints(pixels, 11, 11, [5.5], [5.5], [0], [RED], pointStamps(2));
    expect(at(5, 5)).toEqual([255, 0, 0, 255]);
    expect(at(4, 5)).toEqual([255, 0, 0, 255]);
    expect(at(5, 9)).toEqual([0, 0, 0, 0]);
    expect(at(0, 0)).toEqual([0, 0, 0, 0]);
    // The rim is anti-aliased: same colour, part alpha.
    const rim = at(7, 5);
    expect(rim.slice(0, 3)).toEqual([255, 0, 0]);
    expect(rim[3]).toBeGreaterThan(0);
    expect(rim[3]).toBeLessThan(255);
  });

  it('draws later points over earlier ones, blending the rims', () => {
    const { pixels, at } = canvas(12, 8);
    rasterizePoints(pixels, 12, 8, [4.5, 6.5], [4, 4], [0, 1], [RED, BLUE], pointStamps(2));
    // Where they overlap fully, the second (blue) is on top.
    expect(at(5, 4)).toEqual([0, 0, 255, 255]);
    expect(at(3, 4)).toEqual([255, 0, 0, 255]);
    // Blue's partly covered rim over opaque red: a mix of the two, still opaque.
    const mixed = at(4, 4);
    expect(mixed[3]).toBe(255);
    expect(mixed[0]).toBeGreaterThan(0);
    expect(mixed[2]).toBeGreaterThan(0);
  });

  it('clips points at the edges instead of wrapping them onto the next row', () => {
    const { pixels, at } = canvas(6, 6);
    const xs = [6.5, 0, -10, 3];
    const ys = [3.5, 0, 3, Number.NaN];
    rasterizePoints(pixels, 6, 6, xs, ys, [1, 0, 0, 1], [RED, BLUE], pointStamps(2));
    // Right of the edge: only the columns inside are drawn, none spill onto the next row.
    expect(at(5, 3)[2]).toBe(255);
    for (const [x, y] of [
      [0, 3],
      [0, 4],
      [1, 4],
      [0, 5],
    ])
      expect(at(x, y)).toEqual([0, 0, 0, 0]);
    // The corner point keeps its quarter inside; far outside and unplaceable points draw nothing.
    expect(at(0, 0)).toEqual([255, 0, 0, 255]);
    expect(at(3, 1)).toEqual([0, 0, 0, 0]);
  });

  it('draws a disc cut by an edge exactly like the same disc away from the edges', () => {
    // Two overlapping points, once at x ≈ 1 (clipped on the left), once 10 pixels further right.
    const xs = [1.3, 2.1];
    const ys = [5.6, 5.4];
    const near = canvas(8, 12);
    rasterizePoints(near.pixels, 8, 12, xs, ys, [0, 1], [RED, BLUE], pointStamps(2.5));
    const far = canvas(24, 12);
    const shifted = xs.map((x) => x + 10);
    rasterizePoints(far.pixels, 24, 12, shifted, ys, [0, 1], [RED, BLUE], pointStamps(2.5));
    for (let y = 0; y < 12; y++) {
      for (let x = 0; x < 8; x++) expect(near.at(x, y)).toEqual(far.at(x + 10, y));
    }
    expect(far.at(9, 5)[3]).toBeGreaterThan(0);
  });

  it('places sub-pixel positions: a centre on a pixel border covers both pixels alike', () => {
    const { pixels, at } = canvas(10, 10);
    rasterizePoints(pixels, 10, 10, [5], [5], [0], [RED], pointStamps(1));
    expect(at(4, 4)[3]).toBeGreaterThan(0);
    expect([at(5, 5), at(4, 5), at(5, 4)]).toEqual([at(4, 4), at(4, 4), at(4, 4)]);
    expect(at(3, 3)).toEqual([0, 0, 0, 0]);
  });
});
