// GET /participationInit?conversation_id=X — everything the participation page needs to start: the
// conversation's public settings, the caller's participant (from a participant token for this
// conversation; else null), the first statement to vote on and how many they have voted on.
// Public; reads only (a participant is made by the first vote or statement, not by looking).
// A draft answers only that it is not open yet.
import { Hono } from 'hono';
import type { ParticipationInit } from '../../src/contract/types';
import type { AppEnv } from '../http/context';
import { knownParticipant, loadPublicConversation, nextCommentState } from '../http/participant';
import {
  toDraftParticipationConversation,
  toParticipationConversation,
} from '../present/participation';

export function participationInitRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const conversation = await loadPublicConversation(c, c.req.query('conversation_id'), {
      drafts: 'allow',
    });
    // A draft answers only that it is not open yet: no topic, description or statement
    // (docs/api.md#drafts).
    if (conversation.is_draft) {
      const draft: ParticipationInit = {
        conversation: toDraftParticipationConversation(conversation),
        participant: null,
        nextComment: null,
        votedCount: 0,
      };
      return c.json(draft);
    }
    const participant = await knownParticipant(c, conversation);
    const pid = participant?.pid ?? null;
    const { next, votedCount } = await nextCommentState(c.var.db, conversation, pid);
    const body: ParticipationInit = {
      conversation: toParticipationConversation(conversation),
      participant: pid === null ? null : { pid },
      nextComment: next,
      votedCount,
    };
    return c.json(body);
  });

  return routes;
}
