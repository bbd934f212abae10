// The embedded identity provider outside the sign-in flow: Danish pages for stale or gated
// requests, and refusals for unknown clients, foreign redirects and foreign origins.
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ID,
  PASSWORD,
  mountIdp,
  useIdpTestEnv,
} from '../../../tests/server/support/embeddedIdpHarness';
import { browser, form } from '../../../tests/server/support/oidcBrowser';

describe('embedded identity provider', () => {
  const idpEnv = useIdpTestEnv();

  it('answers outside the flow with Danish pages and rejects unknown clients', async () => {
    const env = idpEnv();
    const { issuer, origin } = env;
    await mountIdp(env, { dataDir: null });

    // Without the access code the sign-in page shows no form and accepts nothing.
    const noCode = browser();
    const start = await noCode.request(
      `${issuer}/auth?client_id=${CLIENT_ID}&response_type=code&scope=openid&code_challenge=${'c'.repeat(43)}&code_challenge_method=S256&redirect_uri=${encodeURIComponent(`${origin}/`)}`,
    );
    const gated = new URL(start.headers.get('location')!, issuer).href;
    const shown = await noCode.request(gated);
    expect(shown.status).toBe(403);
    const shownHtml = await shown.text();
    expect(shownHtml).toContain('Skriv adgangskoden først');
    expect(shownHtml).not.toContain('name="password"');
    const posted = await noCode.request(
      gated,
      form({ email: 'anna.jensen@example.dk', password: PASSWORD }),
    );
    expect(posted.status).toBe(403);
    expect(posted.headers.get('location')).toBeNull();

    const stale = await fetch(`${issuer}/interaction/abc123`);
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain('Log ind er udløbet');

    const unknown = await fetch(
      `${issuer}/auth?client_id=someone-else&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${origin}/`)}`,
      { redirect: 'manual' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await unknown.text()).toContain('Der opstod en fejl');

    const evilRedirect = await fetch(
      `${issuer}/auth?client_id=${CLIENT_ID}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('https://evil.example/')}`,
      { redirect: 'manual' },
    );
    expect(evilRedirect.status).toBe(400);

    const noToken = await fetch(`${issuer}/me`);
    expect(noToken.status).toBe(401);

    // The token endpoint refuses browsers from other origins.
    const foreign = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'x',
        client_id: CLIENT_ID,
      }),
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
