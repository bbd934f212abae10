// Security matrix, sign-in that authenticates (docs/api.md#accounts): each row is a finding of the
// outside penetration test, and failed on the code before the fix. The embedded provider is served
// over real HTTP next to the app, as server/start.ts runs them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../server/platform/config/config';
import { createConversationVia, createTestServer, signIn } from '../support';
import {
  Jar,
  makeAccount,
  postForm,
  startHarness,
  startSignIn,
  unlock,
  type Harness,
} from './idpHarness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { SIGNUP_MODE: 'domains', SIGNUP_DOMAINS: 'aarhus.dk' } });
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.app.reset();
});

const gotCode = (response: Response) =>
  response.status === 303 && (response.headers.get('location') ?? '').includes('/oidc/auth/');

describe('security: the embedded provider authenticates', () => {
  it("a sign-in for an existing owner's e-mail without their credential gets no token", async () => {
    await makeAccount(h.app, 'ejer@aarhus.dk', 'ejerens-hemmelige-kode');
    const jar = new Jar();
    await unlock(h, jar);
    const { url } = await startSignIn(h, jar);
    for (const attempt of <Record<string, string>[]>[
      { email: 'ejer@aarhus.dk' },
      { email: 'ejer@aarhus.dk', password: '' },
      { email: 'ejer@aarhus.dk', password: 'gættet-kode' },
    ]) {
      const response = await postForm(url, jar, attempt);
      expect(gotCode(response), JSON.stringify(attempt)).toBe(false);
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    // The right credential does get through (the row is not passing for a broken page).
    expect(
      gotCode(
        await postForm(url, jar, { email: 'ejer@aarhus.dk', password: 'ejerens-hemmelige-kode' }),
      ),
    ).toBe(true);
  });

  it('a site admin’s address typed into the form gets nothing; ADMIN_EMAILS refuses to start', async () => {
    await makeAccount(h.app, 'admin@aarhus.dk', 'administratorens-kode', true);
    const jar = new Jar();
    await unlock(h, jar);
    const { url } = await startSignIn(h, jar);
    const response = await postForm(url, jar, { email: 'admin@aarhus.dk', name: 'Admin' });
    expect(gotCode(response)).toBe(false);
    expect(() => loadServerConfig({ ADMIN_EMAILS: 'admin@aarhus.dk' })).toThrow(/user:add/);
  });

  it('the sign-in page shows and accepts nothing without the access code', async () => {
    await makeAccount(h.app, 'ejer@aarhus.dk', 'ejerens-hemmelige-kode');
    const { url, jar } = await startSignIn(h);
    const page = await fetch(url, { headers: { cookie: jar.header() } });
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).not.toContain('name="password"');
    expect(html).toContain('name="access_code"');
    const posted = await postForm(url, jar, {
      email: 'ejer@aarhus.dk',
      password: 'ejerens-hemmelige-kode',
    });
    expect(gotCode(posted)).toBe(false);
    // The code typed on that page (checked by the server) opens the sign-in form.
    expect((await postForm(url, jar, { access_code: 'forkert' })).status).toBe(400);
    const unlocked = await postForm(url, jar, { access_code: 'DIALOG' });
    expect(unlocked.status).toBe(200);
    expect(await unlocked.text()).toContain('name="password"');
    expect(
      gotCode(
        await postForm(url, jar, { email: 'ejer@aarhus.dk', password: 'ejerens-hemmelige-kode' }),
      ),
    ).toBe(true);
  });

  it('the access code is checked by the server, throttled, and answered with an HttpOnly cookie', async () => {
    // One browser: it keeps the cookies it is given (the per-browser count, lockout.test.ts).
    const jar = new Jar();
    const post = async (code: string) => {
      const response = await h.app.request('/api/account/access-code', {
        method: 'POST',
        json: { code },
        headers: { cookie: jar.header() },
      });
      jar.add(response.headers.getSetCookie());
      return response;
    };
    const right = await post(' DIALOG ');
    expect(right.status).toBe(200);
    const cookie = right.headers.getSetCookie().find((c) => c.startsWith('raadslag_access=')) ?? '';
    expect(cookie).toMatch(/^raadslag_access=v1\./u);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const wrong = await post('forkert');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      message: 'Forkert kode. Prøv igen.',
      field: 'code',
    });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await post(`gæt${i}`)).status);
    expect(answers.slice(-2)).toEqual([429, 429]);
    const throttled = await post('dialog');
    expect(throttled.status).toBe(429);
    expect((await throttled.json()).message).toMatch(
      /^For mange forkerte koder\. Vent \d+ (sekund|minut)/u,
    );
  });

  it('300 sign-in attempts from one address are throttled, and the counters are in the database', async () => {
    const jar = new Jar();
    await unlock(h, jar);
    const { url } = await startSignIn(h, jar);
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      const response = await postForm(url, jar, {
        email: `konto${i}@aarhus.dk`,
        password: 'Sommer2026!',
      });
      statuses.push(response.status);
      if (response.status === 429) break;
    }
    expect(statuses.length).toBeLessThanOrEqual(h.app.accounts.limits.signInAddress.max);
    expect(statuses.at(-1)).toBe(429);
    const { rows } = await h.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM throttle_counters',
    );
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('300 sign-up attempts from one address are throttled', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      const response = await h.app.request('/api/account/signup', {
        method: 'POST',
        json: { email: `ny${i}@aarhus.dk` },
        headers: { cookie: (await h.app.accounts.gate.issueCookie()).split(';')[0] },
      });
      statuses.push(response.status);
    }
    const accepted = statuses.filter((status) => status === 202).length;
    expect(accepted).toBe(h.app.accounts.limits.mailPerAddress.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - accepted);
    expect(h.app.mailbox.sent).toHaveLength(accepted);
  });

  it('a reset request answers the same for an address with and without an account', async () => {
    await makeAccount(h.app, 'ejer@aarhus.dk', 'ejerens-hemmelige-kode');
    const cookie = (await h.app.accounts.gate.issueCookie()).split(';')[0];
    const ask = async (email: string) => {
      const response = await h.app.request('/api/account/password-reset', {
        method: 'POST',
        json: { email },
        headers: { cookie },
      });
      return `${response.status} ${await response.text()}`;
    };
    expect(await ask('ejer@aarhus.dk')).toBe(await ask('ingen@aarhus.dk'));
  });

  it('identity is the subject: a new subject with a known e-mail is not that user', async () => {
    // An external provider's API (as with OIDC_ISSUER): the same e-mail under another subject.
    const api = await createTestServer();
    try {
      const owner = await signIn(api, 'idp|owner', { email: 'ejer@aarhus.dk' });
      await createConversationVia(api, owner.token);
      const impostor = await api.mintToken({ sub: 'other|1', email: 'ejer@aarhus.dk' });
      const response = await api.request(
        '/api/v3/conversations?include_all_conversations_i_am_in=true',
        {
          token: impostor,
        },
      );
      expect(response.status).toBe(409);
    } finally {
      await api.close();
    }
  });

  it("public metadata shows the owner's display name only, never a part of the e-mail", async () => {
    const api = await createTestServer();
    try {
      const owner = await signIn(api, 'idp|anon', { email: 'karen.blixen@aarhus.dk' });
      const conversation = await createConversationVia(api, owner.token, {
        is_draft: false,
        is_active: true,
      });
      const response = await api.request(
        `/api/v3/conversations?conversation_id=${conversation.conversation_id}`,
      );
      const body = await response.text();
      expect(body).not.toContain('karen');
      expect(JSON.parse(body)).toMatchObject({ ownername: '' });
    } finally {
      await api.close();
    }
  });
});
