// Passwords: argon2id from @node-rs/argon2 (prebuilt, maintained), with its defaults — 19 MiB of
// memory, 2 passes, 1 lane: OWASP's recommended minimum for argon2id — and a random salt per hash
// inside the PHC string. A sign-in for an address without a password still spends one verify, so
// the answer time does not tell whether the address has an account.
import { hash, verify } from '@node-rs/argon2';
import { hasLoneSurrogate } from '../platform/rules/text';
import { accountMessages } from './messages';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

// Algorithm.Argon2id is a const enum in the package's typings, which isolatedModules cannot read.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/** True when `password` matches `stored`; with no stored hash, spends the same time and is false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hashPassword('no account has this password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false; // a damaged hash opens nothing
  }
}

/** A Danish problem with a new password, or null when it will do. */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length === 0) return accountMessages.password.missing;
  if (hasLoneSurrogate(password)) return accountMessages.password.invalidCharacters;
  if (length < MIN_PASSWORD_LENGTH) {
    return accountMessages.password.tooShort(MIN_PASSWORD_LENGTH);
  }
  if (length > MAX_PASSWORD_LENGTH) {
    return accountMessages.password.tooLong(MAX_PASSWORD_LENGTH);
  }
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) {
    return accountMessages.password.isEmail;
  }
  if (new Set(password).size < 4) return accountMessages.password.tooEasy;
  return null;
}
