// Access tokens for tests: an RSA key pair generated per test server, its public half served as a
// local JWKS, and helpers to mint good, expired and forged tokens.
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTVerifyGetKey,
} from 'jose';

export const TEST_ISSUER = 'http://test.local/oidc';
export const TEST_AUDIENCE = 'raadslag-api';
const KID = 'test-key-1';

export interface MintTokenOptions {
  sub: string;
  /** Default `${sub}@test.local`; null leaves the e-mail claim out (→ 400 invalid_user_data). */
  email?: string | null;
  name?: string;
  /** Seconds until expiry, default 3600; negative gives an already expired token. */
  expiresIn?: number;
  /** Sign with this private key instead of the server's (a forgery). */
  key?: CryptoKey;
  /** Extra or overriding claims, e.g. { 'https://raadslag.dk/email': … } or { iss: … }. */
  claims?: Record<string, unknown>;
}

export interface TokenMinter {
  /** The key getter the server verifies against. */
  jwks: JWTVerifyGetKey;
  mintToken(options: MintTokenOptions): Promise<string>;
  /** Same kid, same claims, but signed by a key the server does not know. */
  mintForgedToken(options: MintTokenOptions): Promise<string>;
  /** Expired a minute ago. */
  mintExpiredToken(options: MintTokenOptions): Promise<string>;
  /**
   * A key rotation as the API sees it when its remote JWKS reloads: a new signing key (new kid)
   * and a freshly built key set; `keepOld` keeps the old key in it (retired, still verifying),
   * else it is gone (dropped). Tokens minted afterwards use the new key.
   */
  rotateKeys(options: { keepOld: boolean }): Promise<void>;
}

export async function createTokenMinter(): Promise<TokenMinter> {
  let kid = KID;
  let rotations = 0;
  let { privateKey, publicKey } = await generateKeyPair('RS256');
  let publicJwks = [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }];
  let keySet = createLocalJWKSet({ keys: publicJwks });
  const jwks: JWTVerifyGetKey = (header, token) => keySet(header, token);
  let forgeryKey: CryptoKey | undefined;

  const mintToken = async (options: MintTokenOptions) => {
    const now = Math.floor(Date.now() / 1000);
    const email = options.email === undefined ? `${options.sub}@test.local` : options.email;
    const payload: Record<string, unknown> = {
      iss: TEST_ISSUER,
      aud: TEST_AUDIENCE,
      sub: options.sub,
      iat: now,
      exp: now + (options.expiresIn ?? 3600),
      // As the embedded provider's tokens: signed in just now (a fresh authentication).
      auth_time: now,
    };
    if (email !== null) payload.email = email;
    if (options.name !== undefined) payload.name = options.name;
    // claims last, so a test can override iss, aud or exp as well.
    return new SignJWT({ ...payload, ...options.claims })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
      .sign(options.key ?? privateKey);
  };

  return {
    jwks,
    mintToken,
    async mintForgedToken(options) {
      forgeryKey ??= (await generateKeyPair('RS256')).privateKey;
      return mintToken({ ...options, key: forgeryKey });
    },
    mintExpiredToken: (options) => mintToken({ ...options, expiresIn: -60 }),
    async rotateKeys({ keepOld }) {
      kid = `${KID}-rotated-${++rotations}`;
      ({ privateKey, publicKey } = await generateKeyPair('RS256'));
      const fresh = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
      publicJwks = keepOld ? [fresh, ...publicJwks] : [fresh];
      keySet = createLocalJWKSet({ keys: publicJwks });
    },
  };
}
