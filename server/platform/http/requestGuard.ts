// Cross-site requests to /api: CORS only for the configured origins (ALLOWED_ORIGINS, the app and
// the public site), every write with a body (POST, PUT, PATCH) only as application/json — which a page
// on another site cannot send without a CORS preflight we refuse — and a write whose Origin header
// names another site is refused outright. Without these, a `text/plain` JSON body posted from any
// page voted in its visitors' names.
import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config/config';
import { HttpError } from './errors';
import { platformMessages } from '../messages';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_HEADERS = 'Authorization, Content-Type, If-None-Match';
const EXPOSED_HEADERS = 'ETag, Retry-After';

export function isJsonContentType(header: string | undefined): boolean {
  const type = (header ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json';
}

export function requestGuard(config: ServerConfig): MiddlewareHandler {
  const allowed = new Set(config.allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    const known = origin !== undefined && allowed.has(origin);
    if (c.req.method === 'OPTIONS') {
      if (!known) {
        throw new HttpError(403, 'polis_err_origin', platformMessages.http.originPreflight);
      }
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': '600',
          Vary: 'Origin',
        },
      });
    }
    if (!SAFE.has(c.req.method)) {
      if (origin !== undefined && !known) {
        throw new HttpError(403, 'polis_err_origin', platformMessages.http.originWrite);
      }
      // DELETE carries no body, and no page can send one cross-site without a preflight.
      if (c.req.method !== 'DELETE' && !isJsonContentType(c.req.header('Content-Type'))) {
        throw new HttpError(415, 'polis_err_content_type', platformMessages.http.jsonOnly);
      }
    }
    await next();
    const set = (headers: Headers) => {
      headers.append('Vary', 'Origin');
      if (known) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      }
    };
    try {
      set(c.res.headers);
    } catch {
      c.res = new Response(c.res.body, c.res);
      set(c.res.headers);
    }
  };
}
