// The answers recorded from an upstream Polis server (tests/fixtures/upstream-polis/README.md),
// typed, with small helpers to pick them by call. Tests only: the SPA never sees this file.
import recorded from '../fixtures/upstream-polis/exchanges.json';

export interface UpstreamExchange {
  source: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to upstream's /api/v3, with its query string. */
  path: string;
  status: number;
  requestBody: string | null;
  responseBody: string;
}

export const UPSTREAM_EXCHANGES = recorded as UpstreamExchange[];

/** The path without its query, e.g. 'topicMod/topics/{key}/comments' → 'topicMod/topics/*'. */
export function routeOf(exchange: Pick<UpstreamExchange, 'path'>): string {
  return exchange.path.split('?')[0].replace(/^\//, '');
}

export function queryOf(exchange: Pick<UpstreamExchange, 'path'>): URLSearchParams {
  return new URLSearchParams(exchange.path.split('?')[1] ?? '');
}

/** The recorder kept at most this many characters of a body (4 of the 99 were longer). */
export const RECORDED_BODY_LIMIT = 1500;

/**
 * The body as JSON text. A body the recorder cut at RECORDED_BODY_LIMIT is cut back to its last
 * complete element (the last `}` or `]` that closed a value) and its open brackets are closed, so
 * a list keeps the items recorded whole; nothing is made up. Other text is returned unchanged.
 */
export function completeBody(text: string): string {
  try {
    JSON.parse(text);
    return text;
  } catch {
    if (text.length < RECORDED_BODY_LIMIT) return text;
  }
  const open: string[] = [];
  let inString = false;
  let lastCut = { at: -1, open: [] as string[] };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') open.push(c === '{' ? '}' : ']');
    else if (c === '}' || c === ']') {
      open.pop();
      lastCut = { at: i + 1, open: [...open] };
    }
  }
  if (lastCut.at < 0) return text;
  return text.slice(0, lastCut.at) + lastCut.open.reverse().join('');
}

/** The parsed body of a recorded answer (a cut one completed as completeBody says). */
export function bodyOf(exchange: UpstreamExchange): unknown {
  return JSON.parse(completeBody(exchange.responseBody));
}

/** Every recorded exchange of one call, in recording order. */
export function recordedCalls(method: string, route: string): UpstreamExchange[] {
  return UPSTREAM_EXCHANGES.filter(
    (exchange) =>
      exchange.method === method &&
      (route.endsWith('*')
        ? routeOf(exchange).startsWith(route.slice(0, -1))
        : routeOf(exchange) === route),
  );
}

/** The one recorded answer whose body contains `marker` (fails loudly when there is none). */
export function recordedBody(method: string, route: string, marker = ''): unknown {
  const found = recordedCalls(method, route).find(
    (e) => e.responseBody.includes(marker) && e.responseBody.length < RECORDED_BODY_LIMIT,
  );
  if (!found) throw new Error(`no recorded ${method} ${route} containing "${marker}"`);
  return bodyOf(found);
}
