// /conversations: the owner's list, one conversation's settings, creating and saving. Parsing
// (docs/api.md#tolerance) happens here so charts only see clean contract shapes.
import type {
  Conversation,
  ConversationListItem,
  ConversationSettings,
  CreateConversationResponse,
} from '../../../contract/types';
import { ApiError } from './apiError';
import { apiGetData, apiSend, forConversation } from './client';
import { parseConversation, parseConversationList } from './conversationParsing';
import { toText, unexpected } from './tolerance';

export async function listConversations(signal: AbortSignal): Promise<ConversationListItem[]> {
  const data = await apiGetData('conversations', {
    signal,
    searchParams: { include_all_conversations_i_am_in: true },
  });
  return parseConversationList(data);
}

export async function getConversation(
  conversationId: string,
  signal: AbortSignal,
): Promise<Conversation> {
  const data = await apiGetData('conversations', forConversation(conversationId, signal));
  // Some upstream versions wrap the single conversation in a one-element array.
  return parseConversation(Array.isArray(data) ? data[0] : data);
}

/** A new conversation starts as a draft that is also open (docs/behaviour.md#conversationlist). */
export async function createConversation(signal: AbortSignal): Promise<CreateConversationResponse> {
  const data = await apiSend<Record<string, unknown> | undefined>('post', 'conversations', {
    signal,
    json: { is_draft: true, is_active: true },
  });
  const conversationId = toText(data?.conversation_id);
  if (!conversationId) {
    throw unexpected('', data, 'The server created a conversation but sent no conversation_id');
  }
  return { conversation_id: conversationId, url: toText(data?.url) };
}

/** Every setting PUT /conversations may change (docs/api.md#put-conversations). */
const SETTINGS_KEYS = [
  'topic',
  'description',
  'is_active',
  'is_draft',
  'importance_enabled',
  'vis_type',
  'write_type',
  'strict_moderation',
  'help_bgcolor',
  'help_color',
  'bgcolor',
  'parent_url',
  'help_type',
  'is_anon',
] as const satisfies readonly (keyof ConversationSettings)[];

/**
 * A save refused with 409: a setting it changes was changed by someone else after the version the
 * save was based on. `current` is the conversation as it is now.
 */
export class SettingsConflictError extends ApiError {
  readonly current: Conversation;
  readonly fields: string[];

  constructor(base: ApiError, current: Conversation, fields: string[]) {
    super(ApiError.initOf(base));
    this.current = current;
    this.fields = fields;
  }
}

export function isSettingsConflict(error: unknown): error is SettingsConflictError {
  return error instanceof SettingsConflictError;
}

/**
 * Fields of upstream's answer that describe the conversation rather than set it: never sent back
 * (the server keeps them itself; `conversation_id` names the conversation anyway).
 */
const READ_ONLY_FIELDS = new Set([
  'conversation_id',
  'owner',
  'org_id',
  'site_id',
  'created',
  'modified',
  'participant_count',
  'upvotes',
  'is_mod',
  'is_owner',
  'ownername',
  'translations',
  'url',
  'version',
]);

/**
 * What a save to upstream Polis sends (docs/upstream.md#settings-round-trip): every setting as last
 * read, including those no Rådslag screen shows — upstream's PUT sets each boolean it is not sent
 * to false (one save would reset is_data_open, owner_sees_participation_stats, treevite_enabled) —
 * with the changes on top.
 */
export function upstreamSaveBody(
  saved: Conversation,
  changes: Partial<ConversationSettings>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(saved.asRead ?? {})) {
    if (!READ_ONLY_FIELDS.has(key) && value !== undefined) body[key] = value;
  }
  // The parsed values of the settings the screens edit (colours normalised, and so on).
  for (const key of SETTINGS_KEYS) body[key] = saved[key];
  return { ...body, ...changes, conversation_id: saved.conversation_id };
}

/**
 * Saves changed settings (docs/api.md#put-conversations). How depends on the server, one decision
 * (docs/upstream.md#settings-round-trip):
 * - ours answers a `version` with the metadata: only the changed settings are sent, with the
 *   version they are based on, so nothing the user did not change is written; a setting changed
 *   since is refused (409, thrown as SettingsConflictError with the current values);
 * - upstream Polis sends no version and resets booleans left out of a PUT: everything as last read
 *   goes back with the changes (upstreamSaveBody).
 * Answers the conversation as saved. Upstream's answer lacks is_owner and ownername: what it leaves
 * out is taken from the conversation as read, so a save does not take the owner's rights away.
 */
export async function saveConversationSettings(
  request: {
    /** The metadata as the server last answered it. */
    saved: Conversation;
    changes: Partial<ConversationSettings>;
    /** The version the changed values were based on (ours only). */
    basedOn: number | undefined;
  },
  signal: AbortSignal,
): Promise<Conversation> {
  const { saved, changes, basedOn } = request;
  const body =
    saved.version === undefined
      ? upstreamSaveBody(saved, changes)
      : { conversation_id: saved.conversation_id, version: basedOn ?? saved.version, ...changes };
  try {
    const data = await apiSend('put', 'conversations', { signal, json: body });
    const answer = Array.isArray(data) ? (data[0] as unknown) : data;
    return parseConversation(
      answer !== null && typeof answer === 'object' ? { ...saved.asRead, ...answer } : answer,
    );
  } catch (error) {
    throw asConflict(error);
  }
}

/** A 409 whose body carries the current conversation becomes a SettingsConflictError. */
function asConflict(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 409) return error;
  try {
    const body = JSON.parse(error.body) as { conversation?: unknown; fields?: unknown };
    const fields = Array.isArray(body.fields)
      ? body.fields.filter((f): f is string => typeof f === 'string')
      : error.field
        ? [error.field]
        : [];
    return new SettingsConflictError(error, parseConversation(body.conversation), fields);
  } catch {
    // A 409 without the current values (not our server): an ordinary refusal.
    return error;
  }
}

/** GET /conversationUuid (moderators only): the conversation's UUID, created on first ask. */
export async function getConversationUuid(
  conversationId: string,
  signal: AbortSignal,
): Promise<string> {
  const data = await apiGetData<Record<string, unknown> | undefined>(
    'conversationUuid',
    forConversation(conversationId, signal),
  );
  const uuid = toText(data?.conversation_uuid);
  if (!uuid) {
    throw unexpected('', data, 'The server sent no conversation_uuid');
  }
  return uuid;
}
