// mapBodyGzipKB of `npm run bench:participant` (docs/architecture.md#budgets): the gzipped size of
// what the participation page's map polls — GET /math/participantMap — at the `math:bench`
// conversation (6,289 participants × 2,161 statements, tools/math/bench/syntheticConversation.ts).
// The body is built as the server builds it (tools/math/bench/servedBodies.ts). Writing 600,000
// votes through a server takes minutes, the map's size does not depend on it. `baseUrl` and
// `conversationId` (the runner's demo conversation) are not used.
import { POLIS_LARGEST, syntheticConversation } from '../../tools/math/bench/syntheticConversation';
import { servedBodySizes } from '../../tools/math/bench/servedBodies';

export async function mapBodyGzipKB(_baseUrl?: string, _conversationId?: string): Promise<number> {
  return servedBodySizes(syntheticConversation(POLIS_LARGEST).input).participantMapGzipKB;
}
