// `npm run keys:rotate` on both engines (docs/deploy.md#rotating-the-keys): after a rotation
// tokens signed before it still verify, tokens signed after the next restart use the new key, and
// once the old key's tokens have all expired it verifies nothing and the next rotation drops it.
// The provider's keys and the participant secret, as the instances load them at start.
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, SignJWT, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../tests/server/support';
import { setupTestServer } from '../../tests/server/support/vitest';
import { loadParticipation } from '../platform/http/participation';
import {
  PARTICIPANT_SECRET_LIFETIME_MS,
  rotateParticipantSecret,
} from '../platform/auth/participantSecrets';
import type { Db } from '../platform/db';
import { publicJwk, type IdpKeys } from './oidc/keys';
import { IDP_KEY_LIFETIME_MS, rotateIdpKeys } from './oidc/keyRotation';
import { loadSharedKeys } from './oidc/sharedKeys';

const T0 = 1_800_000_000_000;
const claims = { conversation_id: 'abcdefghij', pid: 7 };

/** An access token as the provider signs it: with the first signing key, naming its kid. */
async function signAccessToken(keys: IdpKeys, now: number): Promise<string> {
  const key = keys.signingKeys[0];
  return new SignJWT({ sub: 'anna' })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuedAt(Math.floor(now / 1000))
    .sign(await importJWK(key, 'RS256'));
}

/** Verifies as the API does: against the published keys (the provider's JWKS). */
async function verifies(keys: IdpKeys, token: string): Promise<boolean> {
  const jwks = createLocalJWKSet({ keys: keys.signingKeys.map(publicJwk) });
  return jwtVerify(token, jwks).then(
    () => true,
    () => false,
  );
}

/** What an instance starting at `now` loads (server/start.ts). */
async function start(db: Db, dataDir: string, now: number) {
  return {
    keys: await loadSharedKeys(db, dataDir, now),
    participation: await loadParticipation(db, dataDir, null, null, now),
  };
}

describe.each(testEngines())('key rotation on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });

  it('keeps everyone signed in and drops a key whose tokens expired', async () => {
    const { db } = server();
    const dataDir = '/nonexistent/raadslag-rotation';
    await db.query(
      `DELETE FROM server_secrets WHERE name IN ('oidc-keys', 'participant-token', 'participant-token-ring')`,
    );
    const before = await start(db, dataDir, T0);
    const oldAccess = await signAccessToken(before.keys, T0);
    const oldParticipant = await before.participation.tokens.issue(claims);

    // First rotation: a key is staged — known to every instance restarted now, signing nothing.
    const rotate = (now: number) =>
      Promise.all([
        rotateIdpKeys(db, now),
        rotateParticipantSecret(db, now, async () => Buffer.alloc(32)),
      ]);
    const [idpStaged, participantStaged] = await rotate(T0 + 1_000);
    expect([idpStaged?.promoted, participantStaged.promoted]).toEqual([false, false]);
    const staged = await start(db, dataDir, T0 + 2_000);
    expect(staged.keys.signingKeys[0].kid).toBe(before.keys.signingKeys[0].kid);
    expect(staged.keys.signingKeys).toHaveLength(2);
    // What a restarted instance signs, an instance not yet restarted verifies.
    expect(
      await before.participation.tokens.verify(await staged.participation.tokens.issue(claims)),
    ).toEqual(claims);

    // Second rotation: the staged key signs; the old one still verifies what it signed.
    const [idpPromoted, participantPromoted] = await rotate(T0 + 60_000);
    expect([idpPromoted?.promoted, participantPromoted.promoted]).toEqual([true, true]);
    const after = await start(db, dataDir, T0 + 61_000);
    const newAccess = await signAccessToken(after.keys, T0 + 61_000);
    expect(decodeProtectedHeader(newAccess).kid).toBe(staged.keys.signingKeys[1].kid);
    expect(decodeProtectedHeader(newAccess).kid).not.toBe(decodeProtectedHeader(oldAccess).kid);
    expect(await verifies(after.keys, oldAccess)).toBe(true);
    expect(await verifies(after.keys, newAccess)).toBe(true);
    expect(await after.participation.tokens.verify(oldParticipant)).toEqual(claims);
    const newParticipant = await after.participation.tokens.issue(claims);
    // Signed with the new secret: the first instance's secret alone does not verify it, the
    // staged one it was given at its restart does.
    const onlyOld = await loadParticipation(
      db,
      dataDir,
      null,
      [participantStaged.ring.current],
      T0,
    );
    expect(await onlyOld.tokens.verify(newParticipant)).toBeNull();
    expect(await staged.participation.tokens.verify(newParticipant)).toEqual(claims);

    // Past the old keys' lifetimes: an instance starting then no longer accepts their tokens, and
    // the next rotation drops them from the database.
    const end = T0 + 60_000 + Math.max(IDP_KEY_LIFETIME_MS, PARTICIPANT_SECRET_LIFETIME_MS) + 1;
    const expired = await start(db, dataDir, end);
    expect(await verifies(expired.keys, oldAccess)).toBe(false);
    expect(await expired.participation.tokens.verify(oldParticipant)).toBeNull();
    expect(await expired.participation.tokens.verify(newParticipant)).toEqual(claims);
    const [idpLater, participantLater] = await rotate(end);
    expect([idpLater?.dropped, participantLater.dropped]).toEqual([1, 1]);
    const stored = await db.query<{ keys: number }>(
      `SELECT json_array_length((convert_from(secret, 'UTF8')::json)->'signingKeys')::int AS keys
       FROM server_secrets WHERE name = 'oidc-keys'`,
    );
    // The one that signed, the one staged now, and the one retired now.
    expect(stored.rows[0].keys).toBe(3);
  });
});
