// Secrets the operator gives instead of the ones the server makes and keeps in the database
// (docs/deploy.md#secrets-from-the-operator): in a variable, or in a file named by NAME_FILE, as
// Docker and Kubernetes secrets are mounted. A file others may write to is refused: whoever can
// replace the key can sign tokens.
import { readFileSync, statSync } from 'node:fs';

type Env = Record<string, string | undefined>;

export interface OperatorSecrets {
  /** PARTICIPANT_SECRET(_FILE): the first signs participant tokens, all verify. null: the database's. */
  participantSecrets: Uint8Array[] | null;
  /** OIDC_KEYS(_FILE): the embedded provider's key set, JSON (checked by accounts/oidc/keys.ts). */
  oidcKeys: string | null;
}

const SECRET_BYTES = 32;

/** The value of NAME or of the file NAME_FILE names; null when neither is set. */
export function readSecretSetting(env: Env, name: string): string | null {
  const direct = env[name]?.trim() || undefined;
  const file = env[`${name}_FILE`]?.trim() || undefined;
  if (direct !== undefined && file !== undefined) {
    throw new Error(`set ${name} or ${name}_FILE, not both`);
  }
  if (file === undefined) return direct ?? null;
  const stat = statSync(file, { throwIfNoEntry: false });
  if (stat === undefined) throw new Error(`${name}_FILE: ${file} does not exist`);
  if (!stat.isFile()) throw new Error(`${name}_FILE: ${file} is not a file`);
  const mode = stat.mode;
  if ((mode & 0o022) !== 0) {
    throw new Error(
      `${name}_FILE: ${file} may be written by others than its owner (mode ${(mode & 0o777).toString(8)}): chmod 0400 it`,
    );
  }
  const value = readFileSync(file, 'utf8').trim();
  if (value === '') throw new Error(`${name}_FILE: ${file} is empty`);
  return value;
}

/** Secrets separated by white space or commas, base64 or base64url, each at least 32 bytes. */
export function parseParticipantSecrets(value: string): Uint8Array[] {
  const parts = value.split(/[\s,]+/u).filter(Boolean);
  return parts.map((part, i) => {
    const bytes = /^[A-Za-z0-9+/_-]+=*$/u.test(part) ? Buffer.from(part, 'base64url') : null;
    if (bytes === null || bytes.length < SECRET_BYTES) {
      throw new Error(
        `PARTICIPANT_SECRET: secret ${i + 1} is not ${SECRET_BYTES} bytes of base64 (make one with: openssl rand -base64 32)`,
      );
    }
    return new Uint8Array(bytes);
  });
}

export function loadOperatorSecrets(env: Env = process.env): OperatorSecrets {
  const participant = readSecretSetting(env, 'PARTICIPANT_SECRET');
  return {
    participantSecrets: participant === null ? null : parseParticipantSecrets(participant),
    oidcKeys: readSecretSetting(env, 'OIDC_KEYS'),
  };
}
