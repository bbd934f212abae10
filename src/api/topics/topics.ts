// /topicMod/…: the topics of the offline pipeline and their moderation
// (docs/api.md#topic-moderation). Plain async functions that take an AbortSignal; the parsing and
// tolerance rules are in topicParsing.ts. Where upstream names `report_id` the client sends the
// conversation id as both conversation_id and report_id, so it works with upstream Polis and with
// our server.
import type { TopicAction, TopicComment, TopicStats, TopicStatus } from '../../../contract/types';
import { isApiError } from '../common/apiError';
import { apiGetData, apiSend, forConversation } from '../common/client';
import { isRecord } from '../common/tolerance';
import {
  parseModerationReply,
  parseProximity,
  parseTopicComments,
  parseTopicLayers,
  parseTopicStats,
  moderationAvailableIn,
  TopicModerationUnavailable,
  type ModerationReply,
  type ProximityData,
  type TopicLayer,
} from './topicParsing';

export type { ProximityData } from './topicParsing';

/**
 * Topic moderation is sent with this fixed label, not the real user (docs/behaviour.md#topictree).
 */
const TOPIC_MODERATOR = 'admin';

/** Proximity layers the map offers: 0 to 2. */
export type ProximityLayer = 0 | 1 | 2;

/** The topic tree, and whether the server can moderate it (newer upstream says when not). */
export interface TopicList {
  layers: TopicLayer[];
  moderationAvailable: boolean;
}

export async function listTopics(conversationId: string, signal: AbortSignal): Promise<TopicList> {
  const data = await apiGetData('topicMod/topics', forConversation(conversationId, signal));
  return { layers: parseTopicLayers(data), moderationAvailable: moderationAvailableIn(data) };
}

/**
 * Which statements beyond the unreviewed ones a topic action changes (docs/api.md): flagged ones
 * by tid, and those a person already moderated. Upstream Polis ignores both and changes all.
 */
export interface TopicChoices {
  includeFlagged: readonly number[];
  includeModerated: boolean;
}

export async function moderateTopic(
  input: { conversationId: string; topicKey: string; action: TopicAction; choices?: TopicChoices },
  signal: AbortSignal,
): Promise<ModerationReply> {
  return postTopicModeration(
    {
      conversation_id: input.conversationId,
      topic_key: input.topicKey,
      action: input.action,
      ...(input.choices
        ? {
            include_flagged: input.choices.includeFlagged,
            include_moderated: input.choices.includeModerated,
          }
        : {}),
    },
    signal,
  );
}

export async function moderateTopicComments(
  input: { conversationId: string; commentIds: readonly number[]; action: TopicAction },
  signal: AbortSignal,
): Promise<ModerationReply> {
  return postTopicModeration(
    {
      conversation_id: input.conversationId,
      report_id: input.conversationId,
      comment_ids: input.commentIds,
      action: input.action,
    },
    signal,
  );
}

/** POST /topicMod/moderate, for a whole topic or chosen comments, signed as our moderator. */
async function postTopicModeration(
  json: Record<string, unknown>,
  signal: AbortSignal,
): Promise<ModerationReply> {
  const data = await apiSend('post', 'topicMod/moderate', {
    signal,
    json: { ...json, moderator: TOPIC_MODERATOR },
  });
  return parseModerationReply(data);
}

export interface TopicCommentList {
  comments: TopicComment[];
  /** The topic's name, which our server sends beside the comments; upstream Polis sends none. */
  topicName: string | null;
}

export async function listTopicComments(
  input: { conversationId: string; topicKey: string },
  signal: AbortSignal,
): Promise<TopicCommentList> {
  const data = await apiGetData(`topicMod/topics/${encodeURIComponent(input.topicKey)}/comments`, {
    signal,
    searchParams: { conversation_id: input.conversationId, report_id: input.conversationId },
  });
  const name = (data as { topic_name?: unknown } | null)?.topic_name;
  return {
    comments: parseTopicComments(data),
    topicName: typeof name === 'string' && name.trim() !== '' ? name.trim() : null,
  };
}

