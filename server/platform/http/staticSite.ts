// Serves the built SPA (dist/): files as they are, index.html for every other client-side route
// (history fallback), except under /api and /oidc, which belong to the API and the identity
// provider — those fall through to whatever is mounted for them, even if mounted later.
// The public pages are a second entry, public.html: the participation page at /{conversation_id}
// (meant to be embedded on other sites: frame-ancestors *) and the report at /report/{report_id}
// (not embeddable, like the admin). Until public.html is built they fall back to index.html. Both
// carry the page's boot data (participation/bootData.ts, passed in by app.ts), so the first
// statement needs one round trip.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config/config';
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

/**
 * The participation and report pages with their boot data written in: the participation feature
 * makes it (participation/bootData.ts); the platform only serves the page.
 */
export type PublicPage = (
  vars: AppEnv['Variables'],
  html: string,
  conversationId: string | null,
  readStylesheet: (href: string) => Promise<string | null>,
) => Promise<string>;

const STYLESHEET_PATH = /^\/assets\/[\w.-]+\.css$/;

/**
 * The built stylesheets by their path on the site, kept once read: their names carry their
 * content's hash, so a file never changes under its name. Anything but /assets/*.css is null.
 */
function stylesheetReader(root: string): (href: string) => Promise<string | null> {
  const kept = new Map<string, string>();
  return async (href) => {
    if (!STYLESHEET_PATH.test(href)) return null;
    const known = kept.get(href);
    if (known !== undefined) return known;
    const text = await readFile(path.join(root, href), 'utf8').catch(() => null);
    if (text !== null) kept.set(href, text);
    return text;
  };
}

export function mountStaticSite(
  app: Hono<AppEnv>,
  staticDir: string,
  publicPage: PublicPage,
): void {
  const root = path.resolve(staticDir);
  const serveFile = serveStatic({ root });
  const serveIndex = serveStatic({ root, path: 'index.html' });
  const publicFile = path.join(root, 'public.html');
  const readStylesheet = stylesheetReader(root);

  app.get('*', async (c, next) => {
    if (RESERVED.test(c.req.path)) return next();
    const conversation = PARTICIPATION_PAGE.exec(c.req.path);
    if (conversation || REPORT_PAGE.test(c.req.path)) {
      const html = await readFile(publicFile, 'utf8').catch(() => null);
      if (html !== null) {
        const id = conversation ? conversation[1] : null;
        const page = await publicPage(c.var, html, id, readStylesheet);
        c.header('Cache-Control', REVALIDATE);
        return c.html(page);
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
