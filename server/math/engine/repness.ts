// Step 10: representative statements, per group — what makes the group distinct from the rest.
// For group g and statement t (counts over g's members; "rest" = the members of the other groups):
//   pa = (na+1)/(ns+2), pat = one-proportion test of na in ns,
//   ra = pa / ((na_rest+1)/(ns_rest+2)), rat = two-proportion test of g against the rest,
// likewise pd, pdt, rd, rdt for disagrees. A statement qualifies when both tests pass at 90 % for
// agree (or both for disagree). Up to 5 per group, ranked by repness·test·p·p-test, the group's best
// agree statement first, agrees before disagrees. When nothing qualifies, the best agree statement
// (or else the best by test) stands alone, so every group has something to show.
import { proportionTest, twoProportionTest, Z_90 } from './stats';
import type { Tallies } from './tallies';
import type { RepnessEntry } from './types';

export const REPNESS_PER_GROUP = 5;

interface CommentStats {
  tid: number;
  na: number;
  nd: number;
  ns: number;
  pa: number;
  pd: number;
  pat: number;
  pdt: number;
  ra: number;
  rd: number;
  rat: number;
  rdt: number;
}

function commentStats(
  tid: number,
  own: { na: number; nd: number; ns: number },
  rest: { na: number; nd: number; ns: number },
): CommentStats {
  const { na, nd, ns } = own;
  const pa = (na + 1) / (ns + 2);
  const pd = (nd + 1) / (ns + 2);
  return {
    tid,
    na,
    nd,
    ns,
    pa,
    pd,
    pat: proportionTest(na, ns),
    pdt: proportionTest(nd, ns),
    ra: pa / ((rest.na + 1) / (rest.ns + 2)),
    rd: pd / ((rest.nd + 1) / (rest.ns + 2)),
    rat: twoProportionTest(na, rest.na, ns, rest.ns),
    rdt: twoProportionTest(nd, rest.nd, ns, rest.ns),
  };
}

/** Agree or disagree, whichever is more representative. Upstream stores the test as a 32-bit float. */
function finalize(s: CommentStats): RepnessEntry {
  const agree = s.rat > s.rdt;
  return {
    tid: s.tid,
    nSuccess: agree ? s.na : s.nd,
    nTrials: s.ns,
    pSuccess: agree ? s.pa : s.pd,
    pTest: agree ? s.pat : s.pdt,
    repness: agree ? s.ra : s.rd,
    repnessTest: Math.fround(agree ? s.rat : s.rdt),
    repfulFor: agree ? 'agree' : 'disagree',
  };
}

const passes = (s: CommentStats) =>
  (s.rat > Z_90 && s.pat > Z_90) || (s.rdt > Z_90 && s.pdt > Z_90);

const metric = (e: RepnessEntry) => e.repness * e.repnessTest * e.pSuccess * e.pTest;

/** Upstream's `beats-best-agr?`: the statement the group agrees with most distinctively. */
function beatsBestAgree(s: CommentStats, best: CommentStats | null): boolean {
  if (s.na === 0 && s.nd === 0) return false;
  if (best && best.ra > 1)
    return s.ra * s.rat * s.pa * s.pat > best.ra * best.rat * best.pa * best.pat;
  if (best) return s.pa * s.pat > best.pa * best.pat;
  return s.pat > Z_90 || (s.ra > 1 && s.pa > 0.5);
}

/**
 * @param groups tallies with one label per group (label i = groupIds[i])
 * @param modOut 1 for moderated-out columns, which are never representative
 */
export function representativeStatements(
  groups: Tallies,
  groupIds: readonly number[],
  tids: Int32Array,
  modOut: Uint8Array,
): { id: number; statements: RepnessEntry[] }[] {
  const nGroups = groupIds.length;
  const cols = groups.nCols;
  const sufficient: RepnessEntry[][] = groupIds.map(() => []);
  const best: (RepnessEntry | null)[] = groupIds.map(() => null);
  const bestAgree: (CommentStats | null)[] = groupIds.map(() => null);

  for (let c = 0; c < cols; c++) {
    if (modOut[c]) continue;
    let totalA = 0;
    let totalD = 0;
    let totalS = 0;
    for (let g = 0; g < nGroups; g++) {
      totalA += groups.A[g * cols + c];
      totalD += groups.D[g * cols + c];
      totalS += groups.S[g * cols + c];
    }
    for (let g = 0; g < nGroups; g++) {
      const own = {
        na: groups.A[g * cols + c],
        nd: groups.D[g * cols + c],
        ns: groups.S[g * cols + c],
      };
      const rest = { na: totalA - own.na, nd: totalD - own.nd, ns: totalS - own.ns };
      const stats = commentStats(tids[c], own, rest);
      if (passes(stats)) sufficient[g].push(finalize(stats));
      const current = best[g];
      if (
        sufficient[g].length === 0 &&
        (current === null || Math.max(stats.rat, stats.rdt) > current.repnessTest)
      ) {
        best[g] = finalize(stats);
      }
      if (beatsBestAgree(stats, bestAgree[g])) bestAgree[g] = stats;
    }
  }

  return groupIds.map((id, g) => {
    const agreeStats = bestAgree[g];
    const head: RepnessEntry | null = agreeStats
      ? { ...finalize(agreeStats), nAgree: agreeStats.na, bestAgree: true }
      : null;
    if (sufficient[g].length === 0) {
      const only = head ?? best[g];
      return { id, statements: only ? [only] : [] };
    }
    // Array.prototype.sort is stable, so equal metrics keep statement order, as upstream's sort-by.
    const ranked = sufficient[g]
      .filter((entry) => !head || entry.tid !== head.tid)
      .sort((a, b) => metric(b) - metric(a));
    const top = (head ? [head, ...ranked] : ranked).slice(0, REPNESS_PER_GROUP);
    return {
      id,
      statements: [
        ...top.filter((entry) => entry.repfulFor === 'agree'),
        ...top.filter((entry) => entry.repfulFor === 'disagree'),
      ],
    };
  });
}
