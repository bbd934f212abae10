// The provider's state and keys in the database (dbAdapter.ts, sharedKeys.ts): what one instance
// stores another finds, expired rows are gone, a consumed code shows as consumed everywhere, two
// instances starting together end with one key set, and keys from an older DATA_DIR are kept.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { createDbAdapter } from './dbAdapter';
import { loadOrCreateKeys } from './keys';
import { loadSharedKeys } from './sharedKeys';

describe.each(testEngines())('the provider state on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('is found by another instance, by id, uid and grant, until it expires', async () => {
    let clock = 1_000_000;
    const First = createDbAdapter(db(), () => clock);
    const Second = createDbAdapter(db(), () => clock);
    const session = { uid: 'u-1', accountId: 'sub-1', kind: 'Session' };
    await new First('Session').upsert('s-1', session, 60);
    await new First('AuthorizationCode').upsert('c-1', { grantId: 'g-1', kind: 'Code' }, 60);
    await new First('RefreshToken').upsert('r-1', { grantId: 'g-1', kind: 'RT' });

    expect(await new Second('Session').find('s-1')).toEqual(session);
    expect(await new Second('Session').findByUid('u-1')).toEqual(session);
    expect(await new Second('Interaction').find('s-1')).toBeUndefined(); // models stay apart
    // Whatever a client put in a parameter the provider keeps, NUL included, comes back as it was.
    const odd = { uid: 'u-2', params: { state: 'a\u0000b', login_hint: 'æøå "\\' }, kind: 'I' };
    await new First('Interaction').upsert('i-1', odd, 60);
    expect(await new Second('Interaction').find('i-1')).toEqual(odd);

    await new Second('AuthorizationCode').consume('c-1');
    expect((await new First('AuthorizationCode').find('c-1'))?.consumed).toBe(1000);

    await new Second('Grant').revokeByGrantId('g-1');
    expect(await new First('AuthorizationCode').find('c-1')).toBeUndefined();
    expect(await new First('RefreshToken').find('r-1')).toBeUndefined();
    expect(await new First('Session').find('s-1')).toEqual(session);

    clock += 61_000;
    expect(await new Second('Session').find('s-1')).toBeUndefined();
    await new First('Session').upsert('s-2', session, 60); // sweeps what has expired
    await new Promise((done) => setTimeout(done, 200));
    const { rows } = await db().query<{ id: string }>(
      "SELECT id FROM oidc_models WHERE model = 'Session' ORDER BY id",
    );
    expect(rows.map((row) => row.id)).toEqual(['s-2']);
  });

  it('keys: two instances starting together end with one key set, kept from then on', async () => {
    await db().query("DELETE FROM server_secrets WHERE name = 'oidc-keys'");
    const [a, b] = await Promise.all([loadSharedKeys(db(), null), loadSharedKeys(db(), null)]);
    expect(b).toEqual(a);
    expect(await loadSharedKeys(db(), null)).toEqual(a);
  });

  it('keys an older version kept in DATA_DIR move into the database', async () => {
    await db().query("DELETE FROM server_secrets WHERE name = 'oidc-keys'");
    const dir = await mkdtemp(join(tmpdir(), 'raadslag-keys-'));
    dirs.push(dir);
    const fromFile = await loadOrCreateKeys(dir);
    expect(await loadSharedKeys(db(), dir)).toEqual(fromFile);
    const elsewhere = await mkdtemp(join(tmpdir(), 'raadslag-keys-'));
    dirs.push(elsewhere);
    expect(await loadSharedKeys(db(), elsewhere)).toEqual(fromFile);
  });
});
