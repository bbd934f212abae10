// /comments: the moderation lists (with ETag so polling costs little), accept / reject / meta, and
// seed statements. Parsing (docs/api.md#tolerance) happens here so charts see clean shapes.
import {
  MODERATION_FILTERS,
  type FlagReason,
  type ModerationComment,
  type ModerationCounts,
  type ModerationQuery,
} from '../../../contract/moderationList';
import type { Comment, ModValue } from '../../../contract/types';
import { apiGet, apiSend } from './client';
import {
  asRecord,
  isRecord,
  listOf,
  recordOrEmpty,
  toBoolean,
  toMod,
  toNullableText,
  toNumber,
  toText,
  toTimestamp,
  type Raw,
} from './tolerance';

/** What a moderation list GET resolves with: fresh comments, or "unchanged" after a 304. */
export type CommentListReply =
  | { unchanged: false; comments: Comment[]; etag: string | null }
  | { unchanged: true; etag: string | null };

/**
 * What a paged moderation list GET resolves with: a fresh page, or "unchanged" after a 304.
 * `counts` is null from a server that answers the plain Polis array (upstream): the lists then
 * count what they hold.
 */
export type ModerationPageReply =
  | {
      unchanged: false;
      comments: ModerationComment[];
      total: number;
      counts: ModerationCounts | null;
      etag: string | null;
    }
  | { unchanged: true; etag: string | null };

function parseComment(value: unknown, conversationId = ''): Comment {
  const raw = asRecord(value, 'comment');
  return {
    txt: toText(raw.txt),
    tid: toNumber(raw.tid, -1),
    pid: toNumber(raw.pid, -1),
    created: toTimestamp(raw.created),
    mod: toMod(raw.mod),
    // Upstream leaves `active` out on old rows: a comment is active unless it says otherwise.
    active: raw.active === undefined || raw.active === null ? true : toBoolean(raw.active),
    is_meta: toBoolean(raw.is_meta),
    is_seed: toBoolean(raw.is_seed),
    velocity: toNumber(raw.velocity, 1),
    lang: toNullableText(raw.lang),
    quote_src_url: toNullableText(raw.quote_src_url),
    conversation_id: toText(raw.conversation_id, conversationId) || conversationId,
  };
}

/** An array, or newer upstream's `{ comments: [..], pagination }`; sorted by tid ascending. */
export function parseCommentList(value: unknown, conversationId = ''): Comment[] {
  return listOf(value, 'comments', 'comment list')
    .map((item) => parseComment(item, conversationId))
    .filter((comment) => comment.tid >= 0)
    .sort((a, b) => a.tid - b.tid);
}

interface CommentListQuery {
  conversationId: string;
  mod: ModValue;
  limit?: number;
  offset?: number;
  /** Search, filters and sort (docs/api.md#get-comments); upstream Polis ignores them. */
  query?: ModerationQuery;
  /** The ETag of the list we already hold: a 304 then resolves as unchanged. */
  ifNoneMatch?: string | null;
}

const FLAG_REASONS: readonly FlagReason[] = ['link', 'email', 'phone', 'offensive', 'spam', 'caps'];

const toIdOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** Ours only: upstream Polis sends no near_duplicate, which reads as none. */
function parseNearDuplicate(value: unknown): ModerationComment['near_duplicate'] {
  if (!isRecord(value)) return null;
  const tid = toIdOrNull(value.tid);
  return tid === null || typeof value.txt !== 'string' ? null : { tid, txt: value.txt };
}

function parseModerationComment(value: unknown, conversationId: string): ModerationComment {
  const raw = asRecord(value, 'comment');
  const comment = parseComment(raw, conversationId);
  const agree = toNumber(raw.agree_count, 0);
  const disagree = toNumber(raw.disagree_count, 0);
  const pass = toNumber(raw.pass_count, 0);
  const reasons = Array.isArray(raw.flag_reasons)
    ? raw.flag_reasons.filter((r): r is FlagReason => FLAG_REASONS.includes(r as FlagReason))
    : null;
  return {
    ...comment,
    agree_count: agree,
    disagree_count: disagree,
    pass_count: pass,
    count: toNumber(raw.count, agree + disagree + pass),
    near_duplicate: parseNearDuplicate(raw.near_duplicate),
    duplicate_of: toIdOrNull(raw.duplicate_of),
    // Upstream has no reasons: a statement it holds inactive and pending was flagged.
    flag_reasons: reasons ?? (!comment.active && comment.mod === 0 ? [] : null),
  };
}

