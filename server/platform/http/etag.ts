// Conditional GETs: every successful GET gets a weak ETag (a hash of its body) and a request whose
// If-None-Match matches gets 304 without a body. The client polls moderation lists and stats, so an
// unchanged answer costs one hash and no transfer. Weak, because equal JSON is all it promises.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

// Headers a 304 must repeat (RFC 9110 §15.4.5). Security headers are set later, further out.
const KEEP_ON_304 = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];

export function weakEtag(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Weak comparison (RFC 9110 §8.8.3.2): the W/ prefix is ignored on both sides. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export function etag(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || !c.res.body) return;
    let tag = c.res.headers.get('ETag');
    if (tag === null) {
      // Read once and put back: a clone would tee the stream and copy the body twice.
      const body = new Uint8Array(await c.res.arrayBuffer());
      c.res = new Response(body, c.res);
      tag = weakEtag(body);
    }
    if (etagMatches(c.req.header('If-None-Match'), tag)) {
      await c.res.body?.cancel();
      // Hono copies the old response's headers onto the new one: strip what a 304 must not carry.
      c.res = new Response(null, { status: 304 });
      for (const name of [...c.res.headers.keys()]) {
        if (!KEEP_ON_304.includes(name)) c.res.headers.delete(name);
      }
      c.res.headers.set('ETag', tag);
    } else {
      c.res.headers.set('ETag', tag);
    }
  };
}
