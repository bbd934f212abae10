// /topicMod/generate ('Generér emner', docs/api.md#get-topicmodgenerate--post-topicmodgenerate):
// ask the server for a run of the topic pipeline and follow it. Ours only: upstream Polis answers
// 404, which the topics screen reads as "not offered here".
import { apiGetData, apiSend, forConversation } from '../common/client';
import { isRecord } from '../common/tolerance';

export type TopicRunState = 'none' | 'queued' | 'running' | 'done' | 'failed';

export interface TopicRun {
  state: TopicRunState;
  /** Why the last attempt failed (with 'queued': it is being tried again). */
  error: string | null;
}

const STATES: readonly TopicRunState[] = ['none', 'queued', 'running', 'done', 'failed'];

/** The `run` of an answer; anything unexpected reads as no run, never as a crash. */
function parseRun(data: unknown): TopicRun {
  const run = isRecord(data) && isRecord(data.run) ? data.run : {};
  const state = STATES.includes(run.state as TopicRunState) ? (run.state as TopicRunState) : 'none';
  return { state, error: typeof run.error === 'string' ? run.error : null };
}

export async function getTopicRun(conversationId: string, signal: AbortSignal): Promise<TopicRun> {
  const data = await apiGetData('topicMod/generate', forConversation(conversationId, signal));
  return parseRun(data);
}

export async function requestTopicRun(
  conversationId: string,
  signal: AbortSignal,
): Promise<TopicRun> {
  const data = await apiSend('post', 'topicMod/generate', {
    signal,
    json: { conversation_id: conversationId },
  });
  return parseRun(data);
}
