// A small seeded random number generator, so the pipeline (k-means++ seeding, UMAP's initial layout
// and negative sampling) gives the same topics and map for the same statements and seed.
// A Weyl sequence (golden-ratio increment) through a 32-bit integer finaliser: fast, with no
// visible patterns at the scale of a few thousand draws.

export type Random = () => number;

/** Uniform numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): Random {
  let state = Math.trunc(seed) >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    z ^= z >>> 16;
    return (z >>> 0) / 4294967296;
  };
}
