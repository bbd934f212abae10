// mapBodyGzipKB of `npm run bench:participant`: the gzipped size of what the participation page's
// opinion map downloads on each poll — today GET /math/pca2, whose stored gzip bytes the server
// sends as they are (docs/api.md#get-mathpca2). Read over raw HTTP, so nothing decompresses it.
import { request } from 'node:http';

/** The body's size as sent with `Accept-Encoding: gzip`, in bytes; null when there is no map yet. */
export function gzippedBodyBytes(url: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      // Before the first update the answer is a small plain '{}': no map yet.
      const map = res.statusCode === 200 && res.headers['content-encoding'] === 'gzip';
      res.on('end', () => resolve(map ? bytes : null));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** KB (1,024 bytes) of the map poll's body; waits up to `waitMs` for the groups to be computed. */
export async function mapBodyGzipKB(
  baseUrl: string,
  conversationId: string,
  waitMs = 120_000,
): Promise<number | null> {
  const url = `${baseUrl}/api/v3/math/pca2?conversation_id=${conversationId}`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const bytes = await gzippedBodyBytes(url);
    if (bytes !== null) return bytes / 1024;
    if (Date.now() > deadline) return null;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
