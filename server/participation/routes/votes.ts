// POST /votes { conversation_id, tid, vote, high_priority? } — a participant's vote (agree -1,
// disagree 1, pass 0). Without a participant token a new anonymous participant is made and its
// token returned in `auth`. Voting again on a statement adds a row to the history; the latest vote
// counts. high_priority ("important to me") is stored only when the conversation has
// importance_enabled; otherwise it is ignored rather than refused, so a page opened before the
// owner switched it off loses no vote. The math is told a vote came in (recomputed later, off this
// request).
//
// A vote is two round trips: the conversation, then cast_vote (migration 062), which checks the
// statement, counts the limit, makes a newcomer's participant, stores the vote and picks the next
// statement in one statement. At a crowd's pace each round trip saved is latency saved
// (docs/deploy.md#sizing). A vote that places the participant on a shown map answers their place
// too (placementAfter).
import { Hono, type Context } from 'hono';
import type { VotePlacement, VoteResponse } from '../../../contract/types';
import { readJsonObject } from '../../platform/http/body';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import {
  authFor,
  type CountedLimit,
  loadPublicConversation,
  newParticipantLimit,
  rateLimit,
  rateLimited,
  requireOpen,
} from '../participant';
import { placeOf } from '../../math';
import { PLACEMENT_VOTES } from '../../math';
import { castVote } from '../repo/castVote';
import { loadParticipantMap } from '../../math';
import type { PublicConversationRow } from '../../conversations';
import type { NextCommentChoice } from '../repo/nextComment';
import { isVisibleComment } from '../repo/participation';
import { lowestPublicMod } from '../../platform/rules/commentListQuery';
import {
  invalidTid,
  ownStatement,
  validateVoteRequest,
  type VoteRequestCheck,
} from '../rules/vote';
import { participationMessages } from '../messages';

type CheckedVote = Extract<VoteRequestCheck, { ok: true }>;

interface Voted {
  participant: { pid: number };
  /** A new participant: the response carries their token. */
  created: boolean;
  choice: NextCommentChoice;
}

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
    // A token naming a participant the conversation lacks ('unknown') votes as a newcomer does.
    const voted =
      (claimedPid !== null ? await vote(c, conversation, checked, claimedPid) : null) ??
      (await vote(c, conversation, checked, null));
    if (!voted) throw new Error('cast_vote made no participant for a newcomer');
    c.var.math.changed(conversation.zid);
    const placement = await placementAfter(c, conversation, voted);
    const response: VoteResponse = {
      currentPid: voted.participant.pid,
      nextComment: voted.choice.next ?? {},
      ...(await authFor(c, conversation, voted)),
      ...(placement && { placement }),
    };
    return c.json(response);
  });

  return routes;
}

/**
 * A participant this vote places (or moves) before the next update: their place projected with the
 * stored basis (docs/math.md#placing-a-participant-between-updates), so the page says 'Du er i
 * gruppe …' at once. Only where the map is shown, and only once they may have voted enough: below
 * PLACEMENT_VOTES (or every statement) nothing is read.
 */
async function placementAfter(
  c: Context<AppEnv>,
  conversation: PublicConversationRow,
  voted: Voted,
): Promise<VotePlacement | null> {
  if (conversation.vis_type !== 1) return null;
  const { votedCount, next } = voted.choice;
  if (votedCount < PLACEMENT_VOTES && next !== null) return null;
  const loaded = await loadParticipantMap(c.var.db, conversation.zid);
  if (!loaded) return null;
  const pid = voted.participant.pid;
  if (loaded.basis.placed[pid] !== undefined) return null; // on the stored map already
  const place = await placeOf(c.var.db, conversation.zid, loaded, pid);
  if (!place) return null;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  // Letters as the page gives them: the shown groups in id order, 'A' first.
  const index = loaded.map.groups.findIndex((group) => group.id === place.group_id);
  return {
    x: round(place.x),
    y: round(place.y),
    group_id: place.group_id,
    group_letter: index < 0 ? null : String.fromCharCode(65 + index),
    math_tick: loaded.map.math_tick,
  };
}

function refusedTid(): HttpError {
  const refused = invalidTid();
  return new HttpError(400, refused.error, refused.message);
}

/** The vote of participant `pid` (null: a newcomer) through cast_vote; null for an unknown pid. */
async function vote(
  c: Context<AppEnv>,
  conversation: PublicConversationRow,
  checked: CheckedVote,
  pid: number | null,
): Promise<Voted | null> {
  const { db, participation } = c.var;
  const { limiter } = participation;
  const lowestMod = lowestPublicMod(conversation);
  const voteLimit = (voter: number): CountedLimit => ({
    key: `vote:${conversation.zid}:${voter}`,
    limit: participation.limits.vote,
    message: participationMessages.manyVotes,
  });
  const counted = pid === null ? newParticipantLimit(c) : voteLimit(pid);
  if (!limiter.shared) {
    // A limiter in memory (PGlite) counts here, in the process, so a newcomer's statement is
    // checked first: a vote on a statement nobody sees makes nobody and counts nothing.
    if (pid === null && !(await isVisibleComment(db, conversation.zid, checked.tid, lowestMod))) {
      throw refusedTid();
    }
    await rateLimit(c, counted.key, counted.limit, counted.message);
  }
  const result = await castVote(db, {
    zid: conversation.zid,
    pid,
    tid: checked.tid,
    vote: checked.vote,
    highPriority: checked.highPriority && conversation.importance_enabled,
    lowestMod,
    limit: limiter.windowFor(counted.key, counted.limit),
  });
  switch (result.outcome) {
    case 'voted':
      if (pid === null) {
        // A newcomer's first vote counts against their vote limit too, as every vote does (it
        // cannot exceed it: it is their first). One more round trip, on the first vote only: the
        // limit's key names the participant, who did not exist before cast_vote.
        const first = voteLimit(result.pid);
        await limiter.hit(first.key, first.limit, db);
      }
      return { participant: { pid: result.pid }, created: pid === null, choice: result.choice };
    case 'unknown':
      return null;
    case 'limited':
      throw rateLimited(counted.message, result.retryAfterMs);
    case 'hidden':
      throw refusedTid();
    case 'own': {
      const refused = ownStatement();
      throw new HttpError(403, refused.error, refused.message);
    }
  }
}
