// noteSession (docs/api.md#sessions): a session is noted when first seen and then at most once a
// minute, and a note within the minute neither writes nor locks the row (a lock sets xmax: it
// would be a transaction to commit on every authenticated request).
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { listSessions, noteSession } from './accountSessions';

const T = 1_800_000_000_000;

describe.each(testEngines())('noteSession on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;

  async function user(): Promise<number> {
    const { rows } = await db().query<{ uid: number }>(
      "INSERT INTO users (email) VALUES ('s@example.dk') RETURNING uid",
    );
    return rows[0].uid;
  }
  const note = (uid: number, now: number, issuedAt: number, device = 'Firefox på Linux') =>
    noteSession(db(), { uid, grantId: 'g1', device, issuedAt, now });
  const row = async (uid: number) =>
    (
      await db().query<{ last_seen: string; last_iat: string; device: string; locked: boolean }>(
        `SELECT last_seen::text, last_iat::text, device, xmax::text <> '0' AS locked
         FROM account_sessions WHERE uid = $1`,
        [uid],
      )
    ).rows;

  it('inserts a new session, then leaves it alone (unlocked) for a minute', async () => {
    const uid = await user();
    await note(uid, T, 100);
    await note(uid, T + 30_000, 130, 'Chrome på Android');
    expect(await row(uid)).toEqual([
      { last_seen: String(T), last_iat: '100', device: 'Firefox på Linux', locked: false },
    ]);
  });

  it('updates it after a minute, keeping the newest iat', async () => {
    const uid = await user();
    await note(uid, T, 100);
    await note(uid, T + 61_000, 90, 'Chrome på Android');
    expect(await row(uid)).toMatchObject([
      { last_seen: String(T + 61_000), last_iat: '100', device: 'Chrome på Android' },
    ]);
    await note(uid, T + 200_000, 300);
    const [session] = await listSessions(db(), uid, 0);
    expect(session).toMatchObject({ first_seen: T, last_seen: T + 200_000, last_iat: 300 });
  });
});
