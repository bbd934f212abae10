// Parsing of the /topicMod/… answers, with the tolerance rules (docs/api.md#tolerance):
// upstream sends each layer as an array sorted by cluster, statuses as accept/reject/meta, comment
// statuses as numbers, `{ topics: [] }` when there are none, and no moderation_status/comment_text
// on proximity points; any topicMod call may answer 200 with `{ status: 'error', message }`.
// Everything after src/api sees the clean shapes of contract/types.ts.
import type {
  ProximityPoint,
  Topic,
  TopicComment,
  TopicStats,
  TopicStatus,
} from '../../../contract/types';
import { ApiError } from '../common/apiError';
import { apiServer } from '../common/client';
import {
  isRecord,
  listOf as listOrWrapped,
  optionalVotes,
  toNumber,
  toOptionalTime,
  toText,
  toTrimmedText as optionalText,
  unexpected,
} from '../common/tolerance';

/** One layer of the topic tree: its number and its topics, sorted by cluster. */
export interface TopicLayer {
  layer: number;
  topics: Topic[];
}

/** Proximity points that can be drawn, and how many were dropped for lack of a finite position. */
export interface ProximityData {
  points: ProximityPoint[];
  unplaced: number;
}

/**
 * Upstream Polis's way of saying its topic moderation cannot work (docs/upstream.md#topics): on a
 * stock deployment every topicMod handler's catch-all answers `200 { status: 'error', message,
 * error }` — `error` being what its DynamoDB store threw ("Requested resource not found": the
 * tables no upstream script creates; "connect ECONNREFUSED": no store at all). Newer upstream
 * answers `503 polis_err_topicMod_*_store_missing` instead (api/topics/topics). Either way the screens say
 * so in Danish and offer no action that would fail. A `status: 'error'` without `error` is an
 * ordinary refusal with the server's message.
 */
export class TopicModerationUnavailable extends ApiError {
  readonly topicModerationUnavailable = true;
}

/**
 * A topicMod answer must not say `status: 'error'` (upstream answers failures with 200). A missing
 * status is tolerated: upstream's empty answer is a bare `{ topics: [] }`.
 */
function requireSuccess(value: unknown, what: string): void {
  if (!isRecord(value)) return;
  const status = value.status;
  if (status === undefined || status === null || status === 'success') return;
  const refusal = unexpected(what, value, toText(value.message).trim() || undefined);
  if (typeof value.error !== 'string') throw refusal;
  throw new TopicModerationUnavailable({
    status: refusal.status,
    statusText: refusal.statusText,
    body: refusal.body,
    message: refusal.message,
  });
}

/** Newer upstream marks topics and statistics `moderation_available: false`; absent means yes. */
export function moderationAvailableIn(value: unknown): boolean {
  return !(isRecord(value) && value.moderation_available === false);
}

/** accept/accepted → accepted, reject/rejected → rejected, meta → meta; anything else pending. */
export function normaliseTopicStatus(value: unknown): TopicStatus {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'accept' || text === 'accepted') return 'accepted';
  if (text === 'reject' || text === 'rejected') return 'rejected';
  if (text === 'meta') return 'meta';
  return 'pending';
}

/**
 * A topic comment's status: a string as above, or a number read the way comment moderation reads
 * it (1 accepted, -1 rejected); 0 is ambiguous upstream (pending or meta), so it is Pending — the
 * fallback label (docs/behaviour.md#topiccomments).
 */
export function topicCommentStatus(value: unknown): TopicStatus {
  if (typeof value === 'number' || (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value))) {
    const code = Number(value);
    return code === 1 ? 'accepted' : code === -1 ? 'rejected' : 'pending';
  }
  return normaliseTopicStatus(value);
}

const optionalCount = (value: unknown): number | null => {
  const count = toNumber(value, Number.NaN);
  return Number.isFinite(count) && count >= 0 ? count : null;
};

