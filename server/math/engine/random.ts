// A small seeded pseudo-random generator, so the demo data is the same on every run: a 32-bit
// counter pushed through an integer hash (a Weyl sequence with a murmur-style finaliser). Not for
// anything secret: ids and tokens use node:crypto.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An index drawn in proportion to the weights. */
  weighted(weights: readonly number[]): number;
  /** A new array in random order. */
  shuffled<T>(items: readonly T[]): T[];
  /** Normally distributed (Box–Muller). */
  normal(mean: number, deviation: number): number;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    z ^= z >>> 15;
    return (z >>> 0) / 2 ** 32;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted(weights) {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let target = next() * total;
      for (let i = 0; i < weights.length; i++) {
        target -= weights[i];
        if (target < 0) return i;
      }
      return weights.length - 1;
    },
    shuffled(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
    normal(mean, deviation) {
      const u = 1 - next(); // (0, 1]: log(0) is never taken
      const v = next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
  return random;
}
