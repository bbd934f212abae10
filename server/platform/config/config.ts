// Server configuration, read once from the environment. Every variable has a default so that
// `npm start` on a fresh checkout gives a working embedded setup (PGlite + embedded identity
// provider). The SPA's /config.json is derived from this by buildAppConfig.
import { isIP } from 'node:net';
import path from 'node:path';
import type { ApiServer, AppConfig } from '../../../contract/types';
import {
  parseAllowedOrigins,
  parseMailConfig,
  parseSignupPolicy,
  parseTokenRules,
  parseTrustProxy,
  refuseAdminEmails,
  type MailConfig,
  type SignupPolicy,
  type TokenRules,
  type TrustProxy,
} from './configSecurity';
import { parsePrivacyNotice } from './privacyConfig';
import type { PrivacyNotice } from '../../../contract/dataProtection';
import { PRODUCT_NAME } from '../messages';

export interface MediaLink {
  title: string;
  url: string;
}

export interface OidcConfig {
  /** Issuer URL, without trailing slash. Tokens must carry exactly this `iss`. */
  issuer: string;
  /** True when OIDC_ISSUER is unset and the server runs its own provider under /oidc. */
  embeddedIdp: boolean;
  /** Same as embeddedIdp (server/start.ts reads this name). */
  embedded: boolean;
  clientId: string;
  audience: string;
  /** Explicit JWKS address; null means: discover it (external) or `${issuer}/jwks` (embedded). */
  jwksUri: string | null;
  /** How access tokens are read: e-mail claim, linking by verified e-mail, typ, maximum age. */
  tokens: TokenRules;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the data directory (PGlite lives in `${dataDir}/pglite`). */
  dataDir: string;
  /** PostgreSQL connection string; null selects the embedded PGlite database. */
  databaseUrl: string | null;
  /** Public site address participation links are built on; always ends with '/'. */
  publicSiteUrl: string;
  /** The origin the browser sees this server at (scheme://host[:port]), without trailing slash. */
  publicOrigin: string;
  accessCode: string;
  productName: string;
  siteOwner: string;
  oidc: OidcConfig;
  /** Who may create an account with the embedded provider (SIGNUP_MODE, SIGNUP_DOMAINS). */
  signup: SignupPolicy;
  /** SMTP for invites, confirmations and resets; without it the links are logged. */
  mail: MailConfig;
  /** TRUST_PROXY: whose X-Forwarded-For to believe for the client address. */
  trustProxy: TrustProxy;
  /** Browser origins allowed to call the API and to sign in (CORS, Origin checks). */
  allowedOrigins: string[];
  /** DEMO_DATA is not 0: the demo conversation is seeded and the demo password works. */
  demo: boolean;
  /** Base of the API the SPA talks to: '/api/v3' here, or an upstream Polis URL. */
  apiBaseUrl: string;
  /** API_SERVER: whether apiBaseUrl is this server or an upstream Polis (docs/upstream.md). */
  apiServer: ApiServer;
  mediaLinks: MediaLink[];
  /** The privacy notice and the terms' owner (PRIVACY_*, TERMS_*; server/platform/config/privacyConfig.ts). */
  privacy: PrivacyNotice;
  /** Opinion groups (server/math/service): MATH_DEBOUNCE_MS, MATH_TIMEOUT_MS. */
  math: { debounceMs: number; timeoutMs: number };
  /** CONVERSATIONS_PER_DAY: conversations one account may create in 24 hours (http/creationBudget). */
  conversationsPerDay: number;
}

type Env = Record<string, string | undefined>;

/** An unset or blank variable counts as unset, so `FOO=` in a .env file means "use the default". */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function parseMilliseconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value)) {
    throw new Error(`${name} must be a whole number of milliseconds, got "${raw}"`);
  }
  return value;
}

function parseCount(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  }
  return value;
}

function parseUrl(name: string, raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

function parseMediaLinks(raw: string | undefined): MediaLink[] {
  if (raw === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('MEDIA_LINKS must be a JSON array of {"title","url"} objects');
  }
  const valid =
    Array.isArray(parsed) &&
    parsed.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as MediaLink).title === 'string' &&
        typeof (item as MediaLink).url === 'string',
    );
  if (!valid) throw new Error('MEDIA_LINKS must be a JSON array of {"title","url"} objects');
  return (parsed as MediaLink[]).map(({ title, url }) => ({ title, url }));
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** DEMO_DATA=0 (or false/no/off) turns the demo off; anything else, or unset, leaves it on. */
export function demoEnabled(env: Env): boolean {
  const value = env.DEMO_DATA?.trim().toLowerCase();
  return !(value === '0' || value === 'false' || value === 'no' || value === 'off');
}

