// E-mail addresses and display names as the account flows accept them. The browser's type=email
// check is similar; the server repeats it because every form can be posted without a browser.
import { hasLoneSurrogate } from '../platform/rules/text';
import { accountMessages } from './messages';

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

// Deliberately simple: one "@", no whitespace, a dot in the domain, no leading/trailing dot.
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

/** The domain part, lower-cased ('' for something that is not an address). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1 ? '' : normaliseEmail(email.slice(at + 1));
}

/** Collapses whitespace and strips control characters from a typed display name. */
export function cleanName(name: string): string {
  return name
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** A Danish problem with a typed e-mail address, or null when it will do. */
export function emailProblem(email: string): string | null {
  if (email.trim() === '') return accountMessages.email.missing;
  if (!isValidEmail(email)) {
    return accountMessages.email.invalid;
  }
  return null;
}

/** A Danish problem with a typed display name, or null. */
export function nameProblem(name: string): string | null {
  if (hasLoneSurrogate(name)) return accountMessages.name.invalidCharacters;
  return cleanName(name).length > MAX_NAME_LENGTH
    ? accountMessages.name.tooLong(MAX_NAME_LENGTH)
    : null;
}
