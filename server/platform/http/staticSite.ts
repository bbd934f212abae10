// Serves the built SPA (dist/): files as they are, index.html for every other client-side route
// (history fallback), except under /api and /oidc, which belong to the API and the identity
// provider — those fall through to whatever is mounted for them, even if mounted later.
// The public pages are a second entry, public.html: the participation page at /{conversation_id}
// (meant to be embedded on other sites: frame-ancestors *) and the report at /report/{report_id}
// (not embeddable, like the admin). Until public.html is built they fall back to index.html. Both
// carry the page's boot data (http/bootData.ts), so the first statement needs one round trip.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config/config';
import { bootDataFor, withBootData } from '../../participation/bootData';
import type { AppEnv } from './context';
import { contentSecurityPolicy } from './securityHeaders';

export const PARTICIPATION_PAGE = /^\/([a-z0-9]{10})\/?$/;
export const REPORT_PAGE = /^\/report\/r[a-z0-9]{20}\/?$/;

const RESERVED = /^\/(api|oidc)(\/|$)/;
// Vite puts content-hashed bundles under /assets: a new build gets new names, so cache for ever.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html above all) must be revalidated so a deploy shows up at once.
const REVALIDATE = 'no-cache';

const nothing = async () => {};

/**
 * The participation page may be framed by any site. Set outside the ETag layer (app.ts), so a 304
 * carries the same policy as the 200 it revalidates.
 */
export function embeddablePageHeaders(config: ServerConfig): MiddlewareHandler {
  const policy = contentSecurityPolicy(config, { override: { 'frame-ancestors': ['*'] } });
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    if (!PARTICIPATION_PAGE.test(c.req.path) || c.res.status >= 400) return;
    try {
      c.res.headers.set('Content-Security-Policy', policy);
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Content-Security-Policy', policy);
    }
  };
}

export function mountStaticSite(app: Hono<AppEnv>, staticDir: string): void {
  const root = path.resolve(staticDir);
  const serveFile = serveStatic({ root });
  const serveIndex = serveStatic({ root, path: 'index.html' });
  const publicFile = path.join(root, 'public.html');

  app.get('*', async (c, next) => {
    if (RESERVED.test(c.req.path)) return next();
    const conversation = PARTICIPATION_PAGE.exec(c.req.path);
    if (conversation || REPORT_PAGE.test(c.req.path)) {
      const html = await readFile(publicFile, 'utf8').catch(() => null);
      if (html !== null) {
        const boot = await bootDataFor(c.var, conversation ? conversation[1] : null);
        c.header('Cache-Control', REVALIDATE);
        return c.html(withBootData(html, boot));
      }
    }
    const isAsset = c.req.path.startsWith('/assets/');
    const file = await serveFile(c, nothing);
    if (file) {
      file.headers.set('Cache-Control', isAsset ? IMMUTABLE : REVALIDATE);
      return file;
    }
    // A missing hashed bundle must 404: answering index.html would be parsed as JavaScript.
    if (isAsset) return next();
    const index = await serveIndex(c, nothing);
    if (!index) return next();
    index.headers.set('Cache-Control', REVALIDATE);
    return index;
  });
}
