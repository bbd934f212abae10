import { describe, expect, it } from 'vitest';
import { ApiError } from '../common/apiError';
import {
  normaliseTopicStatus,
  parseModerationReply,
  parseProximity,
  parseTopicComments,
  parseTopicLayers,
  parseTopicStats,
  placeablePoints,
  topicCommentStatus,
} from './topicParsing';
import { toTopicFailure } from './topics';

const topic = (key: string, extra: Record<string, unknown> = {}) => ({
  topic_key: key,
  topic_name: `Emne ${key}`,
  model_name: 'm',
  created_at: 1700000000000,
  moderation: { status: 'pending', moderator: null, moderated_at: null, comment_count: 4 },
  ...extra,
});

describe('status normalisation', () => {
  it('reads accept/accepted, reject/rejected, meta; everything else is pending', () => {
    expect(normaliseTopicStatus('accept')).toBe('accepted');
    expect(normaliseTopicStatus(' Accepted ')).toBe('accepted');
    expect(normaliseTopicStatus('reject')).toBe('rejected');
    expect(normaliseTopicStatus('rejected')).toBe('rejected');
    expect(normaliseTopicStatus('META')).toBe('meta');
    expect(normaliseTopicStatus('pending')).toBe('pending');
    expect(normaliseTopicStatus(undefined)).toBe('pending');
    expect(normaliseTopicStatus('whatever')).toBe('pending');
  });

  it('reads numeric comment statuses; 0 (pending or meta upstream) falls back to pending', () => {
    expect(topicCommentStatus(1)).toBe('accepted');
    expect(topicCommentStatus('-1')).toBe('rejected');
    expect(topicCommentStatus(0)).toBe('pending');
    expect(topicCommentStatus(7)).toBe('pending');
    expect(topicCommentStatus('meta')).toBe('meta');
    expect(topicCommentStatus(null)).toBe('pending');
  });
});

describe('parseTopicLayers', () => {
  it('reads topics_by_layer maps, sorting layers numerically and topics by cluster', () => {
    const layers = parseTopicLayers({
      status: 'success',
      topics_by_layer: {
        '10': { '0': topic('c#10#0', { layer_id: 10, cluster_id: 0 }) },
        '2': {
          '1': topic('c#2#1', { layer_id: 2, cluster_id: 1 }),
          '0': topic('c#2#0', { layer_id: 2, cluster_id: 0 }),
        },
      },
    });
    expect(layers.map((l) => l.layer)).toEqual([2, 10]);
    expect(layers[0].topics.map((t) => t.topic_key)).toEqual(['c#2#0', 'c#2#1']);
    expect(layers[0].topics[0]).toMatchObject({
      topic_name: 'Emne c#2#0',
      model_name: 'm',
      created_at: 1700000000000,
      moderation: { status: 'pending', comment_count: 4, moderator: null },
    });
  });

  it('tolerates upstream: layers as arrays, accept/reject statuses, ISO dates', () => {
    const layers = parseTopicLayers({
      status: 'success',
      topics_by_layer: {
        '0': [
          topic('j#0#0', { moderation: { status: 'accept', moderator: 'admin' } }),
          topic('j#0#1', { created_at: '2024-05-01T10:00:00Z', moderation: { status: 'reject' } }),
        ],
      },
    });
    expect(layers[0].topics.map((t) => [t.cluster_id, t.moderation.status])).toEqual([
      [0, 'accepted'],
      [1, 'rejected'],
    ]);
    expect(layers[0].topics[1].created_at).toBe(Date.parse('2024-05-01T10:00:00Z'));
    expect(layers[0].topics[0].moderation.comment_count).toBeNull();
  });

  it('answers no layers for { topics: [] } and for a success without topics', () => {
    expect(parseTopicLayers({ topics: [] })).toEqual([]);
    expect(parseTopicLayers({ status: 'success', topics_by_layer: {} })).toEqual([]);
    expect(parseTopicLayers({ status: 'success' })).toEqual([]);
  });

  it('fills the documented defaults for a partial topic (no layer, no moderation, no name)', () => {
    const [layer] = parseTopicLayers({ topics: [{ topic_key: 'x' }] });
    expect(layer.layer).toBe(0);
    expect(layer.topics[0]).toEqual({
      topic_key: 'x',
      topic_name: '',
      keywords: '',
      typical: [],
      model_name: null,
      created_at: null,
      layer_id: 0,
      cluster_id: 0,
      moderation: { status: 'pending', moderator: null, moderated_at: null, comment_count: null },
    });
    // The layer and cluster come from where the topic sat when it does not say.
    const [fromMap] = parseTopicLayers({ topics_by_layer: { '1': { '3': { topic_key: 'y' } } } });
    expect(fromMap.topics[0]).toMatchObject({ layer_id: 1, cluster_id: 3 });
  });

  it('skips entries without a key, non-objects and duplicate keys', () => {
    const [layer] = parseTopicLayers({
      topics_by_layer: { '0': [topic('a'), null, 'x', { topic_name: 'no key' }, topic('a')] },
    });
    expect(layer.topics.map((t) => t.topic_key)).toEqual(['a']);
  });

  it('fails with the server message on { status: "error" }', () => {
    expect(() => parseTopicLayers({ status: 'error', message: 'Job not found' })).toThrow(
      'Job not found',
    );
    expect(() => parseTopicLayers('nonsense')).toThrow(ApiError);
  });
});

