// The embedded provider's signing and cookie keys, shared by every instance on one database
// (server_secrets 'oidc-keys'): a token or cookie one instance signed is good at every other, and
// two instances starting at once on an empty database end with one key set (accounts/secrets.ts).
// An installation that kept its keys in DATA_DIR/oidc-keys.json (before several instances could
// share one database) moves them into the database on its first start, so the tokens already in
// browsers stay valid; the file is left as it is and no longer read once the row exists.
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { loadOrMakeServerSecret } from '../../platform/auth/secrets';
import { idpKeysOf, ringOf } from './keyRotation';
import type { Db } from '../../platform/db';
import {
  KEY_FILE_NAME,
  generateKeys,
  isKeyFile,
  loadOrCreateKeys,
  type IdpKeys,
  type KeyFile,
} from './keys';

async function keysToPropose(dataDir: string | null): Promise<IdpKeys> {
  if (dataDir === null) return generateKeys();
  try {
    await access(join(dataDir, KEY_FILE_NAME));
  } catch {
    return generateKeys();
  }
  return loadOrCreateKeys(dataDir); // reads and checks the existing file
}

export async function loadSharedKeys(
  db: Db,
  dataDir: string | null,
  now = Date.now(),
): Promise<IdpKeys> {
  const stored = await loadOrMakeServerSecret(db, 'oidc-keys', async () => {
    const file: KeyFile = { version: 1, ...(await keysToPropose(dataDir)) };
    return Buffer.from(JSON.stringify(file), 'utf8');
  });
  const parsed: unknown = JSON.parse(stored.toString('utf8'));
  if (!isKeyFile(parsed)) throw new Error("server_secrets: 'oidc-keys' is not a valid key set");
  // The current pair first, then the staged and the retired ones still in their lifetime.
  return idpKeysOf(ringOf(parsed), now);
}
