// /conversations: the owner's list, one conversation's settings, creating and saving. Parsing
// (docs/api.md#tolerance) happens here so charts only see clean contract shapes.
import type {
  Conversation,
  ConversationListItem,
  ConversationSettings,
  CreateConversationResponse,
} from '../contract/types';
import { ApiError } from './apiError';
import { apiGetData, apiSend } from './client';
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
  const data = await apiGetData('conversations', {
    signal,
    searchParams: { conversation_id: conversationId },
  });
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
    super({
      status: base.status,
      statusText: base.statusText,
      body: base.body,
      polisError: base.polisError,
      message: base.message,
      reason: base.reason,
      field: base.field,
    });
    this.current = current;
    this.fields = fields;
  }
}

export function isSettingsConflict(error: unknown): error is SettingsConflictError {
  return error instanceof SettingsConflictError;
}

/**
 * Saves changed settings (docs/api.md#put-conversations). How depends on the server:
 * - ours answers a `version` with the metadata: only the changed settings are sent, with the
 *   version they are based on, so nothing the user did not change is written; a setting changed
 *   since is refused (409, thrown as SettingsConflictError with the current values);
 * - upstream Polis sends no version and resets booleans left out of a PUT: the whole metadata as
 *   last read goes with the changes, as before.
 * Answers the conversation as saved.
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
  const body: Record<string, unknown> = { conversation_id: saved.conversation_id };
  if (saved.version === undefined) {
    for (const key of SETTINGS_KEYS) body[key] = saved[key];
  } else {
    body.version = basedOn ?? saved.version;
  }
  Object.assign(body, changes);
  try {
    const data = await apiSend('put', 'conversations', { signal, json: body });
    return parseConversation(data);
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
  const data = await apiGetData<Record<string, unknown> | undefined>('conversationUuid', {
    signal,
    searchParams: { conversation_id: conversationId },
  });
  const uuid = toText(data?.conversation_uuid);
  if (!uuid) {
    throw unexpected('', data, 'The server sent no conversation_uuid');
  }
  return uuid;
}
