// The proximity map's points, rasterised straight into an RGBA buffer (ImageData's layout) instead
// of as 10,000 canvas arcs: each point copies a precomputed anti-aliased disc ("stamp") and blends
// it over what is there (source-over), in drawing order. Chromium's software canvas needs tens of
// milliseconds to fill 10,000 arcs; this takes a few. Pure: no DOM.

/** Sub-pixel positions per axis a stamp is precomputed for: 0, ¼, ½ and ¾ into the pixel. */
const PHASE_BITS = 2;
const PHASES = 1 << PHASE_BITS;
/** Samples per axis and pixel for the coverage of the disc. */
const SAMPLES = 4;

interface PointStamps {
  radius: number;
  /**
   * Per sub-pixel phase (phaseY × PHASES + phaseX): the pixels the disc covers, as triples of
   * column offset, row offset and coverage (1–255), relative to the pixel holding the centre.
   */
  phases: Int16Array[];
}

/** The anti-aliased discs of this radius (in device pixels) for every sub-pixel phase. */
export function pointStamps(radius: number): PointStamps {
  // The centre lies in [0, 1) of pixel 0, so the disc reaches from pixel −⌈r⌉ to pixel ⌈r⌉.
  const reach = Math.max(1, Math.ceil(radius));
  const r2 = radius * radius;
  const phases: Int16Array[] = [];
  for (let py = 0; py < PHASES; py++) {
    for (let px = 0; px < PHASES; px++) {
      // The centre's position inside its pixel.
      const ox = px / PHASES;
      const oy = py / PHASES;
      const triples: number[] = [];
      for (let dy = -reach; dy <= reach; dy++) {
        for (let dx = -reach; dx <= reach; dx++) {
          let inside = 0;
          for (let sy = 0; sy < SAMPLES; sy++) {
            const y = dy + (sy + 0.5) / SAMPLES - oy;
            for (let sx = 0; sx < SAMPLES; sx++) {
              const x = dx + (sx + 0.5) / SAMPLES - ox;
              if (x * x + y * y <= r2) inside += 1;
            }
          }
          if (inside > 0) triples.push(dx, dy, Math.round((255 * inside) / (SAMPLES * SAMPLES)));
        }
      }
      phases.push(Int16Array.from(triples));
    }
  }
  return { radius, phases };
}

