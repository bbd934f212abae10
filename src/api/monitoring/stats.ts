// GET /conversationStats: the monitoring screen's time series, with the ETag so polling every
// 10 s costs little. Timestamps may arrive as numeric strings (docs/api.md#tolerance).
import type { ConversationStats } from '../../../contract/types';
import { apiGet } from '../common/client';
import { asRecord, toTimes } from '../common/tolerance';

export type StatsReply =
  | { unchanged: false; stats: ConversationStats; etag: string | null }
  | { unchanged: true; etag: string | null };

function parseConversationStats(value: unknown): ConversationStats {
  const raw = asRecord(value, 'conversation stats');
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
