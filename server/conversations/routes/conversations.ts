// GET, POST, PUT /conversations — list, read, create and configure conversations.
import { Hono, type Context } from 'hono';
import type { CreateConversationResponse, SettingsConflictBody } from '../../../contract/types';
import { optionalUser, requireUser } from '../../platform/http/auth';
import { readJsonObject } from '../../platform/http/body';
import {
  conversationIdParam,
  isModerator,
  loadConversation,
  loadBodyConversationAsUser,
  requireModerator,
} from '../conversationAccess';
import type { AppEnv } from '../../platform/http/context';
import { requireCreationBudget } from '../creationBudget';
import { HttpError } from '../../platform/http/errors';
import { booleanParam } from '../../platform/http/params';
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
import { scheduleClose } from '../closeConversation';
import { countWaiting } from '../repo/moderationQueue';
import type { UserRow } from '../../platform/auth/users';
import { canModerate, isAdmin } from '../rules/canModerate';
import { validateConversationUpdate } from '../rules/validateConversationUpdate';
import { conversationMessages } from '../messages';

async function viewerOf(
  c: Context<AppEnv>,
  user: UserRow | null,
  row: ConversationRow,
): Promise<Viewer> {
  return {
    isOwner: user !== null && user.uid === row.owner,
    isMod: await isModerator(c, user, row),
  };
}

/** The single conversation as GET and PUT answer it; moderators also get the moderation queue. */
export async function conversationFor(
  c: Context<AppEnv>,
  user: UserRow | null,
  row: ConversationRow,
) {
  const viewer = await viewerOf(c, user, row);
  const conversation = toConversation(row, viewer);
  return viewer.isMod
    ? { ...conversation, waiting_count: await countWaiting(c.var.db, row.zid) }
    : conversation;
}

function validSettings(body: unknown) {
  const result = validateConversationUpdate(body);
  // The field goes with the refusal so the configure screen shows the reason beside it.
  if (!result.ok) throw new HttpError(400, result.error, result.message, undefined, result.field);
  return result.changes;
}

/** The version a PUT is based on (our extension; upstream clients send none). */
function basedOnVersion(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  throw new HttpError(
    400,
    'polis_err_param_parse_failed_version',
    conversationMessages.versionNotWhole,
    undefined,
    'version',
  );
}

export function conversationsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const conversationId = c.req.query('conversation_id');
    if (conversationId !== undefined) {
      // One conversation: public, participants read it without signing in.
      const row = await loadConversation(c, conversationIdParam(conversationId));
      const user = await optionalUser(c);
      // A draft shows no one but its moderators what its owner wrote (docs/api.md#drafts); the
      // console then says 'no access' as for any conversation of someone else's.
      const hidden =
        row.is_draft && !(await isModerator(c, user, row))
          ? { ...row, topic: '', description: '', parent_url: null }
          : row;
      return c.json(await conversationFor(c, user, hidden));
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
    // The list knows per row whether the caller was named its moderator: no query per card.
    const viewer = (row: (typeof rows)[number]): Viewer => ({
      isOwner: user.uid === row.owner,
      isMod: canModerate(user, row, row.named_moderator),
    });
    return c.json(rows.map((row) => toListItem(row, viewer(row), siteUrl)));
  });

  routes.post('/', async (c) => {
    const user = await requireUser(c);
    const settings = validSettings(await readJsonObject(c));
    const { zid, conversation_id } = await c.var.db.transaction(async (tx) => {
      await requireCreationBudget(tx, user.uid, c.var.config.conversationsPerDay);
      return createConversation(tx, user.uid, settings);
    });
    if (typeof settings.closes_at === 'number')
      await scheduleClose(c.var.db, zid, settings.closes_at);
    const response: CreateConversationResponse = {
      url: participationUrl(c.var.config.publicSiteUrl, conversation_id),
      conversation_id,
    };
    return c.json(response);
  });

  routes.put('/', async (c) => {
    const { body, user, conversation: row } = await loadBodyConversationAsUser(c);
    await requireModerator(c, row, {
      error: 'polis_err_update_conversation_permission',
      message: conversationMessages.updateDenied,
    });
    const basedOn = basedOnVersion(body.version);
    const changes = validSettings(body);
    const outcome = await updateConversation(c.var.db, row.zid, changes, basedOn);
    // A (new) schedule queues the close job for its time; the job rereads the schedule when due.
    if (outcome.ok && typeof changes.closes_at === 'number') {
      await scheduleClose(c.var.db, row.zid, changes.closes_at);
    }
    // Strict moderation changes which statements the public math may show (mathInputs.ts).
    if (outcome.ok && changes.strict_moderation !== undefined) c.var.math.changed(row.zid);
    // Read back exactly as GET answers it.
    const updated = await loadConversation(c, row.conversation_id);
    const conversation = await conversationFor(c, user, updated);
    if (!outcome.ok) {
      // Someone saved another value of the same setting after the version this save was based
      // on: nothing is written, and the current values go back so the screen can show them.
      const conflict: SettingsConflictBody = {
        error: 'polis_err_conversation_changed',
        message: conversationMessages.changedElsewhere,
        status: 409,
        field: outcome.conflicts[0],
        fields: outcome.conflicts,
        conversation,
      };
      return c.json(conflict, 409);
    }
    return c.json(conversation);
  });

  return routes;
}
