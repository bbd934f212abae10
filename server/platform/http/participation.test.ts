import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createParticipantTokens, loadParticipantSecret } from '../auth/participantTokens';
import { openTestPglite } from '../../../tests/server/support/testDatabases';
import { clientAddress, createParticipation, loadParticipation } from './participation';

describe('participation services', () => {
  it('load the secret from the database, so tokens outlive a restart and work at every instance', async () => {
    const db = await openTestPglite();
    try {
      const dir = () => mkdtempSync(path.join(os.tmpdir(), 'raadslag-participation-'));
      const before = await loadParticipation(db, dir(), null);
      const token = await before.tokens.issue({ conversation_id: 'abcdefghij', pid: 1 });
      const after = await loadParticipation(db, dir(), null);
      expect(await after.tokens.verify(token)).toEqual({ conversation_id: 'abcdefghij', pid: 1 });
      expect(await createParticipation().tokens.verify(token)).toBeNull();
      expect(before.trustProxy).toBeNull();
      expect((await loadParticipation(db, dir(), { hops: 1 })).trustProxy).toEqual({ hops: 1 });
    } finally {
      await db.close();
    }
  });

  it('move the secret an older version kept in DATA_DIR into the database', async () => {
    const db = await openTestPglite();
    try {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'raadslag-participation-'));
      const old = createParticipantTokens(await loadParticipantSecret(dir));
      const token = await old.issue({ conversation_id: 'abcdefghij', pid: 7 });
      const loaded = await loadParticipation(db, dir, null);
      expect(await loaded.tokens.verify(token)).toEqual({ conversation_id: 'abcdefghij', pid: 7 });
    } finally {
      await db.close();
    }
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
