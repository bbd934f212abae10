// GET /conversationArchive (owner only): everything stored about a conversation as one JSON file,
// fetched with the bearer token as an attachment (docs/api.md#get-conversationarchive).
import { apiGetFile, forConversation } from '../common/client';

export async function fetchConversationArchive(
  conversationId: string,
  signal: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const file = await apiGetFile('conversationArchive', forConversation(conversationId, signal));
  return { blob: file.blob, filename: file.filename ?? `raadslag-${conversationId}-arkiv.json` };
}
