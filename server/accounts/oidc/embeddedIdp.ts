// The embedded OpenID Connect provider: the local default for signing in to Rådslag.
//
// It is oidc-provider (a Koa application) mounted under the path of the issuer URL, e.g. /oidc,
// next to the Hono app. Accounts are the database's users: a person signs in with a password or a
// passkey (interaction.ts), behind the site's access code. The SPA is a public client using the
// authorization code flow with PKCE and a refresh token bound to the session; the access tokens are
// short-lived RS256 JWTs for the API audience, so the API verifies them exactly as it would verify
// tokens from Auth0 or Keycloak.
//
// This file wires the parts together and routes requests: providerConfiguration.ts (oidc-provider's
// configuration), interaction.ts (our sign-in page), userinfo.ts, replies.ts (our HTTP answers and
// CSP), firstPartyGrant.ts, keys.ts, pages.ts, loginPage.ts, stylesheet.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve as resolvePath } from 'node:path';
import { createLocalJWKSet } from 'jose';
import type Provider from 'oidc-provider';
import type { AccountServices } from '../services';
import { createFirstPartyGrant } from './firstPartyGrant';
import { resourceIndicatorFor, type IdpContext } from './idpContext';
import { createInteractionHandler } from './interaction';
import { createDbAdapter } from './dbAdapter';
import { loadOrCreateKeys, publicJwk, type IdpKeys } from './keys';
import { createMemoryAdapter } from './memoryAdapter';
import { loadSharedKeys } from './sharedKeys';
import { PASSKEY_SCRIPT, PASSKEY_SCRIPT_NAME, WEBAUTHN_SCRIPT_NAME } from './loginPage';
import { LOGOUT_SCRIPT, LOGOUT_SCRIPT_NAME, STYLESHEET_NAME } from './pages';
import { STYLESHEET } from './stylesheet';
import { createProviderConfiguration } from './providerConfiguration';
import { createReplies, idpCsp } from './replies';
import { transportHeaders } from '../../platform/http/securityHeaders';
import { createUserinfoHandler } from './userinfo';

export interface EmbeddedIdpOptions {
  /** e.g. http://127.0.0.1:3000/oidc — the provider is mounted under this URL's path. */
  issuer: string;
  /** Where signing and cookie keys persist; null = memory only (tests). */
  dataDir: string | null;
  /** The SPA's public client, e.g. raadslag-admin. */
  clientId: string;
  /** The API audience (`aud` of access tokens), e.g. raadslag-api. */
  audience: string;
  /** e.g. http://127.0.0.1:3000 — redirect_uri is `${appOrigin}/`, post-logout `${appOrigin}/home`. */
  appOrigin: string;
  /** Accounts, throttling, the access-code gate, passkeys (accounts/services.ts). */
  services: AccountServices;
  /**
   * Keep keys and the provider's sessions, interactions, grants and codes in the database
   * (services.db), so every instance on it is the same provider (server/start.ts). Default: keys in
   * dataDir (or memory) and state in this process's memory — one provider per test.
   */
  sharedState?: boolean;
  /** The operator's own keys (OIDC_KEYS, keys.ts#parseOperatorKeys): used instead of any stored. */
  keys?: IdpKeys | null;
}

export interface EmbeddedIdp {
  /** The path prefix the provider answers under, e.g. '/oidc'. */
  mountPath: string;
  /** Node request listener for every request whose path is mountPath or below it. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Absolute URL of the provider's JWKS (public signing keys). */
  jwksUri: string;
}

// @simplewebauthn/browser's own browser bundle, served from our origin (no CDN, script-src 'self').
// The package exports no path to it, so it is found next to its CommonJS entry (script/index.js).
const WEBAUTHN_BROWSER_BUNDLE = readFileSync(
  resolvePath(
    dirname(createRequire(import.meta.url).resolve('@simplewebauthn/browser')),
    '../dist/bundle/index.umd.min.js',
  ),
  'utf8',
);

type OidcProviderModule = typeof import('oidc-provider');
let providerModule: Promise<OidcProviderModule> | undefined;

// oidc-provider warns at import time that Node 20 is not its preferred runtime. It works here
// (our tests run on Node 20), so that one line is dropped; every other warning still gets through.
function loadOidcProvider(): Promise<OidcProviderModule> {
  providerModule ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
      warn.apply(console, args);
    };
    try {
      return await import('oidc-provider');
    } finally {
      console.warn = warn;
    }
  })();
  return providerModule;
}

function withoutTrailingSlash(value: string): string {
  return value.replace(/\/+$/u, '');
}

