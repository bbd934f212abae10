// POST /comments from a participant (participant token, or none: a new anonymous participant, or a
// signed-in user who may not moderate the conversation — they follow the participants' rules too):
// body { conversation_id, txt, pid? (absent, -1 or one's own) }. 1 to the conversation's
// comment_max_length characters (140 unless set); refused when
// the conversation takes no statements (write_type 0); the participant limits apply; stored
// pending (mod 0) with `active` decided by the automatic moderator; the author's agree vote (-1)
// is recorded with it, so the statement is never served back to its author. comments.ts routes
// here.
import type { Context } from 'hono';
import type { ParticipantCommentResponse } from '../../../contract/types';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import {
  authFor,
  knownParticipant,
  limitNewParticipants,
  loadPublicConversation,
  participantOrNew,
  rateLimit,
  requireOpenForStatements,
} from '../participant';
import { insertComment } from '../../moderation';
import { ensureParticipant } from '../../conversations';
import type { UserRow } from '../../platform/auth/users';
import { insertVote } from '../repo/participation';
import { lowestPublicMod } from '../../platform/rules/commentListQuery';
import { initialModeration, pidRefused, validateNewComment } from '../../moderation';
import { findSimilar } from '../../moderation';
import { participationMessages } from '../messages';

const PARTICIPANT = { isModerator: false };

function refusedPid(): HttpError {
  const refused = pidRefused();
  return new HttpError(400, refused.error, refused.message);
}

/** A participant's statement: no admin token, and not a seed (seeds need a signed-in moderator). */
export function isParticipantStatement(c: Context<AppEnv>, body: Record<string, unknown>) {
  return !c.var.auth.hasToken && body.is_seed !== true;
}

export async function postParticipantComment(
  c: Context<AppEnv>,
  body: Record<string, unknown>,
  /** A signed-in user who may not moderate: their own participant record is theirs. */
  signedIn?: UserRow,
): Promise<Response> {
  const conversation = await loadPublicConversation(c, body.conversation_id);
  const checked = validateNewComment(body, conversation.comment_max_length);
  if (!checked.ok) throw new HttpError(400, checked.error, checked.message);
  const { txt, pid } = checked.request;
  requireOpenForStatements(conversation);
  const known = signedIn ? null : await knownParticipant(c, conversation);
  if (!signedIn && pid !== 'own' && pid !== known?.pid) throw refusedPid();
  if (!known && !signedIn) await limitNewParticipants(c);
  const { db, participation } = c.var;
  // Which accepted statement it nearly repeats, for Moderér's "Ligner #123" (migration 036).
  const [near] = await findSimilar(
    db,
    conversation.zid,
    { txt },
    { lowestMod: 1, activeOnly: false },
    1,
  );
  const created = await db.transaction(async (tx) => {
    const caller = signedIn
      ? {
          participant: {
            pid: await ensureParticipant(tx, conversation.zid, signedIn.uid),
            uid: signedIn.uid,
          },
          created: false,
        }
      : await participantOrNew(tx, conversation, known);
    const { pid: ownPid, uid } = caller.participant;
    if (signedIn && pid !== 'own' && pid !== ownPid) throw refusedPid();
    await rateLimit(
      c,
      `comment:${conversation.zid}:${ownPid}`,
      participation.limits.comment,
      participationMessages.manyStatements,
      tx,
    );
    const moderation = initialModeration(PARTICIPANT, { isSeed: false, txt });
    // Only a statement participants can see makes this one a duplicate: a 409 for a hidden one's
    // text would tell that it exists (docs/api.md#post-comments).
    const tid = await insertComment(
      tx,
      { zid: conversation.zid, pid: ownPid, uid, txt, ...moderation },
      { all: false, lowestMod: lowestPublicMod(conversation) },
    );
    if (tid === null) {
      throw new HttpError(
        409,
        'polis_err_post_comment_duplicate',
        participationMessages.duplicateText,
      );
    }
    await insertVote(tx, { zid: conversation.zid, pid: ownPid, tid, vote: -1 });
    if (near) {
      await tx.query('UPDATE comments SET near_tid = $3 WHERE zid = $1 AND tid = $2', [
        conversation.zid,
        tid,
        near.tid,
      ]);
    }
    return { caller, tid };
  });
  // The author's agree vote counts in the opinion groups: recompute later, off this request.
  c.var.math.changed(conversation.zid);
  const response: ParticipantCommentResponse = {
    tid: created.tid,
    currentPid: created.caller.participant.pid,
    ...(await authFor(c, conversation, created.caller)),
  };
  return c.json(response);
}
