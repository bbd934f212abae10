// Security matrix: a signed-in account's password on /account/password (docs/api.md#accounts).
// The current password is required to set a new one, wrong guesses are throttled, and a new
// password ends every other session of the account (docs/api.md#sessions).
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/accounts/passwords';
import { passwordSignIn } from '../../../server/accounts/passwordSignIn';
import { setPasswordHash } from '../../../server/platform/auth/accounts';
import { signIn } from '../support';
import { setupTestServer } from '../support/vitest';

const API = '/api/account';
const testServer = setupTestServer({ embedded: true });

describe('security: changing the password needs the current one', () => {
  const change = (token: string, json: unknown) =>
    testServer().request(`${API}/password`, { method: 'POST', token, json });

  it('a wrong current password changes nothing; the right one does', async () => {
    const { token, user } = await signIn(testServer(), 'anna', { email: 'anna@test.local' });
    await setPasswordHash(testServer().db, user.uid, await hashPassword('annas-gamle-kode'));
    const wrong = await change(token, { current: 'gættet-kode', password: 'annas-nye-kode!' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      field: 'current',
      message: 'Den nuværende adgangskode er forkert.',
    });
    const weak = await change(token, { current: 'annas-gamle-kode', password: 'kort' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ field: 'password' });
    const signInWith = (password: string) =>
      passwordSignIn(testServer().accounts, {
        email: 'anna@test.local',
        password,
        address: '10.0.0.9',
      });
    expect((await signInWith('annas-gamle-kode')).ok).toBe(true);
    const ok = await change(token, { current: 'annas-gamle-kode', password: 'annas-nye-kode!' });
    expect(ok.status).toBe(204);
    expect((await signInWith('annas-nye-kode!')).ok).toBe(true);
    expect((await signInWith('annas-gamle-kode')).ok).toBe(false);
  });

  it('an account without a password is told how to get one', async () => {
    const { token } = await signIn(testServer(), 'anna');
    const reply = await change(token, { current: 'hvad-som-helst', password: 'annas-nye-kode!' });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({
      field: 'current',
      message: expect.stringMatching(/Glemt adgangskode/u),
    });
  });

  it('guessing the current password is throttled (429, Retry-After, Danish)', async () => {
    const { token, user } = await signIn(testServer(), 'anna');
    await setPasswordHash(testServer().db, user.uid, await hashPassword('annas-gamle-kode'));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await change(token, { current: `gæt-${i}-kode`, password: 'annas-nye-kode!' })).status,
      );
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
    const after = await change(token, { current: 'annas-gamle-kode', password: 'annas-nye-kode!' });
    expect(after.status).toBe(429);
    expect(after.headers.get('retry-after')).toMatch(/^\d+$/u);
    expect((await after.json()).message).toMatch(/For mange forkerte forsøg/u);
  });

  it('a new password ends every other session; the one that changed it goes on', async () => {
    const { user } = await signIn(testServer(), 'anna', { email: 'anna@test.local' });
    await setPasswordHash(testServer().db, user.uid, await hashPassword('annas-gamle-kode'));
    // Two sessions of Anna's: this browser's grant and another's.
    const here = await testServer().mintToken({ sub: 'anna', claims: { grant_id: 'grant-her' } });
    const there = await testServer().mintToken({ sub: 'anna', claims: { grant_id: 'grant-der' } });
    const ok = await change(here, { current: 'annas-gamle-kode', password: 'annas-nye-kode!' });
    expect(ok.status).toBe(204);
    const refused = await testServer().request(`${API}/passkeys`, { token: there });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      error: 'polis_err_auth_token_invalid',
      message:
        'Du er logget ud her, fordi adgangskoden er skiftet eller alle andre steder er logget ud. Log ind igen.',
    });
    expect((await testServer().request('/api/v3/users', { token: there })).status).toBe(401);
    expect((await testServer().request(`${API}/passkeys`, { token: here })).status).toBe(200);
  });
});
