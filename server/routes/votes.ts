// POST /votes { conversation_id, tid, vote, high_priority? } — a participant's vote (agree -1,
// disagree 1, pass 0). Without a participant token a new anonymous participant is made and its token
// returned in `auth`. Voting again on a statement adds a row to the history; the latest vote counts.
// high_priority ("important to me") is stored only when the conversation has importance_enabled;
// otherwise it is ignored rather than refused, so a page opened before the owner switched it off
// loses no vote. The math is told a vote came in (recomputed later, off this request).
//
// A returning participant's vote is two round trips: the conversation, then cast_vote (migration
// 062), which checks, counts, stores and picks the next statement in one statement. Most votes are
// theirs, and at a crowd's pace each round trip saved is latency saved (issue 17).
import { Hono, type Context } from 'hono';
import type { VoteResponse } from '../../src/contract/types';
import { readJsonObject } from '../http/body';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import {
  authFor,
  type Caller,
  limitNewParticipants,
  loadPublicConversation,
  participantOrNew,
  rateLimit,
  rateLimited,
  requireOpen,
} from '../http/participant';
import { castVote, type CastVoteOutcome } from '../repo/castVote';
import type { PublicConversationRow } from '../repo/conversations';
import type { NextCommentChoice } from '../repo/nextComment';
import { isVisibleComment } from '../repo/participation';
import type { Db } from '../db';
import { lowestPublicMod } from '../rules/commentListQuery';
import { invalidTid, validateVoteRequest, type VoteRequestCheck } from '../rules/vote';

type CheckedVote = Extract<VoteRequestCheck, { ok: true }>;

const VOTE_LIMITED = 'Du har stemt mange gange på kort tid.';

type Voted = Extract<CastVoteOutcome, { outcome: 'voted' }>;

export function votesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/', async (c) => {
    const body = await readJsonObject(c);
    const conversation = await loadPublicConversation(c, body.conversation_id);
    const checked = validateVoteRequest(body);
    if (!checked.ok) throw new HttpError(400, checked.error, checked.message);
    requireOpen(conversation);
    const claims = c.var.participant;
    const claimedPid =
      claims && claims.conversation_id === conversation.conversation_id ? claims.pid : null;
    let caller: { participant: { pid: number }; created: boolean } | null = null;
    let choice: NextCommentChoice | null = null;
    if (claimedPid !== null) {
      const result = await vote(c, conversation, checked, c.var.db, claimedPid);
      // 'unknown': the token names a participant this conversation no longer has (deleted): they
      // vote as a newcomer would, below.
      if (result) {
        caller = { participant: { pid: claimedPid }, created: false };
        choice = result.choice;
      }
    }
    if (!caller || !choice) {
      ({ caller, choice } = await voteAsNewParticipant(c, conversation, checked));
    }
    c.var.math.changed(conversation.zid);
    const response: VoteResponse = {
      currentPid: caller.participant.pid,
      nextComment: choice.next ?? {},
      ...(await authFor(c, conversation, caller)),
    };
    return c.json(response);
  });

  return routes;
}

/** The vote of participant `pid` through cast_vote, or null when the conversation has no such pid. */
async function vote(
  c: Context<AppEnv>,
  conversation: PublicConversationRow,
  checked: CheckedVote,
  db: Db,
  pid: number,
): Promise<Voted | null> {
  const { limiter, limits } = c.var.participation;
  const key = `vote:${conversation.zid}:${pid}`;
  // A limiter in memory (PGlite) counts here; a shared one counts inside cast_vote.
  if (!limiter.shared) await rateLimit(c, key, limits.vote, VOTE_LIMITED, db);
  const result = await castVote(db, {
    zid: conversation.zid,
    pid,
    tid: checked.tid,
    vote: checked.vote,
    highPriority: checked.highPriority && conversation.importance_enabled,
    lowestMod: lowestPublicMod(conversation),
    limit: limiter.windowFor(key, limits.vote),
  });
  switch (result.outcome) {
    case 'voted':
      return result;
    case 'unknown':
      return null;
    case 'limited':
      throw rateLimited(VOTE_LIMITED, result.retryAfterMs);
    case 'hidden': {
      const refused = invalidTid();
      throw new HttpError(400, refused.error, refused.message);
    }
  }
}

/** A new participant and their first vote stand or fall together, in one transaction. */
async function voteAsNewParticipant(
  c: Context<AppEnv>,
  conversation: PublicConversationRow,
  checked: CheckedVote,
): Promise<{ caller: Caller; choice: NextCommentChoice }> {
  const { db } = c.var;
  // Checked before the new-participant limit is counted: a vote on a statement nobody sees makes
  // nobody and counts nothing.
  if (!(await isVisibleComment(db, conversation.zid, checked.tid, lowestPublicMod(conversation)))) {
    const refused = invalidTid();
    throw new HttpError(400, refused.error, refused.message);
  }
  await limitNewParticipants(c);
  return db.transaction(async (tx) => {
    const caller = await participantOrNew(tx, conversation, null);
    const result = await vote(c, conversation, checked, tx, caller.participant.pid);
    // The participant was made in this transaction, so cast_vote knows them.
    if (!result) throw new Error('cast_vote did not find the participant it was given');
    return { caller, choice: result.choice };
  });
}
