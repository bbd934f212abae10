// The API keeps a verified admin token's verdict (docs/api.md#conventions) and still refuses, on
// both engines, what it refused before: a kept token with other bytes, past its expiry, of a
// session ended since, or signed by a key the key set no longer gives. The moderation of one
// statement (PUT /comments) is the call asked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConversationVia, signIn, testEngines } from '../support';
import { postSeed } from '../support/activity';
import { setupTestServer } from '../support/vitest';

const SIGNED_OUT =
  'Du er logget ud her, fordi adgangskoden er skiftet eller alle andre steder er logget ud. Log ind igen.';

/** The token with one character of its payload or signature changed, the rest as signed. */
function tampered(token: string, part: 1 | 2): string {
  const parts = token.split('.');
  const at = Math.floor(parts[part].length / 2);
  const swap = parts[part][at] === 'A' ? 'B' : 'A';
  parts[part] = parts[part].slice(0, at) + swap + parts[part].slice(at + 1);
  return parts.join('.');
}

describe.each(testEngines())('security: kept admin tokens on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl, embedded: true });

  afterEach(() => {
    vi.useRealTimers();
  });

  async function moderation(grant = 'grant-laptop', expiresIn?: number) {
    const owner = await signIn(server(), 'anna', {
      email: 'anna@aarhus.dk',
      claims: { grant_id: grant },
      expiresIn,
    });
    const { conversation_id } = await createConversationVia(server(), owner.token);
    const { tid } = await postSeed(server(), owner.token, conversation_id, 'Flere cykelstier');
    let mod = 1;
    const put = async (token: string) => {
      const response = await server().request('/api/v3/comments', {
        method: 'PUT',
        token,
        json: {
          conversation_id,
          tid,
          active: true,
          mod: (mod = -mod),
          is_meta: false,
          velocity: 1,
        },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    return { token: owner.token, put };
  }

  it('refuses a kept token with a changed payload or signature', async () => {
    const { token, put } = await moderation();
    expect((await put(token)).status).toBe(200);
    for (const bad of [tampered(token, 1), tampered(token, 2)]) {
      expect(await put(bad)).toMatchObject({
        status: 401,
        body: { error: 'polis_err_auth_token_invalid' },
      });
    }
    expect((await put(token)).status).toBe(200);
  });

  it('refuses a kept token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token, put } = await moderation('grant-laptop', 600);
    expect((await put(token)).status).toBe(200);
    vi.setSystemTime(Date.now() + 601_000);
    expect(await put(token)).toMatchObject({
      status: 401,
      body: { message: 'Din adgangsbillet er udløbet. Log ind igen.' },
    });
  });

  it('refuses a kept token of a session ended since', async () => {
    const { token, put } = await moderation();
    expect((await put(token)).status).toBe(200);
    const phone = await server().mintToken({
      sub: 'anna',
      email: 'anna@aarhus.dk',
      claims: { grant_id: 'grant-phone' },
    });
    const ended = await server().request('/api/account/sessions/end-others', {
      method: 'POST',
      token: phone,
      json: {},
    });
    expect(ended.status).toBe(200);
    expect(await put(token)).toMatchObject({ status: 401, body: { message: SIGNED_OUT } });
    expect((await put(phone)).status).toBe(200);
  });

  it('accepts a kept token after a rotation keeps its key, refuses it once the key is dropped', async () => {
    const { token, put } = await moderation();
    expect((await put(token)).status).toBe(200);
    await server().rotateKeys({ keepOld: true });
    expect((await put(token)).status).toBe(200);
    await server().rotateKeys({ keepOld: false });
    expect(await put(token)).toMatchObject({
      status: 401,
      body: { error: 'polis_err_auth_token_invalid' },
    });
    const fresh = await server().mintToken({
      sub: 'anna',
      email: 'anna@aarhus.dk',
      claims: { grant_id: 'grant-laptop' },
    });
    expect((await put(fresh)).status).toBe(200);
  });
});
