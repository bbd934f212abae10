// The embedded OpenID Connect provider: the local default for signing in to Rådslag.
//
// It is oidc-provider (a Koa application) mounted under the path of the issuer URL, e.g. /oidc,
// next to the Hono app. Any e-mail address signs in (there is no password: the sign-in page sits
// behind the site's access code), the SPA is a public client using the authorization code flow
// with PKCE, and the access tokens are RS256 JWTs for the API audience, so the API verifies them
// exactly as it would verify tokens from Auth0 or Keycloak.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type Provider from 'oidc-provider';
import type {
  Account,
  AccessToken,
  ClientCredentials,
  Configuration,
  Grant,
  KoaContextWithOIDC,
} from 'oidc-provider';
import {
  AccountStore,
  MAX_NAME_LENGTH,
  cleanName,
  isValidEmail,
  type IdpAccount,
} from './accounts';
import { loadOrCreateKeys, publicJwk } from './keys';
import { createMemoryAdapter } from './memoryAdapter';
import {
  LOGOUT_SCRIPT,
  LOGOUT_SCRIPT_NAME,
  PRODUCT_NAME,
  STYLESHEET,
  STYLESHEET_NAME,
  loginPage,
  logoutPage,
  messagePage,
} from './pages';

export interface EmbeddedIdpOptions {
  /** e.g. http://127.0.0.1:3000/oidc — the provider is mounted under this URL's path. */
  issuer: string;
  /** Where signing keys, cookie keys and remembered names persist; null = memory only (tests). */
  dataDir: string | null;
  /** The SPA's public client, e.g. raadslag-admin. */
  clientId: string;
  /** The API audience (`aud` of access tokens), e.g. raadslag-api. */
  audience: string;
  /** e.g. http://127.0.0.1:3000 — redirect_uri is `${appOrigin}/`, post-logout `${appOrigin}/home`. */
  appOrigin: string;
  /**
   * Trust X-Forwarded-Proto/Host (Koa's `proxy`). Only behind a TLS-terminating reverse proxy;
   * off by default because a directly exposed server must not believe those headers.
   */
  trustProxy?: boolean;
}

export interface EmbeddedIdp {
  /** The path prefix the provider answers under, e.g. '/oidc'. */
  mountPath: string;
  /** Node request listener for every request whose path is mountPath or below it. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Absolute URL of the provider's JWKS (public signing keys). */
  jwksUri: string;
}

/** What the SPA asks for; the only scopes the provider grants. */
const SCOPE = 'openid profile email';
const ACCESS_TOKEN_TTL = 60 * 60;
const SESSION_TTL = 14 * 24 * 60 * 60;
/** The Vite dev server origins, allowed in addition to appOrigin. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];
const MAX_FORM_BYTES = 8 * 1024;

type OidcProviderModule = typeof import('oidc-provider');
let providerModule: Promise<OidcProviderModule> | undefined;

// oidc-provider warns at import time that Node 20 is not its preferred runtime. It works here
// (see STACK-NOTES.md), so that one line is dropped; every other warning still gets through.
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

/**
 * Resource indicators (RFC 8707) must be absolute URIs, but API audiences are often plain names
 * ("raadslag-api"). The indicator is internal: the SPA never sends it (defaultResource supplies
 * it) and the token's `aud` is the audience itself.
 */
