// A password change ends every other session of the account, over real HTTP against the embedded
// provider (docs/api.md#sessions): two browsers sign in; one changes the password. The other's
// access token is refused by the API, its refresh token renews nothing and its silent sign-in asks
// for the password again — while the session that made the change goes on. A reset by e-mail link
// ends that one too. Passkey changes ask for a sign-in of the last few minutes (auth_time).
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword } from '../changePassword';
import { addUser, completeLink, requestReset } from '../linkFlows';
import { createMailbox } from '../mailer';
import { createAccountServices, type AccountServices } from '../services';
import { resolveUser } from '../../platform/auth/resolveUser';
import { createTokenVerifier } from '../../platform/auth/verifyToken';
import { loadServerConfig } from '../../platform/config/config';
import { HttpError } from '../../platform/http/errors';
import { findAccountBySubject } from '../../platform/auth/accounts';
import { base64url, browser, form, type Browser } from '../../../tests/server/support/oidcBrowser';
import {
  AUDIENCE,
  CLIENT_ID,
  PASSWORD,
  mountIdp,
  startIdpTestEnv,
  type IdpTestEnv,
} from '../../../tests/server/support/embeddedIdpHarness';

const NEW_PASSWORD = 'ny-lang-adgangskode-til-anna';
const RESET_PASSWORD = 'endnu-en-ny-adgangskode-til-anna';
const EMAIL = 'anna.jensen@example.dk';

