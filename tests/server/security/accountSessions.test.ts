// The account's sessions (docs/api.md#sessions): each browser signed in to the account shows in
// the list with a coarse device name, the asking one marked; 'end the others' ends every session
// but the asking one — their tokens are refused from then on — and nobody sees another account's.
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '../../../contract/account';
import { signIn } from '../support';
import { setupTestServer } from '../support/vitest';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('security: the sessions of an account', () => {
  const server = setupTestServer({ embedded: true });

  async function browsers() {
    await signIn(server(), 'anna', { email: 'anna@aarhus.dk' });
    const token = (grant: string) =>
      server().mintToken({ sub: 'anna', email: 'anna@aarhus.dk', claims: { grant_id: grant } });
    return {
      laptop: { token: await token('grant-laptop'), ua: FIREFOX_WINDOWS },
      phone: { token: await token('grant-phone'), ua: SAFARI_IPHONE },
    };
  }
  const call = (who: { token: string; ua: string }, path: string, method = 'GET') =>
    server().request(`/api/account${path}`, {
      method,
      token: who.token,
      headers: { 'User-Agent': who.ua },
      ...(method === 'POST' ? { json: {} } : {}),
    });
  const list = async (who: { token: string; ua: string }) => {
    const response = await call(who, '/sessions');
    expect(response.status).toBe(200);
    return ((await response.json()) as AccountSession[]).map(({ current, device }) => ({
      current,
      device,
    }));
  };

  it('lists each browser, the asking one first and marked', async () => {
    const { laptop, phone } = await browsers();
    await list(phone);
    expect(await list(laptop)).toEqual([
      { current: true, device: 'Firefox på Windows' },
      { current: false, device: 'Safari på iOS' },
    ]);
    expect(await list(phone)).toEqual([
      { current: true, device: 'Safari på iOS' },
      { current: false, device: 'Firefox på Windows' },
    ]);
  });

  it('ends every other session; the asking one goes on', async () => {
    const { laptop, phone } = await browsers();
    await list(laptop);
    const ended = await call(phone, '/sessions/end-others', 'POST');
    expect(ended.status).toBe(200);
    expect(
      ((await ended.json()) as AccountSession[]).map(({ current, device }) => ({
        current,
        device,
      })),
    ).toEqual([{ current: true, device: 'Safari på iOS' }]);
    const refused = await call(laptop, '/sessions');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      message:
        'Du er logget ud her, fordi adgangskoden er skiftet eller alle andre steder er logget ud. Log ind igen.',
    });
    expect(await list(phone)).toEqual([{ current: true, device: 'Safari på iOS' }]);
  });

  it("shows nobody another account's sessions, and refuses what cannot be told apart", async () => {
    const { laptop } = await browsers();
    await list(laptop);
    const bob = await signIn(server(), 'bob', { email: 'bob@aarhus.dk' });
    const bobs = await server().request('/api/account/sessions', { token: bob.token });
    expect(await bobs.json()).toEqual([]);
    expect((await server().request('/api/account/sessions')).status).toBe(401);
    // A token without a grant (not the embedded provider's) cannot end the others.
    const noGrant = await server().request('/api/account/sessions/end-others', {
      method: 'POST',
      token: bob.token,
      json: {},
    });
    expect(noGrant.status).toBe(400);
    expect(await noGrant.json()).toMatchObject({ error: 'account_session_unknown' });
    expect(await list(laptop)).toHaveLength(1);
  });
});
