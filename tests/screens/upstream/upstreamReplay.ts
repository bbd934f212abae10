// Answers /api/v3 calls from the answers recorded on an upstream Polis server
// (tests/fixtures/upstream-polis): for each call, the last recording of the admin journey with the
// same method, path and query (the conversation and report ids aside), so a screen sees upstream's
// real shapes in their final state. Used by the screen tests here (MSW) and by
// replayServer.ts (screenshots). A call upstream was never recorded answering is refused (404),
// except where a test says otherwise.
import {
  completeBody,
  queryOf,
  routeOf,
  UPSTREAM_EXCHANGES,
  type UpstreamExchange,
} from '../../support/upstreamRecordings';

/** Query parameters that name the conversation or report: any value matches. */
const IDS = new Set(['conversation_id', 'report_id']);

/** The recorded conversation every replayed screen shows. */
export const RECORDED_CONVERSATION_ID = '849t6ane9r';

const groupOf = (route: string) =>
  route.startsWith('topicMod/topics/') ? 'topicMod/topics/*/comments' : route;

/**
 * Parameters only our server reads (the paged moderation list, docs/api.md): upstream Polis ignores
 * them and answers as if they were not there, so the replay does too.
 */
const OURS_ONLY = new Set([
  // The page size: the recorded list calls sent none, and upstream answers the whole list.
  'limit',
  'paged',
  'offset',
  'search',
  'sort',
  'flagged',
  'is_seed',
  'is_meta',
  'has_votes',
]);

function sameQuery(recorded: URLSearchParams, asked: URLSearchParams): boolean {
  const strip = (q: URLSearchParams) =>
    [...q.entries()]
      .filter(([key]) => !IDS.has(key) && !OURS_ONLY.has(key))
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
  return strip(recorded) === strip(asked);
}

/** The recording that answers `method path?query`, or null when upstream was never asked it. */
export function recordedAnswer(
  method: string,
  url: URL,
  apiPath = '/api/v3/',
): UpstreamExchange | null {
  const route = url.pathname.slice(url.pathname.indexOf(apiPath) + apiPath.length);
  const candidates = UPSTREAM_EXCHANGES.filter(
    (e) =>
      e.method === method &&
      groupOf(routeOf(e)) === groupOf(route) &&
      sameQuery(queryOf(e), url.searchParams),
  );
  const journey = candidates.filter((e) => e.source === 'admin-journey');
  const pool = journey.length > 0 ? journey : candidates;
  return pool.at(-1) ?? null;
}

/** The recorded answer as a fetch Response (a body the recorder cut is completed). */
export function replayResponse(method: string, url: URL): Response {
  const exchange = recordedAnswer(method, url);
  if (!exchange) {
    return Response.json(
      { error: 'not_recorded', message: `${method} ${url.pathname}` },
      {
        status: 404,
      },
    );
  }
  return new Response(completeBody(exchange.responseBody), {
    status: exchange.status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
