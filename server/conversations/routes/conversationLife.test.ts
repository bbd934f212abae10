// A conversation's life (docs/api.md#a-conversations-life). Scheduled closing: PUT closes_at queues
// a `close` job row (it survives a restart: it is a row in the jobs table); the job, run with a
// controlled clock, closes the conversation only once the time has come and the schedule still
// stands, and queues itself again when the time was moved later. Then the owner copies it — a new
// draft with the same settings and seed statements, nothing any participant did — and archives it —
// out of 'Dine samtaler', still reachable, its public page working as before — and restores it.
// Co-moderators are refused both.
import { describe, expect, it } from 'vitest';
import type { Conversation, ConversationListItem } from '../../../contract/types';
import { CLOSE_JOB, createCloseJob } from '../closeConversation';
import { createConversationVia, signIn } from '../../../tests/server/support';
import { zidOf } from '../../../tests/server/support/activity';
import { participationKit } from '../../../tests/server/support/participationKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

const API = '/api/v3';

describe('scheduled close, /conversationCopies and /archivedConversations', () => {
  const HOUR = 3_600_000;
  const server = setupTestServer();
  const kit = participationKit(server);
  const call = (method: string, path: string, token?: string, json?: unknown) =>
    server().request(`${API}${path}`, { method, token, json });
  const read = async (id: string, token: string) =>
    (await (
      await call('GET', `/conversations?conversation_id=${id}`, token)
    ).json()) as Conversation;
  const count = async (table: string, zid: number) =>
    (
      await server().db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE zid = $1`,
        [zid],
      )
    ).rows[0].n;

  it('closes at the scheduled time, not before; a later time waits; a cleared one does nothing', async () => {
    const owner = await signIn(server(), 'ejer');
    const { conversation_id: cid } = await createConversationVia(server(), owner.token);
    const put = (json: Record<string, unknown>) =>
      server().request('/api/v3/conversations', {
        method: 'PUT',
        token: owner.token,
        json: { conversation_id: cid, ...json },
      });
    const closesAt = Date.now() + HOUR;
    const saved = await put({ closes_at: closesAt });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ closes_at: closesAt, is_active: true });
    // The list's card says when it closes.
    const list = await server().request('/api/v3/conversations', { token: owner.token });
    expect(await list.json()).toEqual([expect.objectContaining({ closes_at: closesAt })]);
    const zid = (
      await server().db.query<{ zid: number }>('SELECT zid FROM zinvites WHERE zinvite = $1', [cid])
    ).rows[0].zid;
    const { rows: jobs } = await server().db.query<{ state: string; run_after: number }>(
      'SELECT state, run_after FROM jobs WHERE kind = $1 AND key = $2',
      [CLOSE_JOB, String(zid)],
    );
    expect(jobs).toEqual([{ state: 'queued', run_after: closesAt }]);

    const job = { kind: CLOSE_JOB, key: String(zid), payload: {}, attempt: 1 };
    const context = { db: server().db, signal: new AbortController().signal, attempt: 1 };
    const isActive = async () =>
      (await (await server().request(`/api/v3/conversations?conversation_id=${cid}`)).json()) as {
        is_active: boolean;
      };
    // A minute early (the job ran early, or the owner moved the time): wait for the rest.
    expect(await createCloseJob(() => closesAt - 60_000)(job, context)).toEqual({
      againAfterMs: 60_000,
    });
    expect((await isActive()).is_active).toBe(true);
    // Due: closed.
    await createCloseJob(() => closesAt)(job, context);
    expect((await isActive()).is_active).toBe(false);

    // Cleared before it was due: reopened and unscheduled, the job leaves it open.
    expect((await put({ is_active: true, closes_at: null })).status).toBe(200);
    expect(await createCloseJob(() => closesAt + HOUR)(job, context)).toBeUndefined();
    expect((await isActive()).is_active).toBe(true);
  });

  it('refuses a time that is no time, next to the field', async () => {
    const owner = await signIn(server(), 'ejer');
    const { conversation_id: cid } = await createConversationVia(server(), owner.token);
    const response = await server().request('/api/v3/conversations', {
      method: 'PUT',
      token: owner.token,
      json: { conversation_id: cid, closes_at: 'i morgen' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      field: 'closes_at',
      message: expect.stringMatching(/Lukketidspunktet/u),
    });
    // A time already passed: refused with its own reason, and nothing is scheduled.
    const past = await server().request('/api/v3/conversations', {
      method: 'PUT',
      token: owner.token,
      json: { conversation_id: cid, closes_at: Date.now() - 3_600_000 },
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      field: 'closes_at',
      message: expect.stringMatching(/allerede passeret/u),
    });
    const { rows } = await server().db.query('SELECT 1 FROM jobs WHERE kind = $1', [CLOSE_JOB]);
    expect(rows).toHaveLength(0);
  });

  it('copies settings and seeds, not participants, their statements or votes; owner only', async () => {
    const { alice, id } = await kit.setup(['Flere bænke', 'Færre biler'], {
      strict_moderation: true,
      help_color: '#123456',
      parent_url: 'https://kommune.dk/dialog',
    });
    await kit.configure(alice.token, id, { closes_at: Date.now() + 3_600_000 });
    const voter = await kit.newParticipant(id, 0, 1);
    await kit.statement(voter.token, { conversation_id: id, txt: 'Mit eget udsagn' });
    const colleague = await signIn(server(), 'kollega', { email: 'kollega@kommune.dk' });
    await call('POST', '/conversationModerators', alice.token, {
      conversation_id: id,
      email: 'kollega@kommune.dk',
    });

    // A co-moderator moderates it, but does not copy it.
    const refused = await call('POST', '/conversationCopies', colleague.token, {
      conversation_id: id,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'polis_err_owner_only' });

    const copied = await call('POST', '/conversationCopies', alice.token, { conversation_id: id });
    expect(copied.status).toBe(200);
    const { conversation_id: copyId, seeds } = (await copied.json()) as {
      conversation_id: string;
      seeds: number;
    };
    expect(copyId).not.toBe(id);
    expect(seeds).toBe(2);
    const copy = await read(copyId, alice.token);
    expect(copy).toMatchObject({
      topic: 'Kopi af Byens træer',
      description: 'Hvad skal der ske med træerne?',
      strict_moderation: true,
      help_color: '#123456',
      is_draft: true,
      is_active: true,
      is_owner: true,
      // Not copied: where the original is embedded, its scheduled close.
      parent_url: null,
      closes_at: null,
    });
    const zid = await zidOf(server().db, copyId);
    const { rows: statements } = await server().db.query<{ txt: string; is_seed: boolean }>(
      'SELECT txt, is_seed FROM comments WHERE zid = $1 ORDER BY tid',
      [zid],
    );
    expect(statements).toEqual([
      { txt: 'Flere bænke', is_seed: true },
      { txt: 'Færre biler', is_seed: true },
    ]);
    expect(await count('votes', zid)).toBe(0);
    // Only Alice, who writes the seeds; no co-moderator either.
    expect(await count('participants', zid)).toBe(1);
    expect(await count('conversation_moderators', zid)).toBe(0);
    // The original is untouched.
    expect(await count('votes', await zidOf(server().db, id))).toBeGreaterThan(0);
  });

  it('archives out of the list and restores; the public page works as before; owner only', async () => {
    const { alice, id } = await kit.setup(['Et frø']);
    const colleague = await signIn(server(), 'kollega2', { email: 'kollega2@kommune.dk' });
    await call('POST', '/conversationModerators', alice.token, {
      conversation_id: id,
      email: 'kollega2@kommune.dk',
    });
    const mine = async () =>
      ((await (await call('GET', '/conversations', alice.token)).json()) as ConversationListItem[])
        .filter((item) => item.conversation_id === id)
        .map((item) => item.archived_at);

    expect(await mine()).toEqual([null]);
    const refused = await call('POST', '/archivedConversations', colleague.token, {
      conversation_id: id,
    });
    expect(refused.status).toBe(403);

    const archived = await call('POST', '/archivedConversations', alice.token, {
      conversation_id: id,
    });
    expect(archived.status).toBe(200);
    const { archived_at: at } = (await archived.json()) as { archived_at: number };
    expect(at).toEqual(expect.any(Number));
    // Still listed (the client files it under 'Arkiverede samtaler'), read and public as before.
    expect(await mine()).toEqual([at]);
    expect((await read(id, alice.token)).archived_at).toBe(at);
    expect((await kit.init(id)).status).toBe(200);
    expect((await kit.newParticipant(id, 0, 1)).token).toEqual(expect.any(String));

    expect(
      (await call('DELETE', `/archivedConversations?conversation_id=${id}`, colleague.token))
        .status,
    ).toBe(403);
    const restored = await call(
      'DELETE',
      `/archivedConversations?conversation_id=${id}`,
      alice.token,
    );
    expect(await restored.json()).toMatchObject({ conversation_id: id, archived_at: null });
    expect(await mine()).toEqual([null]);
  });
});