/** One topic; the layer and cluster fall back to where it sat in the answer. */
function parseTopic(value: unknown, layer: number, cluster: number): Topic | null {
  if (!isRecord(value)) return null;
  const key = toText(value.topic_key).trim();
  if (!key) return null; // a topic without a key can be neither moderated nor opened
  const moderation = isRecord(value.moderation) ? value.moderation : {};
  return {
    topic_key: key,
    topic_name: toText(value.topic_name).trim(),
    keywords: toText(value.keywords).trim(),
    typical: (Array.isArray(value.typical) ? value.typical.filter(isRecord) : []).map((s) => ({
      tid: toNumber(s.tid, 0),
      txt: toText(s.txt),
    })),
    model_name: optionalText(value.model_name),
    created_at: toOptionalTime(value.created_at),
    layer_id: toNumber(value.layer_id, layer),
    cluster_id: toNumber(value.cluster_id, cluster),
    moderation: {
      status: normaliseTopicStatus(moderation.status ?? value.status),
      moderator: optionalText(moderation.moderator),
      moderated_at: toOptionalTime(moderation.moderated_at),
      // Upstream Polis never fills it (every topic would read "0 comments"): unknown there.
      comment_count:
        apiServer() === 'polis'
          ? null
          : optionalCount(moderation.comment_count ?? value.comment_count),
    },
  };
}

/** The entries of one layer: a map from cluster number to topic, or an array sorted by cluster. */
function layerEntries(value: unknown): Array<[number, unknown]> {
  if (Array.isArray(value)) return value.map((topic, index) => [index, topic]);
  if (isRecord(value)) {
    return Object.entries(value).map(([cluster, topic]) => [toNumber(cluster, 0), topic]);
  }
  return [];
}

/**
 * GET /topicMod/topics → layers sorted numerically, topics by cluster. Tolerates a layer given as
 * an array, `{ topics: [..] }` (each topic's own layer_id, else layer 0), missing moderation
 * (pending), and duplicate keys (the first wins).
 */
export function parseTopicLayers(value: unknown): TopicLayer[] {
  requireSuccess(value, 'topic list');
  if (!isRecord(value)) throw unexpected('topic list', value);
  const topics: Topic[] = [];
  const byLayer = value.topics_by_layer;
  if (isRecord(byLayer) || Array.isArray(byLayer)) {
    const layers: Array<[string, unknown]> = Array.isArray(byLayer)
      ? byLayer.map((layer, index) => [String(index), layer])
      : Object.entries(byLayer);
    for (const [layerKey, layer] of layers) {
      for (const [cluster, raw] of layerEntries(layer)) {
        const topic = parseTopic(raw, toNumber(layerKey, 0), cluster);
        if (topic) topics.push(topic);
      }
    }
  } else if (Array.isArray(value.topics)) {
    value.topics.forEach((raw, index) => {
      const topic = parseTopic(raw, 0, index);
      if (topic) topics.push(topic);
    });
  }
  return groupByLayer(topics);
}

function groupByLayer(topics: readonly Topic[]): TopicLayer[] {
  const seen = new Set<string>();
  const layers = new Map<number, Topic[]>();
  for (const topic of topics) {
    if (seen.has(topic.topic_key)) continue;
    seen.add(topic.topic_key);
    const list = layers.get(topic.layer_id) ?? [];
    list.push(topic);
    layers.set(topic.layer_id, list);
  }
  return [...layers.entries()]
    .sort(([a], [b]) => a - b)
    .map(([layer, list]) => ({
      layer,
      topics: list.sort((a, b) => a.cluster_id - b.cluster_id),
    }));
}

/** A topicMod list: bare, wrapped, or an object without it (none); never `status: 'error'`. */
function listOf(value: unknown, field: string, what: string): unknown[] {
  requireSuccess(value, what);
  return listOrWrapped(value, field, what, { missingIsEmpty: true });
}

