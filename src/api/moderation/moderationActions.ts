// A topic action's preview and the undo of a logged moderation (docs/api.md#post-topicmodundo):
// plain async functions taking an AbortSignal. Both are ours: an upstream Polis server has no
// preview (then `getTopicImpact` answers null and the dialog says every statement changes) and no
// undo (its 404 is a refusal the screen shows).
import type {
  ImpactStatement,
  TopicAction,
  TopicImpact,
  TopicStatus,
} from '../../../contract/types';

export type { ImpactStatement, TopicImpact };
import { isApiError } from '../common/apiError';
import { apiGetData, apiSend } from '../common/client';
import { isRecord, optionalVotes, toNumber, toText } from '../common/tolerance';

const STATUSES: readonly TopicStatus[] = ['pending', 'accepted', 'rejected', 'meta'];

function statements(value: unknown): ImpactStatement[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((raw) => ({
    tid: toNumber(raw.tid, 0),
    txt: toText(raw.txt),
    status: STATUSES.includes(raw.status as TopicStatus) ? (raw.status as TopicStatus) : 'pending',
    votes: optionalVotes(raw.votes),
  }));
}

/** What the action would change; null when the server cannot say (upstream Polis). */
export async function getTopicImpact(
  input: { conversationId: string; topicKey: string; action: TopicAction },
  signal: AbortSignal,
): Promise<TopicImpact | null> {
  try {
    const data = await apiGetData(`topicMod/topics/${encodeURIComponent(input.topicKey)}/impact`, {
      signal,
      searchParams: { conversation_id: input.conversationId, action: input.action },
    });
    const impact = isRecord(data) && isRecord(data.impact) ? data.impact : {};
    return {
      total: toNumber(impact.total, 0),
      unchanged: toNumber(impact.unchanged, 0),
      pending: toNumber(impact.pending, 0),
      flagged: statements(impact.flagged),
      moderated: statements(impact.moderated),
    };
  } catch (error) {
    // A server without the route (upstream Polis, or a proxy before it) answers 404; only our
    // own 404 names an unknown topic.
    if (
      isApiError(error) &&
      error.status === 404 &&
      error.polisError !== 'polis_err_topic_not_found'
    ) {
      return null;
    }
    throw error;
  }
}

export interface UndoResult {
  restored: number;
  skipped: number;
}

export async function undoModeration(
  input: { conversationId: string; actionId: number },
  signal: AbortSignal,
): Promise<UndoResult> {
  const data = await apiSend('post', 'topicMod/undo', {
    signal,
    json: { conversation_id: input.conversationId, action_id: input.actionId },
  });
  const reply = isRecord(data) ? data : {};
  return { restored: toNumber(reply.restored, 0), skipped: toNumber(reply.skipped, 0) };
}
