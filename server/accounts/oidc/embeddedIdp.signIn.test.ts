// End-to-end test of the embedded identity provider over real HTTP: the SPA's whole sign-in and
// sign-out flow, driven with fetch, manual redirects and a hand-rolled cookie jar.
import { createHash, randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  AUDIENCE,
  CLIENT_ID,
  PASSWORD,
  mountIdp,
  useIdpTestEnv,
} from '../../../tests/server/support/embeddedIdpHarness';
import { KEY_FILE_NAME } from './keys';
import { base64url, browser, form } from '../../../tests/server/support/oidcBrowser';

describe('embedded identity provider', () => {
  const idpEnv = useIdpTestEnv();

  it('signs in with a password, issues API JWTs, serves userinfo and signs out', async () => {
    const env = idpEnv();
    const { issuer, origin, dataDir, accessCookie, annaSubject } = env;
    const idp = await mountIdp(env);
    expect(idp.mountPath).toBe('/oidc');
    expect(idp.jwksUri).toBe(`${issuer}/jwks`);
    const b = browser(accessCookie);
    const spa = { origin }; // the SPA's requests carry its Origin, like a browser's fetch

    // Discovery, readable cross-origin from the Vite dev server too.
    const discoveryResponse = await b.request(`${issuer}/.well-known/openid-configuration`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(discoveryResponse.status).toBe(200);
    expect(discoveryResponse.headers.get('access-control-allow-origin')).toBe(
      'http://localhost:5173',
    );
    const discovery = (await discoveryResponse.json()) as Record<string, string>;
    expect(discovery.issuer).toBe(issuer);
    for (const key of [
      'authorization_endpoint',
      'token_endpoint',
      'jwks_uri',
      'userinfo_endpoint',
      'end_session_endpoint',
    ]) {
      expect(discovery[key], key).toMatch(new RegExp(`^${issuer}/`, 'u'));
    }
    expect(discovery.jwks_uri).toBe(idp.jwksUri);

    // Authorization request as oidc-client-ts sends it, plus the Auth0-style audience.
    const verifier = base64url(randomBytes(32));
    const challenge = base64url(createHash('sha256').update(verifier).digest());
    const state = base64url(randomBytes(12));
    const nonce = base64url(randomBytes(12));
    const authorize = new URL(discovery.authorization_endpoint);
    authorize.search = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: 'openid profile email',
      state,
      nonce,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      audience: AUDIENCE,
    }).toString();
    const toInteraction = await b.request(authorize.href);
    expect(toInteraction.status).toBe(303);
    const interactionUrl = new URL(toInteraction.headers.get('location')!, issuer).href;
    expect(interactionUrl).toMatch(new RegExp(`^${issuer}/interaction/[\\w-]+$`, 'u'));

    // Our Danish sign-in page, with its security headers.
    const page = await b.request(interactionUrl);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<html lang="da">');
    expect(html).toMatch(/<label for="email">E-mail<\/label>/u);
    expect(html).toMatch(/<label for="password">Adgangskode<\/label>/u);
    expect(html).toMatch(/<button type="submit">Log ind<\/button>/u);
    expect(html).toMatch(/<input id="email" name="email" type="email" required/u);
    expect(html).toMatch(/<input id="password" name="password" type="password" required/u);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/u);
    const css = await b.request(`${issuer}/assets/idp.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain('#6b5dcf');

    // An invalid e-mail re-renders the form with a Danish error, keeping what was typed.
    const invalid = await b.request(interactionUrl, form({ email: 'anna@<3', password: 'x' }));
    expect(invalid.status).toBe(400);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain('Det ligner ikke en gyldig e-mailadresse');
    expect(invalidHtml).toContain('value="anna@&lt;3"');
    expect(invalidHtml).toContain('aria-invalid="true"');

    // A wrong password: the same answer as for an address without an account.
    const wrong = await b.request(
      interactionUrl,
      form({ email: 'anna.jensen@example.dk', password: 'forkert-kode-1' }),
    );
    const nobody = await b.request(
      interactionUrl,
      form({ email: 'ingen@example.dk', password: 'forkert-kode-1' }),
    );
    expect(wrong.status).toBe(401);
    expect(nobody.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('Forkert e-mail eller adgangskode');
    expect((await nobody.text()).replace(/"[^"]*(challenge|interaction)[^"]*"/gu, '')).toBe(
      wrongHtml
        .replace(/"[^"]*(challenge|interaction)[^"]*"/gu, '')
        .replace('anna.jensen@example.dk', 'ingen@example.dk'),
    );

    // The right password signs in and the flow resumes to the SPA with a code.
    const signedIn = await b.request(
      interactionUrl,
      form({ email: '  Anna.Jensen@Example.DK ', password: PASSWORD }),
    );
    expect(signedIn.status).toBe(303);
    let location = new URL(signedIn.headers.get('location')!, issuer).href;
    let hops = 0;
    while (location.startsWith(issuer) && hops++ < 5) {
      const hop = await b.request(location);
      expect(hop.status).toBeGreaterThanOrEqual(300);
      expect(hop.status).toBeLessThan(400);
      location = new URL(hop.headers.get('location')!, issuer).href;
    }
    const callback = new URL(location);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${origin}/`);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(issuer);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    // Token exchange from the browser: public client, no secret, no resource parameter.
    const tokenResponse = await fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...spa },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: `${origin}/`,
        client_id: CLIENT_ID,
        code_verifier: verifier,
      }),
    });
    expect(tokenResponse.status).toBe(200);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(origin);
    const tokens = (await tokenResponse.json()) as Record<string, string | number>;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(600);
    expect(tokens.refresh_token).toEqual(expect.any(String));

    // The access token is an RS256 JWT for the API, verifiable through the published JWKS.
    const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
    const accessToken = String(tokens.access_token);
    expect(decodeProtectedHeader(accessToken).alg).toBe('RS256');
    const { payload: at } = await jwtVerify(accessToken, jwks, { issuer, audience: AUDIENCE });
    const sub = annaSubject;
    expect(at.sub).toBe(sub);
    expect(at.email).toBe('anna.jensen@example.dk');
    expect(at.name).toBe('Anna Jensen');
    expect(at.client_id).toBe(CLIENT_ID);
    expect(String(at.scope).split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(at.exp! - at.iat!).toBe(600);

    const { payload: idToken } = await jwtVerify(String(tokens.id_token), jwks, {
      issuer,
      audience: CLIENT_ID,
    });
    expect(idToken.sub).toBe(sub);
    expect(idToken.nonce).toBe(nonce);
    expect(idToken.email).toBe('anna.jensen@example.dk');
    expect(idToken.name).toBe('Anna Jensen');

    // Userinfo, from the SPA's origin, with the API access token.
    const preflight = await fetch(discovery.userinfo_endpoint, {
      method: 'OPTIONS',
      headers: { ...spa, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${accessToken}`, ...spa },
    });
    expect(userinfo.status).toBe(200);
    expect(userinfo.headers.get('access-control-allow-origin')).toBe(origin);
    expect(await userinfo.json()).toEqual({
      sub,
      email: 'anna.jensen@example.dk',
      name: 'Anna Jensen',
    });
    const badUserinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${accessToken.slice(0, -4)}AAAA` },
    });
    expect(badUserinfo.status).toBe(401);

    // Renewal with the refresh token (rotated on use) while the session lives.
    const refresh = (token: string) =>
      fetch(discovery.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...spa },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: CLIENT_ID,
        }),
      });
    const refreshResponse = await refresh(String(tokens.refresh_token));
    expect(refreshResponse.status).toBe(200);
    const refreshed = (await refreshResponse.json()) as Record<string, string | number>;
    const { payload: renewed } = await jwtVerify(String(refreshed.access_token), jwks, {
      issuer,
      audience: AUDIENCE,
    });
    expect(renewed.sub).toBe(sub);

    // Silent renew: prompt=none while the provider session lives gives a fresh code directly.
    const silent = new URL(authorize);
    silent.searchParams.set('prompt', 'none');
    silent.searchParams.set('state', 'silent');
    const silentResponse = await b.request(silent.href);
    expect(silentResponse.status).toBe(303);
    const silentCallback = new URL(silentResponse.headers.get('location')!);
    expect(silentCallback.origin).toBe(origin);
    expect(silentCallback.searchParams.get('code')).toBeTruthy();
    expect(silentCallback.searchParams.get('state')).toBe('silent');

    // Sign-out: our Danish page whose form (pressed by logout.js) ends the session → /home.
    const endSession = new URL(discovery.end_session_endpoint);
    endSession.search = new URLSearchParams({
      id_token_hint: String(tokens.id_token),
      post_logout_redirect_uri: `${origin}/home`,
      state: 'bye',
    }).toString();
    const logoutPage = await b.request(endSession.href);
    expect(logoutPage.status).toBe(200);
    expect(logoutPage.headers.get('content-security-policy')).toContain("script-src 'self'");
    const logoutHtml = await logoutPage.text();
    expect(logoutHtml).toContain('Log ud');
    expect(logoutHtml).toContain('src="/oidc/assets/logout.js"');
    expect(logoutHtml).not.toMatch(/<script(?![^>]*\ssrc=)/u);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/u.exec(logoutHtml)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/u.exec(logoutHtml)?.[1];
    expect(action).toBe(`${issuer}/session/end/confirm`);
    expect(xsrf).toBeTruthy();
    const script = await b.request(`${issuer}/assets/logout.js`);
    expect(await script.text()).toContain('requestSubmit');
    const confirmed = await b.request(action!, form({ xsrf: xsrf!, logout: 'yes' }));
    expect(confirmed.status).toBe(303);
    const afterLogout = new URL(confirmed.headers.get('location')!);
    expect(`${afterLogout.origin}${afterLogout.pathname}`).toBe(`${origin}/home`);
    expect(afterLogout.searchParams.get('state')).toBe('bye');

    // The provider session is gone: silent renew now ends in login_required.
    const afterSilent = await b.request(silent.href);
    const afterSilentCallback = new URL(afterSilent.headers.get('location')!);
    expect(afterSilentCallback.searchParams.get('error')).toBe('login_required');

    // Signing out again without a session: oidc-provider's auto-submitting form, whose inline
    // script is allowed by hash in our CSP rather than by 'unsafe-inline'.
    const again = await b.request(endSession.href);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/u);

    // Signing out revoked the session's grant: the refresh token renews nothing any more.
    const refreshAfter = await refresh(String(refreshed.refresh_token));
    expect(refreshAfter.status).toBe(400);
    expect(((await refreshAfter.json()) as { error: string }).error).toBe('invalid_grant');

    // Keys persist, private to the owner.
    expect((await stat(join(dataDir, KEY_FILE_NAME))).mode & 0o777).toBe(0o600);
  });
});
