// Why a result has no opinion groups, in words a screen can turn into an honest sentence ("too few
// votes for groups"). The engine finds groups once at least two participants sit apart on the map;
// with fewer than two participants or two statements there is no map at all (docs/math.md).
import type { MathResult } from './types';

export type NoGroupsReason =
  'no_votes' | 'too_few_participants' | 'too_few_statements' | 'no_differences';

export function noGroupsReason(
  result: Pick<MathResult, 'n' | 'inConv' | 'groupClusters' | 'tids'>,
  moderatedOut: ReadonlySet<number>,
): NoGroupsReason | null {
  if (result.groupClusters.length > 0) return null;
  if (result.n === 0) return 'no_votes';
  if (result.inConv.length < 2) return 'too_few_participants';
  if (result.tids.filter((tid) => !moderatedOut.has(tid)).length < 2) return 'too_few_statements';
  return 'no_differences';
}
