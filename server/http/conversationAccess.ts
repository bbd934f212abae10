// The steps most conversation-scoped calls share: read conversation_id, find the conversation,
// check the caller may moderate it. Comments, reports, stats and topicMod routes reuse these.
import type { Context } from 'hono';
import { canModerate } from '../rules/canModerate';
import { isConversationId } from '../rules/conversationId';
import { findConversation, type ConversationRow } from '../repo/conversations';
import type { UserRow } from '../repo/users';
import { requireUser } from './auth';
import type { AppEnv } from './context';
import { HttpError, paramMissing, paramParseFailed } from './errors';

/** A valid conversation_id from a query string or body, else 400. */
export function conversationIdParam(value: unknown): string {
  if (value === undefined || value === null) throw paramMissing('conversation_id');
  if (!isConversationId(value)) {
    throw paramParseFailed('conversation_id', 'Ugyldigt samtale-id.');
  }
  return value;
}

/** The conversation, or 404 (with upstream's error code, so clients matching on it still work). */
export async function loadConversation(
  c: Context<AppEnv>,
  conversationId: string,
): Promise<ConversationRow> {
  const conversation = await findConversation(c.var.db, conversationId);
  if (!conversation) {
    throw new HttpError(
      404,
      'polis_err_param_parse_failed_conversation_id',
      'Samtalen findes ikke.',
    );
  }
  return conversation;
}

export function isModerator(
  _c: Context<AppEnv>,
  user: UserRow | null,
  conversation: ConversationRow,
): boolean {
  return canModerate(user, conversation);
}

/** The signed-in caller if they may moderate the conversation; else 401 (no token) or 403. */
export async function requireModerator(
  c: Context<AppEnv>,
  conversation: ConversationRow,
  denied: { error: string; message: string },
): Promise<UserRow> {
  const user = await requireUser(c);
  if (!isModerator(c, user, conversation)) throw new HttpError(403, denied.error, denied.message);
  return user;
}
