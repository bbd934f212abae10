// GET, POST, PUT /comments — moderation lists (and participants' read), seed statements,
// participants' statements (participantComments.ts), and accept / reject / meta.
import { Hono } from 'hono';
import { requireUser } from '../../platform/http/auth';
import { readJsonObject } from '../../platform/http/body';
import {
  conversationIdParam,
  isModerator,
  loadConversation,
  loadBodyConversationAsUser,
  requireModerator,
  requireReadableDraft,
} from '../../conversations';
import type { AppEnv } from '../../platform/http/context';
import { HttpError, paramParseFailed } from '../../platform/http/errors';
import { toComment } from '../present/comments';
import { insertComment, listComments } from '../repo/comments';
import { commentListVersion } from '../repo/commentListVersion';
import { keptJson } from '../../platform/http/keptAnswers';
import { moderateAndLog } from '../repo/moderationLog';
import { moderateOne } from '../repo/moderateOne';
import { changeName } from '../rules/bulkModeration';
import { addModerationRoutes } from './commentsModerate';
import { ensureParticipant } from '../../conversations';
import { lowestPublicMod, parseCommentListQuery } from '../../platform/rules/commentListQuery';
import { isPagedModerationList } from '../rules/moderationListQuery';
import { moderationPage } from './commentsModerationList';
import { moderationToStore, validateCommentUpdate } from '../rules/commentUpdate';
import { initialModeration, pidRefused, validateNewComment } from '../rules/newComment';
import { isParticipantStatement, postParticipantComment } from '../../participation';
import { addSimilarRoute } from '../../participation';
import { checkDuplicateLink, storeDuplicateLink } from '../nearDuplicates/duplicateLink';
import { moderationMessages } from '../messages';

const LIST_DENIED = {
  error: 'polis_err_get_comments_permissions',
  message: moderationMessages.moderateDenied,
};
const statementNotFound = () =>
  new HttpError(404, 'polis_err_param_parse_failed_tid', moderationMessages.statementNotFound);
const UPDATE_DENIED = {
  error: 'polis_err_update_comment_auth',
  message: moderationMessages.moderateDenied,
};

export function commentsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const parsed = parseCommentListQuery(c.req.query());
    if (!parsed.ok) throw paramParseFailed(parsed.field, parsed.message);
    const { moderation, mod, limit, offset } = parsed.query;
    const conversation = await loadConversation(
      c,
      conversationIdParam(c.req.query('conversation_id')),
    );
    if (moderation) await requireModerator(c, conversation, LIST_DENIED);
    else await requireReadableDraft(c, conversation);
    if (moderation && isPagedModerationList(c.req.query())) {
      const { zid, conversation_id: conversationId } = conversation;
      return c.json(await moderationPage(c, { zid, conversationId, mod, limit, offset }));
    }
    const read = async () => {
      const rows = await listComments(c.var.db, conversation.zid, {
        mod,
        limit,
        offset,
        visibleFromMod: moderation ? undefined : lowestPublicMod(conversation),
      });
      return rows.map((row) => toComment(row, conversation.conversation_id));
    };
    if (!moderation) return c.json(await read());
    // The whole moderation list is kept between requests while its version reads the same
    // (docs/api.md#the-kept-moderation-list); the version is read first, the list after it.
    const version = await commentListVersion(c.var.db, conversation.zid);
    const key = `${conversation.zid}/${conversation.conversation_id}/${mod}/${limit}/${offset}`;
    return keptJson(c, key, version, read);
  });

  routes.post('/', async (c) => {
    const body = await readJsonObject(c);
    if (isParticipantStatement(c, body)) return postParticipantComment(c, body);
    const user = await requireUser(c);
    const conversation = await loadConversation(c, conversationIdParam(body.conversation_id));
    const author = { isModerator: await isModerator(c, user, conversation) };
    // Someone who may not moderate writes as a participant: write_type, limits and all.
    if (!author.isModerator) return postParticipantComment(c, { ...body, is_seed: false }, user);
    const checked = validateNewComment(body, conversation.comment_max_length);
    if (!checked.ok) throw new HttpError(400, checked.error, checked.message);
    const { txt, isSeed, pid } = checked.request;
    if (!conversation.is_active) {
      throw new HttpError(403, 'polis_err_conversation_is_closed', moderationMessages.closed);
    }
    const moderation = initialModeration(author, { isSeed, txt });
    // One transaction: a refused statement leaves no participant row behind either.
    const created = await c.var.db.transaction(async (tx) => {
      const ownPid = await ensureParticipant(tx, conversation.zid, user.uid);
      if (pid !== 'own' && pid !== ownPid) {
        const refused = pidRefused();
        throw new HttpError(400, refused.error, refused.message);
      }
      // A moderator sees every statement: any with the same text is a duplicate.
      const tid = await insertComment(
        tx,
        { zid: conversation.zid, pid: ownPid, uid: user.uid, txt, ...moderation },
        { all: true },
      );
      if (tid === null) {
        throw new HttpError(
          409,
          'polis_err_post_comment_duplicate',
          moderationMessages.duplicateText,
        );
      }
      return { tid, currentPid: ownPid };
    });
    return c.json(created);
  });

  routes.put('/', async (c) => {
    // The caller and the conversation are read in one statement (docs/api.md#put-comments).
    const { body, conversation } = await loadBodyConversationAsUser(c);
    const user = await requireModerator(c, conversation, UPDATE_DENIED);
    const result = validateCommentUpdate(body);
    if (!result.ok) throw new HttpError(400, result.error, result.message);
    const { tid } = result.update;
    const to = moderationToStore(result.update);
    const duplicateOf = await checkDuplicateLink(
      c.var.db,
      conversation.zid,
      result.update,
      body.duplicate_of,
    );
    const zid = conversation.zid;
    // Logged (who, when, from → to) with the change, so it can be undone (Fortryd): one SQL
    // statement, or a transaction when published report versions must lose a rejected statement.
    const one = await moderateOne(c.var.db, {
      zid,
      uid: user.uid,
      tid,
      to,
      duplicateOf,
      name: changeName,
    });
    if (one.kind === 'missing') throw statementNotFound();
    let actionId = one.kind === 'done' ? one.actionId : null;
    if (one.kind === 'reports') {
      const done = await moderateAndLog(c.var.db, {
        zid,
        uid: user.uid,
        kind: 'single',
        change: 'single',
        tids: [tid],
        next: () => to,
        name: changeName,
      });
      if (done.missing.length > 0) throw statementNotFound();
      await storeDuplicateLink(c.var.db, zid, tid, duplicateOf);
      actionId = done.actionId;
    }
    // Moderation moves the map (a rejected statement's column is zeroed): recompute later.
    if (actionId !== null) c.var.math.changed(zid);
    // action_id (null when nothing changed) is ours: Polis clients ignore it.
    return c.json({ action_id: actionId });
  });

  addModerationRoutes(routes);
  addSimilarRoute(routes);

  return routes;
}
