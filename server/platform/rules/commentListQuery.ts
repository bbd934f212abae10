// GET /comments query parameters (docs/api.md#get-comments): moderation, include_voting_patterns,
// mod, limit, offset. Polis sends everything as strings.
import type { ModValue } from '../../../contract/types';
import { isInt4Id } from './ids';
import { platformMessages } from '../messages';

const COMMENT_LIST_LIMIT_MAX = 10_000;

interface CommentListQuery {
  /** moderation=true: the moderator's view (every state); else what participants see. */
  moderation: boolean;
  mod: ModValue | null;
  limit: number | null;
  offset: number;
}

type CommentListQueryResult =
  { ok: true; query: CommentListQuery } | { ok: false; field: string; message: string };

type Query = Record<string, string | undefined>;

const DIGITS = /^\d{1,9}$/;

function parseBoolean(value: string | undefined): boolean | undefined | 'invalid' {
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return 'invalid';
}

export function parseCommentListQuery(query: Query): CommentListQueryResult {
  const moderation = parseBoolean(query.moderation);
  if (moderation === 'invalid') {
    return { ok: false, field: 'moderation', message: platformMessages.commentList.moderation };
  }
  if (parseBoolean(query.include_voting_patterns) === 'invalid') {
    return {
      ok: false,
      field: 'include_voting_patterns',
      message: platformMessages.commentList.votingPatterns,
    };
  }
  let mod: ModValue | null = null;
  if (query.mod !== undefined && query.mod !== '') {
    if (!['-1', '0', '1'].includes(query.mod)) {
      return { ok: false, field: 'mod', message: platformMessages.commentList.mod };
    }
    mod = Number(query.mod) as ModValue;
  }
  let limit: number | null = null;
  if (query.limit !== undefined && query.limit !== '') {
    limit = DIGITS.test(query.limit) ? Number(query.limit) : NaN;
    if (!(limit >= 1 && limit <= COMMENT_LIST_LIMIT_MAX)) {
      return {
        ok: false,
        field: 'limit',
        message: platformMessages.commentList.limit(COMMENT_LIST_LIMIT_MAX),
      };
    }
  }
  let offset = 0;
  if (query.offset !== undefined && query.offset !== '') {
    if (!DIGITS.test(query.offset) || !isInt4Id(Number(query.offset))) {
      return {
        ok: false,
        field: 'offset',
        message: platformMessages.commentList.offset,
      };
    }
    offset = Number(query.offset);
  }
  return { ok: true, query: { moderation: moderation ?? false, mod, limit, offset } };
}

/**
 * What participants may read without moderation=true: active comments that are accepted, or
 * (without strict moderation) not yet moderated.
 */
export function lowestPublicMod(conversation: { strict_moderation: boolean }): ModValue {
  return conversation.strict_moderation ? 1 : 0;
}
