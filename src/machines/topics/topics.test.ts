import { describe, expect, it } from 'vitest';
import type { TopicLayer } from '../../api/topics/topicParsing';
import type { Topic, TopicStats } from '../../../contract/types';
import { completionRate } from './topicStats.machine';
import {
  applyModeration,
  isActionAllowed,
  keepLayerChoice,
  statusForAction,
  visibleLayers,
} from './topics';

const topic = (key: string, layer: number, status: Topic['moderation']['status']): Topic => ({
  topic_key: key,
  topic_name: key,
  keywords: '',
  typical: [],
  model_name: null,
  created_at: null,
  layer_id: layer,
  cluster_id: 0,
  moderation: { status, moderator: null, moderated_at: null, comment_count: null },
});

const layers: TopicLayer[] = [
  { layer: 0, topics: [topic('a', 0, 'pending'), topic('b', 0, 'accepted')] },
  { layer: 2, topics: [topic('c', 2, 'meta')] },
];

describe('topic tree helpers', () => {
  it('blocks an action when the topic already has that status', () => {
    expect(isActionAllowed(layers[0].topics[0], 'accept')).toBe(true);
    expect(isActionAllowed(layers[0].topics[1], 'accept')).toBe(false);
    expect(isActionAllowed(layers[1].topics[0], 'meta')).toBe(false);
    expect(isActionAllowed(undefined, 'reject')).toBe(false);
    expect(statusForAction('reject')).toBe('rejected');
  });

  it('applies a confirmed moderation to one topic only', () => {
    const next = applyModeration(layers, 'a', 'reject', 99);
    expect(next[0].topics[0].moderation).toMatchObject({ status: 'rejected', moderated_at: 99 });
    expect(next[0].topics[1]).toBe(layers[0].topics[1]);
    expect(next[1]).toBe(layers[1]);
  });

  it('keeps the layer choice while it exists, else the lowest layer', () => {
    expect(keepLayerChoice(2, layers)).toBe(2);
    expect(keepLayerChoice(1, layers)).toBe(0);
    expect(keepLayerChoice('all', layers)).toBe('all');
    expect(visibleLayers(layers, 2).map((l) => l.layer)).toEqual([2]);
    expect(visibleLayers(layers, 'all')).toHaveLength(2);
  });
});

describe('completionRate', () => {
  const stats = (total: number, pending: number): TopicStats => ({
    total_topics: total,
    pending,
    accepted: 0,
    rejected: 0,
    meta: 0,
  });
  it('is (total − pending) / total in percent with 1 decimal, 0 when there are none', () => {
    expect(completionRate(stats(0, 0))).toBe(0);
    expect(completionRate(stats(3, 2))).toBe(33.3);
    expect(completionRate(stats(3, 1))).toBe(66.7);
    expect(completionRate(stats(8, 0))).toBe(100);
  });
});
