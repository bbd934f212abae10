// oidc-provider's configuration for the embedded provider: one public client (the SPA, code +
// PKCE), RS256 JWT access tokens for the API audience, our own sign-in and error pages, accounts
// from the account store.
import type Provider from 'oidc-provider';
import type {
  Account,
  AccessToken,
  ClientCredentials,
  Configuration,
  KoaContextWithOIDC,
} from 'oidc-provider';
import { findAccountBySubject, type AccountRow } from '../repo/accounts';
import type { FirstPartyGrant } from './firstPartyGrant';
import { ACCESS_TOKEN_TTL, SCOPE, SESSION_TTL, type IdpContext } from './idpContext';
import type { IdpKeys } from './keys';
import { createMemoryAdapter } from './memoryAdapter';
import { PRODUCT_NAME, logoutPage, messagePage } from './pages';

function accountClaims(
  sub: string,
  account: AccountRow,
): { sub: string; email?: string; name?: string } {
  return {
    sub,
    ...(account.email ? { email: account.email } : {}),
    ...(account.hname ? { name: account.hname } : {}),
  };
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

export function createProviderConfiguration(
  idp: IdpContext,
  deps: {
    keys: IdpKeys;
    errors: typeof import('oidc-provider').errors;
    firstPartyGrant: FirstPartyGrant;
    /** The provider, once made from this configuration (for its Grant model). */
    provider: () => Provider;
  },
): Configuration {
  const {
    mountPath,
    assetsPath,
    allowedOrigins,
    clientId,
    audience,
    resourceIndicator,
    homeUrl,
    services,
  } = idp;
  const secure = services.config.publicOrigin.startsWith('https:');
  const findAccount = (sub: string) => findAccountBySubject(services.db, sub);
  const { keys, errors, firstPartyGrant, provider } = deps;
  return {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_name: PRODUCT_NAME,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
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
      // Secure whenever the browser reaches us over https (PUBLIC_ORIGIN), behind a proxy too.
      long: { httpOnly: true, sameSite: 'lax', path: mountPath, secure },
      short: { httpOnly: true, sameSite: 'lax', secure },
    },
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    // The SPA gets a refresh token without offline_access: it dies with the provider session, so
    // signing out (which ends the session and revokes its grant) ends renewals too.
    issueRefreshToken: async (_ctx, client) =>
      client.clientId === clientId && client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL,
      RefreshToken: SESSION_TTL,
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
    findAccount: async (_ctx, sub): Promise<Account | undefined> => {
      if (!(await findAccount(sub))) return undefined;
      return {
        accountId: sub,
        // Read at claim time, so a changed name shows up at once.
        claims: async () => {
          const account = await findAccount(sub);
          return account ? accountClaims(sub, account) : { sub };
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
        return existing ? provider().Grant.find(existing) : undefined;
      }
      return firstPartyGrant(session.accountId, existing);
    },
    // The API creates users from the access token's e-mail (and name), so they go into the JWT.
    extraTokenClaims: async (_ctx, token: AccessToken | ClientCredentials) => {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = await findAccount(token.accountId);
      if (!account) return undefined;
      const scopes = token.scopes;
      return {
        ...(scopes.has('email') && account.email ? { email: account.email } : {}),
        ...(scopes.has('profile') && account.hname ? { name: account.hname } : {}),
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
}
