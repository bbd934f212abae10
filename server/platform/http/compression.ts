// Compressed answers: JSON, HTML, scripts and styles above COMPRESS_MIN_BYTES go out gzip- (or
// deflate-) encoded when the client accepts it — Hono's compress middleware, outside the ETag layer
// (app.ts), so the tag is computed on the plain body and a 304 stays a 304. A body that says no
// length (c.json, c.html) is measured first, so small answers are not compressed for nothing.
// docs/architecture.md#budgets
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below this a compressed body saves less than its headers and the work cost. */
export const COMPRESS_MIN_BYTES = 1024;

const MEASURED = /^(application\/json|text\/html)/;

export function compression(): MiddlewareHandler {
  const compressor = compress({ threshold: COMPRESS_MIN_BYTES });
  return (c, next) =>
    compressor(c, async () => {
      await next();
      const type = c.res.headers.get('Content-Type') ?? '';
      if (!c.res.body || c.res.headers.has('Content-Length') || !MEASURED.test(type)) return;
      if (c.res.headers.has('Content-Encoding')) return;
      // Answers built in memory (c.json, c.html), never a stream of unknown length.
      const bytes = await c.res.clone().arrayBuffer();
      c.res.headers.set('Content-Length', String(bytes.byteLength));
    });
}