describe('embedded identity provider: sessions after a password change', () => {
  let env: IdpTestEnv;
  let services: AccountServices;
  let mailbox: ReturnType<typeof createMailbox>;

  beforeAll(async () => {
    env = await startIdpTestEnv();
    mailbox = createMailbox();
    services = createAccountServices(env.db, loadServerConfig({ PUBLIC_ORIGIN: env.origin }), {
      mailer: mailbox,
    });
    await mountIdp(env, { services, sharedState: true });
  });
  afterAll(() => env.close());

  interface Session {
    b: Browser;
    silent: URL;
    access: string;
    refresh: string;
  }

  /** The SPA's sign-in in a browser of its own: code flow with PKCE, the tokens it ends with. */
  async function signIn(password: string, email = EMAIL): Promise<Session> {
    const b = browser(env.accessCookie);
    const verifier = base64url(randomBytes(32));
    const authorize = new URL(`${env.issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: `${env.origin}/`,
      response_type: 'code',
      scope: 'openid profile email offline_access',
      state: 's',
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    }).toString();
    let response = await b.request(authorize.href);
    const interaction = new URL(response.headers.get('location')!, env.issuer).href;
    response = await b.request(interaction, form({ email, password }));
    expect(response.status).toBe(303);
    let location = new URL(response.headers.get('location')!, env.issuer).href;
    for (let hops = 0; location.startsWith(env.issuer) && hops < 5; hops++) {
      response = await b.request(location);
      location = new URL(response.headers.get('location')!, env.issuer).href;
    }
    const code = new URL(location).searchParams.get('code')!;
    const tokens = (await (
      await fetch(`${env.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: env.origin },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${env.origin}/`,
          client_id: CLIENT_ID,
          code_verifier: verifier,
        }),
      })
    ).json()) as { access_token: string; refresh_token: string };
    const silent = new URL(authorize);
    silent.searchParams.set('prompt', 'none');
    return { b, silent, access: tokens.access_token, refresh: tokens.refresh_token };
  }

  const renew = (session: Session) =>
    fetch(`${env.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: env.origin },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: session.refresh,
        client_id: CLIENT_ID,
      }),
    });

  /** A silent sign-in (prompt=none): 'code' while the provider session counts, else the error. */
  async function silentSignIn(session: Session): Promise<string> {
    const response = await session.b.request(session.silent.href);
    const callback = new URL(response.headers.get('location')!, env.issuer);
    return callback.searchParams.get('code') ? 'code' : callback.searchParams.get('error')!;
  }

  /** What the API makes of an access token: the account's uid, or the 401's message. */
  async function api(token: string): Promise<number | string> {
    const verify = createTokenVerifier({
      issuer: env.issuer,
      audience: AUDIENCE,
      jwks: createRemoteJWKSet(new URL(`${env.issuer}/jwks`)),
    });
    const options = { embedded: true, issuer: env.issuer, linkVerifiedEmail: false };
    try {
      return (await resolveUser(env.db, await verify(token), options)).uid;
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return error.message;
      throw error;
    }
  }

  const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

  it('a change ends every other session, a reset every one', async () => {
    const { uid } = (await findAccountBySubject(env.db, env.annaSubject))!;
    const here = await signIn(PASSWORD);
    const elsewhere = await signIn(PASSWORD);
    // Each access token names its session's grant and when its person signed in.
    const claims = decodeJwt(here.access);
    expect(claims.grant_id).toEqual(expect.any(String));
    expect(claims.grant_id).not.toBe(decodeJwt(elsewhere.access).grant_id);
    expect(claims.auth_time).toBeLessThanOrEqual(claims.iat!);
    expect(await api(here.access)).toBe(uid);
    expect(await api(elsewhere.access)).toBe(uid);

    const changed = await changePassword(
      services,
      uid,
      { current: PASSWORD, password: NEW_PASSWORD },
      claims.grant_id as string,
    );
    expect(changed).toEqual({ ok: true });

    // Elsewhere: the access token is refused, the refresh token and the provider session are void.
    expect(await api(elsewhere.access)).toBe(
      'Du er logget ud her, fordi adgangskoden er skiftet eller alle andre steder er logget ud. Log ind igen.',
    );
    const renewed = await renew(elsewhere);
    expect(renewed.status).toBe(400);
    expect(((await renewed.json()) as { error: string }).error).toBe('invalid_grant');
    expect(await silentSignIn(elsewhere)).toBe('login_required');
    // Here: the session that changed the password goes on, renewing as before.
    expect(await api(here.access)).toBe(uid);
    const again = await renew(here);
    expect(again.status).toBe(200);
    const next = (await again.json()) as { access_token: string; refresh_token: string };
    expect(await api(next.access_token)).toBe(uid);
    here.refresh = next.refresh_token;
    expect(await silentSignIn(here)).toBe('code');
    // Signing in anew with the new password works (a second on: the epoch is a whole second).
    await sleep(1_100);
    const fresh = await signIn(NEW_PASSWORD);
    expect(await api(fresh.access)).toBe(uid);

    // A reset by e-mail link (the account may have been taken over) ends every session.
    expect((await requestReset(services, { email: EMAIL, address: '192.0.2.1' })).ok).toBe(true);
    const link = mailbox.lastLink(EMAIL)!;
    const token = link.slice(link.indexOf('#') + 1);
    const reset = await completeLink(services, {
      token,
      password: RESET_PASSWORD,
      name: '',
      address: '192.0.2.1',
    });
    expect(reset.ok).toBe(true);
    for (const session of [here, fresh]) {
      expect(await api(session.access)).toMatch(/Log ind igen/u);
      expect((await renew(session)).status).toBe(400);
      expect(await silentSignIn(session)).toBe('login_required');
    }
  });

  it('a first password set by link signs in at once: there was no session to end', async () => {
    const email = 'bo.nielsen@example.dk';
    const added = await addUser(services, { email, name: 'Bo Nielsen', admin: false });
    if (!added.ok || !added.link) throw new Error('user:add gave no link');
    const token = added.link.slice(added.link.indexOf('#') + 1);
    const used = await completeLink(services, {
      token,
      password: NEW_PASSWORD,
      name: '',
      address: '192.0.2.1',
    });
    expect(used.ok).toBe(true);
    // Within the same second as the password was set: a reset's epoch would refuse this session.
    const session = await signIn(NEW_PASSWORD, email);
    expect(await api(session.access)).toEqual(expect.any(Number));
    expect(await silentSignIn(session)).toBe('code');
  });
});
