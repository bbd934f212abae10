// GET /comments?moderation=true&paged=true — one page of a moderation list, searched, filtered
// and sorted, with vote tallies, flag reasons and each tab's count (docs/api.md#get-comments). The
// caller is already known to be a moderator (routes/comments.ts).
import type { Context } from 'hono';
import type { FlagReason, ModerationPage } from '../../../contract/moderationList';
import type { ModValue } from '../../../contract/types';
import type { AppEnv } from '../../platform/http/context';
import { paramParseFailed } from '../../platform/http/errors';
import { toComment } from '../present/comments';
import { countModerationStates, listModerationPage } from '../repo/moderationList';
import {
  MODERATION_PAGE_DEFAULT,
  MODERATION_PAGE_MAX,
  parseModerationListFilters,
} from '../rules/moderationListQuery';
import { moderationMessages } from '../messages';

interface PagedListRequest {
  zid: number;
  conversationId: string;
  mod: ModValue | null;
  limit: number | null;
  offset: number;
}

export async function moderationPage(
  c: Context<AppEnv>,
  request: PagedListRequest,
): Promise<ModerationPage> {
  const parsed = parseModerationListFilters(c.req.query());
  if (!parsed.ok) throw paramParseFailed(parsed.field, parsed.message);
  const limit = request.limit ?? MODERATION_PAGE_DEFAULT;
  if (limit > MODERATION_PAGE_MAX) {
    throw paramParseFailed('limit', moderationMessages.pagedLimit(MODERATION_PAGE_MAX));
  }
  const page = { limit, offset: request.offset };
  const [rows, counts] = await Promise.all([
    listModerationPage(c.var.db, request.zid, request.mod, parsed.filters, page),
    countModerationStates(c.var.db, request.zid, parsed.filters),
  ]);
  const total =
    request.mod === null
      ? counts.pending + counts.accepted + counts.rejected
      : counts[request.mod === 1 ? 'accepted' : request.mod === -1 ? 'rejected' : 'pending'];
  return {
    comments: rows.map((row) => ({
      ...toComment(row, request.conversationId),
      agree_count: row.agree,
      disagree_count: row.disagree,
      pass_count: row.pass,
      count: row.agree + row.disagree + row.pass,
      flag_reasons: row.flag_reasons as FlagReason[] | null,
      near_duplicate:
        row.mod === 0 && row.near_tid !== null && row.near_txt !== null
          ? { tid: row.near_tid, txt: row.near_txt }
          : null,
      duplicate_of: row.duplicate_of,
    })),
    pagination: { total, ...page },
    counts,
  };
}
