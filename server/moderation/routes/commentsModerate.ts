// POST /comments/moderate (bulk accept / reject), POST /comments/moderate/undo, and GET
// /comments/moderationLog (JSON, a paged summary with limit, or CSV with format=csv): the
// moderation that scales (docs/api.md#post-commentsmoderate). Every change is logged by
// repo/moderationLog.ts, which also undoes.
import type { Hono } from 'hono';
import { readJsonObject } from '../../platform/http/body';
import { conversationIdParam, loadConversation, requireModerator } from '../../conversations';
import type { AppEnv } from '../../platform/http/context';
import { HttpError, paramParseFailed } from '../../platform/http/errors';
import { moderationLogCsv, toModerationLog } from '../present/moderationLog';
import { moderateAndLog, undoAction } from '../repo/moderationLog';
import { readModerationLog } from '../repo/moderationLogRead';
import { readActionStatements, readModerationLogPage } from '../repo/moderationLogPage';
import { toModerationLogPage } from '../present/moderationLogPage';
import { parseModerationLogQuery } from '../rules/moderationLogQuery';
import { bulkTarget, validateBulkModeration, validateUndo } from '../rules/bulkModeration';
import { moderationMessages } from '../messages';

const DENIED = {
  error: 'polis_err_update_comment_auth',
  message: moderationMessages.moderateDenied,
};
const LOG_DENIED = {
  error: 'polis_err_moderation_log_permission',
  message: moderationMessages.logDenied,
};

export function addModerationRoutes(routes: Hono<AppEnv>): void {
  routes.post('/moderate', async (c) => {
    const body = await readJsonObject(c);
    const conversation = await loadConversation(c, conversationIdParam(body.conversation_id));
    const user = await requireModerator(c, conversation, DENIED);
    const checked = validateBulkModeration(body);
    if (!checked.ok) throw paramParseFailed(checked.field, checked.message);
    const { tids, change } = checked.value;
    const result = await moderateAndLog(c.var.db, {
      zid: conversation.zid,
      uid: user.uid,
      kind: 'bulk',
      change,
      tids,
      next: (from) => bulkTarget(change, from),
    });
    if (result.items.length > 0) c.var.math.changed(conversation.zid);
    return c.json({
      action_id: result.actionId,
      changed: result.items.map((item) => item.tid),
      missing: result.missing,
    });
  });

  routes.post('/moderate/undo', async (c) => {
    const body = await readJsonObject(c);
    const conversation = await loadConversation(c, conversationIdParam(body.conversation_id));
    const user = await requireModerator(c, conversation, DENIED);
    const checked = validateUndo(body);
    if (!checked.ok) throw paramParseFailed(checked.field, checked.message);
    const result = await undoAction(c.var.db, {
      zid: conversation.zid,
      uid: user.uid,
      actionId: checked.value,
    });
    if (!result.found) {
      throw new HttpError(
        404,
        'polis_err_moderation_action_not_found',
        moderationMessages.actionNotFound,
      );
    }
    if (result.restored.length > 0) c.var.math.changed(conversation.zid);
    return c.json({
      action_id: result.actionId,
      restored: result.restored,
      skipped: result.skipped,
    });
  });

  routes.get('/moderationLog', async (c) => {
    const conversation = await loadConversation(
      c,
      conversationIdParam(c.req.query('conversation_id')),
    );
    // Everyone who moderates the conversation reads what was moderated
    // (docs/api.md#get-commentsmoderationlog).
    await requireModerator(c, conversation, LOG_DENIED);
    const parsed = parseModerationLogQuery(c.req.query());
    if (!parsed.ok) throw paramParseFailed(parsed.field, parsed.message);
    const { query } = parsed;
    // The console's paged summary: a page of actions, each counted, never every statement.
    if (query.format === 'json' && query.page) {
      const rows = await readModerationLogPage(c.var.db, conversation.zid, query.page);
      const ids = [...new Set(rows.map((row) => row.id))];
      const statements = await readActionStatements(c.var.db, conversation.zid, ids);
      return c.json(toModerationLogPage(rows, query.page.limit, statements));
    }
    const rows = await readModerationLog(c.var.db, conversation.zid);
    if (query.format === 'json') return c.json(toModerationLog(rows));
    return c.body(moderationLogCsv(rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="raadslag-${conversation.conversation_id}-moderationslog.csv"`,
    });
  });
}
