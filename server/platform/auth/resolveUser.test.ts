import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { resolveUser, type ResolveUserOptions } from './resolveUser';

const ISSUER = 'https://login.example.dk';
const external: ResolveUserOptions = { embedded: false, issuer: ISSUER, linkVerifiedEmail: false };
const linking: ResolveUserOptions = { ...external, linkVerifiedEmail: true };

describe.each(testEngines())('resolveUser on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;

  it('creates the user on first sight, named by the name claim, mapped by (issuer, sub)', async () => {
    const claims = { sub: 'kc|1', email: 'Anna@Example.dk', name: 'Anna A' };
    const user = await resolveUser(db(), claims, external);
    expect(user).toMatchObject({ email: 'anna@example.dk', hname: 'Anna A', tut: 0 });
    expect(user.is_site_admin).toBe(false);
    const { rows } = await db().query('SELECT issuer, oidc_sub, uid FROM oidc_user_mappings');
    expect(rows).toEqual([{ issuer: ISSUER, oidc_sub: 'kc|1', uid: user.uid }]);
  });

  it('takes no part of the e-mail as a name (it would be public as ownername)', async () => {
    const user = await resolveUser(db(), { sub: 'kc|2', email: 'bo.b@example.dk' }, external);
    expect(user.hname).toBeNull();
  });

  it('finds the user by subject afterwards, even without e-mail in the token', async () => {
    const first = await resolveUser(db(), { sub: 'kc|3', email: 'c@example.dk' }, external);
    expect(await resolveUser(db(), { sub: 'kc|3' }, external)).toEqual(first);
  });

  it('the same sub from another issuer is another person', async () => {
    await resolveUser(db(), { sub: 'same', email: 'one@example.dk' }, external);
    const other = { ...external, issuer: 'https://other.example.dk' };
    const error = await resolveUser(db(), { sub: 'same' }, other).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, error: 'invalid_user_data' });
  });

  it('never links a new subject to an existing user by an unverified e-mail', async () => {
    await resolveUser(db(), { sub: 'old|4', email: 'd@example.dk' }, external);
    for (const [claims, options] of [
      [{ sub: 'new|4', email: 'D@example.dk' }, linking],
      [{ sub: 'new|4', email: 'd@example.dk', emailVerified: true }, external],
    ] as const) {
      const error = await resolveUser(db(), claims, options).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 409, error: 'polis_err_account_email_taken' });
    }
    const { rows } = await db().query('SELECT oidc_sub FROM oidc_user_mappings ORDER BY oidc_sub');
    expect(rows).toEqual([{ oidc_sub: 'old|4' }]);
  });

  it('links by a verified e-mail when the operator allows it (OIDC_LINK_VERIFIED_EMAIL=1)', async () => {
    const first = await resolveUser(db(), { sub: 'old|5', email: 'e@example.dk' }, external);
    const claims = { sub: 'new|5', email: 'E@example.dk', emailVerified: true };
    expect((await resolveUser(db(), claims, linking)).uid).toBe(first.uid);
  });

  it('claims a mapping from before issuers were recorded', async () => {
    const { rows } = await db().query<{ uid: number }>(
      `INSERT INTO users (email, hname) VALUES ('f@example.dk', 'F') RETURNING uid`,
    );
    await db().query(
      `INSERT INTO oidc_user_mappings (issuer, oidc_sub, uid) VALUES ('', 'kc|6', $1)`,
      [rows[0].uid],
    );
    expect((await resolveUser(db(), { sub: 'kc|6' }, external)).uid).toBe(rows[0].uid);
  });

  it("the embedded provider's subjects are its accounts; an unknown one is a 401", async () => {
    const { rows } = await db().query<{ uid: number }>(
      `INSERT INTO users (email, hname, idp_subject) VALUES ('g@example.dk', 'G', 'subj-g') RETURNING uid`,
    );
    const embedded = { ...external, embedded: true };
    expect((await resolveUser(db(), { sub: 'subj-g' }, embedded)).uid).toBe(rows[0].uid);
    const error = await resolveUser(db(), { sub: 'nobody', email: 'g@example.dk' }, embedded).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 401 });
  });

  it('creates one user when the first requests arrive together', async () => {
    const users = await Promise.all(
      Array.from({ length: 6 }, () =>
        resolveUser(db(), { sub: 'kc|7', email: 'h@example.dk' }, external),
      ),
    );
    expect(new Set(users.map((user) => user.uid)).size).toBe(1);
    const { rows } = await db().query('SELECT uid FROM users');
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['no e-mail', { sub: 'kc|8' }],
    ['a malformed e-mail', { sub: 'kc|9', email: 'not an email' }],
    ['an over-long e-mail', { sub: 'kc|10', email: `${'x'.repeat(300)}@example.dk` }],
  ])('refuses a new subject with %s: 400 invalid_user_data', async (_, claims) => {
    const error = await resolveUser(db(), claims, external).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, error: 'invalid_user_data' });
    expect((await db().query('SELECT uid FROM users')).rows).toHaveLength(0);
  });
});
