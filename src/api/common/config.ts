// /config.json: the deployment's settings, read once at start (docs/api.md#get-configjson). It is
// fetched before the API client exists (the client's base URL comes from it), so plain fetch.
import type { PrivacyNotice } from '../../../contract/dataProtection';
import type { AppConfig } from '../../../contract/types';
import { ApiError } from './apiError';
import { recordOrEmpty } from './tolerance';

export async function loadAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetch('/config.json', {
      signal,
      headers: { accept: 'application/json' },
      cache: 'no-cache',
    });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw ApiError.network(error);
  }
  if (!response.ok) throw await ApiError.fromResponse(response);
  return parseAppConfig(await response.json());
}

export function parseAppConfig(value: unknown): AppConfig {
  const raw = recordOrEmpty(value);
  const oidc = recordOrEmpty(raw.oidc);
  const accounts = recordOrEmpty(raw.accounts);
  const text = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
  const mediaLinks = Array.isArray(raw.mediaLinks)
    ? raw.mediaLinks
        .map(recordOrEmpty)
        .map((link) => ({ title: text(link.title), url: text(link.url) }))
        .filter((link) => link.title !== '' && /^https?:\/\//i.test(link.url))
    : [];
  return {
    productName: text(raw.productName, 'Rådslag'),
    siteOwner: text(raw.siteOwner),
    publicSiteUrl: text(raw.publicSiteUrl),
    oidc: {
      authority: text(oidc.authority),
      clientId: text(oidc.clientId),
      audience: text(oidc.audience),
    },
    // Unknown or missing: ask for the code (the server decides whether it was right).
    accessCodeRequired: raw.accessCodeRequired !== false,
    accounts: {
      enabled: accounts.enabled === true,
      signup: accounts.signup === true,
      passkeys: accounts.passkeys === true,
    },
    apiBaseUrl: text(raw.apiBaseUrl, '/api/v3'),
    // Only an explicit 'polis' switches to upstream's ways; a config.json from before the flag
    // (or hand-written without it) means our own server (docs/upstream.md#which-server-answers).
    apiServer: raw.apiServer === 'polis' ? 'polis' : 'raadslag',
    mediaLinks,
    privacy: parsePrivacyNotice(raw.privacy),
  };
}

/** Each field a non-empty string or null (the page then shows its default text). */
function parsePrivacyNotice(value: unknown): PrivacyNotice {
  const raw = recordOrEmpty(value);
  const field = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    controller: field(raw.controller),
    contactEmail: field(raw.contactEmail),
    dpo: field(raw.dpo),
    legalBasis: field(raw.legalBasis),
    retention: field(raw.retention),
    termsOwner: field(raw.termsOwner),
    termsContact: field(raw.termsContact),
  };
}
