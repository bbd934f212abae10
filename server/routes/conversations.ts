// GET, POST, PUT /conversations — list, read, create and configure conversations.
import { Hono, type Context } from 'hono';
import type { CreateConversationResponse } from '../../src/contract/types';
import { optionalUser, requireUser } from '../http/auth';
import { readJsonObject } from '../http/body';
import {
  conversationIdParam,
  isModerator,
  loadConversation,
  requireModerator,
} from '../http/conversationAccess';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { booleanParam } from '../http/params';
import {
  participationUrl,
  toConversation,
  toListItem,
  type Viewer,
} from '../present/conversations';
import {
  createConversation,
  listConversations,
  updateConversation,
  type ConversationRow,
} from '../repo/conversations';
import type { UserRow } from '../repo/users';
import { isAdmin } from '../rules/canModerate';
import { validateConversationUpdate } from '../rules/validateConversationUpdate';

function viewerOf(c: Context<AppEnv>, user: UserRow | null, row: ConversationRow): Viewer {
  return { isOwner: user !== null && user.uid === row.owner, isMod: isModerator(c, user, row) };
}

function validSettings(body: unknown) {
  const result = validateConversationUpdate(body);
  if (!result.ok) throw new HttpError(400, result.error, result.message);
  return result.changes;
}

export function conversationsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const conversationId = c.req.query('conversation_id');
    if (conversationId !== undefined) {
      // One conversation: public, participants read it without signing in.
      const row = await loadConversation(c, conversationIdParam(conversationId));
      const user = await optionalUser(c);
      return c.json(toConversation(row, viewerOf(c, user, row)));
    }
    const user = await requireUser(c);
    const participating = booleanParam(
      c.req.query('include_all_conversations_i_am_in'),
      'include_all_conversations_i_am_in',
      false,
    );
    const rows = await listConversations(c.var.db, {
      uid: user.uid,
      everything: isAdmin(user),
      participating,
    });
    const siteUrl = c.var.config.publicSiteUrl;
    return c.json(rows.map((row) => toListItem(row, viewerOf(c, user, row), siteUrl)));
  });

  routes.post('/', async (c) => {
    const user = await requireUser(c);
    const settings = validSettings(await readJsonObject(c));
    const { conversation_id } = await createConversation(c.var.db, user.uid, settings);
    const response: CreateConversationResponse = {
      url: participationUrl(c.var.config.publicSiteUrl, conversation_id),
      conversation_id,
    };
    return c.json(response);
  });

  routes.put('/', async (c) => {
    const user = await requireUser(c);
    const body = await readJsonObject(c);
    const row = await loadConversation(c, conversationIdParam(body.conversation_id));
    await requireModerator(c, row, {
      error: 'polis_err_update_conversation_permission',
      message: 'Du har ikke tilladelse til at ændre denne samtale.',
    });
    await updateConversation(c.var.db, row.zid, validSettings(body));
    // Read back exactly as GET answers it.
    const updated = await loadConversation(c, row.conversation_id);
    return c.json(toConversation(updated, viewerOf(c, user, updated)));
  });

  return routes;
}
