// What the participation calls need besides the database: the participant-token signer, the
// in-memory rate limiter, and how to tell participants' addresses apart (for the new-participant
// limit only; addresses are never stored). createApp makes a default (in-memory secret) when none is
// given; server/start.ts passes loadParticipation(...), which keeps the secret in DATA_DIR.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { TrustProxy } from '../configSecurity';
import { clientAddressFrom } from './clientAddress';
import {
  createParticipantTokens,
  generateParticipantSecret,
  loadParticipantSecret,
  type ParticipantTokens,
} from '../auth/participantTokens';
import {
  PARTICIPATION_LIMITS,
  SlidingWindowLimiter,
  type ParticipationLimits,
} from '../rules/rateLimit';

export interface ParticipationOptions {
  /** HS256 secret, ≥ 32 bytes; default: a fresh random one (tokens die with the process). */
  secret?: Uint8Array;
  limits?: Partial<ParticipationLimits>;
  /** Whose X-Forwarded-For to believe (TRUST_PROXY); default: none, the socket's peer counts. */
  trustProxy?: TrustProxy;
  now?: () => number;
}

export interface Participation {
  tokens: ParticipantTokens;
  limiter: SlidingWindowLimiter;
  limits: ParticipationLimits;
  trustProxy: TrustProxy;
}

export function createParticipation(options: ParticipationOptions = {}): Participation {
  return {
    tokens: createParticipantTokens(options.secret ?? generateParticipantSecret()),
    limiter: new SlidingWindowLimiter(options.now),
    limits: { ...PARTICIPATION_LIMITS, ...options.limits },
    trustProxy: options.trustProxy ?? null,
  };
}

/** For server/start.ts: the secret from DATA_DIR/participant-secret, and TRUST_PROXY. */
export async function loadParticipation(
  dataDir: string,
  trustProxy: TrustProxy,
): Promise<Participation> {
  return createParticipation({ secret: await loadParticipantSecret(dataDir), trustProxy });
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
