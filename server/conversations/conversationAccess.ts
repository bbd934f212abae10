// The steps most conversation-scoped calls share: read conversation_id, find the conversation,
// check the caller may moderate it. Comments, reports, stats and topicMod routes reuse these.
import type { Context } from 'hono';
import { canManage, canModerate } from './rules/canModerate';
import { isConversationId } from '../platform/rules/conversationId';
import { isNamedModerator } from './repo/conversationModerators';
import {
  conversationCompanion,
  findConversation,
  type ConversationRow,
} from './repo/conversations';
import type { UserRow } from '../platform/auth/users';
import { beforeUser, optionalUser, requireUser } from '../platform/http/auth';
import { readJsonObject } from '../platform/http/body';
import type { AppEnv } from '../platform/http/context';
import { HttpError, paramMissing, paramParseFailed } from '../platform/http/errors';
import { conversationMessages } from './messages';

/** A valid conversation_id from a query string or body, else 400. */
export function conversationIdParam(value: unknown): string {
  if (value === undefined || value === null) throw paramMissing('conversation_id');
  if (!isConversationId(value)) {
    throw paramParseFailed('conversation_id', conversationMessages.conversationIdInvalid);
  }
  return value;
}

const notFound = () =>
  new HttpError(404, 'polis_err_param_parse_failed_conversation_id', conversationMessages.notFound);

/** The conversation, or 404 (with upstream's error code, so clients matching on it still work). */
export async function loadConversation(
  c: Context<AppEnv>,
  conversationId: string,
): Promise<ConversationRow> {
  const conversation = await findConversation(c.var.db, conversationId);
  if (!conversation) throw notFound();
  return conversation;
}

/**
 * requireUser, then loadConversation, for a route that needs the signed-in user whatever the
 * conversation: the same refusals in the same order (401, then 404), but the conversation is read
 * in the statement that reads the caller's account and notes its session (docs/api.md#sessions).
 */
export async function loadConversationAsUser(
  c: Context<AppEnv>,
  conversationId: string,
): Promise<{ user: UserRow; conversation: ConversationRow }> {
  if (c.var.auth.userWith === undefined) {
    const user = await requireUser(c);
    return { user, conversation: await loadConversation(c, conversationId) };
  }
  const read = await c.var.auth.userWith<ConversationRow>(conversationCompanion(conversationId));
  const user = await read.user;
  if (read.row === null) throw notFound();
  return { user, conversation: read.row };
}

/**
 * A signed-in caller's JSON body and the conversation its conversation_id names, refused in the
 * order routes always refused: the caller (401), the body or its id (400), the conversation (404).
 * The caller and the conversation are one statement (loadConversationAsUser).
 */
export async function loadBodyConversationAsUser(
  c: Context<AppEnv>,
): Promise<{ body: Record<string, unknown>; user: UserRow; conversation: ConversationRow }> {
  const { body, id } = await beforeUser(c, async () => {
    const read = await readJsonObject(c);
    return { body: read, id: conversationIdParam(read.conversation_id) };
  });
  return { body, ...(await loadConversationAsUser(c, id)) };
}

/** Owner, site admin, or named moderator (the list is read only when the first two fail). */
export async function isModerator(
  c: Context<AppEnv>,
  user: UserRow | null,
  conversation: Pick<ConversationRow, 'zid' | 'owner'>,
): Promise<boolean> {
  if (user === null) return false;
  if (canModerate(user, conversation)) return true;
  return canModerate(
    user,
    conversation,
    await isNamedModerator(c.var.db, conversation.zid, user.uid),
  );
}

/** The signed-in caller if they may moderate the conversation; else 401 (no token) or 403. */
export async function requireModerator(
  c: Context<AppEnv>,
  conversation: Pick<ConversationRow, 'zid' | 'owner'>,
  denied: { error: string; message: string },
): Promise<UserRow> {
  const user = await requireUser(c);
  if (!(await isModerator(c, user, conversation))) {
    throw new HttpError(403, denied.error, denied.message);
  }
  return user;
}

/** The signed-in owner (only they change who moderates); else 401 (no token) or 403. */
export async function requireOwner(
  c: Context<AppEnv>,
  conversation: ConversationRow,
  denied: { error: string; message: string },
): Promise<UserRow> {
  const user = await requireUser(c);
  if (!canManage(user, conversation)) throw new HttpError(403, denied.error, denied.message);
  return user;
}

/**
 * A draft is its moderators' until it opens (docs/api.md#drafts): to anyone else a public read of
 * it answers 403 'not open yet', with nothing its owner wrote.
 */
export async function requireReadableDraft(
  c: Context<AppEnv>,
  conversation: Pick<ConversationRow, 'zid' | 'owner' | 'is_draft'>,
): Promise<void> {
  if (!conversation.is_draft) return;
  if (await isModerator(c, await optionalUser(c), conversation)) return;
  throw draftRefusal();
}

/** The answer to anyone but its moderators about a draft (docs/api.md#drafts). */
export const draftRefusal = () =>
  new HttpError(403, 'polis_err_conversation_is_draft', conversationMessages.draft);
