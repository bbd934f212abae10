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

/** The parsed body of a recorded answer. */
export function bodyOf(exchange: UpstreamExchange): unknown {
  return JSON.parse(exchange.responseBody);
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
  const found = recordedCalls(method, route).find((e) => e.responseBody.includes(marker));
  if (!found) throw new Error(`no recorded ${method} ${route} containing "${marker}"`);
  return bodyOf(found);
}
