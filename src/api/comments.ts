// /comments: the moderation lists (with ETag so polling costs little), accept / reject / meta, and
// seed statements. Parsing (docs/api.md#tolerance) happens here so charts see clean shapes.
import type { Comment, ModValue } from '../contract/types';
import { ApiError } from './apiError';
import { apiGet, apiSend } from './client';
import { toBoolean, toNullableText, toNumber, toText, toTimestamp } from './tolerance';

type Raw = Record<string, unknown>;

/** What a moderation list GET resolves with: fresh comments, or "unchanged" after a 304. */
export type CommentListReply =
  | { unchanged: false; comments: Comment[]; etag: string | null }
  | { unchanged: true; etag: string | null };

function toMod(value: unknown): ModValue {
  const mod = toNumber(value, 0);
  return mod === 1 ? 1 : mod === -1 ? -1 : 0;
}

export function parseComment(value: unknown, conversationId = ''): Comment {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError({
      status: 200,
      statusText: 'OK',
      body: JSON.stringify(value ?? null),
      message: "Unexpected comment in the server's answer",
    });
  }
  const raw = value as Raw;
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
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as Raw).comments)
      ? ((value as Raw).comments as unknown[])
      : null;
  if (!list) {
    throw new ApiError({
      status: 200,
      statusText: 'OK',
      body: JSON.stringify(value ?? null),
      message: "Unexpected comment list in the server's answer",
    });
  }
  return list
    .map((item) => parseComment(item, conversationId))
    .filter((comment) => comment.tid >= 0)
    .sort((a, b) => a.tid - b.tid);
}

export interface CommentListQuery {
  conversationId: string;
  mod: ModValue;
  limit?: number;
  offset?: number;
  /** The ETag of the list we already hold: a 304 then resolves as unchanged. */
  ifNoneMatch?: string | null;
}

export async function listModerationComments(
  query: CommentListQuery,
  signal: AbortSignal,
): Promise<CommentListReply> {
  const reply = await apiGet('comments', {
    signal,
    searchParams: {
      moderation: true,
      include_voting_patterns: false,
      mod: query.mod,
      conversation_id: query.conversationId,
      limit: query.limit,
      offset: query.offset,
    },
    ifNoneMatch: query.ifNoneMatch ?? undefined,
  });
  if (reply.unchanged) return { unchanged: true, etag: reply.etag };
  return {
    unchanged: false,
    comments: parseCommentList(reply.data, query.conversationId),
    etag: reply.etag,
  };
}

/** PUT the whole comment with `mod` or `is_meta` changed. Accepting also sets `active: true`. */
export async function updateComment(comment: Comment, signal: AbortSignal): Promise<void> {
  const json: Comment = comment.mod === 1 ? { ...comment, active: true } : comment;
  await apiSend('put', 'comments', { signal, json });
}

export interface SeedComment {
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
