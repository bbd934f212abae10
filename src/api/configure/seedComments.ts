// /seedComments: a conversation's seed statements as the configure screen lists them, and
// rewording or removing one nobody has voted on (docs/api.md#seed-statements). Rådslag only: an
// upstream Polis server answers 404, and the list then says it cannot be read.
import type { SeedStatement } from '../../../contract/types';
import { apiGetData, apiSend, forConversation } from '../common/client';
import { asRecord, listOf, toCount, toStatementRef, toTimestamp } from '../common/tolerance';

function parseSeed(value: unknown): SeedStatement {
  const raw = asRecord(value, 'seed statement');
  return {
    ...toStatementRef(raw),
    created: toTimestamp(raw.created),
    vote_count: toCount(raw.vote_count),
  };
}

function parseSeeds(value: unknown): SeedStatement[] {
  return listOf(value, 'seeds', 'seed statement list')
    .map(parseSeed)
    .filter((seed) => seed.tid >= 0)
    .sort((a, b) => a.tid - b.tid);
}

export async function listSeeds(
  conversationId: string,
  signal: AbortSignal,
): Promise<SeedStatement[]> {
  const data = await apiGetData('seedComments', forConversation(conversationId, signal));
  return parseSeeds(data);
}

/** Rewords a seed; answers the list as it is now. */
export async function editSeed(
  edit: { conversationId: string; tid: number; txt: string },
  signal: AbortSignal,
): Promise<SeedStatement[]> {
  const data = await apiSend('put', 'seedComments', {
    signal,
    json: { conversation_id: edit.conversationId, tid: edit.tid, txt: edit.txt },
  });
  return parseSeeds(data);
}

/** Removes a seed; answers the list as it is now. */
export async function deleteSeed(
  seed: { conversationId: string; tid: number },
  signal: AbortSignal,
): Promise<SeedStatement[]> {
  const data = await apiSend('delete', 'seedComments', {
    signal,
    searchParams: { conversation_id: seed.conversationId, tid: seed.tid },
  });
  return parseSeeds(data);
}
