// Who may call /topicMod/…: moderators of the conversation only, reads included. Upstream leaves
// the reads open, but they show every pending and rejected statement, which the comment moderation
// lists also guard.
import type { Context } from 'hono';
import { requireUser } from '../../platform/http/auth';
import { conversationIdParam, loadConversation, requireModerator } from '../../conversations';
import type { AppEnv } from '../../platform/http/context';
import { paramParseFailed } from '../../platform/http/errors';
import type { ConversationRow } from '../../conversations';
import { conversationIdOfReport } from '../repo/topics';
import type { UserRow } from '../../platform/auth/users';
import { isConversationId } from '../../platform/rules/conversationId';
import { topicMessages } from '../messages';
import { reportIdInvalid } from '../../platform/messages';

const DENIED = {
  error: 'polis_err_topic_moderation_permission',
  message: topicMessages.denied,
};

const REPORT_ID = /^r[A-Za-z0-9]{20}$/;

/**
 * The conversation a call is about. The client sends conversation_id, report_id or both (the SPA
 * sends the conversation id as report_id); a real report id is followed to its conversation.
 */
async function conversationOf(
  c: Context<AppEnv>,
  source: { conversation_id?: unknown; report_id?: unknown },
): Promise<ConversationRow> {
  const { conversation_id: conversationId, report_id: reportId } = source;
  if (conversationId !== undefined && conversationId !== null && conversationId !== '') {
    return loadConversation(c, conversationIdParam(conversationId));
  }
  if (typeof reportId === 'string' && REPORT_ID.test(reportId)) {
    const id = await conversationIdOfReport(c.var.db, reportId);
    if (id === null) throw paramParseFailed('report_id', topicMessages.reportNotFound);
    return loadConversation(c, id);
  }
  if (reportId !== undefined && !isConversationId(reportId)) {
    throw paramParseFailed('report_id', reportIdInvalid);
  }
  return loadConversation(c, conversationIdParam(reportId));
}

/** The conversation, once the caller is known to moderate it (401 without a token, else 403). */
export async function moderatedConversation(
  c: Context<AppEnv>,
  source: { conversation_id?: unknown; report_id?: unknown },
): Promise<{ conversation: ConversationRow; user: UserRow }> {
  await requireUser(c); // 401 before anything about the conversation is revealed
  const conversation = await conversationOf(c, source);
  const user = await requireModerator(c, conversation, DENIED);
  return { conversation, user };
}
