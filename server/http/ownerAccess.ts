// Calls only the conversation's owner may make (issue 19): deleting it, its retention period, the
// export of everything stored about it. A site administrator may moderate every conversation but
// not delete one or take all its data: that is the owner's decision as the data controller's user.
import type { Context } from 'hono';
import type { ConversationRow } from '../repo/conversations';
import type { UserRow } from '../repo/users';
import { requireUser } from './auth';
import { conversationIdParam, loadConversation } from './conversationAccess';
import type { AppEnv } from './context';
import { HttpError } from './errors';

export const OWNER_ONLY = {
  error: 'polis_err_owner_only',
  message: 'Kun samtalens ejer kan gøre dette.',
};

/** The conversation named by `value` and its signed-in owner; else 400/404, 401 or 403. */
export async function requireOwner(
  c: Context<AppEnv>,
  value: unknown,
): Promise<{ conversation: ConversationRow; owner: UserRow }> {
  const id = conversationIdParam(value);
  const owner = await requireUser(c);
  const conversation = await loadConversation(c, id);
  if (conversation.owner !== owner.uid) {
    throw new HttpError(403, OWNER_ONLY.error, OWNER_ONLY.message);
  }
  return { conversation, owner };
}
