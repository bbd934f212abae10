// /config.json: the deployment's settings, read once at start (docs/api.md#get-configjson). It is
// fetched before the API client exists (the client's base URL comes from it), so plain fetch.
import type { AppConfig } from '../contract/types';
import { ApiError } from './apiError';

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
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const oidc = (raw.oidc && typeof raw.oidc === 'object' ? raw.oidc : {}) as Record<
    string,
    unknown
  >;
  const accounts = (raw.accounts && typeof raw.accounts === 'object' ? raw.accounts : {}) as Record<
    string,
    unknown
  >;
  const text = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
  const mediaLinks = Array.isArray(raw.mediaLinks)
    ? raw.mediaLinks
        .map((link) => (link && typeof link === 'object' ? (link as Record<string, unknown>) : {}))
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
    mediaLinks,
  };
}
