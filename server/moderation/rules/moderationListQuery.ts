// The moderation list's paged form (docs/api.md#get-comments): GET /comments with
// moderation=true and paged=true adds search, filters and sort to mod/limit/offset and answers
// `{ comments, pagination, counts }`. Without paged=true the list is the plain Polis array.
import type { ModerationSort } from '../../../contract/moderationList';
import { moderationMessages } from '../messages';

export const MODERATION_PAGE_DEFAULT = 50;
export const MODERATION_PAGE_MAX = 200;
const SEARCH_MAX = 200;
const SORTS: readonly ModerationSort[] = ['oldest', 'newest', 'most_votes', 'most_disagree'];

export interface ModerationListFilters {
  /** Text the statement contains (case-insensitive), or its number. */
  search: string | null;
  /** true: flagged by the automatic moderator; false: not flagged; null: either. */
  flagged: boolean | null;
  isSeed: boolean | null;
  isMeta: boolean | null;
  hasVotes: boolean | null;
  sort: ModerationSort;
}

type Query = Record<string, string | undefined>;
type Parsed =
  { ok: true; filters: ModerationListFilters } | { ok: false; field: string; message: string };

function flag(query: Query, field: string): boolean | null | 'invalid' {
  const value = query[field];
  if (value === undefined || value === '') return null;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return 'invalid';
}

export function isPagedModerationList(query: Query): boolean {
  return query.paged === 'true' || query.paged === '1';
}

/** search, flagged, is_seed, is_meta, has_votes and sort; every one optional. */
export function parseModerationListFilters(query: Query): Parsed {
  const search = (query.search ?? '').trim().normalize('NFC');
  if ([...search].length > SEARCH_MAX) {
    return {
      ok: false,
      field: 'search',
      message: moderationMessages.list.searchTooLong(SEARCH_MAX),
    };
  }
  const flags: Record<string, boolean | null> = {};
  for (const field of ['flagged', 'is_seed', 'is_meta', 'has_votes']) {
    const value = flag(query, field);
    if (value === 'invalid')
      return { ok: false, field, message: moderationMessages.trueOrFalse(field) };
    flags[field] = value;
  }
  const sort = (query.sort || 'oldest') as ModerationSort;
  if (!SORTS.includes(sort)) {
    return { ok: false, field: 'sort', message: moderationMessages.list.sort(SORTS) };
  }
  return {
    ok: true,
    filters: {
      search: search === '' ? null : search,
      flagged: flags.flagged,
      isSeed: flags.is_seed,
      isMeta: flags.is_meta,
      hasVotes: flags.has_votes,
      sort,
    },
  };
}
