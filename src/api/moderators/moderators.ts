// /conversationModerators (Rådslag only, docs/api.md#co-moderators): the colleagues who moderate a
// conversation beside its owner. Each call answers the whole list, so a chart just replaces it.
import type { ConversationModerator } from '../../../contract/types';
import { apiGetData, apiSend, forConversation } from '../common/client';
import { toBoolean, toNullableText, toText, toTimestamp, unexpected } from '../common/tolerance';

const PATH = 'conversationModerators';

function parseModerators(data: unknown): ConversationModerator[] {
  if (!Array.isArray(data)) throw unexpected('moderator list', data);
  return data.map((raw: Record<string, unknown>) => ({
    email: toText(raw.email),
    hname: toNullableText(raw.hname),
    pending: toBoolean(raw.pending),
    created: toTimestamp(raw.created),
  }));
}

export async function listModerators(
  conversationId: string,
  signal: AbortSignal,
): Promise<ConversationModerator[]> {
  return parseModerators(await apiGetData(PATH, forConversation(conversationId, signal)));
}

/** The owner names a moderator; refusals (bad address, already one) carry field 'email'. */
export async function addModerator(
  input: { conversationId: string; email: string },
  signal: AbortSignal,
): Promise<ConversationModerator[]> {
  return parseModerators(
    await apiSend('post', PATH, {
      signal,
      json: { conversation_id: input.conversationId, email: input.email },
    }),
  );
}

export async function removeModerator(
  input: { conversationId: string; email: string },
  signal: AbortSignal,
): Promise<ConversationModerator[]> {
  return parseModerators(
    await apiSend('delete', PATH, {
      signal,
      searchParams: { conversation_id: input.conversationId, email: input.email },
    }),
  );
}
