// What every part of the embedded provider shares, derived once from its options in embeddedIdp.ts.
import type { AccountServices } from '../services';

export interface IdpContext {
  /** e.g. http://127.0.0.1:3000/oidc, without a trailing slash. */
  issuer: string;
  /** e.g. /oidc: the provider answers here and below. */
  mountPath: string;
  /** e.g. /oidc/assets: our sign-in pages' stylesheet and script. */
  assetsPath: string;
  /** The app's origin (PUBLIC_ORIGIN): its own pages for forgotten passwords and sign-up. */
  appOrigin: string;
  /** The app's origin and the other allowed origins (ALLOWED_ORIGINS, the dev server locally). */
  allowedOrigins: ReadonlySet<string>;
  /** The SPA's public client. */
  clientId: string;
  /** The API audience (`aud` of access tokens). */
  audience: string;
  /** The internal resource indicator standing for the audience (resourceIndicatorFor). */
  resourceIndicator: string;
  /** Where "back to Rådslag" links go. */
  homeUrl: string;
  /** Accounts (the database), throttling, the access-code gate, passkeys. */
  services: AccountServices;
}

/** What the SPA asks for; the only scopes the provider grants. */
export const SCOPE = 'openid profile email';
/**
 * Access tokens live ten minutes; the SPA renews them with the refresh token, which dies with the
 * provider session: signing out revokes it, and the last access token expires soon after.
 */
export const ACCESS_TOKEN_TTL = 10 * 60;
export const SESSION_TTL = 14 * 24 * 60 * 60;

/**
 * Resource indicators (RFC 8707) must be absolute URIs, but API audiences are often plain names
 * ("raadslag-api"). The indicator is internal: the SPA never sends it (defaultResource supplies
 * it) and the token's `aud` is the audience itself.
 */
export function resourceIndicatorFor(audience: string): string {
  return URL.canParse(audience)
    ? audience
    : `urn:raadslag:resource:${encodeURIComponent(audience)}`;
}
