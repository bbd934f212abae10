// Scheduled closing: PUT closes_at queues a `close` job row (it survives a restart: it is a row in
// the jobs table); the job, run with a controlled clock, closes the conversation only once the time
// has come and the schedule still stands, and queues itself again when the time was moved later.
import { describe, expect, it } from 'vitest';
import { createConversationVia, signIn } from '../testing';
import { setupTestServer } from '../testing/vitest';
import { CLOSE_JOB, createCloseJob } from './closeConversation';

describe('scheduled close', () => {
  const server = setupTestServer();
  const HOUR = 3_600_000;

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
});
