// What the participation calls need besides the database: the participant-token signer, the
// rate limiter (in memory, or in PostgreSQL for several instances), and how to tell participants'
// addresses apart (for the new-participant limit only; addresses are never stored). createApp
// makes a default (in-memory secret) when none is given; server/start.ts passes
// loadParticipation(...), whose secret lives in the database, so a participant's token is good at
// every instance on it (docs/deploy.md#several-instances-on-postgresql).
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { verifyingKeys } from '../auth/keyRing';
import { loadParticipantRing } from '../auth/participantSecrets';
import type { Db } from '../db';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { TrustProxy } from '../config/configSecurity';
import { clientAddressFrom } from './clientAddress';
import {
  createParticipantTokens,
  generateParticipantSecret,
  loadParticipantSecret,
  PARTICIPANT_SECRET_FILE,
  type ParticipantTokens,
} from '../auth/participantTokens';
import { PARTICIPATION_LIMITS, type ParticipationLimits } from '../rules/rateLimit';
import { databaseRateLimiter, memoryRateLimiter, type RateLimiter } from './rateLimiters';

export interface ParticipationOptions {
  /** HS256 secret, ≥ 32 bytes; default: a fresh random one (tokens die with the process). */
  secret?: Uint8Array;
  /** Staged and retired secrets whose tokens still verify (auth/keyRing.ts). */
  alsoVerify?: Uint8Array[];
  limits?: Partial<ParticipationLimits>;
  /** Whose X-Forwarded-For to believe (TRUST_PROXY); default: none, the socket's peer counts. */
  trustProxy?: TrustProxy;
  /** Count the limits in the database, once across every instance (PostgreSQL); default: memory. */
  sharedLimits?: boolean;
  now?: () => number;
}

export interface Participation {
  tokens: ParticipantTokens;
  limiter: RateLimiter;
  limits: ParticipationLimits;
  trustProxy: TrustProxy;
}

export function createParticipation(options: ParticipationOptions = {}): Participation {
  const secret = options.secret ?? generateParticipantSecret();
  return {
    tokens: createParticipantTokens(secret, options.alsoVerify),
    limiter: options.sharedLimits
      ? databaseRateLimiter(secret, options.now)
      : memoryRateLimiter(options.now),
    limits: { ...PARTICIPATION_LIMITS, ...options.limits },
    trustProxy: options.trustProxy ?? null,
  };
}

/**
 * For server/start.ts: the secret shared by every instance (server_secrets 'participant-token',
 * with the staged and retired ones of auth/participantSecrets.ts), or the operator's own
 * (PARTICIPANT_SECRET or PARTICIPANT_SECRET_FILE: the first signs, all verify), TRUST_PROXY, and
 * on PostgreSQL the rate limits counted in the database (several instances may serve one
 * participant; PGlite has one process, whose memory suffices). On the first start after an upgrade
 * the secret an older version kept in DATA_DIR/participant-secret is moved into the database, so
 * participants keep their identity.
 */
export async function loadParticipation(
  db: Db,
  dataDir: string,
  trustProxy: TrustProxy,
  given: Uint8Array[] | null = null,
  now = Date.now(),
): Promise<Participation> {
  const [secret, ...alsoVerify] =
    given ?? verifyingKeys(await loadParticipantRing(db, () => proposeSecret(dataDir)), now);
  return createParticipation({
    secret,
    alsoVerify,
    trustProxy,
    sharedLimits: db.engine === 'postgres',
  });
}

/** The first secret: what an older version kept in DATA_DIR, or a new one. */
export async function proposeSecret(dataDir: string): Promise<Buffer> {
  try {
    await access(path.join(dataDir, PARTICIPANT_SECRET_FILE));
  } catch {
    return Buffer.from(generateParticipantSecret());
  }
  return Buffer.from(await loadParticipantSecret(dataDir));
}

/** The caller's address for rate limiting (http/clientAddress.ts): 'unknown' without a socket. */
export function clientAddress(c: Context, trustProxy: TrustProxy): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // app.request() in tests: no socket
  }
  return clientAddressFrom(peer, c.req.header('X-Forwarded-For'), trustProxy);
}
