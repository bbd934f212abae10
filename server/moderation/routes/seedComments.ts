// /seedComments — the seed statements of one conversation, as the configure screen lists them
// (docs/api.md#seed-statements). Rådslag only; upstream Polis has no such call.
//   GET    ?conversation_id=X                  the seeds, each with its vote count
//   PUT    { conversation_id, tid, txt }       a moderator rewords a seed nobody has voted on
//   DELETE ?conversation_id=X&tid=N            a moderator removes a seed nobody has voted on
// Each answers the list as it is now. A seed with votes is refused (409, Danish reason): its votes
// were cast on its words. Seeds are added with POST /comments { is_seed: true }.
import { Hono, type Context } from 'hono';
import { readJsonObject } from '../../platform/http/body';
import { conversationIdParam, loadConversation, requireModerator } from '../../conversations';
import type { AppEnv } from '../../platform/http/context';
import { HttpError, paramParseFailed } from '../../platform/http/errors';
import { deleteSeed, editSeed, listSeeds, type SeedChange } from '../repo/seedComments';
import { isInt4Id } from '../../platform/rules/ids';
import { checkCommentText } from '../rules/newComment';
import { moderationMessages } from '../messages';

const DENIED = {
  error: 'polis_err_seed_comments_permission',
  message: moderationMessages.seeds.denied,
};

function tidOf(value: unknown): number {
  const tid = typeof value === 'string' && /^\d+$/u.test(value) ? Number(value) : value;
  if (!isInt4Id(tid)) throw paramParseFailed('tid', moderationMessages.tidWhole);
  return tid;
}

/** The refusal for a change that did not happen, else nothing. */
function refusal(outcome: SeedChange): HttpError | null {
  switch (outcome) {
    case 'missing':
      return new HttpError(
        404,
        'polis_err_seed_comment_missing',
        moderationMessages.seeds.notFound,
      );
    case 'voted':
      return new HttpError(409, 'polis_err_seed_comment_has_votes', moderationMessages.seeds.voted);
    case 'duplicate':
      return new HttpError(
        409,
        'polis_err_post_comment_duplicate',
        moderationMessages.duplicateText,
        undefined,
        'txt',
      );
    default:
      return null;
  }
}

async function moderated(c: Context<AppEnv>, conversationId: unknown) {
  const conversation = await loadConversation(c, conversationIdParam(conversationId));
  await requireModerator(c, conversation, DENIED);
  return conversation;
}

export function seedCommentsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const conversation = await moderated(c, c.req.query('conversation_id'));
    return c.json(await listSeeds(c.var.db, conversation.zid));
  });

  routes.put('/', async (c) => {
    const body = await readJsonObject(c);
    const conversation = await moderated(c, body.conversation_id);
    const tid = tidOf(body.tid);
    const text = checkCommentText(body.txt, conversation.comment_max_length);
    if (!text.ok) throw new HttpError(400, text.error, text.message, undefined, 'txt');
    const refused = refusal(await editSeed(c.var.db, conversation.zid, tid, text.txt));
    if (refused) throw refused;
    return c.json(await listSeeds(c.var.db, conversation.zid));
  });

  routes.delete('/', async (c) => {
    const conversation = await moderated(c, c.req.query('conversation_id'));
    const tid = tidOf(c.req.query('tid'));
    const refused = refusal(await deleteSeed(c.var.db, conversation.zid, tid));
    if (refused) throw refused;
    // The statement leaves the conversation's statement list: the groups are recomputed later.
    c.var.math.changed(conversation.zid);
    return c.json(await listSeeds(c.var.db, conversation.zid));
  });

  return routes;
}
