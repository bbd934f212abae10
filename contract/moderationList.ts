// GET /comments?moderation=true&paged=true (docs/api.md#get-comments): one page of a moderation
// list with each statement's votes and the automatic moderator's reasons, the page's place in the
// whole, and each tab's count under the same search and filters.
import type { Comment } from './types';

export type ModerationSort = 'oldest' | 'newest' | 'most_votes' | 'most_disagree';

/** The filters (each `true` on the address; left out, either), named once: the type is the list's. */
export const MODERATION_FILTERS = ['flagged', 'is_seed', 'is_meta', 'has_votes'] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];

/** What the moderator searches for, filters on and sorts by. */
export interface ModerationQuery {
  search: string;
  filters: Record<ModerationFilter, boolean>;
  sort: ModerationSort;
}

/** Why the automatic moderator flagged a statement. */
export type FlagReason = 'link' | 'email' | 'phone' | 'offensive' | 'spam' | 'caps';

export interface ModerationComment extends Comment {
  agree_count: number;
  disagree_count: number;
  pass_count: number;
  /** Every current vote: agree + disagree + pass. */
  count: number;
  /** null: not flagged; [] flagged before reasons were stored. */
  flag_reasons: FlagReason[] | null;
  /**
   * Pending statements: the accepted statement it nearly repeated when it was posted, while that one
   * is still accepted; null otherwise (and from upstream Polis, which has no such field).
   */
  near_duplicate: { tid: number; txt: string } | null;
  /** A rejected statement a moderator merged into another: that statement's tid, else null. */
  duplicate_of: number | null;
}

export interface ModerationCounts {
  pending: number;
  accepted: number;
  rejected: number;
}

export interface ModerationPage {
  comments: ModerationComment[];
  pagination: { total: number; limit: number; offset: number };
  counts: ModerationCounts;
}
