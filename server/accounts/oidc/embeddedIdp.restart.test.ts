// The embedded identity provider across a restart: keys and names persist in the data folder and
// the database, so tokens signed before the restart still verify.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedIdp } from './embeddedIdp';
import {
  AUDIENCE,
  CLIENT_ID,
  PASSWORD,
  startIdpTestEnv,
  type IdpTestEnv,
} from '../../../tests/server/support/embeddedIdpHarness';
import { signIn } from '../../../tests/server/support/oidcBrowser';

describe('embedded identity provider', () => {
  let env: IdpTestEnv;

  beforeAll(async () => {
    env = await startIdpTestEnv();
  });

  afterAll(() => env.close());

  it('reuses the persisted keys and names after a restart, so earlier tokens still verify', async () => {
    const { issuer, origin, dataDir, services, accessCookie, annaSubject, setHandler } = env;
    const first = await createEmbeddedIdp({
      issuer,
      dataDir,
      clientId: CLIENT_ID,
      audience: AUDIENCE,
      appOrigin: origin,
      services,
    });
    setHandler((req, res) => first.handle(req, res));
    // A token the first provider signed, to verify against the restarted one.
    const tokenBeforeRestart = await signIn(
      issuer,
      origin,
      'anna.jensen@example.dk',
      PASSWORD,
      accessCookie,
    );
    const firstKeys = (await (await fetch(first.jwksUri)).json()) as { keys: { kid: string }[] };

    const second = await createEmbeddedIdp({
      issuer,
      dataDir,
      clientId: CLIENT_ID,
      audience: AUDIENCE,
      appOrigin: origin,
      services,
    });
    setHandler((req, res) => second.handle(req, res));
    const secondKeys = (await (await fetch(second.jwksUri)).json()) as { keys: { kid: string }[] };

    expect(firstKeys.keys.length).toBeGreaterThan(0);
    expect(secondKeys.keys.map((k) => k.kid)).toEqual(firstKeys.keys.map((k) => k.kid));
    expect(JSON.stringify(secondKeys)).not.toContain('"d"');

    const jwks = createRemoteJWKSet(new URL(second.jwksUri));
    expect(tokenBeforeRestart).toBeTruthy();
    await jwtVerify(tokenBeforeRestart!, jwks, { issuer, audience: AUDIENCE });

    // Signing in again gives the same subject and name (both live in the database).
    const accessToken = await signIn(
      issuer,
      origin,
      'anna.jensen@example.dk',
      PASSWORD,
      accessCookie,
    );
    const { payload } = await jwtVerify(accessToken, jwks, { issuer, audience: AUDIENCE });
    expect(payload.sub).toBe(annaSubject);
    expect(payload.name).toBe('Anna Jensen');
  });
});
