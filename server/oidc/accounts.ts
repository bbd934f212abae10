// Accounts of the embedded identity provider: anyone may sign in with any e-mail address.
//
// The subject (`sub`) is derived from the lower-cased address, so the same address is always the
// same user — also across restarts and without any stored state. What we do remember is the
// display name typed at sign-in, per subject, in memory and (with a data directory) in a small JSON
// file, so that a later sign-in with an empty "Navn" keeps the earlier name.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writePrivateFile } from './keys';

export interface IdpAccount {
  sub: string;
  email: string;
  name?: string;
}

export const ACCOUNTS_FILE_NAME = 'oidc-accounts.json';
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** 128 bits of the SHA-256 of the normalised address: stable, opaque, collision-safe enough. */
export function subjectFor(email: string): string {
  return createHash('sha256').update(normaliseEmail(email), 'utf8').digest('hex').slice(0, 32);
}

// Deliberately simple: one "@", no whitespace, a dot in the domain, no leading/trailing dot.
// The browser's type=email check is similar; the server repeats it because the form can be posted
// without a browser.
const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]{2,}$/u;

export function isValidEmail(email: string): boolean {
  const value = email.trim();
  if (value.length === 0 || value.length > MAX_EMAIL_LENGTH) return false;
  if (!EMAIL_PATTERN.test(value)) return false;
  const [local, domain] = value.split('@');
  return (
    local.length <= 64 &&
    !local.startsWith('.') &&
    !local.endsWith('.') &&
    !domain.startsWith('.') &&
    !domain.startsWith('-') &&
    !domain.includes('..')
  );
}

/** Collapses whitespace and strips control characters from a typed display name. */
export function cleanName(name: string): string {
  return name
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

interface StoredAccount {
  email: string;
  name?: string;
}

export class AccountStore {
  private readonly accounts = new Map<string, StoredAccount>();
  private readonly file: string | null;
  // Writes are chained so that two sign-ins in quick succession cannot interleave file writes.
  private writing: Promise<void> = Promise.resolve();

  private constructor(dataDir: string | null) {
    this.file = dataDir === null ? null : join(dataDir, ACCOUNTS_FILE_NAME);
  }

  static async open(dataDir: string | null): Promise<AccountStore> {
    const store = new AccountStore(dataDir);
    if (store.file !== null) {
      try {
        const parsed: unknown = JSON.parse(await readFile(store.file, 'utf8'));
        if (typeof parsed === 'object' && parsed !== null) {
          for (const [sub, value] of Object.entries(parsed as Record<string, unknown>)) {
            const v = value as Partial<StoredAccount> | null;
            if (typeof v?.email !== 'string') continue;
            store.accounts.set(sub, {
              email: v.email,
              ...(typeof v.name === 'string' && v.name ? { name: v.name } : {}),
            });
          }
        }
      } catch (error) {
        // A missing file is the normal first start; a damaged one only costs remembered names.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          console.warn(`[oidc] ignoring unreadable ${store.file}: ${(error as Error).message}`);
        }
      }
    }
    return store;
  }

  get(sub: string): IdpAccount | undefined {
    const stored = this.accounts.get(sub);
    return stored ? { sub, ...stored } : undefined;
  }

  /** Records a sign-in; an empty name keeps the name remembered from an earlier sign-in. */
  async signIn(email: string, name: string): Promise<IdpAccount> {
    const normalised = normaliseEmail(email);
    const sub = subjectFor(normalised);
    const previous = this.accounts.get(sub);
    const cleaned = cleanName(name).slice(0, MAX_NAME_LENGTH);
    const next: StoredAccount = { email: normalised };
    const chosenName = cleaned || previous?.name;
    if (chosenName) next.name = chosenName;

    const changed = previous?.email !== next.email || previous?.name !== next.name;
    this.accounts.set(sub, next);
    if (changed) await this.persist();
    return { sub, ...next };
  }

  private persist(): Promise<void> {
    const file = this.file;
    if (file === null) return Promise.resolve();
    const snapshot = JSON.stringify(Object.fromEntries(this.accounts), null, 2);
    this.writing = this.writing
      .catch(() => undefined)
      .then(() => writePrivateFile(file, `${snapshot}\n`));
    return this.writing;
  }
}
