// What a report freezes of the opinion groups: the math engine's stored result (the pca2 body,
// docs/math.md "Output") read into the report's shape (contract/report.ts). Pure; nothing is
// recomputed here but shares and orderings of the engine's own outputs:
// - a group's statements: the engine's `repness` list, with the group's and the others' shares
//   from `group-votes` (as the participation page shows them);
// - consensus: what unites the groups (math/majority.ts, docs/math.md#what-unites-people) — the
//   statements a majority of every group agreed with, by group-informed consensus, then those a
//   majority of every group rejected, by the same product of disagreements;
// - divisive: the statements whose agreement differs most between the groups (largest minus smallest
//   group share, each smoothed by +1/+2 so three votes do not outrank three hundred);
// - importance: the engine's per-group counts of "important to me" (`raadslag.importance`);
// - the map: base clusters by group, and the statements' `comment-projection`, scaled so the
//   furthest statement sits at the furthest participant (the engine's statement positions are on a
//   √statements larger scale; their direction is what a reader reads).
// Only statements the report shows (its mod level) appear; meta statements never do.
import type { Pca2, ReportMath, ReportSpreadStatement, VoteCounts } from '../../contract/types';
import { majorityView } from '../math';

const LIST_LENGTH = 5;
const NO_VOTES: VoteCounts = { A: 0, D: 0, S: 0 };

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);
const round = (n: number) => Math.round(n * 1000) / 1000;

/** The report's math with no result behind it (never computed). */
export function emptyReportMath(importanceEnabled: boolean): ReportMath {
  return {
    status: { computed_at: null, vote_count: 0, groups_reason: 'no_votes' },
    importance_enabled: importanceEnabled,
    groups: [],
    consensus: [],
    divisive: [],
    statements: [],
  };
}

export function reportMath(
  pca2: Pca2,
  shown: ReadonlySet<number>,
  importanceEnabled: boolean,
): ReportMath {
  const ext = pca2.raadslag;
  const groups = [...pca2['group-clusters']].sort((a, b) => a.id - b.id);
  const votesOf = (gid: number, tid: number) =>
    pca2['group-votes'][String(gid)]?.votes[String(tid)] ?? NO_VOTES;
  const base = pca2['base-clusters'];
  const baseIndex = new Map(base.id.map((id, i) => [id, i]));
  const agreeShares = (tid: number) =>
    groups.map((g) => {
      const v = votesOf(g.id, tid);
      return percent(v.A, v.S);
    });
  const seenByAll = (tid: number) => groups.every((g) => votesOf(g.id, tid).S > 0);

  const reportGroups = groups.map((group) => {
    const others = groups.filter((g) => g.id !== group.id);
    const statements = (pca2.repness[String(group.id)] ?? [])
      .filter((item) => shown.has(item.tid))
      .map((item) => {
        const key = item['repful-for'] === 'agree' ? 'A' : 'D';
        const own = votesOf(group.id, item.tid);
        let part = 0;
        let whole = 0;
        for (const other of others) {
          const v = votesOf(other.id, item.tid);
          part += v[key];
          whole += v.S;
        }
        return {
          tid: item.tid,
          repful_for: item['repful-for'],
          in_group: percent(own[key], own.S),
          others: percent(part, whole),
        };
      });
    const marked = importanceEnabled ? (ext?.importance?.groups[String(group.id)] ?? {}) : {};
    const important = Object.entries(marked)
      .map(([tid, count]) => ({ tid: Number(tid), count }))
      .filter((item) => shown.has(item.tid) && item.count > 0)
      .sort((a, b) => b.count - a.count || a.tid - b.tid)
      .slice(0, LIST_LENGTH);
    const points = group.members.flatMap((id): [number, number, number][] => {
      const i = baseIndex.get(id);
      return i === undefined ? [] : [[round(base.x[i]), round(base.y[i]), base.count[i]]];
    });
    return {
      id: group.id,
      size: pca2['group-votes'][String(group.id)]?.['n-members'] ?? 0,
      statements,
      important,
      points,
    };
  });

  const spread = (tid: number): ReportSpreadStatement => ({ tid, agree: agreeShares(tid) });
  const inMath = pca2.tids.filter((tid) => shown.has(tid));
  const united = majorityView(
    { tids: inMath, groups: groups.map((g) => g.id), votesOf },
    LIST_LENGTH,
  );
  const consensus: ReportSpreadStatement[] = [
    ...united.agree.map(({ tid }) => ({ ...spread(tid), side: 'agree' as const })),
    ...united.disagree.map(({ tid }) => ({
      ...spread(tid),
      side: 'disagree' as const,
      disagree: groups.map((g) => {
        const v = votesOf(g.id, tid);
        return percent(v.D, v.S);
      }),
    })),
  ];
  const smoothed = (gid: number, tid: number) => {
    const v = votesOf(gid, tid);
    return (v.A + 1) / (v.S + 2);
  };
  const divisive =
    groups.length < 2
      ? []
      : inMath
          .filter(seenByAll)
          .map((tid) => {
            const shares = groups.map((g) => smoothed(g.id, tid));
            return { tid, gap: Math.max(...shares) - Math.min(...shares) };
          })
          .filter(({ gap }) => gap >= 0.2)
          .sort((a, b) => b.gap - a.gap || a.tid - b.tid)
          .slice(0, LIST_LENGTH)
          .map(({ tid }) => spread(tid));

  return {
    status: {
      computed_at: ext?.computed_at ?? null,
      vote_count: ext?.vote_count ?? 0,
      groups_reason: groups.length ? null : (ext?.groups_reason ?? 'no_differences'),
      stability: groups.length ? (pca2.stability?.ari ?? null) : null,
    },
    importance_enabled: importanceEnabled,
    groups: reportGroups,
    consensus,
    divisive,
    statements: groups.length ? statementPositions(pca2, shown, reportGroups) : [],
  };
}

function statementPositions(
  pca2: Pca2,
  shown: ReadonlySet<number>,
  groups: readonly { points: [number, number, number][] }[],
): [number, number, number][] {
  const [xs, ys] = pca2.pca['comment-projection'];
  const placed = pca2.tids.flatMap((tid, i): [number, number, number][] =>
    shown.has(tid) && Number.isFinite(xs[i]) && Number.isFinite(ys[i]) ? [[tid, xs[i], ys[i]]] : [],
  );
  const reach = (points: Iterable<readonly number[]>, from: number) => {
    let max = 0;
    for (const p of points) max = Math.max(max, Math.hypot(p[from], p[from + 1]));
    return max;
  };
  const people = reach(
    groups.flatMap((g) => g.points),
    0,
  );
  const words = reach(placed, 1);
  const scale = words > 0 && people > 0 ? people / words : 1;
  return placed.map(([tid, x, y]) => [tid, round(x * scale), round(y * scale)]);
}
