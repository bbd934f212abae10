// Conversations and users as the server sends them, read through the tolerance rules: upstream
// list items have no is_draft, an empty topic becomes a date, colours may be blank.
import type { Conversation, ConversationListItem, User } from '../../../contract/types';
import { formatDateTime } from '../../copy/danish/numbers';
import {
  asRecord,
  listOf,
  toBoolean,
  toColour,
  toCount,
  toNullableText,
  toNumber,
  toStatementLimit,
  toText,
  toTimestamp,
  toZeroOne,
  unexpected,
} from './tolerance';

/**
 * Upstream Polis's list gives a conversation without a topic its creation time as an English HTTP
 * date ("Tue, 24 Nov 2026 23:44:16 GMT"): that is no title anyone typed.
 */
const HTTP_DATE = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** The topic as typed: '' for none, and for upstream's English stand-in date. */
export function typedTopic(topic: unknown): string {
  const text = toText(topic);
  const trimmed = text.trim();
  return HTTP_DATE.test(trimmed) && Number.isFinite(Date.parse(trimmed)) ? '' : text;
}

/**
 * A list card's title: the topic, or for an untitled conversation the Danish date it was created
 * (upstream shows an English date there; our server sends ''), so a card is never blank.
 */
export function topicOrDate(topic: unknown, created: number): string {
  const text = typedTopic(topic).trim();
  if (text !== '') return text;
  if (!created) return '';
  return formatDateTime(created);
}

/** Rådslag's times (ms) a conversation may have or not (closes_at, archived_at): null when it has
 * none, undefined from upstream Polis. */
function closeTimeOf(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

export function parseConversationListItem(value: unknown): ConversationListItem {
  const raw = asRecord(value, 'conversation');
  const created = toTimestamp(raw.created);
  const item: ConversationListItem = {
    conversation_id: toText(raw.conversation_id),
    topic: topicOrDate(raw.topic, created),
    description: toText(raw.description),
    parent_url: toNullableText(raw.parent_url),
    participant_count: toNumber(raw.participant_count, 0),
    is_owner: toBoolean(raw.is_owner),
    is_mod: toBoolean(raw.is_mod),
    is_active: toBoolean(raw.is_active),
    created,
    modified: toTimestamp(raw.modified),
  };
  // Upstream list items have no is_draft: leave it out rather than invent one.
  if (raw.is_draft !== undefined) item.is_draft = toBoolean(raw.is_draft);
  if (typeof raw.url === 'string') item.url = raw.url;
  // Rådslag's card facts; upstream sends neither, and the card then leaves those lines out.
  if (raw.waiting_count !== undefined) item.waiting_count = toCount(raw.waiting_count);
  if (raw.last_activity !== undefined) item.last_activity = toTimestamp(raw.last_activity);
  const closesAt = closeTimeOf(raw.closes_at);
  if (closesAt !== undefined) item.closes_at = closesAt;
  const archivedAt = closeTimeOf(raw.archived_at);
  if (archivedAt !== undefined) item.archived_at = archivedAt;
  return item;
}

export function parseConversationList(value: unknown): ConversationListItem[] {
  return listOf(value, 'conversations', 'conversation list')
    .map(parseConversationListItem)
    .filter((item) => item.conversation_id !== '');
}

export function parseConversation(value: unknown): Conversation {
  const raw = asRecord(value, 'conversation');
  const conversationId = toText(raw.conversation_id);
  if (!conversationId) throw unexpected('conversation without conversation_id', value);
  const created = toTimestamp(raw.created);
  return {
    conversation_id: conversationId,
    topic: typedTopic(raw.topic),
    description: toText(raw.description),
    is_active: toBoolean(raw.is_active),
    is_draft: toBoolean(raw.is_draft),
    is_anon: toBoolean(raw.is_anon),
    importance_enabled: toBoolean(raw.importance_enabled),
    vis_type: toZeroOne(raw.vis_type),
    write_type: toZeroOne(raw.write_type),
    help_type: toNumber(raw.help_type, 0),
    strict_moderation: toBoolean(raw.strict_moderation),
    help_bgcolor: toColour(raw.help_bgcolor),
    help_color: toColour(raw.help_color),
    bgcolor: toNullableText(raw.bgcolor),
    parent_url: toNullableText(raw.parent_url),
    participant_count: toNumber(raw.participant_count, 0),
    owner: toNumber(raw.owner, 0),
    created,
    modified: toTimestamp(raw.modified),
    // Only our server keeps one; without it the client saves the upstream way (api/common/conversations).
    ...(Number.isSafeInteger(raw.version) ? { version: raw.version as number } : {}),
    comment_max_length: toStatementLimit(raw.comment_max_length),
    is_owner: toBoolean(raw.is_owner),
    is_mod: toBoolean(raw.is_mod),
    ownername: toText(raw.ownername),
    ...(raw.waiting_count !== undefined ? { waiting_count: toCount(raw.waiting_count) } : {}),
    ...(raw.closes_at !== undefined ? { closes_at: closeTimeOf(raw.closes_at) ?? null } : {}),
    ...(raw.archived_at !== undefined ? { archived_at: closeTimeOf(raw.archived_at) ?? null } : {}),
    // Kept whole, so a save to upstream can send back what no screen shows (api/common/conversations).
    asRead: { ...raw },
  };
}

export function parseUser(value: unknown): User {
  const raw = asRecord(value, 'user');
  const user: User = {
    uid: toNumber(raw.uid, 0),
    email: toText(raw.email),
    hname: toText(raw.hname),
    hasXid: toBoolean(raw.hasXid),
    finishedTutorial: toBoolean(raw.finishedTutorial),
    site_ids: Array.isArray(raw.site_ids) ? raw.site_ids.map((id) => toNumber(id, 0)) : [],
    created: toTimestamp(raw.created),
  };
  if (raw.xInfo !== undefined && raw.xInfo !== null) user.xInfo = raw.xInfo;
  // Rådslag's own server says whether the user is a site admin; upstream Polis does not.
  if (raw.isSiteAdmin === true) user.isSiteAdmin = true;
  return user;
}
