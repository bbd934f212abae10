// Security matrix: a signed-in account's own credentials on /account (docs/api.md#accounts) —
// its passkeys (list, add, rename, remove; the password is in accountPassword.test.ts). Who may
// call: the account itself, with a session, signed in within minutes to add or remove one; another
// account's passkey id is 404 like one that does not exist; the last way to sign in cannot be
// removed (409, a Danish reason). The WebAuthn answers come from a software authenticator, so the
// server's verification runs for real.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/accounts/passwords';
import { setPasswordHash } from '../../../server/platform/auth/accounts';
import { createSoftAuthenticator, createTestServer, signIn, type TestServer } from '../support';
import type { PasskeyInfo } from '../../../contract/account';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ embedded: true });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.reset();
});

const API = '/api/account';
const origin = () => server.accounts.passkeys!.settings.origins[0];

/** Registers a passkey through the API as the browser would; returns the stored view. */
async function addPasskey(token: string, name: string) {
  const authenticator = createSoftAuthenticator(origin());
  const optionsReply = await server.request(`${API}/passkeys/options`, {
    method: 'POST',
    token,
    json: {},
  });
  expect(optionsReply.status).toBe(200);
  const { challengeId, options } = await optionsReply.json();
  const { passkey, response } = authenticator.register(options);
  const stored = await server.request(`${API}/passkeys`, {
    method: 'POST',
    token,
    json: { challengeId, response, name },
  });
  expect(stored.status, await stored.clone().text()).toBe(201);
  return { view: (await stored.json()) as PasskeyInfo, passkey, authenticator };
}

const listOf = async (token: string) =>
  (await (await server.request(`${API}/passkeys`, { token })).json()) as PasskeyInfo[];

describe('security: an account manages only its own passkeys', () => {
  it('adds a verified passkey, lists it, and signs in with it (last used set)', async () => {
    const { token, user } = await signIn(server, 'anna', { email: 'anna@test.local' });
    const { view, passkey, authenticator } = await addPasskey(token, 'Min bærbare');
    expect(view).toMatchObject({ name: 'Min bærbare', lastUsed: null });
    expect(await listOf(token)).toEqual([view]);
    const options = await server.accounts.passkeys!.signInOptions('k1');
    const uid = await server.accounts.passkeys!.verifySignIn(
      'k1',
      authenticator.signIn(passkey, options.challenge),
    );
    expect(uid).toBe(user.uid);
    expect((await listOf(token))[0].lastUsed).toEqual(expect.any(Number));
  });

  it('refuses a forged registration (the signature of another challenge)', async () => {
    const { token } = await signIn(server, 'anna');
    const options = await (
      await server.request(`${API}/passkeys/options`, { method: 'POST', token, json: {} })
    ).json();
    const { response } = createSoftAuthenticator(origin()).register({
      ...options.options,
      challenge: 'bm90LXRoZS1zZXJ2ZXJzLWNoYWxsZW5nZQ',
    });
    const reply = await server.request(`${API}/passkeys`, {
      method: 'POST',
      token,
      json: { challengeId: options.challengeId, response, name: 'Falsk' },
    });
    expect(reply.status).toBe(400);
    expect(await listOf(token)).toEqual([]);
  });

  it('renames a passkey; a blank or too long name is refused next to the name', async () => {
    const { token } = await signIn(server, 'anna');
    const { view } = await addPasskey(token, 'Telefon');
    const path = `${API}/passkeys/${view.id}`;
    const renamed = await server.request(path, {
      method: 'PATCH',
      token,
      json: { name: ' Ny  telefon ' },
    });
    expect(renamed.status).toBe(200);
    expect((await listOf(token))[0].name).toBe('Ny telefon');
    for (const name of ['', '   ', 'x'.repeat(61), 42]) {
      const refused = await server.request(path, { method: 'PATCH', token, json: { name } });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        field: 'name',
        message: expect.stringMatching(/navn/u),
      });
    }
    expect((await listOf(token))[0].name).toBe('Ny telefon');
  });

  it("another account's passkey id answers 404 to rename and remove, and stays", async () => {
    const anna = await signIn(server, 'anna');
    const bo = await signIn(server, 'bo');
    const { view } = await addPasskey(anna.token, 'Annas nøgle');
    await addPasskey(anna.token, 'Annas anden nøgle');
    const path = `${API}/passkeys/${view.id}`;
    const rename = await server.request(path, {
      method: 'PATCH',
      token: bo.token,
      json: { name: 'Bos' },
    });
    expect(rename.status).toBe(404);
    const remove = await server.request(path, { method: 'DELETE', token: bo.token });
    expect(remove.status).toBe(404);
    // The same answer as for an id nobody has.
    const unknown = await server.request(`${API}/passkeys/ingen-saadan`, {
      method: 'DELETE',
      token: bo.token,
    });
    expect(unknown.status).toBe(404);
    expect((await listOf(anna.token)).map((p) => p.name)).toEqual([
      'Annas nøgle',
      'Annas anden nøgle',
    ]);
    expect(await listOf(bo.token)).toEqual([]);
  });

  it('no session answers 401 on every route, a forged token too', async () => {
    const anna = await signIn(server, 'anna');
    const { view } = await addPasskey(anna.token, 'Nøgle');
    const forged = await server.mintForgedToken({ sub: 'anna' });
    const calls: [string, string, unknown?][] = [
      ['GET', `${API}/passkeys`],
      ['POST', `${API}/passkeys/options`, {}],
      ['POST', `${API}/passkeys`, { challengeId: 'x', response: {}, name: 'x' }],
      ['PATCH', `${API}/passkeys/${view.id}`, { name: 'Overtaget' }],
      ['DELETE', `${API}/passkeys/${view.id}`],
      ['POST', `${API}/password`, { current: 'x', password: 'en-helt-ny-kode' }],
    ];
    for (const token of [undefined, forged]) {
      for (const [method, path, json] of calls) {
        const reply = await server.request(path, { method, token, json });
        expect(reply.status, `${method} ${path}`).toBe(401);
      }
    }
    expect(await listOf(anna.token)).toEqual([view]);
  });

  it('writes need JSON and an allowed Origin (no cross-site rename)', async () => {
    const { token } = await signIn(server, 'anna');
    const { view } = await addPasskey(token, 'Nøgle');
    const path = `${API}/passkeys/${view.id}`;
    const plain = await server.request(path, {
      method: 'PATCH',
      token,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ name: 'Overtaget' }),
    });
    expect(plain.status).toBe(415);
    const foreign = await server.request(path, {
      method: 'DELETE',
      token,
      headers: { origin: 'https://ond.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await listOf(token)).toEqual([view]);
  });
});

