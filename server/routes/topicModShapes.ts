// Rows → the shapes API.md "Topic moderation" promises. The SPA's contract types do not cover
// topicMod yet, so the shapes are declared here, field for field as API.md names them.
import type { TopicCommentRow, TopicRow } from '../repo/topics';
import { commentModerationStatus, type TopicStatus } from '../rules/topicModeration';

export interface Topic {
  topic_key: string;
  topic_name: string;
  model_name: string;
  created_at: number;
  layer_id: number;
  cluster_id: number;
  moderation: {
    status: TopicStatus;
    moderator: string | null;
    moderated_at: number | null;
    comment_count: number;
  };
}

export interface TopicComment {
  comment_id: number;
  comment_text: string;
  cluster_id: number;
  layer_id: number;
  /** null when the map has no (finite) position for the comment. */
  umap_x: number | null;
  umap_y: number | null;
  moderation_status: TopicStatus;
}

export interface ProximityPoint {
  comment_id: number;
  umap_x: number;
  umap_y: number;
  cluster_id: number;
  layer_id: number;
  weight: number;
  moderation_status: TopicStatus;
  comment_text: string;
}

export function toTopic(row: TopicRow): Topic {
  return {
    topic_key: row.topic_key,
    topic_name: row.topic_name,
    model_name: row.model_name,
    created_at: row.created_at,
    layer_id: row.layer_id,
    cluster_id: row.cluster_id,
    moderation: {
      status: row.status,
      moderator: row.moderator,
      moderated_at: row.moderated_at,
      comment_count: row.comment_count,
    },
  };
}

/** { "0": { "0": topic, "1": topic }, "1": { … } } — JSON object keys are strings. */
export function topicsByLayer(topics: Topic[]): Record<string, Record<string, Topic>> {
  const byLayer: Record<string, Record<string, Topic>> = {};
  for (const topic of topics) {
    (byLayer[topic.layer_id] ??= {})[topic.cluster_id] = topic;
  }
  return byLayer;
}

// The SQL already nulls or drops non-finite positions; this guards the JSON once more, because a
// NaN would be serialised as null and an Infinity would break the client's scales.
const finiteOrNull = (value: number | null) =>
  value !== null && Number.isFinite(value) ? value : null;

export function toTopicComment(row: TopicCommentRow): TopicComment {
  const x = finiteOrNull(row.umap_x);
  const y = finiteOrNull(row.umap_y);
  const placed = x !== null && y !== null;
  return {
    comment_id: row.tid,
    comment_text: row.txt,
    cluster_id: row.cluster_id,
    layer_id: row.layer_id,
    umap_x: placed ? x : null,
    umap_y: placed ? y : null,
    moderation_status: commentModerationStatus(row.mod, row.is_meta),
  };
}

export function toProximityPoint(
  row: TopicCommentRow & { umap_x: number; umap_y: number },
): ProximityPoint {
  return {
    comment_id: row.tid,
    umap_x: row.umap_x,
    umap_y: row.umap_y,
    cluster_id: row.cluster_id,
    layer_id: row.layer_id,
    weight: Number.isFinite(row.weight) ? row.weight : 0,
    moderation_status: commentModerationStatus(row.mod, row.is_meta),
    comment_text: row.txt,
  };
}
