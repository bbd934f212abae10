import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, createParticipation, loadParticipation } from './participation';

describe('participation services', () => {
  it('load the secret from DATA_DIR, so tokens outlive a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'raadslag-participation-'));
    const before = await loadParticipation(dir, null);
    const token = await before.tokens.issue({ conversation_id: 'abcdefghij', pid: 1 });
    const after = await loadParticipation(dir, null);
    expect(await after.tokens.verify(token)).toEqual({ conversation_id: 'abcdefghij', pid: 1 });
    expect(await createParticipation().tokens.verify(token)).toBeNull();
    expect(before.trustProxy).toBeNull();
    expect((await loadParticipation(dir, { hops: 1 })).trustProxy).toEqual({ hops: 1 });
  });

  it('take the address from X-Forwarded-For only when trusting a proxy, from the right', async () => {
    const app = new Hono();
    app.get('/trust', (c) => c.text(clientAddress(c, { hops: 1 })));
    app.get('/direct', (c) => c.text(clientAddress(c, null)));
    // The client wrote 203.0.113.7 itself; our proxy appended the address it saw, 198.51.100.4.
    const headers = { 'X-Forwarded-For': '203.0.113.7, 198.51.100.4' };
    expect(await (await app.request('/trust', { headers })).text()).toBe('198.51.100.4');
    expect(await (await app.request('/direct', { headers })).text()).toBe('unknown');
    expect(await (await app.request('/trust')).text()).toBe('unknown');
  });
});
