// Secrets from the operator (docs/deploy.md#secrets-from-the-operator): in a variable or a file
// (NAME_FILE, as Docker secrets are mounted), never both; a file others may write is refused.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOperatorSecrets, parseParticipantSecrets } from './secretsConfig';

const dir = mkdtempSync(join(tmpdir(), 'raadslag-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const A = Buffer.alloc(32, 1).toString('base64url');
const B = Buffer.alloc(32, 2).toString('base64');

function file(name: string, content: string, mode: number): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  chmodSync(path, mode);
  return path;
}

describe('secrets from the operator', () => {
  it('is none by default: the database keeps them', () => {
    expect(loadOperatorSecrets({})).toEqual({ participantSecrets: null, oidcKeys: null });
  });

  it('reads a variable or a file; the first secret signs, the others verify', () => {
    const fromEnv = loadOperatorSecrets({ PARTICIPANT_SECRET: `${A} ${B}`, OIDC_KEYS: '{"x":1}' });
    expect(fromEnv.participantSecrets?.map((s) => s[0])).toEqual([1, 2]);
    expect(fromEnv.oidcKeys).toBe('{"x":1}');
    const fromFiles = loadOperatorSecrets({
      PARTICIPANT_SECRET_FILE: file('participant', `${B}\n${A}\n`, 0o400),
      OIDC_KEYS_FILE: file('oidc', '{"y":2}\n', 0o440),
    });
    expect(fromFiles.participantSecrets?.map((s) => s[0])).toEqual([2, 1]);
    expect(fromFiles.oidcKeys).toBe('{"y":2}');
  });

  it('refuses both, a missing or loose file, and a short secret', () => {
    const good = file('good', A, 0o400);
    expect(() =>
      loadOperatorSecrets({ PARTICIPANT_SECRET: A, PARTICIPANT_SECRET_FILE: good }),
    ).toThrow('set PARTICIPANT_SECRET or PARTICIPANT_SECRET_FILE, not both');
    expect(() => loadOperatorSecrets({ OIDC_KEYS_FILE: join(dir, 'none') })).toThrow(
      /does not exist/,
    );
    expect(() => loadOperatorSecrets({ OIDC_KEYS_FILE: file('loose', '{}', 0o666) })).toThrow(
      /may be written by others than its owner \(mode 666\): chmod 0400 it/,
    );
    expect(() => parseParticipantSecrets('c2hvcnQ')).toThrow(/secret 1 is not 32 bytes/);
    expect(() => parseParticipantSecrets(`${A},not base64!`)).toThrow(/secret 2 is not 32 bytes/);
  });
});
