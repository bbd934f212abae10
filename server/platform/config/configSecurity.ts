// The security-related part of the configuration (docs/deploy.md#sessions-and-passwords): who may
// create an account, how mail leaves the server, which proxies to believe, which browser origins
// may call the API, how the API reads external providers' tokens. loadServerConfig (config.ts)
// calls these.
import { isIP } from 'node:net';
import { platformMessages } from '../messages';

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

const list = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Who may create an account with the embedded provider. */
export type SignupPolicy =
  | { mode: 'invite' }
  /** Self-service for these (lower-cased) e-mail domains, the address confirmed by a link. */
  | { mode: 'domains'; domains: string[] };

export function parseSignupPolicy(env: Env): SignupPolicy {
  const mode = (read(env, 'SIGNUP_MODE') ?? 'invite').toLowerCase();
  const domains = list(read(env, 'SIGNUP_DOMAINS')).map((domain) =>
    domain.toLowerCase().replace(/^@/u, ''),
  );
  if (mode === 'invite') return { mode: 'invite' };
  if (mode !== 'domains') {
    throw new Error(`SIGNUP_MODE must be "invite" or "domains", got "${mode}"`);
  }
  if (domains.length === 0) {
    throw new Error('SIGNUP_MODE=domains needs SIGNUP_DOMAINS, e.g. SIGNUP_DOMAINS=aarhus.dk');
  }
  for (const domain of domains) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/u.test(domain)) {
      throw new Error(`SIGNUP_DOMAINS: "${domain}" is not a domain name`);
    }
  }
  return { mode: 'domains', domains };
}

export interface MailConfig {
  /** nodemailer transport URL (smtp://user:pass@host:587, smtps://…); null: links go to the log. */
  smtpUrl: string | null;
  from: string;
}

export function parseMailConfig(env: Env, publicOrigin: string): MailConfig {
  const smtpUrl = read(env, 'SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\//u.test(smtpUrl)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const host = new URL(publicOrigin).hostname;
  return { smtpUrl, from: read(env, 'MAIL_FROM') ?? platformMessages.mailFrom(host) };
}

/**
 * Which reverse proxies' X-Forwarded-For to believe. A hop count takes the address that many
 * entries from the right (the one our nearest proxy saw); a list of proxy addresses walks from
 * the right past those. Either way a client cannot choose its own address by sending the header.
 */
export type TrustProxy = { hops: number } | { proxies: string[] } | null;

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim();
  if (!value || value === '0') return null;
  if (/^\d+$/u.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY: ${hops} proxies is not plausible`);
    return { hops };
  }
  const proxies = list(value);
  if (proxies.every((address) => isIP(address) !== 0)) return { proxies };
  throw new Error(
    'TRUST_PROXY must be the number of reverse proxies in front of the server (e.g. 1) or a ' +
      'comma-separated list of their addresses (e.g. 10.0.0.5,10.0.0.6)',
  );
}

/** The Vite dev server, allowed next to the app while the app itself is plain http (local). */
export const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/**
 * Browser origins that may call the API and sign in: the app, the public site (participation
 * pages may be served from there), ALLOWED_ORIGINS, and — only while PUBLIC_ORIGIN is plain http —
 * the Vite dev server.
 */
export function parseAllowedOrigins(env: Env, publicOrigin: string, siteUrl: string): string[] {
  const origins = [publicOrigin, new URL(siteUrl).origin];
  for (const item of list(read(env, 'ALLOWED_ORIGINS'))) {
    let origin: string;
    try {
      origin = new URL(item).origin;
    } catch {
      throw new Error(`ALLOWED_ORIGINS: "${item}" is not an origin like https://example.dk`);
    }
    if (origin === 'null') throw new Error(`ALLOWED_ORIGINS: "${item}" has no origin`);
    origins.push(origin);
  }
  if (publicOrigin.startsWith('http:')) origins.push(...DEV_ORIGINS);
  return [...new Set(origins)];
}

/** How the API reads an external provider's access tokens (the embedded one is fixed). */
export interface TokenRules {
  /** The claim carrying the e-mail address: `email`, or exactly one namespaced name. */
  emailClaim: string;
  /** Link a new subject to an existing account by e-mail when the provider says it is verified. */
  linkVerifiedEmail: boolean;
  /** Accepted JWT `typ` headers (lower-cased; RFC 9068's at+jwt, and JWT for older providers). */
  types: string[];
  /** Tokens older than this (by `iat`) are refused whatever their `exp` says. */
  maxAgeSeconds: number;
}

const on = (value: string | undefined) => ['1', 'true', 'yes', 'on'].includes(value ?? '');

export function parseTokenRules(env: Env, embedded: boolean): TokenRules {
  const maxAge = read(env, 'OIDC_MAX_TOKEN_AGE');
  const maxAgeSeconds = maxAge === undefined ? (embedded ? 15 * 60 : 2 * 60 * 60) : Number(maxAge);
  if (!Number.isInteger(maxAgeSeconds) || maxAgeSeconds < 60) {
    throw new Error('OIDC_MAX_TOKEN_AGE must be a whole number of seconds, at least 60');
  }
  const types = list(read(env, 'OIDC_TOKEN_TYPES')).map((type) => type.toLowerCase());
  return {
    emailClaim: read(env, 'OIDC_EMAIL_CLAIM') ?? 'email',
    linkVerifiedEmail: on(read(env, 'OIDC_LINK_VERIFIED_EMAIL')?.toLowerCase()),
    types: types.length > 0 ? types : embedded ? ['at+jwt'] : ['at+jwt', 'jwt'],
    maxAgeSeconds,
  };
}

/** ADMIN_EMAILS is gone: site admins are marked on their account. Refuse to start with it set. */
export function refuseAdminEmails(env: Env): void {
  if (read(env, 'ADMIN_EMAILS') === undefined) return;
  throw new Error(
    'ADMIN_EMAILS is no longer supported: site admins are marked on their account. For each ' +
      'address run `npm run user:add -- <e-mail> --admin`, then remove ADMIN_EMAILS.',
  );
}
