import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, createParticipation, loadParticipation } from './participation';

describe('participation services', () => {
  it('load the secret from DATA_DIR, so tokens outlive a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'raadslag-participation-'));
    const before = await loadParticipation(dir, {});
    const token = await before.tokens.issue({ conversation_id: 'abcdefghij', pid: 1 });
    const after = await loadParticipation(dir, {});
    expect(await after.tokens.verify(token)).toEqual({ conversation_id: 'abcdefghij', pid: 1 });
    expect(await createParticipation().tokens.verify(token)).toBeNull();
    expect(before.trustProxy).toBe(false);
    expect((await loadParticipation(dir, { TRUST_PROXY: 'true' })).trustProxy).toBe(true);
  });

  it('take the address from X-Forwarded-For only when trusting a proxy', async () => {
    const app = new Hono();
    app.get('/trust', (c) => c.text(clientAddress(c, true)));
    app.get('/direct', (c) => c.text(clientAddress(c, false)));
    const headers = { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' };
    expect(await (await app.request('/trust', { headers })).text()).toBe('203.0.113.7');
    expect(await (await app.request('/direct', { headers })).text()).toBe('unknown');
    expect(await (await app.request('/trust')).text()).toBe('unknown');
  });
});
