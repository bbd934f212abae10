// /topicMod/…: the topics of the offline pipeline and their moderation
// (docs/api.md#topic-moderation). Plain async functions that take an AbortSignal; the parsing and
// tolerance rules are in topicParsing.ts. Where upstream names `report_id` the client sends the
// conversation id as both conversation_id and report_id, so it works with upstream Polis and with
// our server.
import type { TopicAction, TopicComment, TopicStats } from '../contract/types';
import { isApiError } from './apiError';
import { apiGetData, apiSend } from './client';
import {
  parseModerationReply,
  parseProximity,
  parseTopicComments,
  parseTopicLayers,
  parseTopicStats,
  type ProximityData,
  type TopicLayer,
} from './topicParsing';

export type { ProximityData, TopicLayer } from './topicParsing';

/**
 * Topic moderation is sent with this fixed label, not the real user (docs/behaviour.md#topictree).
 */
export const TOPIC_MODERATOR = 'admin';

/** Proximity layers the map offers: 0 to 2. */
export type ProximityLayer = 0 | 1 | 2;

export async function listTopics(
  conversationId: string,
  signal: AbortSignal,
): Promise<TopicLayer[]> {
  const data = await apiGetData('topicMod/topics', {
    signal,
    searchParams: { conversation_id: conversationId },
  });
  return parseTopicLayers(data);
}

export async function moderateTopic(
  input: { conversationId: string; topicKey: string; action: TopicAction },
  signal: AbortSignal,
): Promise<{ moderated_at: number | null }> {
  const data = await apiSend('post', 'topicMod/moderate', {
    signal,
    json: {
      conversation_id: input.conversationId,
      topic_key: input.topicKey,
      action: input.action,
      moderator: TOPIC_MODERATOR,
    },
  });
  return parseModerationReply(data);
}

export async function moderateTopicComments(
  input: { conversationId: string; commentIds: readonly number[]; action: TopicAction },
  signal: AbortSignal,
): Promise<{ moderated_at: number | null }> {
  const data = await apiSend('post', 'topicMod/moderate', {
    signal,
    json: {
      conversation_id: input.conversationId,
      report_id: input.conversationId,
      comment_ids: input.commentIds,
      action: input.action,
      moderator: TOPIC_MODERATOR,
    },
  });
  return parseModerationReply(data);
}

export async function listTopicComments(
  input: { conversationId: string; topicKey: string },
  signal: AbortSignal,
): Promise<TopicComment[]> {
  const data = await apiGetData(`topicMod/topics/${encodeURIComponent(input.topicKey)}/comments`, {
    signal,
    searchParams: { conversation_id: input.conversationId, report_id: input.conversationId },
  });
  return parseTopicComments(data);
}

export async function getTopicStats(
  conversationId: string,
  signal: AbortSignal,
): Promise<TopicStats> {
  const data = await apiGetData('topicMod/stats', {
    signal,
    searchParams: { conversation_id: conversationId },
  });
  return parseTopicStats(data);
}

export async function getProximity(
  input: { conversationId: string; layer: ProximityLayer },
  signal: AbortSignal,
): Promise<ProximityData> {
  const data = await apiGetData('topicMod/proximity', {
    signal,
    searchParams: {
      conversation_id: input.conversationId,
      report_id: input.conversationId,
      layer_id: input.layer,
    },
  });
  return parseProximity(data);
}

/**
 * Why a topicMod call failed, as the screens word it (docs/behaviour.md#topictree): nothing
 * answered (`network`), or the server said no, with its own message when it sent one (`failed`;
 * the screen's default otherwise — 'Failed to load topics' and the like).
 */
export interface TopicFailure {
  kind: 'network' | 'failed';
  status: number;
  /** The server's `message`, or null. */
  message: string | null;
}

export function toTopicFailure(error: unknown): TopicFailure {
  if (!isApiError(error)) return { kind: 'failed', status: 0, message: null };
  if (error.status === 0) return { kind: 'network', status: 0, message: null };
  return { kind: 'failed', status: error.status, message: serverMessage(error.body) };
}

function serverMessage(body: string): string | null {
  if (!body) return null;
  try {
    const value: unknown = JSON.parse(body);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const message = (value as Record<string, unknown>).message;
      if (typeof message === 'string' && message.trim() !== '') return message.trim();
    }
  } catch {
    // An HTML error page from a proxy, say: no message of the server's to show.
  }
  return null;
}
