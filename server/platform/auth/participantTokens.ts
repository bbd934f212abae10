// Anonymous participant tokens: HS256 JWTs signed by this server with a secret of its own (never the
// identity provider's keys), issuer raadslag-participation, audience raadslag-participant, claims
// { conversation_id, pid }, valid for a year. The admin verifier accepts RS256 only, for another
// issuer and audience, so a participant token opens no admin call — and an admin token is no
// participant token.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { isConversationId } from '../rules/conversationId';
import { isInt4Id } from '../rules/ids';
import { VerifiedTokens } from './verifiedTokens';

export const PARTICIPANT_ISSUER = 'raadslag-participation';
export const PARTICIPANT_AUDIENCE = 'raadslag-participant';
export const PARTICIPANT_TOKEN_ALG = 'HS256';
export const PARTICIPANT_TOKEN_LIFETIME = '365d';
export const PARTICIPANT_SECRET_FILE = 'participant-secret';
const SECRET_BYTES = 32;
/** Good tokens remembered (about 300 bytes each): a crowd's worth of participants. */
const VERIFIED_TOKENS_KEPT = 20_000;

export interface ParticipantClaims {
  conversation_id: string;
  pid: number;
}

export interface ParticipantTokens {
  issue(claims: ParticipantClaims): Promise<string>;
  /** The claims of a good token; null for anything else (forged, expired, admin, malformed). */
  verify(token: string): Promise<ParticipantClaims | null>;
}

export function generateParticipantSecret(): Uint8Array {
  return new Uint8Array(randomBytes(SECRET_BYTES));
}

/**
 * Tokens signed with `secret`; `alsoVerify` are earlier or staged secrets (keyRing.ts) whose
 * tokens stay good, so a rotation signs nobody out.
 */
export function createParticipantTokens(
  secret: Uint8Array,
  alsoVerify: Uint8Array[] = [],
): ParticipantTokens {
  for (const one of [secret, ...alsoVerify]) {
    if (one.length < SECRET_BYTES) throw new Error('participant secret: need at least 32 bytes');
  }
  // Imported once: handing jose the raw bytes makes it import the key again on every vote (about
  // a tenth of a vote's CPU in the bench profile).
  const importKey = (raw: Uint8Array) =>
    crypto.subtle.importKey('raw', new Uint8Array(raw), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  const imported = new Map<Uint8Array, Promise<CryptoKey>>();
  const keyOf = (raw: Uint8Array) => {
    let found = imported.get(raw);
    if (!found) imported.set(raw, (found = importKey(raw)));
    return found;
  };
  const key = () => keyOf(secret);
  const verifying = [secret, ...alsoVerify];
  // A participant sends the same token with every vote: the verdict on a good one is remembered
  // until it expires, so a vote does not verify the signature again (an eighth of the vote path's
  // CPU in a crowd, npm run bench:votes). Keyed by the whole token, signature included, so only
  // the very token that passed is let through; failures are never remembered.
  const verified = new VerifiedTokens<ParticipantClaims>(VERIFIED_TOKENS_KEPT);
  return {
    issue: async ({ conversation_id, pid }) =>
      new SignJWT({ conversation_id, pid })
        .setProtectedHeader({ alg: PARTICIPANT_TOKEN_ALG, typ: 'JWT' })
        .setIssuer(PARTICIPANT_ISSUER)
        .setAudience(PARTICIPANT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(PARTICIPANT_TOKEN_LIFETIME)
        .sign(await key()),
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'] | null = null;
      for (const raw of verifying) {
        try {
          ({ payload } = await jwtVerify(token, await keyOf(raw), {
            issuer: PARTICIPANT_ISSUER,
            audience: PARTICIPANT_AUDIENCE,
            algorithms: [PARTICIPANT_TOKEN_ALG],
            requiredClaims: ['exp'],
          }));
          break;
        } catch {
          // not this key's (or no good token at all): try the next
        }
      }
      if (payload === null) return null;
      const { conversation_id, pid, exp } = payload;
      if (!isConversationId(conversation_id)) return null;
      // A pid the database's integer column cannot hold names nobody: an invalid token, like
      // any other bad claim, never a query that fails.
      if (!isInt4Id(pid)) return null;
      const claims = { conversation_id, pid };
      verified.set(token, claims, (exp as number) * 1000);
      return claims;
    },
  };
}

/** Signed the way participant tokens are (HS256): never an admin token, whatever it claims. */
export function looksLikeParticipantToken(token: string): boolean {
  try {
    return decodeProtectedHeader(token).alg === PARTICIPANT_TOKEN_ALG;
  } catch {
    return false;
  }
}

/**
 * The secret kept in DATA_DIR/participant-secret (base64url, mode 0600), created on first start. Losing
 * it only means participants get a new anonymous id: old tokens then count as none.
 */
export async function loadParticipantSecret(dataDir: string): Promise<Uint8Array> {
  const file = path.join(dataDir, PARTICIPANT_SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, Buffer.from(generateParticipantSecret()).toString('base64url'), {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  const secret = new Uint8Array(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url'));
  if (secret.length < SECRET_BYTES)
    throw new Error(`${file}: too short, delete it to make a new one`);
  return secret;
}
