// Verifies the admin's OIDC access token (a JWT) and extracts who it is for.
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export interface TokenClaims {
  sub: string;
  email?: string;
  name?: string;
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
}

/**
 * Reads a claim by its plain name or, failing that, by a namespaced name ending in `/<name>`:
 * Auth0 only lets custom claims into access tokens under a URL namespace
 * (e.g. `https://raadslag.dk/email`).
 */
function stringClaim(payload: JWTPayload, name: string): string | undefined {
  const plain = payload[name];
  if (typeof plain === 'string' && plain.trim()) return plain.trim();
  for (const [key, value] of Object.entries(payload)) {
    if (key.endsWith(`/${name}`) && typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

export function createTokenVerifier({
  issuer,
  audience,
  jwks,
}: TokenVerifierOptions): TokenVerifier {
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, {
        issuer,
        audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new InvalidTokenError('token expired', true);
      if (TOKEN_ERRORS.some((kind) => error instanceof kind)) {
        throw new InvalidTokenError((error as errors.JOSEError).code);
      }
      // Anything else (the JWKS cannot be fetched or parsed) says nothing about the token: let it
      // surface as a server error rather than send the client back to sign-in.
      throw error;
    }
    const claims: TokenClaims = { sub: payload.sub as string };
    const email = stringClaim(payload, 'email');
    const name = stringClaim(payload, 'name');
    if (email !== undefined) claims.email = email;
    if (name !== undefined) claims.name = name;
    return claims;
  };
}
