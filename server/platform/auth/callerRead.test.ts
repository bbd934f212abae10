// The caller read in one statement with its session note and a companion row (callerRead.ts,
// docs/api.md#sessions): the same user and refusals as resolveUser, the same row as the route's own
// read, and the session noted when first seen and then at most once a minute — a note within the
// minute neither writes nor locks the row (a lock sets xmax: a transaction to commit on every call).
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { createConversation, findConversation } from '../../conversations';
import { conversationCompanion } from '../../conversations/repo/conversations';
import { HttpError } from '../http/errors';
import { endSessions } from './accounts';
import { readCaller, type Caller } from './callerRead';
import { listSessions } from './accountSessions';
import type { TokenClaims } from './verifyToken';

const T = 1_800_000_000_000;
const EMBEDDED = { embedded: true, issuer: 'http://test.local/oidc', linkVerifiedEmail: false };
const EXTERNAL = { ...EMBEDDED, embedded: false, issuer: 'https://login.example.dk' };

describe.each(testEngines())('readCaller on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;

  async function account(): Promise<number> {
    const { rows } = await db().query<{ uid: number }>(
      `INSERT INTO users (email, hname, idp_subject) VALUES ('s@example.dk', 'Sara', 'sub-s')
       RETURNING uid`,
    );
    return rows[0].uid;
  }
  const caller = (claims: Partial<TokenClaims>, now = T, device = 'Firefox på Linux'): Caller => ({
    claims: { sub: 'sub-s', grantId: 'g1', issuedAt: 100, ...claims },
    options: EMBEDDED,
    device,
    now,
  });
  const note = async (now: number, issuedAt: number, device?: string) =>
    (await readCaller(db(), caller({ issuedAt }, now, device), null)).user;
  const sessions = async (uid: number) =>
    (
      await db().query<{ last_seen: string; last_iat: string; device: string; locked: boolean }>(
        `SELECT last_seen::text, last_iat::text, device, xmax::text <> '0' AS locked
         FROM account_sessions WHERE uid = $1`,
        [uid],
      )
    ).rows;
  const refusal = (user: Promise<unknown>) =>
    user.then(
      () => null,
      (error: unknown) => error,
    );

  it('notes a new session, then leaves it alone (unlocked) for a minute', async () => {
    const uid = await account();
    expect(await note(T, 100)).toMatchObject({ uid, email: 's@example.dk', hname: 'Sara' });
    await note(T + 30_000, 130, 'Chrome på Android');
    expect(await sessions(uid)).toEqual([
      { last_seen: String(T), last_iat: '100', device: 'Firefox på Linux', locked: false },
    ]);
  });

  it('notes it again after a minute, keeping the newest iat', async () => {
    const uid = await account();
    await note(T, 100);
    await note(T + 61_000, 90, 'Chrome på Android');
    expect(await sessions(uid)).toMatchObject([
      { last_seen: String(T + 61_000), last_iat: '100', device: 'Chrome på Android' },
    ]);
    await note(T + 200_000, 300);
    const [session] = await listSessions(db(), uid, 0);
    expect(session).toMatchObject({ first_seen: T, last_seen: T + 200_000, last_iat: 300 });
  });

  it('refuses, and notes nothing for, a gone account or a session ended since', async () => {
    const gone = await readCaller(db(), caller({ sub: 'nobody' }), null);
    expect(await refusal(gone.user)).toMatchObject({ status: 401, message: /findes ikke/ });
    const uid = await account();
    await endSessions(db(), uid, 'kept');
    const ended = await readCaller(db(), caller({ issuedAt: 100 }), null);
    expect(await refusal(ended.user)).toBeInstanceOf(HttpError);
    expect(await refusal(ended.user)).toMatchObject({ status: 401, message: /logget ud her/ });
    expect(await sessions(uid)).toEqual([]);
    const kept = await readCaller(db(), caller({ grantId: 'kept' }), null);
    expect(await kept.user).toMatchObject({ uid });
    expect(await sessions(uid)).toHaveLength(1);
    await readCaller(db(), caller({ grantId: undefined, issuedAt: T }), null);
    expect(await sessions(uid)).toHaveLength(1);
  });

  it('reads the companion row exactly as the route’s own read does', async () => {
    const uid = await account();
    const { conversation_id } = await createConversation(db(), uid, { topic: 'Byen' });
    const read = await readCaller(db(), caller({}), conversationCompanion(conversation_id));
    expect(read.row).toEqual(await findConversation(db(), conversation_id));
    const none = await readCaller(db(), caller({}), conversationCompanion('zzzzzzzzzz'));
    expect(none.row).toBeNull();
    const uidSeen = await readCaller(db(), caller({}), (_, me) => `SELECT ${me} AS uid`);
    expect(uidSeen.row).toEqual({ uid });
  });

  it('reads an external provider’s known user, and first sight as resolveUser does', async () => {
    const external = (sub: string): Caller => ({
      claims: { sub, email: `${sub}@example.dk` },
      options: EXTERNAL,
      device: 'Firefox på Linux',
      now: T,
    });
    const me = (_: unknown, uid: string) => `SELECT ${uid} AS uid`;
    const first = await readCaller<{ uid: number }>(db(), external('kc-1'), me);
    const created = await first.user;
    expect(created).toMatchObject({ email: 'kc-1@example.dk', hname: null, tut: 0 });
    expect(first.row).toEqual({ uid: created.uid });
    const again = await readCaller<{ uid: number }>(db(), external('kc-1'), me);
    expect(await again.user).toEqual(created);
    expect(again.row).toEqual({ uid: created.uid });
    const anonymous = await readCaller(db(), { ...external('kc-2'), claims: { sub: 'kc-2' } }, me);
    expect(await refusal(anonymous.user)).toMatchObject({ status: 400 });
    expect(anonymous.row).toEqual({ uid: null });
  });
});
