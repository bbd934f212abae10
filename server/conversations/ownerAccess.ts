// Calls only the conversation's owner may make (docs/api.md#who-may-call-what): deleting it, its
// retention period, the export of everything stored about it. A site administrator may moderate
// every conversation but not delete one or take all its data: that is the owner's decision as the
// data controller's user.
import type { Context } from 'hono';
import type { ConversationRow } from './repo/conversations';
import type { UserRow } from '../platform/auth/users';
import { conversationIdParam, loadConversationAsUser, requireOwner } from './conversationAccess';
import type { AppEnv } from '../platform/http/context';
import { conversationMessages } from './messages';

export const OWNER_ONLY = {
  error: 'polis_err_owner_only',
  message: conversationMessages.ownerOnly,
};

/**
 * The conversation named by `value` and its signed-in owner; else 400 (a malformed id), 401 (before
 * anything about the conversation is revealed), 404 or 403 (conversationAccess.requireOwner).
 */
export async function requireOwnedConversation(
  c: Context<AppEnv>,
  value: unknown,
): Promise<{ conversation: ConversationRow; owner: UserRow }> {
  const id = conversationIdParam(value);
  const { conversation } = await loadConversationAsUser(c, id);
  const owner = await requireOwner(c, conversation, OWNER_ONLY);
  return { conversation, owner };
}
