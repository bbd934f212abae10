// NUL (U+0000) cannot be stored in PostgreSQL text: left alone it fails deep in a query as a 500.
// It has no place in any parameter, so it is refused up front as a 400 naming the parameter.
import type { MiddlewareHandler } from 'hono';
import { paramParseFailed } from './errors';

const MESSAGE = 'Værdien må ikke indeholde NUL-tegn.';

/** Whether a JSON value (strings, keys, nested arrays and objects) contains NUL. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/** 400 for the first body field that contains NUL. */
export function rejectNulFields(body: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(body)) {
    if (key.includes('\u0000') || containsNul(value)) throw paramParseFailed(key, MESSAGE);
  }
}

/** 400 for a query parameter or path segment that contains NUL (%00). */
export function rejectNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.includes('%00')) throw paramParseFailed('path', MESSAGE);
    for (const [key, value] of url.searchParams) {
      if (key.includes('\u0000') || value.includes('\u0000')) throw paramParseFailed(key, MESSAGE);
    }
    return next();
  };
}