/** '#rrggbb' → [r, g, b]. */
export function parseHexColour(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * Draws point i as a disc of colour palette[colourOf[i]] centred on (xs[i], ys[i]) (device pixels,
 * pixel i covering [i, i + 1)) into `target`, an RGBA buffer of width × height with straight
 * (non-premultiplied) alpha like ImageData's. Later points are drawn over earlier ones; whatever
 * falls outside the buffer is clipped; points without finite coordinates are skipped.
 *
 * Written for a cold start (it runs once per map, mostly before the JIT has warmed up): integer
 * arithmetic for the position, no clipping for discs wholly inside (nearly all), one 32-bit store
 * for a pixel that needs no blending, no destructuring or closures in the loop.
 */
export function rasterizePoints(
  target: Uint8ClampedArray,
  width: number,
  height: number,
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  colourOf: ArrayLike<number>,
  palette: ReadonlyArray<readonly [number, number, number]>,
  stamps: PointStamps,
): void {
  const words = new Uint32Array(target.buffer, target.byteOffset, width * height);
  // packed[colour × 256 + alpha]: that colour at that alpha as ImageData stores it (written as
  // bytes and read as words, so the machine's byte order does not matter).
  const packed = new Uint32Array(palette.length * 256);
  const packedBytes = new Uint8Array(packed.buffer);
  for (let c = 0; c < palette.length; c++) {
    for (let alpha = 0; alpha < 256; alpha++) {
      const o = (c * 256 + alpha) * 4;
      packedBytes[o] = palette[c][0];
      packedBytes[o + 1] = palette[c][1];
      packedBytes[o + 2] = palette[c][2];
      packedBytes[o + 3] = alpha;
    }
  }
  // Per phase: the stamp as (offset into the buffer, coverage) pairs, and how far it reaches.
  let reach = 0;
  const pairs = stamps.phases.map((stamp) => {
    const pair = new Int32Array((stamp.length / 3) * 2);
    for (let k = 0; k < stamp.length; k += 3) {
      pair[(k / 3) * 2] = stamp[k + 1] * width + stamp[k];
      pair[(k / 3) * 2 + 1] = stamp[k + 2];
      reach = Math.max(reach, Math.abs(stamp[k]), Math.abs(stamp[k + 1]));
    }
    return pair;
  });
  // A centre at quarter-pixel position q (= round(4x)) lies in pixel q >> 2 at phase q & 3. The
  // disc is wholly inside when its pixel is at least `reach` from every edge.
  const lowest = reach * PHASES;
  const beyondX = (width - reach) * PHASES;
  const beyondY = (height - reach) * PHASES;

  const n = Math.min(xs.length, ys.length, colourOf.length);
  for (let i = 0; i < n; i++) {
    const colour = colourOf[i];
    if (!(colour >= 0 && colour < palette.length)) continue;
    const fx = xs[i] * PHASES + 0.5;
    const fy = ys[i] * PHASES + 0.5;
    const colourBase = colour * 256;
    if (fx >= lowest && fy >= lowest && fx < beyondX && fy < beyondY) {
      const qx = fx | 0; // floor: fx is positive here
      const qy = fy | 0;
      const pair = pairs[((qy & (PHASES - 1)) << PHASE_BITS) | (qx & (PHASES - 1))];
      const base = (qy >> PHASE_BITS) * width + (qx >> PHASE_BITS);
      for (let k = 0; k < pair.length; k += 2) {
        const p = base + pair[k];
        const a = pair[k + 1];
        const o = p * 4;
        const below = target[o + 3];
        if (a === 255 || below === 0) {
          words[p] = packed[colourBase + a];
          continue;
        }
        // blend() written out: a call per pixel costs while the code is still interpreted.
        const src = (colourBase + a) * 4;
        const fa = a / 255;
        const fb = (below / 255) * (1 - fa);
        const out = fa + fb;
        target[o] = (packedBytes[src] * fa + target[o] * fb) / out;
        target[o + 1] = (packedBytes[src + 1] * fa + target[o + 1] * fb) / out;
        target[o + 2] = (packedBytes[src + 2] * fa + target[o + 2] * fb) / out;
        target[o + 3] = out * 255;
      }
      continue;
    }
    // Near or beyond an edge: clip pixel by pixel. (NaN and ±Infinity end up here and draw nothing.)
    if (!Number.isFinite(fx) || !Number.isFinite(fy)) continue;
    const qx = Math.floor(fx);
    const qy = Math.floor(fy);
    const ix = Math.floor(qx / PHASES);
    const iy = Math.floor(qy / PHASES);
    const stamp = stamps.phases[(qy - iy * PHASES) * PHASES + (qx - ix * PHASES)];
    for (let k = 0; k < stamp.length; k += 3) {
      const col = ix + stamp[k];
      const row = iy + stamp[k + 1];
      if (col < 0 || row < 0 || col >= width || row >= height) continue;
      const p = row * width + col;
      const a = stamp[k + 2];
      if (a === 255 || target[p * 4 + 3] === 0) words[p] = packed[colourBase + a];
      else blend(target, p * 4, packedBytes, (colourBase + a) * 4, a);
    }
  }
}

/** Source-over of colour bytes[src…src + 2] at alpha a onto the pixel at target[o…o + 3]. */
function blend(target: Uint8ClampedArray, o: number, bytes: Uint8Array, src: number, a: number) {
  // out = src·a + dst·b·(1 − a), divided by the resulting alpha.
  const fa = a / 255;
  const fb = (target[o + 3] / 255) * (1 - fa);
  const out = fa + fb;
  target[o] = (bytes[src] * fa + target[o] * fb) / out;
  target[o + 1] = (bytes[src + 1] * fa + target[o + 1] * fb) / out;
  target[o + 2] = (bytes[src + 2] * fa + target[o + 2] * fb) / out;
  target[o + 3] = out * 255;
}
