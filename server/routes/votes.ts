// POST /votes { conversation_id, tid, vote, high_priority? } — a participant's vote (agree -1,
// disagree 1, pass 0). Without a participant token a new anonymous participant is made and its token
// returned in `auth`. Voting again on a statement adds a row to the history; the latest vote counts.
// high_priority ("important to me") is stored only when the conversation has importance_enabled;
// otherwise it is ignored rather than refused, so a page opened before the owner switched it off
// loses no vote. The math is told a vote came in (recomputed later, off this request).
import { Hono } from 'hono';
import type { VoteResponse } from '../../src/contract/types';
import { readJsonObject } from '../http/body';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import {
  authFor,
  knownParticipant,
  limitNewParticipants,
  loadPublicConversation,
  nextCommentState,
  participantOrNew,
  rateLimit,
  requireOpen,
} from '../http/participant';
import { insertVote, isVisibleComment } from '../repo/participation';
import { lowestPublicMod } from '../rules/commentListQuery';
import { invalidTid, validateVoteRequest } from '../rules/vote';

export function votesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/', async (c) => {
    const body = await readJsonObject(c);
    const conversation = await loadPublicConversation(c, body.conversation_id);
    const checked = validateVoteRequest(body);
    if (!checked.ok) throw new HttpError(400, checked.error, checked.message);
    const { tid, vote } = checked;
    requireOpen(conversation);
    const { db, participation } = c.var;
    if (!(await isVisibleComment(db, conversation.zid, tid, lowestPublicMod(conversation)))) {
      const refused = invalidTid();
      throw new HttpError(400, refused.error, refused.message);
    }
    const known = await knownParticipant(c, conversation);
    if (!known) limitNewParticipants(c);
    const caller = await db.transaction(async (tx) => {
      const made = await participantOrNew(tx, conversation, known);
      rateLimit(
        c,
        `vote:${conversation.zid}:${made.participant.pid}`,
        participation.limits.vote,
        'Du har stemt mange gange på kort tid.',
      );
      await insertVote(tx, {
        zid: conversation.zid,
        pid: made.participant.pid,
        tid,
        vote,
        highPriority: checked.highPriority && conversation.importance_enabled,
      });
      return made;
    });
    c.var.math.changed(conversation.zid);
    const { next } = await nextCommentState(db, conversation, caller.participant.pid);
    const response: VoteResponse = {
      currentPid: caller.participant.pid,
      nextComment: next ?? {},
      ...(await authFor(c, conversation, caller)),
    };
    return c.json(response);
  });

  return routes;
}