const finiteOrNull = (value: unknown): number | null => {
  const number = toNumber(value, Number.NaN);
  return Number.isFinite(number) ? number : null;
};

/** GET /topicMod/topics/{key}/comments → the comments, each id once. */
export function parseTopicComments(value: unknown): TopicComment[] {
  const seen = new Set<number>();
  const comments: TopicComment[] = [];
  for (const raw of listOf(value, 'comments', 'topic comments')) {
    if (!isRecord(raw)) continue;
    const id = toNumber(raw.comment_id ?? raw.tid, Number.NaN);
    if (!Number.isFinite(id) || seen.has(id)) continue;
    seen.add(id);
    const x = finiteOrNull(raw.umap_x);
    const y = finiteOrNull(raw.umap_y);
    const placed = x !== null && y !== null;
    comments.push({
      comment_id: id,
      comment_text: toText(raw.comment_text ?? raw.txt),
      cluster_id: toNumber(raw.cluster_id, 0),
      layer_id: toNumber(raw.layer_id, 0),
      umap_x: placed ? x : null,
      umap_y: placed ? y : null,
      moderation_status: topicCommentStatus(raw.moderation_status),
      votes: optionalVotes(raw.votes),
    });
  }
  return comments;
}

/** GET /topicMod/stats → the counts; a missing count is 0. */
export function parseTopicStats(value: unknown): TopicStats {
  requireSuccess(value, 'topic statistics');
  const stats = isRecord(value) ? value.stats : undefined;
  if (!isRecord(stats)) throw unexpected('topic statistics', value);
  const count = (field: string) => Math.max(0, toNumber(stats[field], 0));
  return {
    total_topics: count('total_topics'),
    pending: count('pending'),
    accepted: count('accepted'),
    rejected: count('rejected'),
    meta: count('meta'),
  };
}

/**
 * Proximity points with a finite position (NaN, ±Infinity, null or text are dropped and counted);
 * a point without an id is dropped as well. Pure: the map draws only what this keeps.
 */
export function placeablePoints(list: readonly unknown[]): ProximityData {
  const points: ProximityPoint[] = [];
  let unplaced = 0;
  for (const raw of list) {
    if (!isRecord(raw)) continue;
    const id = toNumber(raw.comment_id ?? raw.tid, Number.NaN);
    if (!Number.isFinite(id)) continue;
    const x = finiteOrNull(raw.umap_x);
    const y = finiteOrNull(raw.umap_y);
    if (x === null || y === null) {
      unplaced += 1;
      continue;
    }
    const text = raw.comment_text ?? raw.txt;
    const weight = toNumber(raw.weight, 0);
    points.push({
      comment_id: id,
      umap_x: x,
      umap_y: y,
      cluster_id: toNumber(raw.cluster_id, 0),
      layer_id: toNumber(raw.layer_id, 0),
      weight: Number.isFinite(weight) ? weight : 0,
      moderation_status: topicCommentStatus(raw.moderation_status),
      comment_text: typeof text === 'string' ? text : null,
    });
  }
  return { points, unplaced };
}

/** GET /topicMod/proximity → drawable points and the count of those without a position. */
export function parseProximity(value: unknown): ProximityData {
  return placeablePoints(listOf(value, 'proximity_data', 'proximity data'));
}

/** POST /topicMod/moderate → when it happened (null when the server does not say). */
export interface ModerationReply {
  moderated_at: number | null;
  /** The moderation log's entry, for undo; null from a server without a log (upstream). */
  actionId: number | null;
  /** How many statements changed; null when the server does not say. */
  changed: number | null;
}

export function parseModerationReply(value: unknown): ModerationReply {
  requireSuccess(value, 'moderation reply');
  const reply = isRecord(value) ? value : {};
  const count = (raw: unknown) =>
    typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : null;
  return {
    moderated_at: toOptionalTime(reply.moderated_at),
    actionId: count(reply.action_id),
    changed: count(reply.comment_count),
  };
}
