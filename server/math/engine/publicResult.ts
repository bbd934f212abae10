// What the public may read of a result (docs/math.md#what-the-public-sees): the same result without
// the statements participants could not see at the update, in every per-statement key (tids, the
// PCA's per-statement arrays, votes-base, group-votes, repness, consensus, priorities) and without
// their votes in the per-participant counts. The server gives the engine those statements as
// moderated out, so their columns are zeroed and nothing else (positions, groups) depends on them.
import type { ImportanceCounts } from './importance';
import type { MathResult, VoteColumns } from './types';

/** Whether any of the result's columns is a hidden statement (else the public result is the result). */
export function hasHiddenColumns(result: MathResult, hidden: ReadonlySet<number>): boolean {
  return hidden.size > 0 && result.tids.some((tid) => hidden.has(tid));
}

/**
 * How many distinct statements among `hidden` each participant has voted on (re-votes count once),
 * and how many vote rows they are: what the public counts leave out. One pass over the votes with
 * numbers for keys: at 5 million votes, a string per hidden vote took a tenth of the worker's
 * update (docs/math.md#the-warm-update).
 */
export function hiddenVotes(
  votes: VoteColumns,
  hidden: ReadonlySet<number>,
): { perPid: Map<number, number>; rows: number } {
  const perPid = new Map<number, number>();
  if (hidden.size === 0) return { perPid, rows: 0 };
  let maxTid = 0;
  for (const tid of hidden) if (tid > maxTid) maxTid = tid;
  const small = [...hidden].every((tid) => Number.isInteger(tid) && tid >= 0 && tid < 1 << 24);
  const isHidden = small ? new Uint8Array(maxTid + 1) : null;
  if (isHidden) for (const tid of hidden) isHidden[tid] = 1;
  // pid × span + tid is exact below 2^53: with 24-bit tids, for any 32-bit pid.
  const span = maxTid + 1;
  const seen = new Set<number | string>();
  let rows = 0;
  for (let i = 0; i < votes.tid.length; i++) {
    const tid = votes.tid[i];
    if (isHidden ? tid < 0 || tid > maxTid || !isHidden[tid] : !hidden.has(tid)) continue;
    rows++;
    const pid = votes.pid[i];
    const key = small ? pid * span + tid : `${pid}:${tid}`;
    if (seen.has(key)) continue;
    seen.add(key);
    perPid.set(pid, (perPid.get(pid) ?? 0) + 1);
  }
  return { perPid, rows };
}

/** The result as the public may read it. */
export function publicResult(
  result: MathResult,
  hidden: ReadonlySet<number>,
  hiddenPerPid: ReadonlyMap<number, number>,
): MathResult {
  const keep: number[] = [];
  result.tids.forEach((tid, c) => {
    if (!hidden.has(tid)) keep.push(c);
  });
  const pick = <T>(values: readonly T[]): T[] => keep.map((c) => values[c]);
  const tally = <T>(votes: { A: T[]; D: T[]; S: T[] }) => ({
    A: pick(votes.A),
    D: pick(votes.D),
    S: pick(votes.S),
  });
  const shown = <T extends { tid: number }>(list: readonly T[]) =>
    list.filter((entry) => !hidden.has(entry.tid));
  const pids: number[] = [];
  const counts: number[] = [];
  result.userVoteCounts.pids.forEach((pid, i) => {
    const count = result.userVoteCounts.counts[i] - (hiddenPerPid.get(pid) ?? 0);
    if (count <= 0) return;
    pids.push(pid);
    counts.push(count);
  });
  return {
    ...result,
    nCmts: keep.length,
    tids: pick(result.tids),
    userVoteCounts: { pids, counts },
    pca: {
      center: pick(result.pca.center),
      comps: [pick(result.pca.comps[0]), pick(result.pca.comps[1])],
      commentProjection: [
        pick(result.pca.commentProjection[0]),
        pick(result.pca.commentProjection[1]),
      ],
      commentExtremity: pick(result.pca.commentExtremity),
    },
    votesBase: tally(result.votesBase),
    groupVotes: result.groupVotes.map((group) => ({ ...group, votes: tally(group.votes) })),
    repness: result.repness.map((group) => ({ ...group, statements: shown(group.statements) })),
    consensus: { agree: shown(result.consensus.agree), disagree: shown(result.consensus.disagree) },
    groupAwareConsensus:
      result.groupAwareConsensus.length === 0 ? [] : pick(result.groupAwareConsensus),
    commentPriorities: pick(result.commentPriorities),
  };
}

/** "Important to me" counts without the hidden statements. */
export function publicImportance(
  counts: ImportanceCounts,
  hidden: ReadonlySet<number>,
): ImportanceCounts {
  const shownOnly = (byTid: Record<string, number>) =>
    Object.fromEntries(Object.entries(byTid).filter(([tid]) => !hidden.has(Number(tid))));
  return {
    all: shownOnly(counts.all),
    groups: Object.fromEntries(
      Object.entries(counts.groups).map(([group, byTid]) => [group, shownOnly(byTid)]),
    ),
  };
}
