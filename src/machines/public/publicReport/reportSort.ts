// The public report's arithmetic: vote shares as whole percentages, a controversy score, and the
// four orders the reader can choose. Pure; the publicReport chart keeps only the chosen order.
//
// Controversy: how evenly the participants who took a side split, weighted by how many did.
//   balance     = 1 − |agrees − disagrees| / (agrees + disagrees)   (1 = an even split, 0 = one-sided)
//   controversy = balance × log₂(1 + agrees + disagrees)             (0 when nobody took a side)
// Passes take no side, so they count in neither term. The logarithm lets a statement that 40
// people split over outrank one that 2 people split over, without letting sheer volume beat a
// genuinely even split (a 50/50 at 100 votes scores 6.7; 70/30 at 100 votes 4.0; 3/3 at 6 votes 2.8).
import { wholePercents } from '../../common/wholePercents';
import type { ReportStatement } from '../../../../contract/types';

/** The orders, named once: the type is the list's. */
export const REPORT_SORTS = ['order', 'agreement', 'disagreement', 'controversy'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

export function isReportSort(value: unknown): value is ReportSort {
  return typeof value === 'string' && (REPORT_SORTS as readonly string[]).includes(value);
}

type Counts = Pick<ReportStatement, 'agrees' | 'disagrees' | 'passes'>;

interface VoteShares {
  agree: number;
  disagree: number;
  pass: number;
}

/**
 * Whole percentages of agrees, disagrees and passes that add up to exactly 100 (largest remainder,
 * equal counts alike: rules/wholePercents.ts), or all 0 when there are no votes.
 */
export function voteShares({ agrees, disagrees, passes }: Counts): VoteShares {
  const [agree, disagree, pass] = wholePercents([agrees, disagrees, passes]);
  return { agree, disagree, pass };
}

/** See the header: 0 for a one-sided or untouched statement, higher for large, even splits. */
export function controversyScore({ agrees, disagrees }: Counts): number {
  const sided = agrees + disagrees;
  if (sided <= 0) return 0;
  const balance = 1 - Math.abs(agrees - disagrees) / sided;
  return balance * Math.log2(1 + sided);
}

const share = (part: number, s: Counts) => {
  const total = s.agrees + s.disagrees + s.passes;
  return total > 0 ? part / total : 0;
};

type Key = (s: ReportStatement) => number;

/** Descending by each key in turn, then by tid ascending (stable and predictable). */
function byDescending(...keys: Key[]) {
  return (a: ReportStatement, b: ReportStatement) => {
    for (const key of keys) {
      const diff = key(b) - key(a);
      if (diff !== 0) return diff;
    }
    return a.tid - b.tid;
  };
}

const votes: Key = (s) => s.agrees + s.disagrees + s.passes;

const COMPARE: Record<ReportSort, (a: ReportStatement, b: ReportStatement) => number> = {
  order: (a, b) => a.tid - b.tid,
  // Share of all votes first, so 9 of 10 beats 10 of 20; then the larger count; then more votes.
  agreement: byDescending(
    (s) => share(s.agrees, s),
    (s) => s.agrees,
    votes,
  ),
  disagreement: byDescending(
    (s) => share(s.disagrees, s),
    (s) => s.disagrees,
    votes,
  ),
  controversy: byDescending(controversyScore, votes),
};

/** A new array in the chosen order; the input is left as it was. */
export function sortStatements(
  statements: readonly ReportStatement[],
  sort: ReportSort,
): ReportStatement[] {
  return [...statements].sort(COMPARE[sort]);
}
