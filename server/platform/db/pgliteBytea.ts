// bytea to and from PGlite's text protocol in native code. PGlite's own converters go byte by byte
// through JavaScript strings (Array.from(bytes).map(toString(16)).join and parseInt per pair): for
// the stored opinion map, a few hundred kilobytes of gzip, that held the server's only thread for
// 140–210 ms per write in `npm run math:bench`, and every vote waiting behind it. Node's hex codec
// does the same in about a millisecond. The wire format is unchanged: `\x` and two hex digits a byte.
import type { ParserOptions, SerializerOptions } from '@electric-sql/pglite';

export const BYTEA_OID = 17;

/** `\x…` for any byte view, including one made in another realm (jsdom's tests). */
export function byteaToText(value: unknown): string {
  if (!ArrayBuffer.isView(value)) throw new TypeError('a bytea value must be a Uint8Array');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

/** The bytes of PostgreSQL's hex output (`\x…`), as a Uint8Array of their own. */
export function byteaFromText(text: string): Uint8Array {
  if (!text.startsWith('\\x')) throw new TypeError('expected bytea in hex output (\\x…)');
  return new Uint8Array(Buffer.from(text.slice(2), 'hex'));
}

export const byteaSerializers: SerializerOptions = { [BYTEA_OID]: byteaToText };
export const byteaParsers: ParserOptions = { [BYTEA_OID]: byteaFromText };
