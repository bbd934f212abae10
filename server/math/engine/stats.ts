// The two z-tests repness and consensus use, with upstream's +1 pseudo-counts: they keep small
// groups from looking significant on two votes, and keep every value finite.

/** One-sided 90 % significance, upstream's `z-sig-90?`. */
export const Z_90 = 1.2816;

/** One-proportion test of "more than half": 2·√(n+1)·((successes+1)/(n+1) − ½). */
export function proportionTest(successes: number, n: number): number {
  return 2 * Math.sqrt(n + 1) * ((successes + 1) / (n + 1) - 0.5);
}

/** Two-proportion z-test of group (1) against the rest (2), each count plus one. */
export function twoProportionTest(
  successes1: number,
  successes2: number,
  n1: number,
  n2: number,
): number {
  const s1 = successes1 + 1;
  const s2 = successes2 + 1;
  const p1 = n1 + 1;
  const p2 = n2 + 1;
  const pooled = (s1 + s2) / (p1 + p2);
  if (pooled >= 1) return 0; // upstream's guard: every vote a success leaves nothing to compare
  return (s1 / p1 - s2 / p2) / Math.sqrt(pooled * (1 - pooled) * (1 / p1 + 1 / p2));
}
