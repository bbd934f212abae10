// What the participation calls need besides the database: the participant-token signer, the
// in-memory rate limiter, and how to tell participants' addresses apart (for the new-participant
// limit only; addresses are never stored). createApp makes a default (in-memory secret) when none is
// given; server/start.ts passes loadParticipation(...), which keeps the secret in DATA_DIR.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
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
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy?: boolean;
  now?: () => number;
}

export interface Participation {
  tokens: ParticipantTokens;
  limiter: SlidingWindowLimiter;
  limits: ParticipationLimits;
  trustProxy: boolean;
}

export function createParticipation(options: ParticipationOptions = {}): Participation {
  return {
    tokens: createParticipantTokens(options.secret ?? generateParticipantSecret()),
    limiter: new SlidingWindowLimiter(options.now),
    limits: { ...PARTICIPATION_LIMITS, ...options.limits },
    trustProxy: options.trustProxy ?? false,
  };
}

/** For server/start.ts: the secret from DATA_DIR/participant-secret, TRUST_PROXY from the env. */
export async function loadParticipation(
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): Promise<Participation> {
  const trustProxy = ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase());
  return createParticipation({ secret: await loadParticipantSecret(dataDir), trustProxy });
}

/** The caller's address for rate limiting: 'unknown' when the runtime does not tell. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests: no socket
  }
}
