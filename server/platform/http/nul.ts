// Strings no handler should see. NUL (U+0000) cannot be stored in PostgreSQL text: left alone it
// fails deep in a query as a 500. A lone UTF-16 surrogate is no text at all: stored, it would come
// back altered (as U+FFFD). Both are refused up front as a 400 naming the top-level field. Bodies
// are walked with an explicit stack (never recursion) and their nesting is capped, so a deeply
// nested body is a 400 rather than a stack overflow.
import type { MiddlewareHandler } from 'hono';
import { hasLoneSurrogate } from '../rules/text';
import { HttpError, paramParseFailed } from './errors';
import { platformMessages } from '../messages';

const NUL_MESSAGE = platformMessages.http.nul;
const SURROGATE_MESSAGE = platformMessages.http.loneSurrogate;
/** Deeper than any body the API takes (the deepest is 3). */
export const MAX_JSON_DEPTH = 32;

type Problem = 'nul' | 'surrogate' | 'depth' | null;

function stringProblem(text: string): Problem {
  if (text.includes('\u0000')) return 'nul';
  return hasLoneSurrogate(text) ? 'surrogate' : null;
}

/** The first problem inside a JSON value (strings, keys, nested arrays and objects). */
export function jsonValueProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): Problem {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = stringProblem(item.value);
      if (problem) return problem;
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= maxDepth) return 'depth';
    const entries = Array.isArray(item.value)
      ? item.value.map((v) => ['', v] as const)
      : Object.entries(item.value);
    for (const [key, child] of entries) {
      const keyProblem = stringProblem(key);
      if (keyProblem) return keyProblem;
      stack.push({ value: child, depth: item.depth + 1 });
    }
  }
  return null;
}

/** 400 for the first body field that holds NUL, a lone surrogate, or nests too deep. */
export function rejectBadFields(body: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(body)) {
    const problem = stringProblem(key) ?? jsonValueProblem(value, MAX_JSON_DEPTH - 1);
    if (problem === 'nul') throw paramParseFailed(key, NUL_MESSAGE);
    if (problem === 'surrogate') throw paramParseFailed(key, SURROGATE_MESSAGE);
    if (problem === 'depth') {
      throw new HttpError(
        400,
        'polis_err_param_parse_failed_body',
        platformMessages.http.bodyTooDeep(MAX_JSON_DEPTH),
      );
    }
  }
}

/** 400 for a query parameter or path segment that contains NUL (%00). */
export function rejectNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.includes('%00')) throw paramParseFailed('path', NUL_MESSAGE);
    for (const [key, value] of url.searchParams) {
      if (key.includes('\u0000') || value.includes('\u0000')) {
        throw paramParseFailed(key, NUL_MESSAGE);
      }
    }
    return next();
  };
}
