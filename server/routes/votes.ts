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
  type Caller,
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
    const { tid } = checked;
    requireOpen(conversation);
    const { db, participation } = c.var;
    // Two independent reads: side by side on PostgreSQL's pool (PGlite takes them in turn).
    const [visible, known] = await Promise.all([
      isVisibleComment(db, conversation.zid, tid, lowestPublicMod(conversation)),
      knownParticipant(c, conversation),
    ]);
    if (!visible) {
      const refused = invalidTid();
      throw new HttpError(400, refused.error, refused.message);
    }
    if (!known) await limitNewParticipants(c);
    const limitVotes = (on: typeof db, pid: number) =>
      rateLimit(
        c,
        `vote:${conversation.zid}:${pid}`,
        participation.limits.vote,
        'Du har stemt mange gange på kort tid.',
        on,
      );
    const vote = (on: typeof db, pid: number) =>
      insertVote(on, {
        zid: conversation.zid,
        pid,
        tid,
        vote: checked.vote,
        highPriority: checked.highPriority && conversation.importance_enabled,
      });
    let caller: Caller;
    if (known) {
      // One statement (its triggers included) is atomic on its own: no BEGIN/COMMIT round trips.
      await limitVotes(db, known.pid);
      await vote(db, known.pid);
      caller = { participant: known, created: false };
    } else {
      // A new participant and their first vote stand or fall together.
      caller = await db.transaction(async (tx) => {
        const made = await participantOrNew(tx, conversation, null);
        await limitVotes(tx, made.participant.pid);
        await vote(tx, made.participant.pid);
        return made;
      });
    }
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
