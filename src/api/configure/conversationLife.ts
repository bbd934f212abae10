// A conversation's life (docs/api.md#a-conversations-life), the owner's calls: POST
// /conversationCopies makes a new draft with the settings and seed statements; POST/DELETE
// /archivedConversations archives and restores (docs/api.md#a-conversations-life).
import type { Conversation } from '../../../contract/types';
import { apiSend } from '../common/client';
import { parseConversation } from '../common/conversationParsing';
import { toText, unexpected } from '../common/tolerance';

/** The new conversation's id. */
export async function copyConversation(
  conversationId: string,
  signal: AbortSignal,
): Promise<string> {
  const data = await apiSend<Record<string, unknown> | undefined>('post', 'conversationCopies', {
    signal,
    json: { conversation_id: conversationId },
  });
  const copyId = toText(data?.conversation_id);
  if (!copyId) throw unexpected('', data, 'The server copied the conversation but sent no id');
  return copyId;
}

/** The conversation as the server now holds it (its `archived_at`: ms, or null). */
export async function setArchived(
  request: { conversationId: string; archived: boolean },
  signal: AbortSignal,
): Promise<Conversation> {
  const data = request.archived
    ? await apiSend('post', 'archivedConversations', {
        signal,
        json: { conversation_id: request.conversationId },
      })
    : await apiSend('delete', 'archivedConversations', {
        signal,
        searchParams: { conversation_id: request.conversationId },
      });
  return parseConversation(data);
}
