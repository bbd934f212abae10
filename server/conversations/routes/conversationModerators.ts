// /conversationModerators — the colleagues who moderate one conversation beside its owner
// (docs/api.md#co-moderators). Rådslag only; upstream Polis has no such call.
//   GET    ?conversation_id=X            moderators (owner, named moderators, site admins)
//   POST   { conversation_id, email }    the owner names a moderator → the new list
//   DELETE ?conversation_id=X&email=Y    the owner removes one → the new list
// An address without an account is stored as pending and applies when an account with it is made
// (a trigger, migration 055); with the embedded provider the colleague gets an invite to make one.
import { Hono, type Context } from 'hono';
import type { ConversationModerator } from '../../../contract/types';
import { emailProblem, normaliseEmail } from '../../accounts';
import { invite } from '../../accounts';
import { moderatorMail } from '../../accounts';
import { inviteRules } from '../../accounts';
import { danishWait } from '../../accounts';
import { readJsonObject } from '../../platform/http/body';
import {
  conversationIdParam,
  loadConversation,
  requireModerator,
  requireOwner,
} from '../conversationAccess';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { addModerator, listModerators, removeModerator } from '../repo/conversationModerators';
import type { ConversationRow } from '../repo/conversations';
import type { UserRow } from '../../platform/auth/users';
import { conversationMessages } from '../messages';

/** Enough for a communications team; a list longer than this is a mistake or an attack. */
export const MODERATORS_MAX = 50;

const OWNER_ONLY = {
  error: 'polis_err_moderators_owner_only',
  message: conversationMessages.moderatorsOwnerOnly,
};

const refuse = (status: 400 | 404 | 409 | 429, error: string, message: string) =>
  new HttpError(status, error, message, undefined, 'email');

function checkedEmail(raw: unknown): string {
  const typed = typeof raw === 'string' ? raw : '';
  const problem = emailProblem(typed);
  if (problem) {
    const message = typed.trim() === '' ? conversationMessages.moderatorEmailMissing : problem;
    throw refuse(400, 'polis_err_param_parse_failed_email', message);
  }
  return normaliseEmail(typed);
}

async function answerList(c: Context<AppEnv>, zid: number) {
  const list: ConversationModerator[] = await listModerators(c.var.db, zid);
  return c.json(list);
}

/** Tells the colleague: an invite to make an account, or a note that they now moderate. */
async function notify(
  c: Context<AppEnv>,
  owner: UserRow,
  conversation: ConversationRow,
  email: string,
  hasAccount: boolean,
) {
  const services = c.var.accounts;
  if (!hasAccount && c.var.config.oidc.embedded) {
    const sent = await invite(services, owner, { email, siteAdmin: false });
    if (!sent.ok) throw refuse(sent.status === 429 ? 429 : 400, sent.error, sent.message);
    return;
  }
  const hit = await services.throttle.hit(inviteRules(services.limits, owner.uid));
  if (!hit.ok) {
    throw refuse(
      429,
      'account_throttled',
      conversationMessages.invitesThrottled(danishWait(hit.retryAfterMs)),
    );
  }
  await services.mailer.send(
    moderatorMail({
      to: email,
      owner: owner.hname || owner.email || conversationMessages.aColleague,
      topic: conversation.topic,
      adminUrl: `${c.var.config.publicOrigin}/m/${conversation.conversation_id}`,
      productName: c.var.config.productName,
    }),
  );
}

export function conversationModeratorsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const conversation = await loadConversation(
      c,
      conversationIdParam(c.req.query('conversation_id')),
    );
    await requireModerator(c, conversation, {
      error: 'polis_err_moderators_permission',
      message: conversationMessages.moderatorsReadDenied,
    });
    return answerList(c, conversation.zid);
  });

  routes.post('/', async (c) => {
    const body = await readJsonObject(c);
    const conversation = await loadConversation(c, conversationIdParam(body.conversation_id));
    const owner = await requireOwner(c, conversation, OWNER_ONLY);
    const email = checkedEmail(body.email);
    if (email === owner.email) {
      throw refuse(400, 'polis_err_moderator_is_owner', conversationMessages.ownerModeratesAlready);
    }
    const current = await listModerators(c.var.db, conversation.zid);
    if (current.some((m) => m.email === email)) {
      throw refuse(409, 'polis_err_moderator_exists', conversationMessages.alreadyModerator(email));
    }
    if (current.length >= MODERATORS_MAX) {
      throw refuse(
        400,
        'polis_err_moderators_full',
        conversationMessages.moderatorsFull(MODERATORS_MAX),
      );
    }
    const { rows } = await c.var.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    // The mail first: a refused invite (too many today) stores nothing.
    await notify(c, owner, conversation, email, rows.length > 0);
    await addModerator(c.var.db, { zid: conversation.zid, email, addedBy: owner.uid });
    return answerList(c, conversation.zid);
  });

  routes.delete('/', async (c) => {
    const conversation = await loadConversation(
      c,
      conversationIdParam(c.req.query('conversation_id')),
    );
    await requireOwner(c, conversation, OWNER_ONLY);
    const email = normaliseEmail(c.req.query('email') ?? '');
    if (!(await removeModerator(c.var.db, conversation.zid, email))) {
      throw refuse(404, 'polis_err_moderator_not_found', conversationMessages.notModerator(email));
    }
    return answerList(c, conversation.zid);
  });

  return routes;
}
