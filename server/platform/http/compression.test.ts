// Compressed answers (docs/api.md#compression): JSON and HTML above 1 KB go out gzip-encoded to a
// client that accepts it, smaller, with the same ETag as the plain answer and 304 still answered;
// small answers and clients without gzip get the plain body.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createConversationVia, signIn } from '../../../tests/server/support';
import { postSeed } from '../../../tests/server/support/activity';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { COMPRESS_MIN_BYTES } from './compression';

const BIG_PAGE = `<!doctype html><html><body><div id="root"></div>${'<p>Rådslag</p>'.repeat(200)}</body></html>`;

function dist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'raadslag-dist-'));
  writeFileSync(path.join(dir, 'index.html'), BIG_PAGE);
  writeFileSync(path.join(dir, 'public.html'), BIG_PAGE);
  return dir;
}

const GZIP = { 'Accept-Encoding': 'gzip, deflate, br' };

describe('compressed answers', () => {
  const server = setupTestServer({ staticDir: dist() });

  async function listOfStatements(n: number) {
    const { token } = await signIn(server(), 'ejer', { email: 'ejer@example.dk', name: 'Ejer' });
    const { conversation_id } = await createConversationVia(server(), token, { topic: 'Byen' });
    for (let i = 0; i < n; i++) {
      await postSeed(
        server(),
        token,
        conversation_id,
        `Udsagn nummer ${i} om byens fremtid og dens torve.`,
      );
    }
    return { path: `/api/v3/comments?conversation_id=${conversation_id}&moderation=true`, token };
  }

  it('gzips a large JSON answer, keeps its ETag, and still answers 304', async () => {
    const { path: url, token } = await listOfStatements(30);
    const plain = await server().request(url, { token });
    const plainBody = new Uint8Array(await plain.arrayBuffer());
    expect(plainBody.byteLength).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.get('Content-Encoding')).toBeNull();

    const zipped = await server().request(url, { token, headers: GZIP });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const zippedBody = new Uint8Array(await zipped.arrayBuffer());
    expect(zippedBody.byteLength).toBeLessThan(plainBody.byteLength / 2);
    expect(new Uint8Array(gunzipSync(zippedBody))).toEqual(plainBody);
    // The tag is the plain body's: either encoding revalidates the other.
    expect(zipped.headers.get('ETag')).toBe(plain.headers.get('ETag'));

    const again = await server().request(url, {
      token,
      headers: { ...GZIP, 'If-None-Match': zipped.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('Content-Encoding')).toBeNull();
    expect(await again.text()).toBe('');
  });

  it('gzips the pages, and leaves small answers plain', async () => {
    const page = await server().request('/abcdefghij', { headers: GZIP });
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await page.arrayBuffer())).toString()).toContain(
      '<p>Rådslag</p>',
    );
    const small = await server().request('/healthz', { headers: GZIP });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
  });
});
