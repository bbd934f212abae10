// Rows → the shapes docs/api.md#topic-moderation promises, typed by the shared contract
// (contract/types.ts), which the SPA reads as well.
import type { ProximityPoint, Topic, TopicComment, TopicsByLayer } from '../../../contract/types';
import type { TopicCommentRow, TopicRow } from '../repo/topics';
import { commentModerationStatus } from '../../moderation';

export function toTopic(row: TopicRow): Topic {
  return {
    topic_key: row.topic_key,
    topic_name: row.topic_name,
    keywords: row.keywords,
    typical: row.typical,
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
export function topicsByLayer(topics: Topic[]): TopicsByLayer {
  const byLayer: TopicsByLayer = {};
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
    votes: Number(row.votes),
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
