// Where the server finds the identity provider's signing keys in production.
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { OidcConfig, ServerConfig } from '../config/config';
import { createTokenVerifier, type TokenVerifier } from './verifyToken';

/** OIDC_JWKS_URI, else the embedded provider's fixed address, else null (discover). */
export function configuredJwksUri(oidc: OidcConfig): string | null {
  if (oidc.jwksUri) return oidc.jwksUri;
  if (oidc.embeddedIdp) return `${oidc.issuer}/jwks`;
  return null;
}

/** Reads jwks_uri from the issuer's OpenID discovery document. */
export async function discoverJwksUri(issuer: string, fetchImpl: typeof fetch = fetch) {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: unknown };
  if (typeof document.jwks_uri !== 'string') throw new Error(`No jwks_uri in ${url}`);
  return document.jwks_uri;
}

/**
 * A jose key getter that finds the JWKS on first use (so the server starts even while the
 * provider is down) and retries discovery on the next request if it failed.
 */
export function createRemoteJwks(oidc: OidcConfig, fetchImpl: typeof fetch = fetch) {
  let keys: Promise<JWTVerifyGetKey> | null = null;
  const load = async () => {
    const uri = configuredJwksUri(oidc) ?? (await discoverJwksUri(oidc.issuer, fetchImpl));
    return createRemoteJWKSet(new URL(uri));
  };
  const getKey: JWTVerifyGetKey = async (header, token) => {
    keys ??= load().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return (await keys)(header, token);
  };
  return getKey;
}

/** The production verifier. Pass `jwks` to use keys held in-process (the embedded provider). */
export function createVerifierFromConfig(
  config: ServerConfig,
  jwks: JWTVerifyGetKey = createRemoteJwks(config.oidc),
): TokenVerifier {
  return createTokenVerifier({ issuer: config.oidc.issuer, audience: config.oidc.audience, jwks });
}
