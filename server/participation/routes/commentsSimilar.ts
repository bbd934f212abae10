// POST /comments/similar { conversation_id, txt } — before a participant sends a statement: the
// statements it nearly repeats (server/moderation/nearDuplicates), so the page can offer "Ligner udsagn #123 —
// stem på det i stedet?". Anyone may ask (no sign-in: participants are anonymous), for an open
// conversation that takes statements only, rate limited as posting is (its own count, per
// participant, signed-in user or, for a new participant, address). It answers only statements the conversation shows its
// participants (what nextComment serves: active, and accepted under strict moderation), never a
// pending-and-hidden or rejected statement's text. docs/api.md#post-commentssimilar
import type { Hono } from 'hono';
import type { SimilarStatementsResponse } from '../../../contract/participation';
import { readJsonObject } from '../../platform/http/body';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import {
  knownParticipant,
  loadPublicConversation,
  rateLimit,
  requireOpenForStatements,
} from '../participant';
import { clientAddress } from '../../platform/http/participation';
import { findSimilar } from '../../moderation';
import { lowestPublicMod } from '../../platform/rules/commentListQuery';
import { checkCommentText } from '../../moderation';
import { participationMessages } from '../messages';

export function addSimilarRoute(routes: Hono<AppEnv>): void {
  routes.post('/similar', async (c) => {
    const body = await readJsonObject(c);
    const conversation = await loadPublicConversation(c, body.conversation_id);
    const checked = checkCommentText(body.txt, conversation.comment_max_length);
    if (!checked.ok) throw new HttpError(400, checked.error, checked.message);
    requireOpenForStatements(conversation);
    const { participation } = c.var;
    const known = await knownParticipant(c, conversation);
    const user = known ? null : await c.var.auth.user();
    const who = known
      ? `pid:${known.pid}`
      : user
        ? `uid:${user.uid}`
        : `address:${clientAddress(c, participation.trustProxy)}`;
    await rateLimit(
      c,
      `similar:${conversation.zid}:${who}`,
      participation.limits.comment,
      participationMessages.manySimilarChecks,
    );
    const similar = await findSimilar(
      c.var.db,
      conversation.zid,
      { txt: checked.txt },
      { lowestMod: lowestPublicMod(conversation), activeOnly: true },
    );
    const response: SimilarStatementsResponse = { similar };
    return c.json(response);
  });
}
