// "Important to me" (upstream's high_priority on a vote), counted per statement for everyone and per
// opinion group. A participant's current vote on a statement is the one that counts, as for the vote
// tallies: a later vote without the flag takes it back. Not part of Polis's procedure, so it does not
// move the map or the groups; the counts ride along with the result (key `raadslag` of the pca2 body).
import type { MathResult, VoteColumns } from './types';

export interface ImportanceCounts {
  /** Participants who marked the statement important, by tid; statements nobody marked are left out. */
  all: Record<string, number>;
  /** The same per opinion group (group id → tid → count); participants without a group count in `all` only. */
  groups: Record<string, Record<string, number>>;
}

/**
 * @param votes the conversation's votes in the order they were cast (as given to updateMath)
 * @param important 1 where that vote carried high_priority, same order
 */
export function countImportance(
  votes: VoteColumns,
  important: Uint8Array,
  result: Pick<MathResult, 'participants' | 'groupClusters'>,
): ImportanceCounts {
  const counts: ImportanceCounts = { all: {}, groups: {} };
  // Only pairs that were ever flagged can count; most conversations have few or none.
  const flagged = new Set<string>();
  for (let i = 0; i < important.length; i++) {
    if (important[i]) flagged.add(`${votes.pid[i]}:${votes.tid[i]}`);
  }
  if (flagged.size === 0) return counts;
  // The last vote on each flagged pair decides.
  const current = new Map<string, { pid: number; tid: number; on: boolean }>();
  for (let i = 0; i < important.length; i++) {
    const key = `${votes.pid[i]}:${votes.tid[i]}`;
    if (flagged.has(key))
      current.set(key, { pid: votes.pid[i], tid: votes.tid[i], on: !!important[i] });
  }
  const groupOf = new Map<number, number>();
  result.participants.pids.forEach((pid, row) => {
    const group = result.participants.groupId[row];
    if (group >= 0) groupOf.set(pid, group);
  });
  for (const group of result.groupClusters) counts.groups[group.id] = {};
  for (const { pid, tid, on } of current.values()) {
    if (!on) continue;
    counts.all[tid] = (counts.all[tid] ?? 0) + 1;
    const group = groupOf.get(pid);
    if (group === undefined) continue;
    const byTid = counts.groups[group];
    byTid[tid] = (byTid[tid] ?? 0) + 1;
  }
  return counts;
}
