// The owner's data-protection calls (docs/privacy.md#deleting-a-conversation): what deleting a
// conversation removes, that only a closed conversation can be deleted and only by its owner, that
// afterwards nothing of it remains in any table (information_schema), the retention setting, and
// the archive of everything stored.
import { describe, expect, it } from 'vitest';
import type { ConversationDataSummary } from '../../../contract/dataProtection';
import { signIn, testEngines } from '../../../tests/server/support';
import { leftovers, populatedConversation } from '../../../tests/server/support/dataProtectionKit';
import { participationKit } from '../../../tests/server/support/participationKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

const API = '/api/v3';

describe.each(testEngines())('/conversationData and /conversationArchive on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const kit = participationKit(server);
  const call = (method: string, path: string, token?: string, json?: unknown) =>
    server().request(`${API}${path}`, { method, token, json });

  it('counts what goes, refuses an open conversation and others, then leaves nothing behind', async () => {
    const made = await populatedConversation(server());
    const { alice, id } = made;
    const summary = await call('GET', `/conversationData?conversation_id=${id}`, alice.token);
    expect(summary.status).toBe(200);
    const body = (await summary.json()) as ConversationDataSummary;
    // 1 seed + 12 model statements + 1 participant statement; 6 votes (one changed, the history
    // kept; the author's own agree on their statement);
    // Alice (seeds) and two participants; one report; five topics.
    expect(body).toMatchObject({
      is_active: true,
      closed_at: null,
      retention_days: null,
      counts: { statements: 14, votes: 6, participants: 3, reports: 1, topics: 5 },
    });

    const open = await call('DELETE', `/conversationData?conversation_id=${id}`, alice.token);
    expect(open.status).toBe(409);
    expect(await open.json()).toMatchObject({ error: 'polis_err_conversation_is_open' });

    await kit.configure(alice.token, id, { is_active: false });
    const closed = (await (
      await call('GET', `/conversationData?conversation_id=${id}`, alice.token)
    ).json()) as ConversationDataSummary;
    expect(closed.closed_at).toEqual(expect.any(Number));

    // A site administrator may moderate it, but not delete it.
    const admin = await signIn(server(), 'admin', { siteAdmin: true });
    const refused = await call('DELETE', `/conversationData?conversation_id=${id}`, admin.token);
    expect(refused.status).toBe(403);
    expect(await leftovers(server().db, made)).not.toEqual([]);

    const deleted = await call('DELETE', `/conversationData?conversation_id=${id}`, alice.token);
    expect(deleted.status).toBe(200);
    expect(await leftovers(server().db, made)).toEqual([]);
    // Alice's account stays; the conversation is gone for everyone.
    const { rows } = await server().db.query('SELECT 1 FROM users WHERE uid = $1', [
      made.alice.user.uid,
    ]);
    expect(rows).toHaveLength(1);
    expect((await kit.init(id)).status).toBe(404);
  });

  it('sets the retention period: whole days 1–3650 or empty, refused next to the field', async () => {
    const { alice, id } = await kit.setup(['Et frø']);
    const put = (retention_days: unknown, token = alice.token) =>
      call('PUT', '/conversationData/retention', token, { conversation_id: id, retention_days });
    expect((await put(30)).status).toBe(200);
    // A number in a string is refused as a string in any other field is (strict_moderation:
    // 'true').
    for (const bad of [0, 3651, 1.5, 'tre', -2, '1', '30', '', true]) {
      const response = await put(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'polis_err_param_parse_failed_retention_days',
        field: 'retention_days',
        message: expect.stringContaining('1 til 3650'),
      });
    }
    const other = await signIn(server(), 'mallory');
    expect((await put(1, other.token)).status).toBe(403);
    const read = async () =>
      (await (
        await call('GET', `/conversationData?conversation_id=${id}`, alice.token)
      ).json()) as ConversationDataSummary;
    expect((await read()).retention_days).toBe(30);
    expect((await put(null)).status).toBe(200);
    expect((await read()).retention_days).toBeNull();
  });

  it('archives everything stored about the conversation, without internal numbers', async () => {
    const made = await populatedConversation(server());
    const response = await call(
      'GET',
      `/conversationArchive?conversation_id=${made.id}`,
      made.alice.token,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain(`raadslag-${made.id}-arkiv.json`);
    const archive = (await response.json()) as {
      conversation_id: string;
      tables: Record<string, Record<string, unknown>[]>;
    };
    const { tables } = archive;
    expect(archive.conversation_id).toBe(made.id);
    expect(tables.conversations).toEqual([expect.objectContaining({ topic: 'Slet mig' })]);
    expect(tables.comments.map((c) => c.txt)).toContain('Mit eget udsagn');
    expect(tables.votes).toHaveLength(6);
    expect(tables.participants).toHaveLength(3);
    expect(tables.topics).toHaveLength(5);
    expect(tables.report_snapshots).toHaveLength(1);
    expect(tables.jobs).toEqual([expect.objectContaining({ kind: 'topics', key: made.id })]);
    expect(tables.opinion_groups).toHaveLength(1);
    for (const rows of Object.values(tables)) {
      for (const row of rows) {
        for (const key of ['zid', 'uid', 'owner']) expect(row).not.toHaveProperty(key);
      }
    }
    const admin = await signIn(server(), 'admin', { siteAdmin: true });
    const refused = await call(
      'GET',
      `/conversationArchive?conversation_id=${made.id}`,
      admin.token,
    );
    expect(refused.status).toBe(403);
  });
});
