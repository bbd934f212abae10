// Answers kept in memory between requests under a version the database gives (docs/api.md#the-kept-moderation-list):
// the plain JSON bytes, their ETag and each encoding once made, so an unchanged answer costs no
// building, hashing or compressing. The caller reads the version from the database on every
// request and passes it in: the memory is only trusted for the version it was made under, and
// several instances share one database. The answer is sent exactly as compression.ts and etag.ts
// would send the same body built by c.json (same status, headers and bytes).
import type { Context } from 'hono';
import type { AppEnv } from './context';
import type { Db } from '../db';
import { chooseEncoding, COMPRESS_MIN_BYTES, encodeBody, type Encoding } from './compression';
import { weakEtag } from './etag';

/** Bytes on an ArrayBuffer of their own, as a Response body takes them. */
type Bytes = Uint8Array<ArrayBuffer>;

interface Kept {
  version: string;
  plain: Bytes;
  etag: string;
  encoded: Partial<Record<Encoding, Bytes>>;
}

/** How many answers one instance keeps per database; the least recently used goes first. */
export const KEPT_ANSWERS_MAX = 32;

const byDb = new WeakMap<Db, Map<string, Kept>>();

function keptFor(db: Db): Map<string, Kept> {
  let kept = byDb.get(db);
  if (!kept) {
    kept = new Map();
    byDb.set(db, kept);
  }
  return kept;
}

/**
 * The answer for `key` at `version`: the kept bytes when they were made at this version, else
 * `build()`'s value, kept for the next request. `build` must read the database after the version
 * was read, so what is kept is never older than its version.
 */
export async function keptJson(
  c: Context<AppEnv>,
  key: string,
  version: string,
  build: () => Promise<unknown>,
): Promise<Response> {
  const kept = keptFor(c.var.db);
  let entry = kept.get(key);
  if (entry?.version !== version) {
    const plain = new TextEncoder().encode(JSON.stringify(await build()));
    entry = { version, plain, etag: weakEtag(plain), encoded: {} };
  }
  kept.delete(key);
  kept.set(key, entry);
  if (kept.size > KEPT_ANSWERS_MAX) kept.delete(kept.keys().next().value as string);
  return send(c, entry);
}

/** As compression.ts's compressInMemory sends a body built in memory, with etag.ts's tag. */
async function send(c: Context<AppEnv>, entry: Kept): Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json', ETag: entry.etag });
  const compressible = entry.plain.byteLength >= COMPRESS_MIN_BYTES && c.req.method !== 'HEAD';
  // compression.ts adds Vary: Accept-Encoding, after the headers inner layers add.
  if (compressible) c.set('compressible', true);
  const encoding = compressible ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
  let body = entry.plain;
  if (encoding) {
    // Copied once off zlib's Buffer (which may share a pool), then kept.
    body = entry.encoded[encoding] ??= new Uint8Array(await encodeBody(encoding, entry.plain));
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(body.byteLength));
  return c.body(body, 200, Object.fromEntries(headers));
}
