// GET /moderationLog?conversation_id=…[&format=csv] — who moderated what, when, from which status
// to which (migration 035), newest first, for the conversation's moderators (the owner included).
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { paramParseFailed } from '../http/errors';
import { moderationLogCsv, toModerationLogJson } from '../present/moderationLog';
import { listModerationLog } from '../repo/moderationLog';
import { moderatedConversation } from './topicModAccess';

/** The newest actions shown; a longer history is in the archive export. */
const LOG_LIMIT = 1000;

export function moderationLogRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', async (c) => {
    const { conversation } = await moderatedConversation(c, c.req.query());
    const format = c.req.query('format') ?? 'json';
    if (format !== 'json' && format !== 'csv') {
      throw paramParseFailed('format', 'format skal være json eller csv.');
    }
    const actions = await listModerationLog(c.var.db, conversation.zid, LOG_LIMIT);
    if (format === 'csv') {
      return c.body(moderationLogCsv(actions), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="raadslag-${conversation.conversation_id}-modereringslog.csv"`,
      });
    }
    return c.json({ status: 'success', actions: toModerationLogJson(actions) });
  });
  return routes;
}
