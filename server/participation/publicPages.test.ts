// The public entry (dist/public.html) at /{conversation_id} and /report/{report_id}: served with
// history fallback like the admin, embeddable only for the participation page.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../../tests/server/support/vitest';

const frameAncestors = (response: Response) =>
  response.headers
    .get('Content-Security-Policy')
    ?.split('; ')
    .find((part) => part.startsWith('frame-ancestors '));

function distWith(files: Record<string, string>): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'raadslag-dist-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text);
  return dist;
}

describe('serving the public pages', () => {
  const server = setupTestServer({
    staticDir: distWith({ 'index.html': '<p>admin</p>', 'public.html': '<p>public</p>' }),
  });
  const page = async (route: string, headers: Record<string, string> = {}) =>
    server().request(route, { headers });

  it('serves public.html for a participation page, embeddable anywhere', async () => {
    for (const route of ['/abcdefghij', '/a1b2c3d4e5/', '/abcdefghij?lang=da']) {
      const response = await page(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toBe('<p>public</p>');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(frameAncestors(response), route).toBe('frame-ancestors *');
      expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    }
  });

  it('keeps the participation page embeddable on a 304', async () => {
    const first = await page('/abcdefghij');
    const again = await page('/abcdefghij', { 'If-None-Match': first.headers.get('ETag')! });
    expect(again.status).toBe(304);
    expect(frameAncestors(again)).toBe('frame-ancestors *');
  });

  it('serves public.html for a report, not embeddable', async () => {
    const response = await page(`/report/r${'a1'.repeat(10)}`);
    expect(await response.text()).toBe('<p>public</p>');
    expect(frameAncestors(response)).toBe("frame-ancestors 'none'");
  });

  it('leaves everything else to the admin, not embeddable', async () => {
    for (const route of [
      '/',
      '/home',
      '/conversations',
      '/ABCDEFGHIJ',
      '/abcdefghijk',
      '/abcdefghij/x',
      '/m/abcdefghij',
      '/report/rshort',
      `/report/x${'a'.repeat(20)}`,
    ]) {
      const response = await page(route);
      expect(await response.text(), route).toBe('<p>admin</p>');
      expect(frameAncestors(response), route).toBe("frame-ancestors 'none'");
    }
  });

  it('never makes the API embeddable', async () => {
    const response = await page('/api/v3/participationInit?conversation_id=abcdefghij');
    expect(frameAncestors(response)).toBe("frame-ancestors 'none'");
  });
});

describe('before public.html is built', () => {
  const server = setupTestServer({ staticDir: distWith({ 'index.html': '<p>admin</p>' }) });

  it('falls back to index.html', async () => {
    const response = await server().request('/abcdefghij');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>admin</p>');
  });
});
