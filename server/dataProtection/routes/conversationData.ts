// The owner's data-protection calls for one conversation (docs/api.md#data-protection):
//   GET    /conversationData?conversation_id=      what is stored (counts) and the retention period
//   PUT    /conversationData/retention {conversation_id, retention_days}   days after closing, or null
//   DELETE /conversationData?conversation_id=      deletes the conversation and everything about it
// Owner only (http/ownerAccess.ts). Only a closed conversation can be deleted: closing first means
// nobody is voting in it while it goes.
import { Hono } from 'hono';
import type { ConversationDataSummary } from '../../../contract/dataProtection';
import { readJsonObject } from '../../platform/http/body';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { requireOwnedConversation } from '../../conversations';
import { countConversationData, deleteConversationData } from '../repo/conversationErasure';
import { readRetention, setRetentionDays } from '../repo/dataProtection';
import { checkRetentionDays } from '../rules/retentionDays';
import { dataProtectionMessages } from '../messages';

export function conversationDataRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const { conversation } = await requireOwnedConversation(c, c.req.query('conversation_id'));
    const { db } = c.var;
    const [counts, retention] = await Promise.all([
      countConversationData(db, conversation.zid),
      readRetention(db, conversation.zid),
    ]);
    const body: ConversationDataSummary = {
      conversation_id: conversation.conversation_id,
      is_active: conversation.is_active,
      ...retention,
      counts,
    };
    return c.json(body);
  });

  routes.put('/retention', async (c) => {
    const body = await readJsonObject(c);
    const { conversation } = await requireOwnedConversation(c, body.conversation_id);
    if (!('retention_days' in body)) {
      throw new HttpError(
        400,
        'polis_err_param_missing_retention_days',
        dataProtectionMessages.retentionMissing,
        undefined,
        'retention_days',
      );
    }
    const checked = checkRetentionDays(body.retention_days);
    if (!checked.ok) {
      throw new HttpError(
        400,
        'polis_err_param_parse_failed_retention_days',
        checked.message,
        undefined,
        'retention_days',
      );
    }
    await setRetentionDays(c.var.db, conversation.zid, checked.days);
    return c.json({ retention_days: checked.days });
  });

  routes.delete('/', async (c) => {
    const { conversation } = await requireOwnedConversation(c, c.req.query('conversation_id'));
    if (conversation.is_active) {
      throw new HttpError(
        409,
        'polis_err_conversation_is_open',
        dataProtectionMessages.closeBeforeDeleting,
      );
    }
    await deleteConversationData(c.var.db, conversation);
    // The math worker holds the conversation's votes in memory: drop them too.
    c.var.math.runner.forget(conversation.zid);
    return c.json({ deleted: conversation.conversation_id });
  });

  return routes;
}
