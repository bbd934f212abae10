// When to renew the access token silently: RENEW_BEFORE_EXPIRY_MS before it expires
// (docs/behaviour.md#auth).

/** Renew this long before the access token expires. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

/** setTimeout stores its delay in 32 bits: anything longer fires at once, so cap it. */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * Milliseconds from `nowMs` until renewal is due, for a token expiring at `expiresAtSeconds`
 * (oidc-client-ts's expires_at, in seconds). 0 when already due; MAX_TIMER_MS when the token
 * has no expiry (never renew on a timer).
 */
export function computeRenewDelay(
  expiresAtSeconds: number | undefined,
  nowMs: number,
  renewBeforeMs: number = RENEW_BEFORE_EXPIRY_MS,
): number {
  if (expiresAtSeconds === undefined || !Number.isFinite(expiresAtSeconds)) return MAX_TIMER_MS;
  const due = expiresAtSeconds * 1000 - renewBeforeMs - nowMs;
  return Math.min(MAX_TIMER_MS, Math.max(0, Math.round(due)));
}
