// /topicMod/… — the topics the topic pipeline (server/topics/) produced, their moderation, and
// (topicGenerate.ts) asking for a new run. Every call, reads included, is for moderators only
// (topicModAccess.ts).
import { Hono, type Context } from 'hono';
import { requireUser } from '../../platform/http/auth';
import { readJsonObject } from '../../platform/http/body';
import type { AppEnv } from '../../platform/http/context';
import { HttpError, paramParseFailed } from '../../platform/http/errors';
import { undoModeration } from '../../moderation';
import { moderateComments, moderateTopic, previewTopicModeration } from '../repo/topicModeration';
import {
  findTopic,
  listProximityPoints,
  listTopicComments,
  listTopics,
  topicStats,
} from '../repo/topics';
import { parseLayerParam, parseModerationRequest, parseTopicAction } from '../../moderation';
import { isInt4Id } from '../../platform/rules/ids';
import { moderatedConversation } from './topicModAccess';
import { topicGenerateRoutes } from './topicGenerate';
import { toProximityPoint, toTopic, toTopicComment, topicsByLayer } from './topicModShapes';
import { topicMessages } from '../messages';

const topicNotFound = (key: string) =>
  new HttpError(404, 'polis_err_topic_not_found', topicMessages.topicNotFound(key));

const UNDO_REFUSED = {
  unknown: new HttpError(404, 'polis_err_moderation_action_not_found', topicMessages.undo.unknown),
  already: new HttpError(409, 'polis_err_moderation_already_undone', topicMessages.undo.already),
  expired: new HttpError(409, 'polis_err_moderation_undo_expired', topicMessages.undo.expired),
  notUndoable: new HttpError(409, 'polis_err_moderation_undo_of_undo', topicMessages.undo.ofUndo),
};

/**
 * Who moderated is the signed-in user, not the label the client sends (the SPA always sends
 * 'admin'): "Moderated by" and the log should say who it was.
 */
function moderatorOf(user: { uid: number; email?: string | null; hname?: string | null }) {
  return { uid: user.uid, label: user.email ?? user.hname ?? `uid ${user.uid}` };
}

function layerParam(c: Context<AppEnv>, fallback: number | null): number | null {
  const result = parseLayerParam(c.req.query('layer_id'), fallback);
  if (!result.ok) throw new HttpError(400, result.error, result.message);
  return result.value;
}

export function topicModRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.route('/generate', topicGenerateRoutes());

  routes.get('/topics', async (c) => {
    const { conversation } = await moderatedConversation(c, c.req.query());
    const topics = (await listTopics(c.var.db, conversation.zid)).map(toTopic);
    const message =
      topics.length === 0 ? topicMessages.noTopicsYet : topicMessages.topicCount(topics.length);
    return c.json({ status: 'success', message, topics_by_layer: topicsByLayer(topics) });
  });

  routes.get('/topics/:topicKey/comments', async (c) => {
    const { conversation } = await moderatedConversation(c, c.req.query());
    const key = c.req.param('topicKey');
    const topic = await findTopic(c.var.db, conversation.zid, key);
    if (!topic) throw topicNotFound(key);
    const rows = await listTopicComments(
      c.var.db,
      conversation.zid,
      topic.layer_id,
      topic.cluster_id,
    );
    return c.json({
      status: 'success',
      message: topicMessages.topicStatements(rows.length, topic.topic_name),
      // Not in upstream's reply: the screen's heading names the topic instead of showing its key.
      topic_name: topic.topic_name,
      comments: rows.map(toTopicComment),
    });
  });

  routes.get('/stats', async (c) => {
    const { conversation } = await moderatedConversation(c, c.req.query());
    // Every layer by default: each topic is a verdict of its own, whatever its layer.
    const stats = await topicStats(c.var.db, conversation.zid, layerParam(c, null));
    return c.json({
      status: 'success',
      message: topicMessages.topicCount(stats.total_topics),
      stats,
    });
  });

  routes.get('/proximity', async (c) => {
    const { conversation } = await moderatedConversation(c, c.req.query());
    const rows = await listProximityPoints(c.var.db, conversation.zid, layerParam(c, 0));
    const points = rows
      .map(toProximityPoint)
      .filter((point) => Number.isFinite(point.umap_x) && Number.isFinite(point.umap_y));
    return c.json({
      status: 'success',
      message: `${points.length} punkter.`,
      proximity_data: points,
    });
  });

  routes.post('/moderate', async (c) => {
    await requireUser(c); // 401 comes before any complaint about the body
    const body = await readJsonObject(c);
    const { conversation, user } = await moderatedConversation(c, body);
    const parsed = parseModerationRequest(body);
    if (!parsed.ok) throw new HttpError(400, parsed.error, parsed.message);
    const { action, target } = parsed.value;
    const moderator = moderatorOf(user);

    if (target.kind === 'topic') {
      const result = await moderateTopic(
        c.var.db,
        conversation.zid,
        target.topicKey,
        action,
        moderator,
        {
          flaggedTids: new Set(target.choices.flaggedTids),
          includeModerated: target.choices.includeModerated,
        },
      );
      if (!result) throw topicNotFound(target.topicKey);
      // Moderation moves the opinion groups (a rejected statement's column is zeroed).
      c.var.math.changed(conversation.zid);
      return c.json({
        status: 'success',
        message: topicMessages.topicModerated(action, result.comment_count),
        moderated_at: result.moderated_at,
        comment_count: result.comment_count,
        action_id: result.action_id,
      });
    }
    const result = await moderateComments(
      c.var.db,
      conversation.zid,
      target.tids,
      action,
      moderator,
    );
    if (!result.ok) {
      throw paramParseFailed(
        'comment_ids',
        topicMessages.unknownStatements(result.unknownTids.slice(0, 20)),
      );
    }
    c.var.math.changed(conversation.zid);
    return c.json({
      status: 'success',
      message: topicMessages.statementsModerated(action, result.comment_count),
      moderated_at: result.moderated_at,
      comment_count: result.comment_count,
      action_id: result.action_id,
    });
  });

  // What a topic action would change, before it is sent: the dialog's counts and choices.
  routes.get('/topics/:topicKey/impact', async (c) => {
    const { conversation } = await moderatedConversation(c, c.req.query());
    const parsed = parseTopicAction(c.req.query('action'));
    if (!parsed.ok) throw new HttpError(400, parsed.error, parsed.message);
    const key = c.req.param('topicKey');
    const impact = await previewTopicModeration(c.var.db, conversation.zid, key, parsed.value);
    if (!impact) throw topicNotFound(key);
    return c.json({ status: 'success', action: parsed.value, impact });
  });

  routes.post('/undo', async (c) => {
    await requireUser(c);
    const body = await readJsonObject(c);
    const { conversation, user } = await moderatedConversation(c, body);
    // A JSON number: "12" is refused as a string is in every other field.
    const actionId = body.action_id;
    if (!isInt4Id(actionId)) {
      throw paramParseFailed('action_id', topicMessages.undo.actionId);
    }
    const result = await undoModeration(c.var.db, conversation.zid, actionId, user.uid);
    if (result.outcome !== 'undone') throw UNDO_REFUSED[result.outcome];
    c.var.math.changed(conversation.zid);
    return c.json({
      status: 'success',
      message: topicMessages.undo.done(result.restored, result.skipped),
      action_id: result.action_id,
      restored: result.restored,
      skipped: result.skipped,
    });
  });

  return routes;
}
