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
import { parseConversation, parseConversationList, toText } from './tolerance';

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
    throw new ApiError({
      status: 200,
      statusText: 'OK',
      body: JSON.stringify(data ?? null),
      message: 'The server created a conversation but sent no conversation_id',
    });
  }
  return { conversation_id: conversationId, url: toText(data?.url) };
}

/**
 * PUT the whole metadata with the changed field (docs/api.md#put-conversations); answers it saved.
 */
export async function updateConversation(
  meta: Partial<ConversationSettings> & { conversation_id: string },
  signal: AbortSignal,
): Promise<Conversation> {
  const data = await apiSend('put', 'conversations', { signal, json: meta });
  return parseConversation(data);
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
    throw new ApiError({
      status: 200,
      statusText: 'OK',
      body: JSON.stringify(data ?? null),
      message: 'The server sent no conversation_uuid',
    });
  }
  return uuid;
}
