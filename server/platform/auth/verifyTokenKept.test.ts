// A verified admin token's verdict is kept (docs/api.md#conventions): the signature is checked once
// per token, and the kept verdict never lets through what verifying afresh would refuse — other
// bytes, a token past its expiry or age cap, a key the key set no longer gives.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTokenMinter,
  TEST_AUDIENCE,
  TEST_ISSUER,
  type TokenMinter,
} from '../../../tests/server/support/tokens';
import { createTokenVerifier, InvalidTokenError, type TokenVerifier } from './verifyToken';

let minter: TokenMinter;
let verify: TokenVerifier;
let signatureChecks: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  minter = await createTokenMinter();
  verify = createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: minter.jwks });
  signatureChecks = vi.spyOn(crypto.subtle, 'verify');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const refusal = (token: string, check = verify) =>
  check(token).then(
    () => null,
    (error: unknown) => error,
  );

/** The token with one character of its payload or signature changed, the rest as signed. */
function tampered(token: string, part: 1 | 2): string {
  const parts = token.split('.');
  const text = parts[part];
  const at = Math.floor(text.length / 2);
  parts[part] = text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
  return parts.join('.');
}

describe('the kept verdict on an admin token', () => {
  it('checks the signature once per token and answers the same claims after', async () => {
    const token = await minter.mintToken({ sub: 'anna', name: 'Anna' });
    const first = await verify(token);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
    expect(await verify(token)).toEqual(first);
    expect(await verify(token)).toEqual(first);
    expect(signatureChecks).toHaveBeenCalledTimes(1);
    const other = await minter.mintToken({ sub: 'bo' });
    expect(await verify(other)).toMatchObject({ sub: 'bo' });
    expect(signatureChecks).toHaveBeenCalledTimes(2);
  });

  it('gives each caller its own copy of the claims', async () => {
    const token = await minter.mintToken({ sub: 'anna' });
    const first = await verify(token);
    first.sub = 'mallory';
    expect((await verify(token)).sub).toBe('anna');
  });

  it('refuses a kept token with a changed payload or signature, and keeps no failure', async () => {
    const token = await minter.mintToken({ sub: 'anna' });
    await verify(token);
    for (const bad of [tampered(token, 1), tampered(token, 2)]) {
      expect(await refusal(bad)).toBeInstanceOf(InvalidTokenError);
      expect(await refusal(bad)).toBeInstanceOf(InvalidTokenError);
    }
    const forged = await minter.mintForgedToken({ sub: 'anna' });
    expect(await refusal(forged)).toBeInstanceOf(InvalidTokenError);
    expect(await refusal(forged)).toBeInstanceOf(InvalidTokenError);
    expect(await verify(token)).toMatchObject({ sub: 'anna' });
  });

  it('refuses a kept token once it has expired, saying so', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = await minter.mintToken({ sub: 'anna', expiresIn: 600 });
    await verify(token);
    vi.setSystemTime(Date.now() + 599_000);
    expect(await verify(token)).toMatchObject({ sub: 'anna' });
    vi.setSystemTime(Date.now() + 1_000);
    const error = await refusal(token);
    expect(error).toBeInstanceOf(InvalidTokenError);
    expect((error as InvalidTokenError).expired).toBe(true);
  });

  it('refuses a kept token older than the age cap, whatever its expiry says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const capped = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      jwks: minter.jwks,
      maxAgeSeconds: 600,
    });
    const token = await minter.mintToken({ sub: 'anna', expiresIn: 3600 });
    await capped(token);
    vi.setSystemTime(Date.now() + 602_000);
    expect(await refusal(token, capped)).toBeInstanceOf(InvalidTokenError);
  });

  it('refuses a kept token whose key left the key set (a rotation that dropped it)', async () => {
    const token = await minter.mintToken({ sub: 'anna' });
    await verify(token);
    await minter.rotateKeys({ keepOld: false });
    expect(await refusal(token)).toBeInstanceOf(InvalidTokenError);
    expect(await verify(await minter.mintToken({ sub: 'anna' }))).toMatchObject({ sub: 'anna' });
  });

  it('verifies a kept token again when the key set was reloaded, and still accepts it', async () => {
    const token = await minter.mintToken({ sub: 'anna' });
    await verify(token);
    await minter.rotateKeys({ keepOld: true });
    expect(await verify(token)).toMatchObject({ sub: 'anna' });
    expect(signatureChecks).toHaveBeenCalledTimes(2);
    expect(await verify(token)).toMatchObject({ sub: 'anna' });
    expect(signatureChecks).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing with keep: 0', async () => {
    const uncached = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      jwks: minter.jwks,
      keep: 0,
    });
    const token = await minter.mintToken({ sub: 'anna' });
    await uncached(token);
    await uncached(token);
    expect(signatureChecks).toHaveBeenCalledTimes(2);
  });
});
