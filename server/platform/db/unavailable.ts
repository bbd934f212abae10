// A database that cannot be reached right now — PostgreSQL restarting, failing over, or the network
// between — is not a bug in the request: the API answers 503 with Retry-After (app.ts) and the pool
// connects again by itself once the database is back. This tells those failures apart from every
// other database error (a constraint, a syntax error), which stay 500s or are handled where they
// happen.

export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket-level failures of the connection (Node's error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's own codes for "not now": class 08 (connection exception), 57P01–57P03 (admin or
 * crash shutdown, cannot connect now: starting up or in recovery), 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** node-postgres's messages for a connection that died or never came. */
const LOST_CONNECTION = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /not queryable/i,
  /connection .* closed/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) {
    return true;
  }
  // AggregateError (a host name with several addresses, all refused).
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return LOST_CONNECTION.some((pattern) => pattern.test(error.message));
}

/** The error to throw: DatabaseUnavailableError for an outage, the original otherwise. */
export function classifyDatabaseError(error: unknown): unknown {
  return isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;
}
