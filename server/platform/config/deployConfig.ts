// The environment of an instance among several (docs/deploy.md#the-environment-of-each-instance):
// the PostgreSQL pool, how long to wait for the database at start, and how a shutdown drains. Apart
// from config.ts, which holds what the application itself is; every variable has a default that
// suits one process.
type Env = Record<string, string | undefined>;

export interface DeployConfig {
  /** DATABASE_POOL_SIZE: PostgreSQL connections of this instance. */
  poolSize: number;
  /**
   * DATABASE_PREPARED_STATEMENTS: named statements for the hot ones (default 1). 0 for a pooler
   * that cannot keep them (PgBouncer before 1.21 in transaction mode).
   */
  preparedStatements: boolean;
  /** DATABASE_WAIT_SECONDS: at start, how long to wait for an unreachable PostgreSQL. */
  databaseWaitMs: number;
  /** SHUTDOWN_DELAY_SECONDS: after SIGTERM, keep serving (not ready) this long. */
  shutdownDelayMs: number;
  /** SHUTDOWN_TIMEOUT_SECONDS: after that, how long requests in flight may take to finish. */
  shutdownTimeoutMs: number;
  /**
   * KEEP_ALIVE_TIMEOUT_SECONDS: how long an idle keep-alive connection stays open. Longer than the
   * load balancer's own idle timeout (nginx's upstream keepalive_timeout and most cloud balancers:
   * 60 s), so it is always the balancer that closes an idle connection — never this server at the
   * moment the balancer sends a POST on it, which the balancer cannot safely retry (a 502).
   */
  keepAliveTimeoutMs: number;
}

function number(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 0 or 1, got "${raw}"`);
  return raw === '1';
}

export function loadDeployConfig(env: Env = process.env): DeployConfig {
  return {
    poolSize: Math.round(number(env, 'DATABASE_POOL_SIZE', 10, 1, 1000)),
    preparedStatements: flag(env, 'DATABASE_PREPARED_STATEMENTS', true),
    databaseWaitMs: number(env, 'DATABASE_WAIT_SECONDS', 60, 0, 3600) * 1000,
    shutdownDelayMs: number(env, 'SHUTDOWN_DELAY_SECONDS', 0, 0, 600) * 1000,
    shutdownTimeoutMs: number(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25, 0, 3600) * 1000,
    keepAliveTimeoutMs: number(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 65, 1, 3600) * 1000,
  };
}
