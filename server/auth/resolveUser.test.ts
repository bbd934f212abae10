import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { testEngines } from '../testing';
import { setupTestServer } from '../testing/vitest';
import { resolveUser } from './resolveUser';

describe.each(testEngines())('resolveUser on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;

  it('creates the user on first sight, named by the name claim', async () => {
    const user = await resolveUser(db(), { sub: 'kc|1', email: 'Anna@Example.dk', name: 'Anna A' });
    expect(user).toMatchObject({ email: 'anna@example.dk', hname: 'Anna A', tut: 0 });
    const { rows } = await db().query('SELECT oidc_sub, uid FROM oidc_user_mappings');
    expect(rows).toEqual([{ oidc_sub: 'kc|1', uid: user.uid }]);
  });

  it("falls back to the e-mail's local part for the name", async () => {
    expect((await resolveUser(db(), { sub: 'kc|2', email: 'bo.b@example.dk' })).hname).toBe('bo.b');
  });

  it('finds the user by subject afterwards, even without e-mail in the token', async () => {
    const first = await resolveUser(db(), { sub: 'kc|3', email: 'c@example.dk' });
    expect(await resolveUser(db(), { sub: 'kc|3' })).toEqual(first);
  });

  it('links a new subject with a known e-mail to the same user', async () => {
    const first = await resolveUser(db(), { sub: 'old-idp|4', email: 'd@example.dk' });
    const second = await resolveUser(db(), { sub: 'new-idp|4', email: 'D@example.dk' });
    expect(second.uid).toBe(first.uid);
  });

  it('creates one user when the first requests arrive together', async () => {
    const users = await Promise.all(
      Array.from({ length: 6 }, () => resolveUser(db(), { sub: 'kc|5', email: 'e@example.dk' })),
    );
    expect(new Set(users.map((user) => user.uid)).size).toBe(1);
    const { rows } = await db().query('SELECT uid FROM users');
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['no e-mail', { sub: 'kc|6' }],
    ['a malformed e-mail', { sub: 'kc|7', email: 'not an email' }],
    ['an over-long e-mail', { sub: 'kc|8', email: `${'x'.repeat(300)}@example.dk` }],
  ])('refuses a new subject with %s: 400 invalid_user_data', async (_, claims) => {
    const error = await resolveUser(db(), claims).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, error: 'invalid_user_data' });
    expect((await db().query('SELECT uid FROM users')).rows).toHaveLength(0);
  });
});
