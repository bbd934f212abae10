// A conversation's life after it was made (docs/api.md#a-conversations-life), the owner's calls:
//   POST   /conversationCopies {conversation_id}             a new draft with its settings and seeds
//   POST   /archivedConversations {conversation_id}          archived: out of 'Dine samtaler'
//   DELETE /archivedConversations?conversation_id=           restored ('Gendan')
// (both answer the conversation as GET /conversations?conversation_id does)
// Owner only (http/ownerAccess.ts): a co-moderator moderates the conversation but does not decide
// its life, and a site administrator neither. What a copy takes: repo/conversationLife.ts.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { readJsonObject } from '../../platform/http/body';
import type { AppEnv } from '../../platform/http/context';
import { requireOwnedConversation } from '../ownerAccess';
import { loadConversation } from '../conversationAccess';
import { participationUrl } from '../present/conversations';
import { requireCreationBudget } from '../creationBudget';
import { conversationFor } from './conversations';
import { copyConversation, setArchived } from '../repo/conversationLife';

export function conversationCopiesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    const body = await readJsonObject(c);
    const { conversation, owner } = await requireOwnedConversation(c, body.conversation_id);
    const copy = await c.var.db.transaction(async (tx) => {
      await requireCreationBudget(tx, owner.uid, c.var.config.conversationsPerDay);
      return copyConversation(tx, conversation, owner.uid);
    });
    return c.json({
      conversation_id: copy.conversation_id,
      url: participationUrl(c.var.config.publicSiteUrl, copy.conversation_id),
      seeds: copy.seeds,
    });
  });
  return routes;
}

/** Answers the conversation as GET does, so the admin area takes it as its metadata. */
async function archive(c: Context<AppEnv>, conversationId: unknown, archived: boolean) {
  const { conversation, owner } = await requireOwnedConversation(c, conversationId);
  await setArchived(c.var.db, conversation.zid, archived);
  const updated = await loadConversation(c, conversation.conversation_id);
  return c.json(await conversationFor(c, owner, updated));
}

export function archivedConversationsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => archive(c, (await readJsonObject(c)).conversation_id, true));
  routes.delete('/', (c) => archive(c, c.req.query('conversation_id'), false));
  return routes;
}
