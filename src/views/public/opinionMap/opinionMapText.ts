// What the map's status line says: when and from how many votes the map was computed (relative to
// the last answer from the server, so the sentence is as old as the check), or why there are no
// groups. Pure, so it is tested without a screen.
import * as da from '../../../copy/da';
import type { MapStatus } from '../../../machines/public/opinionMap/opinionMapRules';
import type { ResponseProblem } from '../../../machines/common/responseText';

export function statusText(status: MapStatus, checkedAt: number | null): string {
  if (status.kind === 'notComputed') return da.opinionMap.notComputed;
  if (status.kind === 'noGroups') {
    const why = da.opinionMap.noGroups[status.reason ?? 'unknown'];
    return status.voteCount ? `${why} ${da.opinionMap.noGroupsVotes(status.voteCount)}` : why;
  }
  const minutes =
    status.computedAt !== null && checkedAt !== null
      ? Math.max(0, Math.floor((checkedAt - status.computedAt) / 60_000))
      : 0;
  return da.opinionMap.computed(minutes, status.voteCount);
}

/** Why the map could not be loaded: the network, the server's own message, or the status line. */
export function mapLoadErrorText(problem: ResponseProblem | null): string {
  if (!problem || problem.status === 0) return da.opinionMap.loadFailed(da.errors.network);
  const own = problem.text && problem.text !== problem.code ? problem.text : '';
  return da.opinionMap.loadFailed(own || da.errors.statusLine(problem.status, problem.statusText));
}
