// PUT /conversations with only `closes_at` (Rådslag): schedules the conversation's closing, or
// clears the schedule with null (docs/api.md#put-conversations). No settings version goes with it:
// the time is its own field, not one of the form's settings a conflict could concern.
import type { Conversation } from '../../../contract/types';
import { apiSend } from '../common/client';
import { parseConversation } from '../common/conversationParsing';

/** The conversation as the server stored it (its `closes_at`: ms, or null when none). */
export async function putClosesAt(
  request: { conversationId: string; closesAt: number | null },
  signal: AbortSignal,
): Promise<Conversation> {
  const data = await apiSend('put', 'conversations', {
    signal,
    json: { conversation_id: request.conversationId, closes_at: request.closesAt },
  });
  return parseConversation(data);
}
