// GET /participationInit?conversation_id=X — everything the participation page needs to start: the
// conversation's public settings, the caller's participant (from a participant token for this
// conversation; else null), the first statement to vote on and how many they have voted on.
// Public; reads only (a participant is made by the first vote or statement, not by looking).
// A draft answers only that it is not open yet (http/participationStart.ts).
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/context';
import { knownParticipant, loadPublicConversation } from '../participant';
import { participationStart } from '../participationStart';

export function participationInitRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const conversation = await loadPublicConversation(c, c.req.query('conversation_id'), {
      drafts: 'allow',
    });
    const participant = conversation.is_draft ? null : await knownParticipant(c, conversation);
    return c.json(await participationStart(c.var.db, conversation, participant?.pid ?? null));
  });

  return routes;
}