export async function createEmbeddedIdp(opts: EmbeddedIdpOptions): Promise<EmbeddedIdp> {
  const issuer = withoutTrailingSlash(opts.issuer);
  const mountPath = withoutTrailingSlash(new URL(issuer).pathname);
  if (!mountPath) {
    // The site itself owns '/', so the provider needs a path of its own.
    throw new Error(`the embedded issuer must have a path, e.g. ${issuer}/oidc`);
  }
  const appOrigin = new URL(opts.appOrigin).origin;

  const [{ default: OidcProvider, errors, interactionPolicy }, keys] = await Promise.all([
    loadOidcProvider(),
    opts.keys
      ? opts.keys
      : opts.sharedState
        ? loadSharedKeys(opts.services.db, opts.dataDir)
        : loadOrCreateKeys(opts.dataDir),
  ]);
  const idp: IdpContext = {
    issuer,
    mountPath,
    assetsPath: `${mountPath}/assets`,
    appOrigin,
    allowedOrigins: new Set([appOrigin, ...opts.services.config.allowedOrigins]),
    clientId: opts.clientId,
    audience: opts.audience,
    resourceIndicator: resourceIndicatorFor(opts.audience),
    homeUrl: `${appOrigin}/home`,
    services: opts.services,
  };

  // The configuration's callbacks need the provider made from it; they only run once requests
  // arrive, by which time it exists.
  const theProvider = () => provider;
  const firstPartyGrant = createFirstPartyGrant(theProvider, idp);
  const provider: Provider = new OidcProvider(
    issuer,
    createProviderConfiguration(idp, {
      keys,
      errors,
      interactionPolicy,
      firstPartyGrant,
      provider: theProvider,
      adapter: opts.sharedState ? createDbAdapter(opts.services.db) : createMemoryAdapter(),
    }),
  );
  // The browser reaches us at the issuer's origin, whatever sits in between: Koa is told so by
  // headers we set ourselves below (never the client's), so its `secure` and host are the issuer's.
  provider.proxy = true;
  const issuerUrl = new URL(issuer);

  // Provider responses may be framed by the app (silent renew runs /auth in a hidden iframe); our
  // own pages never are.
  const providerCsp = idpCsp(idp.allowedOrigins, `'self' ${[...idp.allowedOrigins].join(' ')}`);
  const transport = transportHeaders(opts.services.config.publicOrigin);
  const replies = createReplies({
    pageCsp: idpCsp(idp.allowedOrigins, "'none'"),
    assetsPath: idp.assetsPath,
    homeUrl: idp.homeUrl,
    transport,
  });

  // Security headers on everything the provider answers (its HTML pages in particular).
  provider.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Content-Security-Policy', providerCsp);
    for (const [name, value] of Object.entries(transport)) ctx.set(name, value);
    await next();
  });
  provider.on('server_error', (_ctx: unknown, error: Error) => {
    console.error('[oidc] server error:', error);
  });

  const providerCallback = provider.callback();
  const interaction = createInteractionHandler(idp, provider, firstPartyGrant, replies);
  const localJwks = createLocalJWKSet({ keys: keys.signingKeys.map(publicJwk) });
  const userinfo = createUserinfoHandler(idp, localJwks, replies);
  const { send } = replies;

  function asset(req: IncomingMessage, res: ServerResponse, name: string): void {
    const files: Record<string, { body: string; type: string }> = {
      [STYLESHEET_NAME]: { body: STYLESHEET, type: 'text/css; charset=utf-8' },
      [LOGOUT_SCRIPT_NAME]: { body: LOGOUT_SCRIPT, type: 'text/javascript; charset=utf-8' },
      [PASSKEY_SCRIPT_NAME]: { body: PASSKEY_SCRIPT, type: 'text/javascript; charset=utf-8' },
      [WEBAUTHN_SCRIPT_NAME]: {
        body: WEBAUTHN_BROWSER_BUNDLE,
        type: 'text/javascript; charset=utf-8',
      },
    };
    const file = Object.hasOwn(files, name) ? files[name] : undefined;
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      send(res, 404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' });
      return;
    }
    send(res, 200, req.method === 'HEAD' ? '' : file.body, {
      'Content-Type': file.type,
      'Cache-Control': 'public, max-age=3600',
    });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    if (path !== mountPath && !path.startsWith(`${mountPath}/`)) {
      send(res, 404, 'Not found', { 'Content-Type': 'text/plain; charset=utf-8' });
      return;
    }
    const rest = path.slice(mountPath.length) || '/';
    req.headers['x-forwarded-proto'] = issuerUrl.protocol.slice(0, -1);
    req.headers['x-forwarded-host'] = issuerUrl.host;
    delete req.headers['x-forwarded-port'];

    if (rest.startsWith('/assets/')) {
      asset(req, res, rest.slice('/assets/'.length));
      return;
    }
    const interactionMatch = /^\/interaction\/([\w-]+)$/u.exec(rest);
    if (interactionMatch) {
      await interaction(req, res, interactionMatch[1]);
      return;
    }
    if (rest === '/me') {
      await userinfo(req, res);
      return;
    }

    // Everything else is oidc-provider's. It sees the URL without the prefix and recovers the
    // prefix from `originalUrl` (as under Express), so every URL it builds — discovery,
    // interaction, resume, end_session — carries the mount path.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = rawUrl;
    req.url = rest + (queryAt === -1 ? '' : rawUrl.slice(queryAt));
    await providerCallback(req, res);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    route(req, res).catch((error: unknown) => {
      console.error('[oidc] request failed:', error);
      if (!res.headersSent) replies.errorPage(res);
      else res.end();
    });
  }

  return { mountPath, handle, jwksUri: provider.urlFor('jwks') };
}
