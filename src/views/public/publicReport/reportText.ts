// The report's sentences that depend on its data: its moment ("Tal fra 24. november 2026 kl. 15.02",
// the Danish Intl date), and the honest status of its opinion groups — when and from how many votes
// they were computed, or why there were none. Pure, so it is tested without a screen.
import type { ReportMath } from '../../../contract/types';
import * as da from '../../../copy/da';

/** '24. november 2026 kl. 15.02', or '' for a time that is not one. */
export function reportDate(ms: number): string {
  return Number.isFinite(ms) ? da.formatLongDateTime(ms) : '';
}

export function mathStatusText(math: ReportMath): string {
  const { status } = math;
  if (status.computed_at === null) return da.reportGroups.notComputed;
  if (math.groups.length === 0) {
    const why = da.reportGroups.noGroups[status.groups_reason ?? 'no_differences'];
    return status.vote_count ? `${why} ${da.reportGroups.noGroupsVotes(status.vote_count)}` : why;
  }
  return da.reportGroups.computed(reportDate(status.computed_at), status.vote_count);
}