describe('security: the last way to sign in cannot be removed', () => {
  it('without a password the last passkey stays (409 with a Danish reason)', async () => {
    const { token } = await signIn(server, 'anna');
    const first = await addPasskey(token, 'Første');
    const second = await addPasskey(token, 'Anden');
    const gone = await server.request(`${API}/passkeys/${first.view.id}`, {
      method: 'DELETE',
      token,
    });
    expect(gone.status).toBe(204);
    const last = await server.request(`${API}/passkeys/${second.view.id}`, {
      method: 'DELETE',
      token,
    });
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({
      error: 'account_last_credential',
      message: expect.stringMatching(
        /eneste adgangsnøgle.*ingen adgangskode|ikke har en adgangskode/u,
      ),
    });
    expect((await listOf(token)).map((p) => p.name)).toEqual(['Anden']);
  });

  it('with a password the last passkey may go', async () => {
    const { token, user } = await signIn(server, 'anna');
    await setPasswordHash(server.db, user.uid, await hashPassword('annas-gode-kode'));
    const { view } = await addPasskey(token, 'Eneste');
    const gone = await server.request(`${API}/passkeys/${view.id}`, { method: 'DELETE', token });
    expect(gone.status).toBe(204);
    expect(await listOf(token)).toEqual([]);
  });

  it('two removals at once leave one passkey', async () => {
    const { token } = await signIn(server, 'anna');
    const a = await addPasskey(token, 'A');
    const b = await addPasskey(token, 'B');
    const replies = await Promise.all(
      [a, b].map((k) =>
        server.request(`${API}/passkeys/${k.view.id}`, { method: 'DELETE', token }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([204, 409]);
    expect(await listOf(token)).toHaveLength(1);
  });
});

describe('security: changing the ways in needs a fresh sign-in', () => {
  it('adding or removing a passkey with a token from an old sign-in is refused (403, Danish)', async () => {
    const { token: fresh, user } = await signIn(server, 'anna');
    await setPasswordHash(server.db, user.uid, await hashPassword('annas-gamle-kode'));
    const { view } = await addPasskey(fresh, 'Min bærbare');
    const signedInAt = Math.floor(Date.now() / 1000) - 6 * 60;
    const stale = await server.mintToken({ sub: 'anna', claims: { auth_time: signedInAt } });
    const none = await server.mintToken({ sub: 'anna', claims: { auth_time: undefined } });
    for (const token of [stale, none]) {
      for (const [method, path] of [
        ['POST', `${API}/passkeys/options`],
        ['POST', `${API}/passkeys`],
        ['DELETE', `${API}/passkeys/${view.id}`],
      ] as const) {
        const reply = await server.request(path, { method, token, json: {} });
        expect(reply.status, `${method} ${path}`).toBe(403);
        expect(await reply.json()).toMatchObject({
          error: 'account_reauth_required',
          message: expect.stringMatching(/^Log ind igen for at ændre dine adgangsnøgler/u),
        });
      }
    }
    // Reading and renaming need no fresh sign-in; removing with one does.
    expect(await listOf(stale)).toHaveLength(1);
    const renamed = await server.request(`${API}/passkeys/${view.id}`, {
      method: 'PATCH',
      token: stale,
      json: { name: 'Arbejdet' },
    });
    expect(renamed.status).toBe(200);
    const removed = await server.request(`${API}/passkeys/${view.id}`, {
      method: 'DELETE',
      token: fresh,
    });
    expect(removed.status).toBe(204);
  });
});
