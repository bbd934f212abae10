// Parsing of what the server really sends (docs/api.md#tolerance): upstream
// Polis sends timestamps and counts as numeric strings, drops fields from list items, and leaves
// booleans out. Everything after src/api sees the clean shapes of src/contract/types.ts.
import type { Conversation, ConversationListItem, User } from '../contract/types';
import { ApiError } from './apiError';

type Raw = Record<string, unknown>;

/** Numbers and numeric strings become numbers; anything else the fallback. */
export function toNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

/** Epoch milliseconds from a number or a numeric string (upstream sends both); 0 if unreadable. */
export function toTimestamp(value: unknown): number {
  return toNumber(value, 0);
}

/** A missing boolean is false. PostgreSQL-ish 't'/'true'/1 count as true. */
export function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === 't' || value === '1';
}

export function toText(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return fallback;
}

export function toNullableText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function toZeroOne(value: unknown): 0 | 1 {
  return toNumber(value, 0) === 1 ? 1 : 0;
}

/** Help colours: blank or null read back as 'default' (docs/api.md#put-conversations). */
function toColour(value: unknown): string {
  const text = toText(value).trim();
  return text === '' ? 'default' : text;
}

/**
 * Upstream Polis turns an empty topic into a date string. Our own server sends '' instead; we do
 * what upstream does, so a list never shows a blank card title whichever server answered.
 */
export function topicOrDate(topic: unknown, created: number): string {
  const text = toText(topic).trim();
  if (text !== '') return text;
  if (!created) return '';
  return new Intl.DateTimeFormat('da-DK', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(created),
  );
}

function asRecord(value: unknown, what: string): Raw {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Raw;
  throw unexpected(what, value);
}

function unexpected(what: string, value: unknown): ApiError {
  return new ApiError({
    status: 200,
    statusText: 'OK',
    body: safeJson(value),
    message: `Unexpected ${what} in the server's answer`,
  });
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
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
  return item;
}

export function parseConversationList(value: unknown): ConversationListItem[] {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as Raw).conversations)
      ? ((value as Raw).conversations as unknown[])
      : null;
  if (!list) throw unexpected('conversation list', value);
  return list.map(parseConversationListItem).filter((item) => item.conversation_id !== '');
}

export function parseConversation(value: unknown): Conversation {
  const raw = asRecord(value, 'conversation');
  const conversationId = toText(raw.conversation_id);
  if (!conversationId) throw unexpected('conversation without conversation_id', value);
  const created = toTimestamp(raw.created);
  return {
    conversation_id: conversationId,
    topic: toText(raw.topic),
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
    is_owner: toBoolean(raw.is_owner),
    is_mod: toBoolean(raw.is_mod),
    ownername: toText(raw.ownername),
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
