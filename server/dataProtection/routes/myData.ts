// "Mine data" (docs/api.md#data-protection): a participant's right of access and erasure, from the
// device they took part on. Authorised by the participant's own token only (the anonymous token
// the page keeps per conversation): no token, another conversation's token or an admin token is
// 401; there is no parameter that names a participant, so nobody can ask for someone else's data.
//   GET    /myData?conversation_id=   their current votes and their statements
//   DELETE /myData?conversation_id=   deletes them all (others' votes on their statements too)
// Both work on a closed conversation too: the rights do not end when the conversation does.
// Changing a vote is POST /votes again (the latest vote counts); that needs an open conversation.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { MyData } from '../../../contract/dataProtection';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { knownParticipant, loadPublicConversation } from '../../participation';
import { deleteOwnParticipantData, ownParticipantData } from '../repo/conversationErasure';
import { dataProtectionMessages } from '../messages';

async function ownParticipant(c: Context<AppEnv>) {
  const conversation = await loadPublicConversation(c, c.req.query('conversation_id'), {
    drafts: 'allow',
  });
  const participant = await knownParticipant(c, conversation);
  if (!participant) {
    throw new HttpError(
      401,
      'polis_err_participant_token_required',
      dataProtectionMessages.myDataOnOwnDevice,
    );
  }
  return { conversation, participant };
}

export function myDataRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const { conversation, participant } = await ownParticipant(c);
    const own = await ownParticipantData(c.var.db, conversation.zid, participant.pid);
    const body: MyData = {
      conversation_id: conversation.conversation_id,
      is_active: conversation.is_active,
      votes: own.votes.map((v) => ({ ...v, vote: v.vote as MyData['votes'][number]['vote'] })),
      statements: own.statements.map((s) => ({
        ...s,
        mod: s.mod as MyData['statements'][number]['mod'],
      })),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  routes.delete('/', async (c) => {
    const { conversation, participant } = await ownParticipant(c);
    await deleteOwnParticipantData(c.var.db, conversation.zid, participant.pid);
    // The groups held this participant: recompute from the remaining votes.
    c.var.math.runner.forget(conversation.zid);
    c.var.math.changed(conversation.zid);
    return c.json({ deleted: true });
  });

  return routes;
}
