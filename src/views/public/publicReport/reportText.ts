// The report's sentences that depend on its data: its moment ("Tal fra 24. november 2026 kl. 15.02",
// the Danish Intl date), and the honest status of its opinion groups — when and from how many votes
// they were computed, or why there were none. Pure, so it is tested without a screen.
import type { ReportMath } from '../../../../contract/types';
import * as da from '../../../copy/da';

/** '24. november 2026 kl. 15.02', or '' for a time that is not one. */
export function reportDate(ms: number): string {
  return Number.isFinite(ms) ? da.formatLongDateTime(ms) : '';
}

/**
 * @param reportVotes the votes 'Deltagelse' shows (current votes on the report's statements): when
 *   the math read more (votes on pending or rejected statements, votes since changed), the sentence
 *   says why, so the two figures on one page do not seem to contradict each other.
 */
export function mathStatusText(math: ReportMath, reportVotes: number): string {
  const { status } = math;
  if (status.computed_at === null) return da.reportGroups.notComputed;
  if (math.groups.length === 0) {
    const why = da.reportGroups.noGroups[status.groups_reason ?? 'no_differences'];
    return status.vote_count ? `${why} ${da.reportGroups.noGroupsVotes(status.vote_count)}` : why;
  }
  const computed = da.reportGroups.computed(reportDate(status.computed_at), status.vote_count);
  return status.vote_count > reportVotes ? `${computed} ${da.reportGroups.countsMore}` : computed;
}
