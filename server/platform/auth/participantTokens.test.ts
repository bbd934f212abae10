import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createTokenMinter, TEST_AUDIENCE, TEST_ISSUER } from '../../../tests/server/support';
import {
  createParticipantTokens,
  generateParticipantSecret,
  loadParticipantSecret,
  looksLikeParticipantToken,
  PARTICIPANT_AUDIENCE,
  PARTICIPANT_ISSUER,
} from './participantTokens';
import { createTokenVerifier, InvalidTokenError } from './verifyToken';

const claims = { conversation_id: 'abcdefghij', pid: 3 };

describe('participant tokens', () => {
  const secret = generateParticipantSecret();
  const tokens = createParticipantTokens(secret);

  it('round-trip { conversation_id, pid } with issuer, audience and a year of validity', async () => {
    const token = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({
      iss: PARTICIPANT_ISSUER,
      aud: PARTICIPANT_AUDIENCE,
      ...claims,
    });
    expect(payload.exp - payload.iat).toBe(365 * 24 * 3600);
    expect(Object.keys(payload).sort()).toEqual([
      'aud',
      'conversation_id',
      'exp',
      'iat',
      'iss',
      'pid',
    ]);
    expect(looksLikeParticipantToken(token)).toBe(true);
  });

  it('refuses tokens of another secret, expired ones, and other issuers or audiences', async () => {
    const other = createParticipantTokens(generateParticipantSecret());
    expect(await tokens.verify(await other.issue(claims))).toBeNull();
    const sign = (set: (jwt: SignJWT) => SignJWT) =>
      set(new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' })).sign(secret);
    const base = (jwt: SignJWT) =>
      jwt.setIssuer(PARTICIPANT_ISSUER).setAudience(PARTICIPANT_AUDIENCE).setIssuedAt();
    expect(await tokens.verify(await sign((j) => base(j).setExpirationTime('1y')))).toEqual(claims);
    expect(await tokens.verify(await sign((j) => base(j).setExpirationTime('-1m')))).toBeNull();
    expect(await tokens.verify(await sign((j) => base(j)))).toBeNull(); // no expiry
    expect(
      await tokens.verify(await sign((j) => base(j).setIssuer('x').setExpirationTime('1y'))),
    ).toBeNull();
    expect(
      await tokens.verify(await sign((j) => base(j).setAudience('x').setExpirationTime('1y'))),
    ).toBeNull();
    expect(await tokens.verify('not.a.token')).toBeNull();
  });

  it('are refused once they expire, even when they were verified before', async () => {
    const sign = (exp: string) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(PARTICIPANT_ISSUER)
        .setAudience(PARTICIPANT_AUDIENCE)
        .setExpirationTime(exp)
        .sign(secret);
    const soon = await sign('2s');
    expect(await tokens.verify(soon)).toEqual(claims);
    expect(await tokens.verify(soon)).toEqual(claims); // remembered
    vi.useFakeTimers({ now: Date.now() + 3_000 });
    try {
      expect(await tokens.verify(soon)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    // A remembered token with one character changed is another token: verified afresh, refused.
    const good = await sign('1y');
    expect(await tokens.verify(good)).toEqual(claims);
    const tampered = `${good.slice(0, -2)}${good.at(-2) === 'A' ? 'B' : 'A'}${good.at(-1)}`;
    expect(await tokens.verify(tampered)).toBeNull();
  });

  it('refuses bad claims', async () => {
    expect(await tokens.verify(await tokens.issue({ conversation_id: 'NOPE', pid: 1 }))).toBeNull();
    expect(await tokens.verify(await tokens.issue({ ...claims, pid: -1 }))).toBeNull();
    // A pid must fit the database's integer column (participants.pid).
    expect(await tokens.verify(await tokens.issue({ ...claims, pid: 2 ** 31 }))).toBeNull();
    expect(await tokens.verify(await tokens.issue({ ...claims, pid: 2 ** 31 - 1 }))).toEqual({
      ...claims,
      pid: 2 ** 31 - 1,
    });
  });

  it('are no admin tokens, and admin tokens are no participant tokens', async () => {
    const minter = await createTokenMinter();
    const verifyAdmin = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      jwks: minter.jwks,
    });
    await expect(verifyAdmin(await tokens.issue(claims))).rejects.toBeInstanceOf(InvalidTokenError);
    const admin = await minter.mintToken({ sub: 'alice', claims: { ...claims } });
    expect(await tokens.verify(admin)).toBeNull();
    expect(looksLikeParticipantToken(admin)).toBe(false);
  });

  it('need a secret of 32 bytes or more', () => {
    expect(() => createParticipantTokens(new Uint8Array(16))).toThrow(/32 bytes/);
  });
});

describe('loadParticipantSecret', () => {
  it('creates DATA_DIR/participant-secret (0600) once and reads it back after', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'raadslag-secret-')), 'data');
    const first = await loadParticipantSecret(dir);
    expect(first.length).toBe(32);
    const file = path.join(dir, 'participant-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await loadParticipantSecret(dir)).toEqual(first);
  });

  it('refuses a damaged file rather than silently replacing it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'raadslag-secret-'));
    writeFileSync(path.join(dir, 'participant-secret'), 'short');
    await expect(loadParticipantSecret(dir)).rejects.toThrow(/too short/);
  });
});
