import { SignJWT, UnsecuredJWT, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTokenMinter,
  TEST_AUDIENCE,
  TEST_ISSUER,
  type TokenMinter,
} from '../../../tests/server/support/tokens';
import { createTokenVerifier, InvalidTokenError, type TokenVerifier } from './verifyToken';

let minter: TokenMinter;
let verify: TokenVerifier;

beforeAll(async () => {
  minter = await createTokenMinter();
  verify = createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: minter.jwks });
});

const rejects = async (token: string) =>
  expect(verify(token)).rejects.toBeInstanceOf(InvalidTokenError);

describe('createTokenVerifier', () => {
  it('returns subject, e-mail and name of a good token', async () => {
    const token = await minter.mintToken({ sub: 'auth0|42', email: 'a@b.dk', name: 'Anna' });
    expect(await verify(token)).toEqual({
      issuedAt: expect.any(Number),
      authTime: expect.any(Number),
      sub: 'auth0|42',
      email: 'a@b.dk',
      name: 'Anna',
    });
  });

  it('reads the e-mail from exactly the configured claim, never from any claim ending in /email', async () => {
    const claims = {
      'https://raadslag.dk/email': 'ns@b.dk',
      'https://raadslag.dk/email_verified': true,
    };
    const token = await minter.mintToken({ sub: 'auth0|43', email: null, claims });
    expect(await verify(token)).toEqual({
      issuedAt: expect.any(Number),
      authTime: expect.any(Number),
      sub: 'auth0|43',
    });
    const namespaced = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      jwks: minter.jwks,
      emailClaim: 'https://raadslag.dk/email',
    });
    expect(await namespaced(token)).toEqual({
      issuedAt: expect.any(Number),
      authTime: expect.any(Number),
      sub: 'auth0|43',
      email: 'ns@b.dk',
      emailVerified: true,
    });
  });

  it('ignores blank or non-string values', async () => {
    const token = await minter.mintToken({
      sub: 's',
      email: 'plain@b.dk',
      claims: { name: '  ', email_verified: 'true' },
    });
    expect(await verify(token)).toEqual({
      issuedAt: expect.any(Number),
      authTime: expect.any(Number),
      sub: 's',
      email: 'plain@b.dk',
    });
  });

  it('refuses an ID token, another typ, and a token older than the cap', async () => {
    const idToken = await minter.mintToken({ sub: 's', claims: { nonce: 'n' } });
    await rejects(idToken);
    const strict = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      jwks: minter.jwks,
      types: ['at+jwt'],
      maxAgeSeconds: 600,
    });
    const old = await minter.mintToken({
      sub: 's',
      claims: { iat: Math.floor(Date.now() / 1000) - 3600 },
    });
    await expect(strict(old)).rejects.toBeInstanceOf(InvalidTokenError);
    expect(await strict(await minter.mintToken({ sub: 's' }))).toMatchObject({ sub: 's' });
  });

  it('leaves e-mail out when the token has none', async () => {
    expect(await verify(await minter.mintToken({ sub: 's', email: null }))).toEqual({
      issuedAt: expect.any(Number),
      authTime: expect.any(Number),
      sub: 's',
    });
  });

  it('refuses an expired token, saying so', async () => {
    const error = await verify(await minter.mintExpiredToken({ sub: 's' })).catch((e) => e);
    expect(error).toBeInstanceOf(InvalidTokenError);
    expect(error.expired).toBe(true);
  });

  it('refuses a token signed by another key', async () => {
    await rejects(await minter.mintForgedToken({ sub: 's' }));
  });

  it('refuses another issuer or audience', async () => {
    await rejects(await minter.mintToken({ sub: 's', claims: { iss: 'https://evil.example' } }));
    await rejects(await minter.mintToken({ sub: 's', claims: { aud: 'someone-else' } }));
  });

  it('refuses a token without subject', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const noSub = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('1h')
      .sign(privateKey);
    await rejects(noSub);
  });

  it('refuses unsigned tokens and other algorithms', async () => {
    const unsigned = new UnsecuredJWT({ sub: 's' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('1h')
      .encode();
    await rejects(unsigned);
    const hs256 = await new SignJWT({ sub: 's' })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('1h')
      .sign(new Uint8Array(32));
    await rejects(hs256);
  });

  it('refuses garbage', async () => {
    await rejects('not-a-jwt');
    await rejects('a.b.c');
  });

  it('lets a failure to fetch the keys through as a server error, not a bad token', async () => {
    const broken = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      jwks: async () => {
        throw new Error('JWKS unreachable');
      },
    });
    const error = await broken(await minter.mintToken({ sub: 's' })).catch((e) => e);
    expect(error).not.toBeInstanceOf(InvalidTokenError);
    expect(error.message).toBe('JWKS unreachable');
  });
});
