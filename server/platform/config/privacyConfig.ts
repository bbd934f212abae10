// The operator's privacy notice (docs/deploy.md#privacy-notice): who the data controller is, how to
// reach them and their data-protection officer, the legal basis and the retention period, and who
// stands behind the terms. Read from PRIVACY_* and TERMS_* variables; an unset one is null, and the
// privacy page then shows the default text marked as a default (the operator has not filled it in).
import type { PrivacyNotice } from '../../../contract/dataProtection';

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string): string | null => env[name]?.trim() || null;

/** Longest accepted text: a paragraph, not a document. */
const MAX_LENGTH = 2000;

function checkEmail(name: string, value: string | null): string | null {
  if (value !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new Error(`${name} must be an e-mail address, got "${value}"`);
  }
  return value;
}

export function parsePrivacyNotice(env: Env): PrivacyNotice {
  const notice: PrivacyNotice = {
    controller: read(env, 'PRIVACY_CONTROLLER'),
    contactEmail: checkEmail('PRIVACY_CONTACT_EMAIL', read(env, 'PRIVACY_CONTACT_EMAIL')),
    dpo: read(env, 'PRIVACY_DPO'),
    legalBasis: read(env, 'PRIVACY_LEGAL_BASIS'),
    retention: read(env, 'PRIVACY_RETENTION'),
    termsOwner: read(env, 'TERMS_OWNER'),
    termsContact: checkEmail('TERMS_CONTACT_EMAIL', read(env, 'TERMS_CONTACT_EMAIL')),
  };
  for (const [key, value] of Object.entries(notice)) {
    if (value !== null && value.length > MAX_LENGTH) {
      throw new Error(`The privacy notice's ${key} is longer than ${MAX_LENGTH} characters`);
    }
  }
  return notice;
}