export async function getTopicStats(
  conversationId: string,
  signal: AbortSignal,
): Promise<TopicStats & { moderationAvailable: boolean }> {
  const data = await apiGetData('topicMod/stats', forConversation(conversationId, signal));
  return { ...parseTopicStats(data), moderationAvailable: moderationAvailableIn(data) };
}

/**
 * The statistics screen's numbers (docs/upstream.md#topics): the server's counts when they agree
 * with the topics it lists; otherwise counted from those topics. Upstream Polis counts only topics
 * that have been moderated (0 of 6 until one is), and a stock upstream cannot answer the
 * statistics at all while it lists the topics fine.
 */
export interface TopicStatsReport extends TopicStats {
  countedFrom: 'server' | 'topics';
  moderationAvailable: boolean;
}

export async function getTopicStatsReport(
  conversationId: string,
  signal: AbortSignal,
): Promise<TopicStatsReport> {
  const [stats, list] = await Promise.allSettled([
    getTopicStats(conversationId, signal),
    listTopics(conversationId, signal),
  ]);
  signal.throwIfAborted();
  if (list.status === 'rejected') {
    // Without the list there is nothing to check the counts against.
    if (stats.status === 'rejected') throw stats.reason;
    return { ...stats.value, countedFrom: 'server' };
  }
  const topics = list.value.layers.flatMap((layer) => layer.topics);
  const serverOk = stats.status === 'fulfilled' && stats.value.total_topics === topics.length;
  if (serverOk) {
    return {
      ...stats.value,
      moderationAvailable: stats.value.moderationAvailable && list.value.moderationAvailable,
      countedFrom: 'server',
    };
  }
  // Statistics that failed only because topic moderation is unavailable still leave the counts.
  if (stats.status === 'rejected' && !isTopicModerationUnavailable(stats.reason)) {
    throw stats.reason;
  }
  const count = (status: TopicStatus) =>
    topics.filter((topic) => topic.moderation.status === status).length;
  return {
    total_topics: topics.length,
    pending: count('pending'),
    accepted: count('accepted'),
    rejected: count('rejected'),
    meta: count('meta'),
    countedFrom: 'topics',
    moderationAvailable:
      stats.status === 'fulfilled' &&
      stats.value.moderationAvailable &&
      list.value.moderationAvailable,
  };
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
  /** `unavailable`: the server cannot moderate topics at all (TopicModerationUnavailable). */
  kind: 'network' | 'failed' | 'unavailable';
  status: number;
  /** The server's `message`, or null. */
  message: string | null;
}

/** Upstream's two ways of saying topic moderation cannot work here (TopicModerationUnavailable). */
export function isTopicModerationUnavailable(error: unknown): boolean {
  return (
    error instanceof TopicModerationUnavailable ||
    (isApiError(error) &&
      error.status === 503 &&
      /^polis_err_topicMod_\w*_store_missing$/.test(error.polisError ?? ''))
  );
}

export function toTopicFailure(error: unknown): TopicFailure {
  if (!isApiError(error)) return { kind: 'failed', status: 0, message: null };
  if (isTopicModerationUnavailable(error)) {
    return { kind: 'unavailable', status: error.status, message: serverMessage(error.body) };
  }
  if (error.status === 0) return { kind: 'network', status: 0, message: null };
  return { kind: 'failed', status: error.status, message: serverMessage(error.body) };
}

function serverMessage(body: string): string | null {
  if (!body) return null;
  try {
    const value: unknown = JSON.parse(body);
    if (isRecord(value)) {
      const message = value.message;
      if (typeof message === 'string' && message.trim() !== '') return message.trim();
    }
  } catch {
    // An HTML error page from a proxy, say: no message of the server's to show.
  }
  return null;
}
