// The embedded identity provider across a restart: keys and names persist in the data folder and
// the database, so tokens signed before the restart still verify.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  AUDIENCE,
  PASSWORD,
  mountIdp,
  useIdpTestEnv,
} from '../../../tests/server/support/embeddedIdpHarness';
import { signIn } from '../../../tests/server/support/oidcBrowser';

describe('embedded identity provider', () => {
  const idpEnv = useIdpTestEnv();

  it('reuses the persisted keys and names after a restart, so earlier tokens still verify', async () => {
    const env = idpEnv();
    const { issuer, origin, accessCookie, annaSubject } = env;
    const first = await mountIdp(env);
    // A token the first provider signed, to verify against the restarted one.
    const tokenBeforeRestart = await signIn(
      issuer,
      origin,
      'anna.jensen@example.dk',
      PASSWORD,
      accessCookie,
    );
    const firstKeys = (await (await fetch(first.jwksUri)).json()) as { keys: { kid: string }[] };

    const second = await mountIdp(env);
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
