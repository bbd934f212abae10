// Compressed answers: JSON, HTML, scripts and styles above COMPRESS_MIN_BYTES go out gzip- (or
// deflate-) encoded when the client accepts it, outside the ETag layer (app.ts), so the tag is
// computed on the plain body and a 304 stays a 304. A body built in memory (c.json, c.html) is read
// once and compressed in one zlib call on libuv's pool at COMPRESS_LEVEL: Hono's CompressionStream
// cost several times as much CPU per answer on the moderation list (docs/api.md#compression).
// Streams and files keep Hono's compress middleware. docs/architecture.md#budgets
import { promisify } from 'node:util';
import { deflate, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './context';

/** Below this a compressed body saves less than its headers and the work cost. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * zlib's level for answers built in memory: 1 is about a third of the default's (6) CPU for a few
 * per cent more bytes on JSON (docs/upstream.md#speed-beside-upstream).
 */
export const COMPRESS_LEVEL = 1;

const MEASURED = /^(application\/json|text\/html)/;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const ENCODERS = { gzip: promisify(gzip), deflate: promisify(deflate) } as const;
export type Encoding = keyof typeof ENCODERS;

/** A body built in memory, encoded in one zlib call at COMPRESS_LEVEL. */
export function encodeBody(encoding: Encoding, plain: Uint8Array) {
  return ENCODERS[encoding](plain, { level: COMPRESS_LEVEL });
}

/**
 * gzip or deflate as the Accept-Encoding header allows (RFC 9110 §12.5.3): the first with q=1,
 * else the highest q above 0; an explicit entry wins over `*`. Hono's compress chooses alike.
 */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (header === undefined) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name === '') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    accepted.set(name.trim().toLowerCase(), Number.isFinite(q) ? q : 0);
  }
  const wildcard = accepted.get('*');
  let best: { encoding: Encoding; q: number } | null = null;
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepted.get(encoding) ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (best === null || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

function addVary(c: Context) {
  const current = c.res.headers.get('Vary');
  if (current === '*' || (current !== null && VARY_ACCEPT_ENCODING.test(current))) return;
  c.res.headers.set('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** A body built in memory: read it once, then send it compressed or with its length. */
async function compressInMemory(c: Context): Promise<void> {
  const plain = new Uint8Array(await c.res.arrayBuffer());
  const encoding =
    plain.byteLength >= COMPRESS_MIN_BYTES &&
    c.res.status !== 206 &&
    c.req.method !== 'HEAD' &&
    !NO_TRANSFORM.test(c.res.headers.get('Cache-Control') ?? '')
      ? (addVary(c), chooseEncoding(c.req.header('Accept-Encoding')))
      : null;
  const body = encoding ? await encodeBody(encoding, plain) : plain;
  c.res = new Response(body, c.res);
  c.res.headers.set('Content-Length', String(body.byteLength));
  if (encoding) c.res.headers.set('Content-Encoding', encoding);
}

export function compression(): MiddlewareHandler<AppEnv> {
  const streamed = compress({ threshold: COMPRESS_MIN_BYTES });
  return (c, next) =>
    streamed(c, async () => {
      await next();
      if (c.get('compressible')) return addVary(c);
      const type = c.res.headers.get('Content-Type') ?? '';
      if (!c.res.body || c.res.headers.has('Content-Length') || !MEASURED.test(type)) return;
      if (c.res.headers.has('Content-Encoding') || c.res.headers.has('Transfer-Encoding')) return;
      // Answers built in memory (c.json, c.html), never a stream of unknown length.
      await compressInMemory(c);
    });
}
