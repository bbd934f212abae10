// Security headers for every response this server sends: the SPA, the API, and (reused by the
// embedded identity provider) its sign-in pages. The SPA ships no inline script, so script-src
// stays 'self'; the identity provider's origin is allowed where the OIDC flow needs it (token
// calls, silent-renew iframe, form posts).
import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config/config';

export type CspDirectives = Record<string, string[]>;

export interface SecurityHeaderOptions {
  /** Sources appended to directives, e.g. { 'form-action': ['https://client.example'] }. */
  extraSources?: CspDirectives;
  /** Directives replaced outright. */
  override?: CspDirectives;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null; // relative (e.g. '/api/v3'): same origin, covered by 'self'
  }
}

/** The directives for this deployment, before options are applied. */
export function baseCspDirectives(config: ServerConfig): CspDirectives {
  const issuerOrigin = originOf(config.oidc.issuer);
  const apiOrigin = originOf(config.apiBaseUrl);
  const connect = ["'self'"];
  if (!config.oidc.embeddedIdp && issuerOrigin) connect.push(issuerOrigin);
  if (apiOrigin && apiOrigin !== config.publicOrigin) connect.push(apiOrigin);
  const withIssuer = (sources: string[]) => (issuerOrigin ? [...sources, issuerOrigin] : sources);
  // 'Del samtale' previews the participation page as it will look embedded, from the public site.
  const siteOrigin = originOf(config.publicSiteUrl);
  const frames = withIssuer(["'self'"]);
  if (siteOrigin && siteOrigin !== config.publicOrigin) frames.push(siteOrigin);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': [...new Set(connect)],
    'frame-src': [...new Set(frames)],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': withIssuer(["'self'"]),
  };
}

export function contentSecurityPolicy(
  config: ServerConfig,
  options: SecurityHeaderOptions = {},
): string {
  const directives = baseCspDirectives(config);
  for (const [name, sources] of Object.entries(options.extraSources ?? {})) {
    directives[name] = [...new Set([...(directives[name] ?? []), ...sources])];
  }
  Object.assign(directives, options.override);
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Headers that do not depend on the page: no powerful browser features for anyone (passkeys stay
 * allowed for our own origin), and — once the browser reaches us over https — HSTS, so it never
 * tries plain http again. Shared with the embedded provider's answers.
 */
export function transportHeaders(publicOrigin: string): Record<string, string> {
  return {
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), ' +
      'publickey-credentials-get=(self), publickey-credentials-create=(self)',
    ...(publicOrigin.startsWith('https:')
      ? { 'Strict-Transport-Security': 'max-age=31536000' }
      : {}),
  };
}

export function securityHeaderValues(
  config: ServerConfig,
  options: SecurityHeaderOptions = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...transportHeaders(config.publicOrigin),
  };
}

/** Sets the headers on every response that passes through, unless a handler set its own CSP. */
export function securityHeaders(
  config: ServerConfig,
  options: SecurityHeaderOptions = {},
): MiddlewareHandler {
  const values = Object.entries(securityHeaderValues(config, options));
  return async (c, next) => {
    await next();
    const apply = (headers: Headers) => {
      for (const [name, value] of values) if (!headers.has(name)) headers.set(name, value);
    };
    try {
      apply(c.res.headers);
    } catch {
      // Responses like Response.redirect() have immutable headers: copy, then set.
      c.res = new Response(c.res.body, c.res);
      apply(c.res.headers);
    }
  };
}
