// `npm run keys:rotate`: rotates the keys the server keeps in the database — the embedded
// provider's signing and cookie keys and the participant tokens' secret — without signing anyone
// out (docs/deploy.md#rotating-the-keys): the key staged by the previous rotation starts signing,
// the one it replaces verifies until its last token has expired, a fresh key is staged, and
// retired keys past their tokens' lifetime are dropped. The instances read the keys when they
// start: restart them one by one afterwards. Whoever runs it needs the database itself
// (DATABASE_URL, or DATA_DIR with the server stopped) — there is no route for it.
// `npm run keys:rotate -- --generate` prints a fresh OIDC_KEYS set and PARTICIPANT_SECRET for an
// operator who keeps the keys themselves, and touches nothing.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadServerConfig } from '../platform/config/config';
import { loadOperatorSecrets } from '../platform/config/secretsConfig';
import { openCliDatabase } from '../platform/db/cliDatabase';
import { rotateParticipantSecret } from '../platform/auth/participantSecrets';
import { proposeSecret } from '../platform/http/participation';
import { generateKeys } from './oidc/keys';
import { rotateIdpKeys } from './oidc/keyRotation';
import { accountMessages } from './messages';

const USAGE = accountMessages.keysRotate.usage;

function describe(
  what: string,
  rotation: { promoted: boolean; dropped: number; ring: { retired: unknown[] } },
): string {
  const step = rotation.promoted
    ? accountMessages.keysRotate.promoted
    : accountMessages.keysRotate.staged;
  return accountMessages.keysRotate.rotated(
    what,
    step,
    rotation.dropped,
    rotation.ring.retired.length,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { generate: { type: 'boolean' } }, strict: false });
  if (values.generate) {
    const keys = await generateKeys();
    console.log(`OIDC_KEYS=${JSON.stringify(keys)}`);
    console.log(`PARTICIPANT_SECRET=${randomBytes(32).toString('base64url')}`);
    return;
  }
  const config = loadServerConfig();
  const operator = loadOperatorSecrets();
  const db = await openCliDatabase(config);
  if (!db) return;
  try {
    const now = Date.now();
    if (operator.oidcKeys !== null) {
      console.log(accountMessages.keysRotate.signInKeysFromEnv);
    } else {
      const rotation = await rotateIdpKeys(db, now);
      console.log(
        rotation
          ? describe(accountMessages.keysRotate.signInKeys, rotation)
          : accountMessages.keysRotate.signInKeysNone,
      );
    }
    if (operator.participantSecrets !== null) {
      console.log(accountMessages.keysRotate.participantSecretFromEnv);
    } else {
      const rotation = await rotateParticipantSecret(db, now, () => proposeSecret(config.dataDir));
      console.log(describe(accountMessages.keysRotate.participantSecret, rotation));
    }
    console.log(accountMessages.keysRotate.restart);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`${USAGE}\n${(error as Error).message}`);
  process.exitCode = 1;
});