function parseCounts(value: unknown): ModerationCounts | null {
  if (!isRecord(value)) return null;
  return {
    pending: toNumber(value.pending, 0),
    accepted: toNumber(value.accepted, 0),
    rejected: toNumber(value.rejected, 0),
  };
}

/** Only what differs from "everything, oldest first" goes on the address. */
function querySearchParams(query: ModerationQuery | undefined) {
  if (!query) return {};
  const params: Record<string, string> = {};
  if (query.search.trim() !== '') params.search = query.search.trim();
  for (const filter of MODERATION_FILTERS) if (query.filters[filter]) params[filter] = 'true';
  if (query.sort !== 'oldest') params.sort = query.sort;
  return params;
}

/** What every moderation list GET sends, upstream's names: one state's statements, a page. */
function listParams(query: CommentListQuery) {
  return {
    moderation: true,
    include_voting_patterns: false,
    mod: query.mod,
    conversation_id: query.conversationId,
    limit: query.limit,
    offset: query.offset,
  };
}

export async function listModerationComments(
  query: CommentListQuery,
  signal: AbortSignal,
): Promise<CommentListReply> {
  const reply = await apiGet('comments', {
    signal,
    searchParams: listParams(query),
    ifNoneMatch: query.ifNoneMatch ?? undefined,
  });
  if (reply.unchanged) return { unchanged: true, etag: reply.etag };
  return {
    unchanged: false,
    comments: parseCommentList(reply.data, query.conversationId),
    etag: reply.etag,
  };
}

/** One page of a moderation list with search, filters and sort (paged=true). */
export async function listModerationPage(
  query: CommentListQuery,
  signal: AbortSignal,
): Promise<ModerationPageReply> {
  const reply = await apiGet('comments', {
    signal,
    searchParams: { ...listParams(query), paged: true, ...querySearchParams(query.query) },
    ifNoneMatch: query.ifNoneMatch ?? undefined,
  });
  if (reply.unchanged) return { unchanged: true, etag: reply.etag };
  const data = recordOrEmpty(reply.data);
  const comments = listOf(reply.data, 'comments', 'comment list')
    .map((item) => parseModerationComment(item, query.conversationId))
    .filter((comment) => comment.tid >= 0);
  const pagination = recordOrEmpty(data.pagination);
  return {
    unchanged: false,
    comments,
    total: toNumber(pagination.total, comments.length),
    counts: parseCounts(data.counts),
    etag: reply.etag,
  };
}

/**
 * PUT the whole comment with `mod` or `is_meta` changed. Accepting also sets `active: true`.
 * Resolves with the logged action's number (for Fortryd), or null (upstream, or nothing changed).
 */
export async function updateComment(comment: Comment, signal: AbortSignal): Promise<number | null> {
  const json: Comment = comment.mod === 1 ? { ...comment, active: true } : comment;
  const data = await apiSend<Raw | undefined>('put', 'comments', { signal, json });
  return actionIdOf(data);
}

const actionIdOf = (data: unknown): number | null => {
  const id = recordOrEmpty(data).action_id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Accept or reject several statements at once (POST /comments/moderate); the action's number. */
export async function moderateComments(
  request: { conversationId: string; tids: number[]; change: 'accept' | 'reject' },
  signal: AbortSignal,
): Promise<number | null> {
  const data = await apiSend<Raw | undefined>('post', 'comments/moderate', {
    signal,
    json: { conversation_id: request.conversationId, tids: request.tids, change: request.change },
  });
  return actionIdOf(data);
}

/** Undo a logged moderation action (POST /comments/moderate/undo): how many were restored. */
export async function undoModeration(
  request: { conversationId: string; actionId: number },
  signal: AbortSignal,
): Promise<{ restored: number; skipped: number }> {
  const data = recordOrEmpty(
    await apiSend<Raw | undefined>('post', 'comments/moderate/undo', {
      signal,
      json: { conversation_id: request.conversationId, action_id: request.actionId },
    }),
  );
  const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  return { restored: count(data.restored), skipped: count(data.skipped) };
}

interface SeedComment {
  txt: string;
  conversation_id: string;
}

export interface SeedCommentResponse {
  tid: number;
  currentPid: number;
}

/** POST a seed statement (pid -1: the caller's own participant record). */
export async function postSeedComment(
  seed: SeedComment,
  signal: AbortSignal,
): Promise<SeedCommentResponse> {
  const data = await apiSend<Raw | undefined>('post', 'comments', {
    signal,
    json: { txt: seed.txt, pid: -1, conversation_id: seed.conversation_id, is_seed: true },
  });
  return { tid: toNumber(data?.tid, -1), currentPid: toNumber(data?.currentPid, -1) };
}
