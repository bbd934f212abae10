// /topicMod/… — the topics the topic pipeline (server/topics/) produced, their moderation, and
// (topicGenerate.ts) asking for a new run. Every call, reads included, is for moderators only
// (topicModAccess.ts).
import { Hono, type Context } from 'hono';
import { requireUser } from '../http/auth';
import { readJsonObject } from '../http/body';
import type { AppEnv } from '../http/context';
import { HttpError, paramParseFailed } from '../http/errors';
import { moderateComments, moderateTopic } from '../repo/topicModeration';
import {
  findTopic,
  listProximityPoints,
  listTopicComments,
  listTopics,
  topicStats,
} from '../repo/topics';
import {
  parseLayerParam,
  parseModerationRequest,
  type TopicAction,
} from '../rules/topicModeration';
import { moderatedConversation } from './topicModAccess';
import { topicGenerateRoutes } from './topicGenerate';
import { toProximityPoint, toTopic, toTopicComment, topicsByLayer } from './topicModShapes';

const DONE: Record<TopicAction, string> = {
  accept: 'accepteret',
  reject: 'afvist',
  meta: 'markeret som meta',
};

const topicNotFound = (key: string) =>
  new HttpError(
    404,
    'polis_err_topic_not_found',
    `Emnet "${key}" findes ikke i denne samtale. Er emnerne blevet genereret på ny? Genindlæs listen.`,
  );

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
      topics.length === 0
        ? 'Der er ingen emner endnu: en moderator kan generere dem på siden Emner.'
        : `${topics.length} emner.`;
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
      message: `${rows.length} udsagn i emnet "${topic.topic_name}".`,
      // Not in upstream's reply: the screen's heading names the topic instead of showing its key.
      topic_name: topic.topic_name,
      comments: rows.map(toTopicComment),
    });
  });

  routes.get('/stats', async (c) => {
    const { conversation } = await moderatedConversation(c, c.req.query());
    // Every layer by default: each topic is a verdict of its own, whatever its layer.
    const stats = await topicStats(c.var.db, conversation.zid, layerParam(c, null));
    return c.json({ status: 'success', message: `${stats.total_topics} emner.`, stats });
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
    // Who moderated is the signed-in user, not the label the client sends (the SPA always sends
    // 'admin'): "Moderated by" should say who it was.
    const moderator = user.email ?? user.hname ?? `uid ${user.uid}`;

    if (target.kind === 'topic') {
      const result = await moderateTopic(
        c.var.db,
        conversation.zid,
        target.topicKey,
        action,
        moderator,
      );
      if (!result) throw topicNotFound(target.topicKey);
      // Moderation moves the opinion groups (a rejected statement's column is zeroed).
      c.var.math.changed(conversation.zid);
      return c.json({
        status: 'success',
        message: `Emnet er ${DONE[action]}, og det samme er dets ${result.comment_count} udsagn.`,
        moderated_at: result.moderated_at,
      });
    }
    const result = await moderateComments(c.var.db, conversation.zid, target.tids, action);
    if (!result.ok) {
      throw paramParseFailed(
        'comment_ids',
        `Udsagn findes ikke i samtalen: ${result.unknownTids.slice(0, 20).join(', ')}.`,
      );
    }
    c.var.math.changed(conversation.zid);
    return c.json({
      status: 'success',
      message: `${result.comment_count} udsagn er ${DONE[action]}.`,
      moderated_at: result.moderated_at,
    });
  });

  return routes;
}
