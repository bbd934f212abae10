// GET /nextComment?conversation_id=X — the next statement for the caller (participant token
// optional), `{}` when nothing is left. Pick order: rules/nextComment.ts.
import { Hono } from 'hono';
import type { NextCommentResponse } from '../../../contract/types';
import type { AppEnv } from '../../platform/http/context';
import { knownParticipant, loadPublicConversation, nextCommentState } from '../participant';

export function nextCommentRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const conversation = await loadPublicConversation(c, c.req.query('conversation_id'));
    const participant = await knownParticipant(c, conversation);
    const { next } = await nextCommentState(c.var.db, conversation, participant?.pid ?? null);
    const body: NextCommentResponse = next ?? {};
    return c.json(body);
  });

  return routes;
}
