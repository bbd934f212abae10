// How `npm run user:add` reaches a running server: at start the server writes DATA_DIR/cli.json
// (mode 0600: only the operator's account can read it) with its loopback address and a fresh
// random secret; the CLI presents that secret to POST /api/account/cli/users. When no server
// runs, the CLI opens the database itself (PGlite's directory belongs to one process at a time).
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writePrivateFile } from './oidc/keys';

export const CLI_ACCESS_FILE = 'cli.json';

export interface CliAccess {
  url: string;
  secret: string;
}

export function newCliSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function writeCliAccess(dataDir: string, access: CliAccess): Promise<void> {
  await writePrivateFile(path.join(dataDir, CLI_ACCESS_FILE), `${JSON.stringify(access)}\n`);
}

export async function readCliAccess(dataDir: string): Promise<CliAccess | null> {
  try {
    const parsed = JSON.parse(
      await readFile(path.join(dataDir, CLI_ACCESS_FILE), 'utf8'),
    ) as Partial<CliAccess>;
    return typeof parsed.url === 'string' && typeof parsed.secret === 'string'
      ? { url: parsed.url, secret: parsed.secret }
      : null;
  } catch {
    return null;
  }
}

export async function removeCliAccess(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, CLI_ACCESS_FILE), { force: true });
}
