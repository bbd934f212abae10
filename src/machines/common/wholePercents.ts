// Whole percentages that add up to exactly 100 (largest remainder), where equal counts get equal
// percentages: 'Enig: 16 (48 %) · Uenig: 16 (48 %) · Spring over: 1 (4 %)', not 49 against 48 for the
// same 16. The shares are floored, and the points still missing go to whole sizes of count (all
// counts of one size, or none of them): of the choices that hand out exactly the missing points,
// the one with the largest remainders (or, failing that, one point over, taken back from a count of
// its own size). Only when there is none (1, 1, 1: 34, 33, 33) does the
// plain largest remainder break the tie, earlier counts first. A count of 0 stays 0 %. Pure
// (docs/behaviour.md#publicreport).

export function wholePercents(counts: readonly number[]): number[] {
  const n = counts.map((c) => Math.max(0, Math.floor(c)));
  const total = n.reduce((sum, c) => sum + c, 0);
  if (total <= 0) return n.map(() => 0);
  // Remainders as integers (c·100 mod total), so equal counts compare exactly equal.
  const whole = n.map((c) => Math.floor((c * 100) / total));
  const rest = n.map((c) => (c * 100) % total);
  const missing = 100 - whole.reduce((sum, c) => sum + c, 0);
  if (missing === 0) return whole;
  const sizes = [...new Set(n.filter((c, i) => c > 0 && rest[i] > 0))].map((c) => ({
    members: n.flatMap((m, i) => (m === c ? [i] : [])),
    rest: rest[n.indexOf(c)],
  }));
  // Every choice of sizes (a handful: three vote kinds, a few groups): the best exact one; else one
  // point over, taken back from a count that is alone in its size (3, 3, 2 of 8: 38, 38, 24).
  const lone = (pick: number) =>
    n
      .map((_, i) => i)
      .filter((i) => whole[i] > 0 && n.filter((c) => c === n[i]).length === 1)
      .filter((i) => !sizes.some((size, s) => pick & (1 << s) && size.members.includes(i)))
      .sort((a, b) => rest[a] - rest[b] || b - a)[0];
  let best: { pick: number; score: number; back: number | null } | null = null;
  for (const over of [0, 1]) {
    for (let pick = 1; pick < 1 << Math.min(sizes.length, 12); pick++) {
      let count = 0;
      let score = 0;
      sizes.forEach((size, s) => {
        if (pick & (1 << s)) {
          count += size.members.length;
          score += size.rest * size.members.length;
        }
      });
      if (count !== missing + over || (best && score <= best.score)) continue;
      const back = over ? lone(pick) : null;
      if (over && back === undefined) continue;
      best = { pick, score, back: back ?? null };
    }
    if (best) break;
  }
  if (best) {
    const chosen = best;
    sizes.forEach((size, s) => {
      if (chosen.pick & (1 << s)) for (const i of size.members) whole[i] += 1;
    });
    if (chosen.back !== null) whole[chosen.back] -= 1;
    return whole;
  }
  const order = n
    .map((_, i) => i)
    .filter((i) => n[i] > 0)
    .sort((a, b) => rest[b] - rest[a] || a - b);
  order.slice(0, missing).forEach((i) => (whole[i] += 1));
  return whole;
}
