import { describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';

describe('GET /users with OIDC_EMAIL_CLAIM', () => {
  const server = setupTestServer({ env: { OIDC_EMAIL_CLAIM: 'https://raadslag.dk/email' } });

  it('reads exactly the configured (Auth0 namespaced) e-mail claim', async () => {
    const token = await server().mintToken({
      sub: 'auth0|2',
      email: 'other@example.dk',
      claims: { 'https://raadslag.dk/email': 'ns@example.dk' },
    });
    const response = await server().request('/api/v3/users', { token });
    expect(await response.json()).toMatchObject({ email: 'ns@example.dk', hname: '' });
  });
});

describe.each(testEngines())('GET /users on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const getUsers = (token?: string, headers?: Record<string, string>) =>
    server().request('/api/v3/users', { token, headers });
  const userCount = async () => (await server().db.query('SELECT uid FROM users')).rows.length;

  it('returns the signed-in user, created on first sight', async () => {
    const token = await server().mintToken({
      sub: 'sub-1',
      email: 'Anna@Example.dk',
      name: 'Anna',
    });
    const response = await getUsers(token);
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toEqual({
      uid: 1,
      email: 'anna@example.dk',
      hname: 'Anna',
      hasXid: false,
      finishedTutorial: false,
      site_ids: [],
      created: expect.any(Number),
      isSiteAdmin: false,
    });
    // The second call maps the same subject to the same user.
    expect(await (await getUsers(token)).json()).toEqual(user);
    expect(await userCount()).toBe(1);
  });

  it('never takes the e-mail from an arbitrary claim ending in /email', async () => {
    const token = await server().mintToken({
      sub: 'auth0|2',
      email: null,
      claims: { 'https://raadslag.dk/email': 'ns@example.dk' },
    });
    const response = await getUsers(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_user_data' });
    expect(await userCount()).toBe(0);
  });

  it('answers 401 with the error body when there is no token', async () => {
    const response = await getUsers();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'polis_err_auth_token_not_supplied',
      message: expect.any(String),
      status: 401,
    });
  });

  it('answers 401 for an expired token, and says it expired', async () => {
    const response = await getUsers(await server().mintExpiredToken({ sub: 'sub-3' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: 'polis_err_auth_token_invalid',
      message: expect.stringMatching(/udløbet/),
    });
    expect(await userCount()).toBe(0);
  });

  it('answers 401 for a forged token and writes nothing', async () => {
    const response = await getUsers(await server().mintForgedToken({ sub: 'sub-4' }));
    expect(response.status).toBe(401);
    expect(await userCount()).toBe(0);
  });

  it.each(['Basic dXNlcjpwdw==', 'Bearer', 'Bearer a b', 'Bearer not.a.jwt'])(
    'answers 401 for Authorization: %s',
    async (authorization) => {
      expect((await getUsers(undefined, { Authorization: authorization })).status).toBe(401);
    },
  );

  it('answers 400 invalid_user_data for a new subject without e-mail', async () => {
    const response = await getUsers(await server().mintToken({ sub: 'sub-5', email: null }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_user_data', status: 400 });
    expect(await userCount()).toBe(0);
  });
});
