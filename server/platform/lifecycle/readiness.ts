// Whether this instance should get traffic: not while it drains for a shutdown (SIGTERM), not while
// its database does not answer or lacks a migration this code needs. GET /readyz reports it
// (routes/health.ts); GET /healthz only says the process is alive. Nothing here is secret: the
// answers name no host, version or error text.
import type { Db } from '../db';
import { readMigrations } from '../db/migrate';

export type NotReadyReason = 'draining' | 'database' | 'migrations';

export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason };

export interface ReadinessProbe {
  check(): Promise<Readiness>;
  /** From now on not ready: the instance is shutting down. */
  drain(): void;
  readonly draining: boolean;
}

/** A database that takes longer than this to say SELECT 1 is as good as down for a probe. */
export const PROBE_TIMEOUT_MS = 2_000;

export function createReadinessProbe(db: Db, timeoutMs = PROBE_TIMEOUT_MS): ReadinessProbe {
  let draining = false;
  let latest: Promise<string | null> | null = null;
  const latestMigration = () =>
    (latest ??= readMigrations().then((all) => all[all.length - 1]?.version ?? null));

  const applied = async (): Promise<string | null> => {
    const { rows } = await db.query<{ version: string | null }>(
      'SELECT max(version) AS version FROM schema_migrations',
    );
    return rows[0]?.version ?? null;
  };

  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async check() {
      if (draining) return { ready: false, reason: 'draining' };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((done) => {
        timer = setTimeout(() => done('timeout'), timeoutMs);
      });
      try {
        const [version, wanted] = await Promise.all([
          Promise.race([applied(), timeout]),
          latestMigration(),
        ]);
        if (version === 'timeout') return { ready: false, reason: 'database' };
        // Another instance of newer code may have migrated further: that is fine for this one.
        if (wanted !== null && (version === null || version < wanted)) {
          return { ready: false, reason: 'migrations' };
        }
        return { ready: true };
      } catch {
        return { ready: false, reason: 'database' };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