export function loadServerConfig(env: Env = process.env): ServerConfig {
  refuseAdminEmails(env);
  const port = parsePort(read(env, 'PORT'));
  const host = read(env, 'HOST') ?? '127.0.0.1';
  // IPv6 literals need brackets inside a URL.
  const localOrigin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const publicOrigin = parseUrl('PUBLIC_ORIGIN', read(env, 'PUBLIC_ORIGIN') ?? localOrigin).origin;
  // The participation pages are served by this server unless they are elsewhere: behind a proxy,
  // that is the public origin, not the local listening address.
  const siteUrl = parseUrl('PUBLIC_SITE_URL', read(env, 'PUBLIC_SITE_URL') ?? `${publicOrigin}/`);
  const publicSiteUrl = siteUrl.href.endsWith('/') ? siteUrl.href : `${siteUrl.href}/`;

  const externalIssuer = read(env, 'OIDC_ISSUER');
  if (externalIssuer !== undefined) parseUrl('OIDC_ISSUER', externalIssuer);
  const jwksUri = read(env, 'OIDC_JWKS_URI');
  if (jwksUri !== undefined) parseUrl('OIDC_JWKS_URI', jwksUri);

  return {
    port,
    host,
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? './data'),
    databaseUrl: read(env, 'DATABASE_URL') ?? null,
    publicSiteUrl,
    publicOrigin,
    accessCode: read(env, 'ACCESS_CODE') ?? 'dialog',
    productName: read(env, 'PRODUCT_NAME') ?? PRODUCT_NAME,
    siteOwner: read(env, 'SITE_OWNER') ?? PRODUCT_NAME,
    oidc: {
      issuer: withoutTrailingSlash(externalIssuer ?? `${publicOrigin}/oidc`),
      embeddedIdp: externalIssuer === undefined,
      embedded: externalIssuer === undefined,
      clientId: read(env, 'OIDC_CLIENT_ID') ?? 'raadslag-admin',
      audience: read(env, 'OIDC_AUDIENCE') ?? 'raadslag-api',
      jwksUri: jwksUri ?? null,
      tokens: parseTokenRules(env, externalIssuer === undefined),
    },
    signup: parseSignupPolicy(env),
    mail: parseMailConfig(env, publicOrigin),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedOrigins: parseAllowedOrigins(env, publicOrigin, publicSiteUrl),
    demo: demoEnabled(env),
    apiBaseUrl: withoutTrailingSlash(read(env, 'API_BASE_URL') ?? '/api/v3'),
    apiServer: parseApiServer(read(env, 'API_SERVER'), read(env, 'API_BASE_URL')),
    mediaLinks: parseMediaLinks(read(env, 'MEDIA_LINKS')),
    privacy: parsePrivacyNotice(env),
    math: {
      debounceMs: parseMilliseconds('MATH_DEBOUNCE_MS', read(env, 'MATH_DEBOUNCE_MS'), 5000),
      timeoutMs: Math.max(
        1,
        parseMilliseconds('MATH_TIMEOUT_MS', read(env, 'MATH_TIMEOUT_MS'), 120_000),
      ),
    },
    conversationsPerDay: parseCount(
      'CONVERSATIONS_PER_DAY',
      read(env, 'CONVERSATIONS_PER_DAY'),
      50,
    ),
  };
}

/** What the SPA may know: no secrets, and nothing from which the access code can be found. */
export function buildAppConfig(config: ServerConfig): AppConfig {
  return {
    productName: config.productName,
    siteOwner: config.siteOwner,
    publicSiteUrl: config.publicSiteUrl,
    oidc: {
      authority: config.oidc.issuer,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
    },
    accessCodeRequired: config.accessCode.trim() !== '',
    accounts: {
      enabled: config.oidc.embedded,
      signup: config.oidc.embedded && config.signup.mode === 'domains',
      // Browsers refuse an IP address as a passkey's relying party (accounts/passkeys.ts).
      passkeys:
        config.oidc.embedded &&
        isIP(new URL(config.publicOrigin).hostname.replace(/^\[|\]$/gu, '')) === 0,
    },
    apiBaseUrl: config.apiBaseUrl,
    apiServer: config.apiServer,
    mediaLinks: config.mediaLinks.map((link) => ({ ...link })),
    privacy: { ...config.privacy },
  };
}

/**
 * Which server the SPA's API_BASE_URL points at (docs/upstream.md#which-server-answers): set
 * API_SERVER to say so; unset, an API_BASE_URL other than this server's own '/api/v3' is taken to
 * be an upstream Polis — that is what the variable is documented for. A typo refuses to start.
 */
export function parseApiServer(
  value: string | undefined,
  apiBaseUrl: string | undefined,
): ApiServer {
  if (value === undefined) {
    const base = apiBaseUrl === undefined ? '/api/v3' : withoutTrailingSlash(apiBaseUrl);
    return base === '/api/v3' ? 'raadslag' : 'polis';
  }
  if (value === 'raadslag' || value === 'polis') return value;
  throw new Error(`API_SERVER must be "raadslag" or "polis", not "${value}"`);
}
