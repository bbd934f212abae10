// The two polled reads of the opinion groups, GET /math/pca2 (the monitoring screen's map) and GET
// /math/participantMap (the participant's): each asks with the ETag of what it holds, so a 304
// keeps it, and reads the server's X-Math-Updating flag (docs/api.md#get-mathparticipantmap).
import { apiGet } from '../../common/client';

/** `updating`: the server is computing newer votes (its X-Math-Updating flag, 304s included). */
export type MathPollReply<TMap> =
  | { unchanged: true; etag: string | null; updating: boolean }
  | { unchanged: false; map: TMap; etag: string | null; updating: boolean };

/** GET `path` for the conversation, with the ETag of what we hold: 304 keeps it. */
export async function pollMath<TMap>(
  path: string,
  parse: (data: unknown) => TMap,
  request: { conversationId: string; etag: string | null },
  signal: AbortSignal,
): Promise<MathPollReply<TMap>> {
  const reply = await apiGet(path, {
    signal,
    searchParams: { conversation_id: request.conversationId },
    ifNoneMatch: request.etag ?? undefined,
  });
  const updating = reply.headers.get('x-math-updating') === '1';
  if (reply.unchanged) return { unchanged: true, etag: reply.etag, updating };
  return { unchanged: false, map: parse(reply.data), etag: reply.etag, updating };
}
