// Steps the participation calls share: find the conversation (404 in participants' words), know the
// caller's participant (from a verified token for this conversation), make a new anonymous one
// (limited per address), rate limits (429 + Retry-After) and the token for a new participant.
import type { Context } from 'hono';
import type { ParticipantAuth } from '../../contract/types';
import type { Db } from '../platform/db';
import { findPublicConversation, type PublicConversationRow } from '../conversations';
import { chooseNextComment, type NextCommentChoice } from './repo/nextComment';
import {
  createAnonymousParticipant,
  findParticipant,
  type ParticipantRef,
} from './repo/participation';
import { lowestPublicMod } from '../platform/rules/commentListQuery';
import { retryAfterSeconds, type RateLimit } from '../platform/rules/rateLimit';
import { conversationIdParam, draftRefusal } from '../conversations';
import type { AppEnv } from '../platform/http/context';
import { HttpError } from '../platform/http/errors';
import { clientAddress } from '../platform/http/participation';
import { participationMessages } from './messages';

/**
 * The conversation a public call names. A draft is refused (docs/api.md#drafts): its topic,
 * description and seed statements are its owner's until it opens. `drafts: 'allow'` is for the
 * calls that answer a draft themselves (participationInit says 'not open yet'; myData shows a
 * participant their own data whatever the conversation's state).
 */
export async function loadPublicConversation(
  c: Context<AppEnv>,
  value: unknown,
  options: { drafts?: 'refuse' | 'allow' } = {},
): Promise<PublicConversationRow> {
  const conversation = await findPublicConversation(c.var.db, conversationIdParam(value));
  if (!conversation) {
    throw new HttpError(
      404,
      'polis_err_conversation_not_found',
      participationMessages.conversationNotFound,
    );
  }
  if (conversation.is_draft && options.drafts !== 'allow') throw draftRefusal();
  return conversation;
}

export function requireOpen(conversation: PublicConversationRow): void {
  // A draft is not open yet (migration 056): its owner is still setting it up and seeding it.
  if (conversation.is_draft) throw draftRefusal();
  if (!conversation.is_active) {
    throw new HttpError(403, 'polis_err_conversation_is_closed', participationMessages.closed);
  }
}

/** Open, and taking statements from participants (write_type 0 takes votes only). */
export function requireOpenForStatements(conversation: PublicConversationRow): void {
  requireOpen(conversation);
  if (conversation.write_type === 0) {
    throw new HttpError(
      403,
      'polis_err_comment_writing_disabled',
      participationMessages.writingDisabled,
    );
  }
}

/** The caller's participant in this conversation, or null (no token, another conversation's…). */
export async function knownParticipant(
  c: Context<AppEnv>,
  conversation: PublicConversationRow,
): Promise<ParticipantRef | null> {
  const claims = c.var.participant;
  if (!claims || claims.conversation_id !== conversation.conversation_id) return null;
  return findParticipant(c.var.db, conversation.zid, claims.pid);
}

/**
 * Counts one hit against the limit, or throws 429 with Retry-After. `db`: the transaction the
 * request is in, if any (a shared limiter counts there).
 */
export async function rateLimit(
  c: Context<AppEnv>,
  key: string,
  limit: RateLimit,
  message: string,
  db: Db = c.var.db,
): Promise<void> {
  const result = await c.var.participation.limiter.hit(key, limit, db);
  if (!result.ok) throw rateLimited(message, result.retryAfterMs);
}

/** 429 with Retry-After: `message` says what was limited, and the wait is added in Danish. */
export function rateLimited(message: string, retryAfterMs: number): HttpError {
  const seconds = retryAfterSeconds(retryAfterMs);
  return new HttpError(
    429,
    'polis_err_rate_limited',
    participationMessages.rateLimited(message, seconds),
    { 'Retry-After': String(seconds) },
  );
}

/** A limit as a request counts it: the limiter's key, the limit, and what a refusal says. */
export interface CountedLimit {
  key: string;
  limit: RateLimit;
  message: string;
}

/** New participants per client address. */
export function newParticipantLimit(c: Context<AppEnv>): CountedLimit {
  const { participation } = c.var;
  return {
    key: `participant:${clientAddress(c, participation.trustProxy)}`,
    limit: participation.limits.newParticipant,
    message: participationMessages.manyNewParticipants,
  };
}

/** Limits new participants per address; call before the transaction that creates one. */
export async function limitNewParticipants(c: Context<AppEnv>): Promise<void> {
  const { key, limit, message } = newParticipantLimit(c);
  await rateLimit(c, key, limit, message);
}

export interface Caller {
  participant: ParticipantRef;
  /** Made by this call: the response carries its token. */
  created: boolean;
}

/** The known participant, or a new anonymous one written with `db` (pass the transaction). */
export async function participantOrNew(
  db: Db,
  conversation: PublicConversationRow,
  known: ParticipantRef | null,
): Promise<Caller> {
  if (known) return { participant: known, created: false };
  return { participant: await createAnonymousParticipant(db, conversation.zid), created: true };
}

/** `{ auth: { token } }` for a participant this call created, else {}. */
export async function authFor(
  c: Context<AppEnv>,
  conversation: PublicConversationRow,
  caller: { participant: Pick<ParticipantRef, 'pid'>; created: boolean },
): Promise<{ auth?: ParticipantAuth }> {
  if (!caller.created) return {};
  const token = await c.var.participation.tokens.issue({
    conversation_id: conversation.conversation_id,
    pid: caller.participant.pid,
  });
  return { auth: { token } };
}

/** What the participant votes on next (repo/nextComment.ts), and how many they have voted on. */
export async function nextCommentState(
  db: Db,
  conversation: PublicConversationRow,
  pid: number | null,
): Promise<NextCommentChoice> {
  return chooseNextComment(db, conversation.zid, lowestPublicMod(conversation), pid);
}
