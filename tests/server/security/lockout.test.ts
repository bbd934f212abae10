// Strangers cannot lock an owner out (docs/api.md#throttling). Wrong passwords for one account
// from many addresses spend its account-wide budget, which then refuses even the right password
// from a new browser — but not from a browser that signed in to the account before, and a reset
// by e-mail link starts the budget over. Wrong access codes count per browser, so one person's
// typos behind an office's shared address do not lock out their colleagues.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completeLink, requestReset } from '../../../server/accounts/linkFlows';
import {
  Jar,
  makeAccount,
  postForm,
  startHarness,
  startSignIn,
  unlock,
  type Harness,
} from './idpHarness';

const EMAIL = 'eja@aarhus.dk';
const PASSWORD = 'ejas-lange-adgangskode';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { TRUST_PROXY: '1' } });
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.app.reset();
  await makeAccount(h.app, EMAIL, PASSWORD);
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const signedIn = (response: Response) =>
  response.status === 303 && (response.headers.get('location') ?? '').includes('/oidc/auth/');

/** A sign-in from `address` in the browser `jar`: the provider's answer. */
async function attempt(jar: Jar, address: string, password: string): Promise<Response> {
  await unlock(h, jar);
  const { url } = await startSignIn(h, jar);
  return postForm(url, jar, { email: EMAIL, password }, from(address));
}

/** Strangers at `count` addresses each try as many wrong passwords as an address may. */
async function strangersGuess(count: number): Promise<number[]> {
  const perAddress = h.app.accounts.limits.signInAccountAddress.max;
  const statuses: number[] = [];
  for (let a = 0; a < count; a++) {
    const jar = new Jar();
    await unlock(h, jar);
    const { url } = await startSignIn(h, jar);
    for (let i = 0; i < perAddress; i++) {
      const response = await postForm(
        url,
        jar,
        { email: EMAIL, password: `gæt-${a}-${i}` },
        from(`203.0.113.${a + 1}`),
      );
      statuses.push(response.status);
    }
  }
  return statuses;
}

describe('security: no lockout by strangers', () => {
  it("strangers' wrong passwords do not lock out the owner's known browser at a new address", async () => {
    const owner = new Jar();
    expect(signedIn(await attempt(owner, '198.51.100.7', PASSWORD))).toBe(true);
    expect(owner.header()).toMatch(/raadslag_device=v1\./u);

    const { max } = h.app.accounts.limits.signInAccount;
    const perAddress = h.app.accounts.limits.signInAccountAddress.max;
    const statuses = await strangersGuess(Math.ceil(max / perAddress) + 1);
    expect(statuses.at(-1)).toBe(429);

    // The account-wide budget is spent: a new browser with the right password is refused …
    const newcomer = await attempt(new Jar(), '192.0.2.50', PASSWORD);
    expect(newcomer.status).toBe(429);
    expect(await newcomer.text()).toMatch(/For mange forsøg på at logge ind\. Vent/u);
    // … the owner's browser, from an address it never used, signs in.
    expect(signedIn(await attempt(owner, '192.0.2.99', PASSWORD))).toBe(true);
  });

  it("a known browser's own wrong passwords still slow it down", async () => {
    const owner = new Jar();
    expect(signedIn(await attempt(owner, '198.51.100.7', PASSWORD))).toBe(true);
    await unlock(h, owner);
    const { url } = await startSignIn(h, owner);
    const statuses: number[] = [];
    for (let i = 0; i < h.app.accounts.limits.signInAccountAddress.max + 1; i++) {
      statuses.push(
        (
          await postForm(
            url,
            owner,
            { email: EMAIL, password: `forkert${i}` },
            from('198.51.100.7'),
          )
        ).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('a reset by e-mail link starts the account-wide budget over', async () => {
    const { max } = h.app.accounts.limits.signInAccount;
    const perAddress = h.app.accounts.limits.signInAccountAddress.max;
    await strangersGuess(Math.ceil(max / perAddress) + 1);
    expect((await attempt(new Jar(), '192.0.2.50', PASSWORD)).status).toBe(429);

    expect((await requestReset(h.app.accounts, { email: EMAIL, address: '192.0.2.50' })).ok).toBe(
      true,
    );
    const link = h.app.mailbox.lastLink(EMAIL)!;
    const token = link.slice(link.indexOf('#') + 1);
    const reset = await completeLink(h.app.accounts, {
      token,
      password: 'en-helt-ny-adgangskode',
      name: '',
      address: '192.0.2.50',
    });
    expect(reset.ok).toBe(true);
    expect(signedIn(await attempt(new Jar(), '192.0.2.50', 'en-helt-ny-adgangskode'))).toBe(true);
  });

  it("one browser's wrong access codes do not lock out another behind the same address", async () => {
    const post = (jar: Jar, code: string) =>
      h.app.request('/api/account/access-code', {
        method: 'POST',
        json: { code },
        headers: { cookie: jar.header(), ...from('198.51.100.20') },
      });
    const typo = new Jar();
    const statuses: number[] = [];
    for (let i = 0; i < h.app.accounts.limits.accessCode.max + 1; i++) {
      const response = await post(typo, `forkert${i}`);
      typo.add(response.headers.getSetCookie());
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await post(typo, 'dialog')).status).toBe(429);
    // A colleague's browser at the same address.
    const colleague = await post(new Jar(), 'dialog');
    expect(colleague.status).toBe(200);
    expect(colleague.headers.getSetCookie().join(';')).toMatch(/raadslag_access=v1\./u);
  });

  it('an address that keeps no cookies meets the address-wide budget', async () => {
    const post = (code: string) =>
      h.app.request('/api/account/access-code', {
        method: 'POST',
        json: { code },
        headers: from('198.51.100.30'),
      });
    const statuses: number[] = [];
    for (let i = 0; i < h.app.accounts.limits.accessCodeAddress.max + 1; i++) {
      statuses.push((await post(`gæt${i}`)).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