function resourceIndicatorFor(audience: string): string {
  return URL.canParse(audience)
    ? audience
    : `urn:raadslag:resource:${encodeURIComponent(audience)}`;
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
  const assetsPath = `${mountPath}/assets`;
  const appOrigin = new URL(opts.appOrigin).origin;
  const allowedOrigins = new Set([appOrigin, ...DEV_ORIGINS]);
  const { clientId, audience } = opts;
  const resourceIndicator = resourceIndicatorFor(audience);
  const homeUrl = `${appOrigin}/home`;

  const [{ default: OidcProvider, errors }, keys, accounts] = await Promise.all([
    loadOidcProvider(),
    loadOrCreateKeys(opts.dataDir),
    AccountStore.open(opts.dataDir),
  ]);
  const localJwks = createLocalJWKSet({ keys: keys.signingKeys.map(publicJwk) });

  // CSP for pages we and oidc-provider render. No inline script; oidc-provider's own auto-submit
  // forms add their script's hash to an existing script-src. form-action lists the app origins
  // because browsers apply it to the redirects that follow a form post (login → code → app).
  const originList = [...allowedOrigins].join(' ');
  const csp = (frameAncestors: string) =>
    [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      `form-action 'self' ${originList}`,
      `frame-ancestors ${frameAncestors}`,
      "base-uri 'none'",
    ].join('; ');
  // Provider responses may be framed by the app (silent renew runs /auth in a hidden iframe).
  const providerCsp = csp(`'self' ${originList}`);
  const pageCsp = csp("'none'");

  function accountClaims(account: IdpAccount): { sub: string; email: string; name?: string } {
    return {
      sub: account.sub,
      email: account.email,
      ...(account.name ? { name: account.name } : {}),
    };
  }

  // Our own client is first-party: it gets the fixed scope without a consent screen. The grant
  // carries both the OpenID scopes (ID token, userinfo) and the same scopes for the API resource
  // (the JWT access token).
  async function firstPartyGrant(accountId: string, existingGrantId?: string): Promise<Grant> {
    let grant = existingGrantId ? await provider.Grant.find(existingGrantId) : undefined;
    if (!grant || grant.accountId !== accountId || grant.clientId !== clientId) {
      grant = new provider.Grant({ accountId, clientId });
    }
    const before = `${grant.getOIDCScope()}|${grant.getResourceScope(resourceIndicator)}`;
    grant.addOIDCScope(SCOPE);
    grant.addResourceScope(resourceIndicator, SCOPE);
    const after = `${grant.getOIDCScope()}|${grant.getResourceScope(resourceIndicator)}`;
    if (!grant.jti || before !== after) await grant.save();
    return grant;
  }

  function errorText(error: string): string {
    switch (error) {
      case 'invalid_client':
      case 'invalid_redirect_uri':
      case 'unauthorized_client':
        return 'Programmet, der bad om at logge dig ind, er ikke kendt af Rådslag.';
      case 'invalid_request':
      case 'invalid_scope':
      case 'invalid_target':
        return 'Log ind-forespørgslen var ugyldig. Gå tilbage til Rådslag og prøv igen.';
      case 'session_not_found':
      case 'invalid_grant':
        return 'Din log ind-session er udløbet. Gå tilbage til Rådslag og prøv igen.';
      default:
        return 'Noget gik galt under log ind. Gå tilbage til Rådslag og prøv igen.';
    }
  }

  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_name: PRODUCT_NAME,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        scope: SCOPE,
        // The app root receives the sign-in code; silent-renew.html is the hidden iframe's page.
        redirect_uris: [...allowedOrigins].flatMap((origin) => [
          `${origin}/`,
          `${origin}/silent-renew.html`,
        ]),
        post_logout_redirect_uris: [...allowedOrigins].map((origin) => `${origin}/home`),
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: keys.signingKeys },
    cookies: {
      keys: keys.cookieKeys,
      // Distinct names, and the session cookie only under the mount path, so the provider's
      // cookies never mix with (or ride along on) the API's requests.
      names: {
        session: 'raadslag_idp_session',
        interaction: 'raadslag_idp_interaction',
        resume: 'raadslag_idp_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', path: mountPath },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL,
      Interaction: 60 * 60,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
    },
    features: {
      // Our own sign-in page replaces the development one.
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // The SPA sends no `resource`: every authorization request is for the API.
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? resourceIndicator,
        // ...and the token request without `resource` gets the API's JWT rather than an opaque
        // token for the userinfo endpoint.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator, client) => {
          if (indicator !== resourceIndicator || client.clientId !== clientId) {
            throw new errors.InvalidTarget();
          }
          return {
            audience,
            scope: SCOPE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage({ assetsPath, form });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage({
            assetsPath,
            title: 'Du er logget ud',
            message: `Du er nu logget ud af ${PRODUCT_NAME}.`,
            link: { href: homeUrl, text: `Tilbage til ${PRODUCT_NAME}` },
          });
        },
      },
    },
    findAccount: (_ctx, sub): Account | undefined => {
      if (!accounts.get(sub)) return undefined;
      return {
        accountId: sub,
        // Read at claim time, so a name changed at a later sign-in shows up at once.
        claims: () => {
          const account = accounts.get(sub);
          return account ? accountClaims(account) : { sub };
        },
      };
    },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing =
        (result?.consent as { grantId?: string } | undefined)?.grantId ??
        session.grantIdFor(client.clientId);
      if (client.clientId !== clientId) {
        return existing ? provider.Grant.find(existing) : undefined;
      }
      return firstPartyGrant(session.accountId, existing);
    },
    // The API creates users from the access token's e-mail (and name), so they go into the JWT.
    extraTokenClaims: (_ctx, token: AccessToken | ClientCredentials) => {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = accounts.get(token.accountId);
      if (!account) return undefined;
      const scopes = token.scopes;
      return {
        ...(scopes.has('email') ? { email: account.email } : {}),
        ...(scopes.has('profile') && account.name ? { name: account.name } : {}),
      };
    },
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === clientId && allowedOrigins.has(origin),
    interactions: {
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage({
        assetsPath,
        title: 'Der opstod en fejl',
        message: errorText(out.error),
        detail: out.error_description ? `${out.error}: ${out.error_description}` : out.error,
        link: { href: homeUrl, text: `Tilbage til ${PRODUCT_NAME}` },
      });
    },
  };

  // Declared after the configuration whose callbacks use it; they only run once requests arrive.
  const provider: Provider = new OidcProvider(issuer, configuration);
  provider.proxy = opts.trustProxy ?? false;

  // Security headers on everything the provider answers (its HTML pages in particular).
  provider.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Content-Security-Policy', providerCsp);
    await next();
  });
  provider.on('server_error', (_ctx: unknown, error: Error) => {
    console.error('[oidc] server error:', error);
  });

  const providerCallback = provider.callback();

  function send(
    res: ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string>,
  ): void {
    res.statusCode = status;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  }

  function sendPage(res: ServerResponse, status: number, html: string): void {
    send(res, status, html, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': pageCsp,
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'no-store',
    });
  }

  function sendJson(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    send(res, status, JSON.stringify(body), {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    });
  }

  function expiredPage(res: ServerResponse): void {
    sendPage(
      res,
      400,
      messagePage({
        assetsPath,
        title: 'Log ind er udløbet',
        message: `Siden er for gammel eller blev åbnet uden for ${PRODUCT_NAME}. Start forfra for at logge ind.`,
        link: { href: homeUrl, text: `Tilbage til ${PRODUCT_NAME}` },
      }),
    );
  }

  async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
    const type = req.headers['content-type'] ?? '';
    if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) return null;
      chunks.push(chunk);
    }
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      send(res, 405, '', { Allow: 'GET, HEAD, POST' });
      return;
    }
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      // No or expired interaction cookie: a stale tab, or the page opened outside the flow.
      expiredPage(res);
      return;
    }
    if (details.uid !== uid) {
      expiredPage(res);
      return;
    }

    const accountId = details.session?.accountId;
    if (details.prompt.name === 'consent' && accountId) {
      // Normally loadExistingGrant has already granted everything; this covers the rest.
      const grant = await firstPartyGrant(accountId, details.grantId);
      await provider.interactionFinished(req, res, { consent: { grantId: grant.jti } });
      return;
    }
    if (details.prompt.name !== 'login') {
      expiredPage(res);
      return;
    }

    const action = `${mountPath}/interaction/${uid}`;
    if (req.method === 'POST') {
      const form = await readForm(req);
      if (!form) {
        send(res, 400, 'Bad request', { 'Content-Type': 'text/plain; charset=utf-8' });
        return;
      }
      const email = (form.get('email') ?? '').trim();
      const name = form.get('name') ?? '';
      let emailError: string | undefined;
      let nameError: string | undefined;
      if (!email) emailError = 'Skriv din e-mailadresse.';
      else if (!isValidEmail(email)) {
        emailError = 'Det ligner ikke en gyldig e-mailadresse. Skriv den som fx navn@eksempel.dk.';
      }
      if (cleanName(name).length > MAX_NAME_LENGTH) {
        nameError = `Navnet må højst være ${MAX_NAME_LENGTH} tegn.`;
      }
      if (emailError || nameError) {
        sendPage(res, 400, loginPage({ assetsPath, action, email, name, emailError, nameError }));
        return;
      }
      const account = await accounts.signIn(email, name);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    const hint = details.params.login_hint;
    const email = typeof hint === 'string' && isValidEmail(hint) ? hint : '';
    sendPage(res, 200, loginPage({ assetsPath, action, email, name: '' }));
  }

  // The userinfo endpoint, answered here rather than by oidc-provider: its own endpoint only
  // accepts access tokens without an audience, and ours are all JWTs for the API. This one
  // verifies the JWT like the API does and answers from the account store.
  async function userinfo(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin;
    const cors: Record<string, string> = { Vary: 'Origin' };
    if (origin && allowedOrigins.has(origin)) {
      cors['Access-Control-Allow-Origin'] = origin;
      cors['Access-Control-Expose-Headers'] = 'WWW-Authenticate';
    }
    if (req.method === 'OPTIONS') {
      send(res, 204, '', {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'Authorization',
        'Access-Control-Max-Age': '3600',
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      send(res, 405, '', { ...cors, Allow: 'GET, POST, OPTIONS' });
      return;
    }
    const match = /^Bearer\s+(\S+)$/iu.exec(req.headers.authorization ?? '');
    if (!match) {
      sendJson(
        res,
        401,
        { error: 'invalid_request', error_description: 'no access token provided' },
        { ...cors, 'WWW-Authenticate': `Bearer realm="${issuer}"` },
      );
      return;
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(match[1], localJwks, {
        issuer,
        audience,
        algorithms: ['RS256'],
        typ: 'at+jwt',
      }));
    } catch {
      sendJson(
        res,
        401,
        { error: 'invalid_token', error_description: 'invalid or expired access token' },
        {
          ...cors,
          'WWW-Authenticate': `Bearer realm="${issuer}", error="invalid_token"`,
        },
      );
      return;
    }
    const scopes = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : []);
    if (!scopes.has('openid') || typeof payload.sub !== 'string') {
      sendJson(
        res,
        403,
        { error: 'insufficient_scope', error_description: 'access token missing openid scope' },
        { ...cors, 'WWW-Authenticate': `Bearer realm="${issuer}", error="insufficient_scope"` },
      );
      return;
    }
    const account = accounts.get(payload.sub);
    const email = account?.email ?? (typeof payload.email === 'string' ? payload.email : undefined);
    const name = account?.name ?? (typeof payload.name === 'string' ? payload.name : undefined);
    sendJson(
      res,
      200,
      {
        sub: payload.sub,
        ...(scopes.has('email') && email ? { email } : {}),
        ...(scopes.has('profile') && name ? { name } : {}),
      },
      cors,
    );
  }

  function asset(req: IncomingMessage, res: ServerResponse, name: string): void {
    const files: Record<string, { body: string; type: string }> = {
      [STYLESHEET_NAME]: { body: STYLESHEET, type: 'text/css; charset=utf-8' },
      [LOGOUT_SCRIPT_NAME]: { body: LOGOUT_SCRIPT, type: 'text/javascript; charset=utf-8' },
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
      if (!res.headersSent) {
        sendPage(
          res,
          500,
          messagePage({
            assetsPath,
            title: 'Der opstod en fejl',
            message: 'Noget gik galt under log ind. Prøv igen om lidt.',
            link: { href: homeUrl, text: `Tilbage til ${PRODUCT_NAME}` },
          }),
        );
      } else {
        res.end();
      }
    });
  }

  return { mountPath, handle, jwksUri: provider.urlFor('jwks') };
}