describe('parseTopicComments', () => {
  it('reads comments with numeric statuses and drops non-finite positions to null', () => {
    const comments = parseTopicComments({
      status: 'success',
      comments: [
        { comment_id: 1, comment_text: 'a', umap_x: 1.234, umap_y: -2, moderation_status: 1 },
        { comment_id: '2', comment_text: 'b', umap_x: 'NaN', umap_y: 3, moderation_status: 'meta' },
        { comment_id: 3, comment_text: 'c', umap_x: null, umap_y: null },
        { comment_id: 1, comment_text: 'duplicate' },
        { comment_text: 'no id' },
      ],
    });
    expect(comments.map((c) => [c.comment_id, c.umap_x, c.umap_y, c.moderation_status])).toEqual([
      [1, 1.234, -2, 'accepted'],
      [2, null, null, 'meta'],
      [3, null, null, 'pending'],
    ]);
  });

  it('fails on status error and on a shape it cannot read', () => {
    expect(() => parseTopicComments({ status: 'error', message: 'nope' })).toThrow('nope');
    expect(() => parseTopicComments({ comments: 'x' })).toThrow(ApiError);
  });
});

describe('proximity', () => {
  it('drops points whose coordinates are NaN, Infinity, null or text, and counts them', () => {
    const data = placeablePoints([
      { comment_id: 1, umap_x: 0.5, umap_y: 1.5, cluster_id: 2, comment_text: 'a' },
      { comment_id: 2, umap_x: Number.NaN, umap_y: 1 },
      { comment_id: 3, umap_x: Number.POSITIVE_INFINITY, umap_y: 1 },
      { comment_id: 4, umap_x: 'Infinity', umap_y: 1 },
      { comment_id: 5, umap_x: null, umap_y: 2 },
      { comment_id: 6, umap_x: 1, umap_y: Number.NEGATIVE_INFINITY },
      { umap_x: 1, umap_y: 1 },
    ]);
    expect(data.points.map((p) => p.comment_id)).toEqual([1]);
    expect(data.unplaced).toBe(5);
    expect(data.points[0]).toMatchObject({ moderation_status: 'pending', comment_text: 'a' });
  });

  it('defaults what upstream leaves out: pending status, no text', () => {
    const { points } = parseProximity({
      status: 'success',
      proximity_data: [{ comment_id: 9, umap_x: 1, umap_y: 2, cluster_id: 0, layer_id: 0 }],
    });
    expect(points[0]).toMatchObject({ moderation_status: 'pending', comment_text: null });
    expect(parseProximity({ status: 'success', proximity_data: [] })).toEqual({
      points: [],
      unplaced: 0,
    });
  });
});

describe('stats and moderation replies', () => {
  it('reads stats, a missing count is 0', () => {
    expect(
      parseTopicStats({ status: 'success', stats: { total_topics: '4', accepted: 1 } }),
    ).toEqual({ total_topics: 4, pending: 0, accepted: 1, rejected: 0, meta: 0 });
    expect(() => parseTopicStats({ status: 'success' })).toThrow(ApiError);
  });

  it('treats { status: "error" } as a failure', () => {
    expect(parseModerationReply({ status: 'success', moderated_at: 5 })).toEqual({
      moderated_at: 5,
      actionId: null,
      changed: null,
    });
    expect(
      parseModerationReply({ status: 'success', moderated_at: 5, action_id: 7, comment_count: 3 }),
    ).toEqual({ moderated_at: 5, actionId: 7, changed: 3 });
    expect(() => parseModerationReply({ status: 'error', message: 'Moderation failed' })).toThrow(
      'Moderation failed',
    );
  });
});

describe('toTopicFailure', () => {
  it('tells network failures from refusals and keeps the server message', () => {
    expect(toTopicFailure(ApiError.network(new TypeError('x')))).toEqual({
      kind: 'network',
      status: 0,
      message: null,
    });
    const refused = new ApiError({
      status: 404,
      statusText: 'Not Found',
      body: JSON.stringify({ error: 'polis_err_topic_not_found', message: 'Emnet findes ikke.' }),
      message: 'Emnet findes ikke.',
    });
    expect(toTopicFailure(refused)).toEqual({
      kind: 'failed',
      status: 404,
      message: 'Emnet findes ikke.',
    });
    expect(toTopicFailure(new ApiError({ status: 500, statusText: 'x', body: '<html>' }))).toEqual({
      kind: 'failed',
      status: 500,
      message: null,
    });
    expect(toTopicFailure(new Error('?'))).toEqual({ kind: 'failed', status: 0, message: null });
  });
});
