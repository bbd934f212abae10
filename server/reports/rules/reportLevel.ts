// Which statements a public report shows. A report's mod_level:
//   -1  every statement (rejected ones too),
//    0  every statement but the rejected,
//    1  accepted statements only.
// Any other stored value — upstream's and this server's default is -2, "not chosen" — means: what
// participants could see, i.e. 1 under strict moderation, else 0. Whatever the level, a statement
// the automatic moderator flagged (active false) stays out unless a moderator accepted it.
import type { ModValue } from '../../../contract/types';
import { lowestPublicMod } from '../../platform/rules/commentListQuery';

export type ReportModLevel = -1 | 0 | 1;

export function reportModLevel(
  stored: number,
  conversation: { strict_moderation: boolean },
): ReportModLevel {
  if (stored === -1 || stored === 0 || stored === 1) return stored;
  return lowestPublicMod(conversation) as ReportModLevel;
}

/** The rule the report's SQL applies, as a function (for tests and other callers). */
export function inReport(
  comment: { mod: ModValue; active: boolean },
  level: ReportModLevel,
): boolean {
  return comment.mod >= level && (comment.active || comment.mod === 1);
}
