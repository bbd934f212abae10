// GET /conversationStats: the monitoring screen's time series, with the ETag so polling every
// 10 s costs little. Timestamps may arrive as numeric strings (docs/api.md#tolerance).
import type { ConversationStats } from '../contract/types';
import { ApiError } from './apiError';
import { apiGet } from './client';
import { toNumber } from './tolerance';

type Raw = Record<string, unknown>;

export type StatsReply =
  | { unchanged: false; stats: ConversationStats; etag: string | null }
  | { unchanged: true; etag: string | null };

function toTimes(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => toNumber(item, Number.NaN))
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
}

export function parseConversationStats(value: unknown): ConversationStats {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError({
      status: 200,
      statusText: 'OK',
      body: JSON.stringify(value ?? null),
      message: "Unexpected conversation stats in the server's answer",
    });
  }
  const raw = value as Raw;
  return {
    voteTimes: toTimes(raw.voteTimes),
    firstVoteTimes: toTimes(raw.firstVoteTimes),
    commentTimes: toTimes(raw.commentTimes),
    firstCommentTimes: toTimes(raw.firstCommentTimes),
    votesHistogram: Array.isArray(raw.votesHistogram) ? raw.votesHistogram : [],
    burstHistogram: Array.isArray(raw.burstHistogram) ? raw.burstHistogram : [],
  };
}

export async function getConversationStats(
  query: { conversationId: string; until?: number; ifNoneMatch?: string | null },
  signal: AbortSignal,
): Promise<StatsReply> {
  const reply = await apiGet('conversationStats', {
    signal,
    searchParams: { conversation_id: query.conversationId, until: query.until },
    ifNoneMatch: query.ifNoneMatch ?? undefined,
  });
  if (reply.unchanged) return { unchanged: true, etag: reply.etag };
  return { unchanged: false, stats: parseConversationStats(reply.data), etag: reply.etag };
}
