// A small in-memory storage adapter for oidc-provider.
//
// oidc-provider ships a development adapter too, but it announces itself with a warning on every
// start. Ours is equally simple and is scoped to one provider instance (two providers in one
// process, as in the tests, do not share sessions). Everything here — sessions, interactions,
// grants, codes — is short-lived; losing it on restart only means signing in again. Access tokens
// are JWTs and are not stored at all.
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch ms after which the entry is gone; undefined = no expiry. */
  expiresAt?: number;
}

type AdapterClass = new (name: string) => Adapter;

const SWEEP_INTERVAL_MS = 60_000;

export function createMemoryAdapter(now: () => number = Date.now): AdapterClass {
  const entries = new Map<string, Entry>();
  // Secondary indexes: grantId -> keys of tokens issued under it; session uid / user code -> key.
  const byGrant = new Map<string, Set<string>>();
  const byUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  let lastSweep = now();

  function alive(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function sweep(): void {
    const t = now();
    if (t - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = t;
    for (const [key, entry] of entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= t) entries.delete(key);
    }
    for (const [grantId, keys] of byGrant) {
      for (const key of keys) if (!entries.has(key)) keys.delete(key);
      if (keys.size === 0) byGrant.delete(grantId);
    }
    for (const index of [byUid, byUserCode]) {
      for (const [value, key] of index) if (!entries.has(key)) index.delete(value);
    }
  }

  return class MemoryAdapter implements Adapter {
    private readonly name: string;

    constructor(name: string) {
      this.name = name;
    }

    private key(id: string): string {
      return `${this.name}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      sweep();
      const key = this.key(id);
      entries.set(key, {
        payload: { ...payload },
        ...(expiresIn ? { expiresAt: now() + expiresIn * 1000 } : {}),
      });
      if (payload.grantId) {
        let keys = byGrant.get(payload.grantId);
        if (!keys) byGrant.set(payload.grantId, (keys = new Set()));
        keys.add(key);
      }
      if (payload.uid) byUid.set(`${this.name}:${payload.uid}`, key);
      if (payload.userCode) byUserCode.set(`${this.name}:${payload.userCode}`, key);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const entry = alive(this.key(id));
      return entry ? { ...entry.payload } : undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const key = byUid.get(`${this.name}:${uid}`);
      const entry = key ? alive(key) : undefined;
      return entry ? { ...entry.payload } : undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const key = byUserCode.get(`${this.name}:${userCode}`);
      const entry = key ? alive(key) : undefined;
      return entry ? { ...entry.payload } : undefined;
    }

    async consume(id: string): Promise<void> {
      const entry = alive(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      const keys = byGrant.get(grantId);
      if (!keys) return;
      for (const key of keys) entries.delete(key);
      byGrant.delete(grantId);
    }
  };
}
