// Verifies the admin's OIDC access token (a JWT) and extracts who it is for.
import { createHash } from 'node:crypto';
import {
  errors,
  jwtVerify,
  type JWTHeaderParameters,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { VerifiedTokens } from './verifiedTokens';

export interface TokenClaims {
  sub: string;
  email?: string;
  /** The provider's word that it checked the address (`email_verified`, or `<emailClaim>_verified`). */
  emailVerified?: boolean;
  name?: string;
  /** When the token was issued (`iat`, epoch seconds). */
  issuedAt?: number;
  /** The embedded provider's grant the token belongs to (its session; `grant_id`), if it says. */
  grantId?: string;
  /** When the person last proved who they are (`auth_time`, epoch seconds), if the token says. */
  authTime?: number;
}

export type TokenVerifier = (token: string) => Promise<TokenClaims>;

/** The token is bad (forged, expired, wrong issuer/audience, malformed): the caller answers 401. */
export class InvalidTokenError extends Error {
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

// Failures that mean "this token is not acceptable", as opposed to "we could not check it".
const TOKEN_ERRORS = [
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
];

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  /** createRemoteJWKSet(...) in production, createLocalJWKSet(...) in tests. */
  jwks: JWTVerifyGetKey;
  /**
   * The claim that carries the e-mail address: `email`, or one exact namespaced name (Auth0 only
   * lets custom claims into access tokens under a URL, e.g. `https://raadslag.dk/email`). Never
   * "any claim ending in /email": a provider may let users set such claims themselves.
   */
  emailClaim?: string;
  /** Accepted `typ` headers, lower-cased (default: at+jwt and JWT). An ID token is no access token. */
  types?: readonly string[];
  /** Refuse tokens issued longer ago than this (seconds, by `iat`), whatever `exp` says. */
  maxAgeSeconds?: number;
  /** How many verified tokens are kept (docs/api.md#conventions); 0 keeps none. */
  keep?: number;
}

/** Verified tokens kept: an admin's browser renews its token every 10 minutes. */
const KEPT_TOKENS = 5_000;

interface Kept {
  claims: TokenClaims;
  header: JWTHeaderParameters;
  /** The key the signature was checked with: the verdict holds while the key set still gives it. */
  key: unknown;
}

function stringClaim(payload: JWTPayload, name: string): string | undefined {
  const value = payload[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

export function createTokenVerifier({
  issuer,
  audience,
  jwks,
  emailClaim = 'email',
  types = ['at+jwt', 'jwt'],
  maxAgeSeconds = 2 * 60 * 60,
  keep = KEPT_TOKENS,
}: TokenVerifierOptions): TokenVerifier {
  // An admin sends the same token with every call for its 10 minutes: its verdict is kept, so the
  // RS256 signature is checked once per token, not per request (docs/api.md#conventions). Keyed by
  // a SHA-256 of the whole token, signature included, so only the very bytes that passed hit;
  // failures are never kept. A hit holds until the earlier of `exp` and `iat` + maxAgeSeconds, and
  // only while the key set gives the same key for its header (a JWKS reloaded without the key, or
  // with new key objects, means verifying again). Sessions ended and accounts gone are checked per
  // request after this, against the database (resolveUser.ts).
  const kept = new VerifiedTokens<Kept>(keep);
  const stillKeyed = async ({ header, key }: Kept, token: string) => {
    const [protectedHeader = '', payload = '', signature = ''] = token.split('.');
    try {
      return (await jwks(header, { protected: protectedHeader, payload, signature })) === key;
    } catch {
      return false; // verifying in full gives the same answer it gave before this cache
    }
  };
  return async (token) => {
    const id = keep > 0 ? createHash('sha256').update(token).digest('base64url') : '';
    const hit = keep > 0 ? kept.get(id) : undefined;
    if (hit !== undefined && (await stillKeyed(hit, token))) return { ...hit.claims };
    let payload: JWTPayload;
    let header: JWTHeaderParameters;
    let key: unknown;
    try {
      const verified = await jwtVerify(token, jwks, {
        issuer,
        audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        maxTokenAge: maxAgeSeconds,
      });
      const typ = (verified.protectedHeader.typ ?? '').toLowerCase().replace(/^application\//u, '');
      if (!types.includes(typ)) throw new InvalidTokenError('ERR_JWT_TYP_NOT_ALLOWED');
      // An ID token carries a nonce or at_hash; an access token never does.
      if ('nonce' in verified.payload || 'at_hash' in verified.payload) {
        throw new InvalidTokenError('ERR_JWT_ID_TOKEN');
      }
      ({ payload, protectedHeader: header, key } = verified);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof errors.JWTExpired) throw new InvalidTokenError('token expired', true);
      if (TOKEN_ERRORS.some((kind) => error instanceof kind)) {
        throw new InvalidTokenError((error as errors.JOSEError).code);
      }
      // Anything else (the JWKS cannot be fetched or parsed) says nothing about the token: let it
      // surface as a server error rather than send the client back to sign-in.
      throw error;
    }
    const claims: TokenClaims = { sub: payload.sub as string, issuedAt: payload.iat as number };
    const grantId = stringClaim(payload, 'grant_id');
    if (grantId !== undefined) claims.grantId = grantId;
    if (typeof payload.auth_time === 'number') claims.authTime = payload.auth_time;
    const email = stringClaim(payload, emailClaim);
    const name = stringClaim(payload, 'name');
    if (email !== undefined) claims.email = email;
    if (payload[`${emailClaim}_verified`] === true) claims.emailVerified = true;
    if (name !== undefined) claims.name = name;
    if (keep > 0) {
      const until = Math.min(payload.exp as number, (payload.iat as number) + maxAgeSeconds);
      kept.set(id, { claims: { ...claims }, header, key }, until * 1000);
    }
    return claims;
  };
}
