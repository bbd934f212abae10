// GET /conversationUuid — the conversation's UUID, made on first ask. Moderators only.
import { Hono } from 'hono';
import { conversationIdParam, loadConversation, requireModerator } from '../conversationAccess';
import type { AppEnv } from '../../platform/http/context';
import { conversationUuid } from '../repo/conversationUuids';
import { conversationMessages } from '../messages';

const DENIED = {
  error: 'polis_err_get_conversation_uuid_permissions',
  message: conversationMessages.uuidDenied,
};

export function conversationUuidRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const conversation = await loadConversation(
      c,
      conversationIdParam(c.req.query('conversation_id')),
    );
    await requireModerator(c, conversation, DENIED);
    return c.json({ conversation_uuid: await conversationUuid(c.var.db, conversation.zid) });
  });

  return routes;
}
