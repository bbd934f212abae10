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
import { sessionLives } from '../../platform/auth/resolveUser';
import { findAccountBySubject, type AccountRow } from '../../platform/auth/accounts';
import type { FirstPartyGrant } from './firstPartyGrant';
import { ACCESS_TOKEN_TTL, SCOPE, SESSION_TTL, type IdpContext } from './idpContext';
import type { IdpKeys } from './keys';
import { PRODUCT_NAME } from '../../platform/messages';
import { oidcMessages } from './messages';
import { logoutPage, messagePage } from './pages';

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

/**
 * Whether a refresh token or code the provider is asked to honour, or else the browser's provider
 * session, is from after the account's last password change, or of the one session that change
 * kept (resolveUser.ts, sessionLives).
 */
function tokenLives(account: AccountRow, token: unknown): boolean {
  const { iat, grantId } = token as { iat?: number; grantId?: string };
  return sessionLives(account, iat ?? 0, grantId);
}

function providerSessionLives(
  ctx: KoaContextWithOIDC,
  account: AccountRow,
  token: unknown,
  clientId: string,
): boolean {
  if (account.sessions_epoch === 0) return true;
  if (token) return tokenLives(account, token);
  const { session } = ctx.oidc;
  return sessionLives(account, session?.loginTs ?? 0, session?.grantIdFor(clientId));
}

function errorText(error: string): string {
  switch (error) {
    case 'invalid_client':
    case 'invalid_redirect_uri':
    case 'unauthorized_client':
      return oidcMessages.providerError.unknownClient;
    case 'invalid_request':
    case 'invalid_scope':
    case 'invalid_target':
      return oidcMessages.providerError.invalidRequest;
    case 'session_not_found':
    case 'invalid_grant':
      return oidcMessages.providerError.sessionExpired;
    default:
      return oidcMessages.providerError.other;
  }
}

export function createProviderConfiguration(
  idp: IdpContext,
  deps: {
    keys: IdpKeys;
    errors: typeof import('oidc-provider').errors;
    interactionPolicy: typeof import('oidc-provider').interactionPolicy;
    firstPartyGrant: FirstPartyGrant;
    /** The provider, once made from this configuration (for its Grant model). */
    provider: () => Provider;
    /** Where sessions, interactions, grants and codes live (dbAdapter.ts or memoryAdapter.ts). */
    adapter: NonNullable<Configuration['adapter']>;
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
  const { keys, errors, firstPartyGrant, provider, adapter, interactionPolicy } = deps;
  // The login prompt also asks again when the browser's provider session is from before the
  // account's last password change (and not the session that made it): silent renewal then answers
  // login_required, and the sign-in page asks for the new password (docs/api.md#sessions).
  const policy = interactionPolicy.base();
  policy.get('login')!.checks.add(
    new interactionPolicy.Check(
      'sessions_ended',
      'The session ended with a password change',
      'login_required',
      async (ctx) => {
        const { session } = ctx.oidc;
        if (!session?.accountId || ctx.oidc.result?.login) return false;
        const account = await findAccount(session.accountId);
        return account !== null && !providerSessionLives(ctx, account, undefined, clientId);
      },
    ),
  );
  return {
    adapter,
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
            title: oidcMessages.signOut.doneTitle,
            message: oidcMessages.signOut.done,
            link: { href: homeUrl, text: oidcMessages.backHome },
          });
        },
      },
    },
    // A password change or reset ends the account's other sessions (docs/api.md#sessions): a
    // refresh token, code or provider session from before it finds no account, so renewing and
    // silent sign-in fail there (invalid_grant, login_required), as after signing out.
    findAccount: async (_ctx, sub, token): Promise<Account | undefined> => {
      const account = await findAccount(sub);
      if (!account) return undefined;
      // A browser's provider session is checked by the login prompt (policy above).
      if (token && !tokenLives(account, token)) return undefined;
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
    // grant_id names the session a token belongs to (the one a password change keeps), auth_time
    // when its person last proved who they are (what a fresh authentication asks).
    extraTokenClaims: async (ctx, token: AccessToken | ClientCredentials) => {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const account = await findAccount(token.accountId);
      if (!account) return undefined;
      const scopes = token.scopes;
      const { AuthorizationCode: code, RefreshToken: refresh } = ctx.oidc.entities;
      const authTime = code?.authTime ?? refresh?.authTime;
      return {
        ...(token.grantId ? { grant_id: token.grantId } : {}),
        ...(typeof authTime === 'number' ? { auth_time: authTime } : {}),
        ...(scopes.has('email') && account.email ? { email: account.email } : {}),
        ...(scopes.has('profile') && account.hname ? { name: account.hname } : {}),
      };
    },
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === clientId && allowedOrigins.has(origin),
    interactions: {
      policy,
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage({
        assetsPath,
        title: oidcMessages.errorTitle,
        message: errorText(out.error),
        detail: out.error_description ? `${out.error}: ${out.error_description}` : out.error,
        link: { href: homeUrl, text: oidcMessages.backHome },
      });
    },
  };
}
