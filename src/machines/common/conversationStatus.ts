// A conversation's state as the list and the admin area show it (docs/behaviour.md#conversationlist):
// closed when it is not active, else a draft until the owner opens it, else open.
import type { ConversationListItem } from '../../../contract/types';

export type ConversationStatus = 'open' | 'closed' | 'draft';

export function conversationStatus(
  conversation: Pick<ConversationListItem, 'is_active' | 'is_draft'>,
): ConversationStatus {
  if (!conversation.is_active) return 'closed';
  return conversation.is_draft ? 'draft' : 'open';
}
