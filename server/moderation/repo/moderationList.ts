// SQL for the paged moderation list (rules/moderationListQuery.ts): one page of one state with the
// statements' vote tallies (comment_vote_tallies, migration 031), and each state's count under the
// same search and filters. The first page of a state in tid order walks the (zid, mod, tid) index,
// in vote order the tallies' indexes; the counts are one row kept by a trigger, or (with a search
// or filter) one pass over the conversation's statements (bench: npm run bench:moderation).
import type { ModValue } from '../../../contract/types';
import type { ModerationCounts } from '../../../contract/moderationList';
import type { Db } from '../../platform/db';
import type { ModerationListFilters } from '../rules/moderationListQuery';
import type { CommentRow } from './comments';

export interface ModerationRow extends CommentRow {
  flag_reasons: string[] | null;
  duplicate_of: number | null;
  /** The accepted statement it nearly repeats (migration 036), while that one is accepted. */
  near_tid: number | null;
  near_txt: string | null;
  agree: number;
  disagree: number;
  pass: number;
}

// The vote sorts name the tallies' own columns, in the order of their indexes (migration 031), and
// join them without LEFT JOIN (every statement has its row, migration 061): the planner then walks
// the index to one page instead of sorting the whole state.
const ORDER: Record<ModerationListFilters['sort'], string> = {
  oldest: 'c.tid ASC',
  newest: 'c.tid DESC',
  most_votes: '(t.agree + t.disagree + t.pass) DESC, t.tid DESC',
  most_disagree: 't.disagree DESC, t.tid DESC',
};
const SORTED_BY_TALLIES = new Set<ModerationListFilters['sort']>(['most_votes', 'most_disagree']);

/** `%`, `_` and `\` in a search match themselves (LIKE … ESCAPE '\'). */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The WHERE conditions (after zid = $1) for the filters, adding their parameters to `params`. */
function filterConditions(filters: ModerationListFilters, params: unknown[]): string[] {
  const conditions: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.search !== null) {
    const like = `c.txt ILIKE ${add(likePattern(filters.search))} ESCAPE '\\'`;
    const number = /^#?\d{1,9}$/.test(filters.search)
      ? Number(filters.search.replace('#', ''))
      : null;
    // People count statements from 1 (statement nr. 1 is tid 0: docs/behaviour.md#statement-numbers).
    conditions.push(number === null ? like : `(${like} OR c.tid = ${add(number - 1)})`);
  }
  if (filters.flagged !== null) {
    conditions.push(`c.flag_reasons IS ${filters.flagged ? 'NOT ' : ''}NULL`);
  }
  if (filters.isSeed !== null) conditions.push(`c.is_seed = ${add(filters.isSeed)}`);
  if (filters.isMeta !== null) conditions.push(`c.is_meta = ${add(filters.isMeta)}`);
  if (filters.hasVotes !== null) {
    const voted = 'coalesce(t.agree + t.disagree + t.pass, 0) > 0';
    conditions.push(filters.hasVotes ? voted : `NOT (${voted})`);
  }
  return conditions;
}

const FROM = `FROM comments c
  LEFT JOIN comment_vote_tallies t ON t.zid = c.zid AND t.tid = c.tid`;
const FROM_TALLIES = `FROM comment_vote_tallies t
  JOIN comments c ON c.zid = t.zid AND c.tid = t.tid`;

/** One page of the statements in state `mod` (all states when null). */
export async function listModerationPage(
  db: Db,
  zid: number,
  mod: ModValue | null,
  filters: ModerationListFilters,
  page: { limit: number; offset: number },
): Promise<ModerationRow[]> {
  const params: unknown[] = [zid, page.limit, page.offset];
  const zidIs = SORTED_BY_TALLIES.has(filters.sort) ? 't.zid = $1' : 'c.zid = $1';
  const conditions = [zidIs, ...filterConditions(filters, params)];
  if (mod !== null) {
    params.push(mod);
    conditions.push(`c.mod = $${params.length}`);
  }
  const { rows } = await db.query<ModerationRow>(
    `SELECT c.tid, c.pid, c.txt, c.created, c.mod, c.active, c.is_meta, c.is_seed, c.velocity,
            c.lang, c.quote_src_url, c.flag_reasons, c.duplicate_of,
            near.tid AS near_tid, near.txt AS near_txt,
            coalesce(t.agree, 0) AS agree, coalesce(t.disagree, 0) AS disagree,
            coalesce(t.pass, 0) AS pass
     ${SORTED_BY_TALLIES.has(filters.sort) ? FROM_TALLIES : FROM}
     LEFT JOIN comments near ON near.zid = c.zid AND near.tid = c.near_tid AND near.mod = 1
     WHERE ${conditions.join(' AND ')}
     ORDER BY ${ORDER[filters.sort]} LIMIT $2::integer OFFSET $3::integer`,
    params,
  );
  return rows;
}

const unfiltered = (f: ModerationListFilters) =>
  f.search === null &&
  f.flagged === null &&
  f.isSeed === null &&
  f.isMeta === null &&
  f.hasVotes === null;

/**
 * How many statements each state holds under the search and filters. Without any, the counts the
 * comments trigger keeps (conversation_mod_counts, migration 031): one row, not 20,000.
 */
export async function countModerationStates(
  db: Db,
  zid: number,
  filters: ModerationListFilters,
): Promise<ModerationCounts> {
  if (unfiltered(filters)) {
    const { rows } = await db.query<ModerationCounts>(
      'SELECT pending, accepted, rejected FROM conversation_mod_counts WHERE zid = $1',
      [zid],
    );
    return rows[0] ?? { pending: 0, accepted: 0, rejected: 0 };
  }
  const params: unknown[] = [zid];
  const conditions = ['c.zid = $1', ...filterConditions(filters, params)];
  // The tallies are joined only when a filter reads them: without, the count is index-only.
  const from = filters.hasVotes === null ? 'FROM comments c' : FROM;
  const { rows } = await db.query<{ mod: number; n: number | string }>(
    `SELECT c.mod, count(*) AS n ${from} WHERE ${conditions.join(' AND ')} GROUP BY c.mod`,
    params,
  );
  const counts: ModerationCounts = { pending: 0, accepted: 0, rejected: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.mod === 1) counts.accepted = n;
    else if (row.mod === -1) counts.rejected = n;
    else counts.pending = n;
  }
  return counts;
}
