// oidc-provider's storage adapter over the database (oidc_models, migration 042), so that several
// instances behind a load balancer are one provider: the interaction one instance starts, the
// session it sets and the code it issues are found by whichever instance the browser's next request
// reaches. No sticky sessions needed. Same contract as memoryAdapter.ts (which tests without a
// shared database still use): expired rows are invisible at once and swept now and then.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../platform/db';

type AdapterClass = new (name: string) => Adapter;

/** How often one instance deletes expired rows (a cheap DELETE over an index). */
const SWEEP_INTERVAL_MS = 60_000;

const ALIVE = '(expires_at IS NULL OR expires_at > $3)';

export function createDbAdapter(db: Db, now: () => number = Date.now): AdapterClass {
  let lastSweep = 0;

  function sweep(): void {
    const t = now();
    if (t - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = t;
    // Not awaited: a failed sweep costs nothing but disk, and the next one catches up.
    db.query('DELETE FROM oidc_models WHERE expires_at <= $1', [t]).catch((error: unknown) =>
      console.warn(`[oidc] sweeping expired rows failed: ${String(error)}`),
    );
  }

  async function findWhere(
    name: string,
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const { rows } = await db.query<{ payload: string; consumed: number | null }>(
      `SELECT payload, consumed FROM oidc_models
       WHERE model = $1 AND ${column} = $2 AND ${ALIVE} LIMIT 1`,
      [name, value, now()],
    );
    if (rows.length === 0) return undefined;
    const payload = JSON.parse(rows[0].payload) as AdapterPayload;
    return rows[0].consumed === null ? payload : { ...payload, consumed: rows[0].consumed };
  }

  return class DbAdapter implements Adapter {
    private readonly name: string;

    constructor(name: string) {
      this.name = name;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      sweep();
      await db.query(
        `INSERT INTO oidc_models (model, id, payload, grant_id, uid, user_code, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::bigint)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload,
           grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid, user_code = EXCLUDED.user_code,
           expires_at = EXCLUDED.expires_at, consumed = NULL`,
        [
          this.name,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.uid ?? null,
          payload.userCode ?? null,
          expiresIn ? now() + expiresIn * 1000 : null,
        ],
      );
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return findWhere(this.name, 'id', id);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return findWhere(this.name, 'uid', uid);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return findWhere(this.name, 'user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      // In the row itself, so a code replayed against another instance is seen as used.
      await db.query('UPDATE oidc_models SET consumed = $3 WHERE model = $1 AND id = $2', [
        this.name,
        id,
        Math.floor(now() / 1000),
      ]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM oidc_models WHERE model = $1 AND id = $2', [this.name, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM oidc_models WHERE grant_id = $1', [grantId]);
    }
  };
}
