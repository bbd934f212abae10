// bytea through PGlite with the server's own converters (pgliteBytea.ts): every byte value comes
// back as it went in, empty and large values too, and the text form is PostgreSQL's hex output.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPglite } from '../../../tests/server/support/testDatabases';
import { byteaFromText, byteaToText } from './pgliteBytea';
import type { Db } from './types';

describe('bytea on PGlite', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestPglite();
    await db.exec('CREATE TEMP TABLE blobs (id integer PRIMARY KEY, data bytea)');
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores and reads back every byte value, an empty value and a large one', async () => {
    const every = Uint8Array.from({ length: 256 }, (_, i) => i);
    const large = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 256);
    const values = [every, new Uint8Array(0), large];
    for (const [id, data] of values.entries()) {
      await db.query('INSERT INTO blobs (id, data) VALUES ($1, $2)', [id, data]);
    }
    const { rows } = await db.query<{ id: number; data: Uint8Array; hex: string }>(
      "SELECT id, data, encode(data, 'hex') AS hex FROM blobs ORDER BY id",
    );
    expect(rows.map((row) => row.data)).toEqual(values);
    expect(rows[0].hex.slice(0, 8)).toBe('00010203');
    expect(rows[0].data).toBeInstanceOf(Uint8Array);
  });

  it('writes a view into a larger buffer as just its own bytes', () => {
    const buffer = Uint8Array.from([1, 2, 3, 4, 5]);
    expect(byteaToText(buffer.subarray(1, 3))).toBe('\\x0203');
    expect(byteaFromText('\\x0203')).toEqual(Uint8Array.from([2, 3]));
  });

  it('refuses what is not bytes, and text that is not hex output', () => {
    expect(() => byteaToText('abc')).toThrow(TypeError);
    expect(() => byteaFromText('abc')).toThrow(TypeError);
  });
});
