// Serves the built SPA (dist/): files as they are, index.html for every other client-side route
// (history fallback), except under /api and /oidc, which belong to the API and the identity
// provider — those fall through to whatever is mounted for them, even if mounted later.
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

const RESERVED = /^\/(api|oidc)(\/|$)/;
// Vite puts content-hashed bundles under /assets: a new build gets new names, so cache for ever.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html above all) must be revalidated so a deploy shows up at once.
const REVALIDATE = 'no-cache';

const nothing = async () => {};

export function mountStaticSite(app: Hono<AppEnv>, staticDir: string): void {
  const root = path.resolve(staticDir);
  const serveFile = serveStatic({ root });
  const serveIndex = serveStatic({ root, path: 'index.html' });

  app.get('*', async (c, next) => {
    if (RESERVED.test(c.req.path)) return next();
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
