// The participant tokens' secrets as a ring (keyRing.ts): the current secret stays where it always
// was (server_secrets 'participant-token', raw bytes, so an instance of the previous version keeps
// signing with it during an upgrade); the staged and retired ones are in 'participant-token-ring'
// (JSON, base64url). `npm run keys:rotate` rotates both in one transaction
// (docs/deploy.md#rotating-the-keys).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { rotateRing, type KeyRing, type Rotation } from './keyRing';
import { loadOrMakeServerSecret } from './secrets';

/** A participant token is good for a year (PARTICIPANT_TOKEN_LIFETIME): a retired secret too. */
export const PARTICIPANT_SECRET_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

interface StoredRing {
  staged: string | null;
  retired: { secret: string; until: number }[];
}

const encode = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const decode = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));

function isStoredRing(value: unknown): value is StoredRing {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredRing>;
  return (
    (v.staged === null || typeof v.staged === 'string') &&
    Array.isArray(v.retired) &&
    v.retired.every((r) => typeof r?.secret === 'string' && typeof r.until === 'number')
  );
}

async function readRing(db: Db): Promise<StoredRing> {
  const { rows } = await db.query<{ secret: string }>(
    `SELECT convert_from(secret, 'UTF8') AS secret FROM server_secrets WHERE name = 'participant-token-ring'`,
  );
  if (rows.length === 0) return { staged: null, retired: [] };
  const parsed: unknown = JSON.parse(rows[0].secret);
  if (!isStoredRing(parsed)) throw new Error("server_secrets: 'participant-token-ring' is damaged");
  return parsed;
}

/** The ring as stored; `makeCurrent` proposes the first secret when there is none yet. */
export async function loadParticipantRing(
  db: Db,
  makeCurrent: () => Promise<Buffer>,
): Promise<KeyRing<Uint8Array>> {
  const current = await loadOrMakeServerSecret(db, 'participant-token', makeCurrent);
  const stored = await readRing(db);
  return {
    current: new Uint8Array(current),
    staged: stored.staged === null ? null : decode(stored.staged),
    retired: stored.retired.map((r) => ({ key: decode(r.secret), until: r.until })),
  };
}

/** Rotates the stored ring (keyRing.ts#rotateRing) under a row lock: two rotations never interleave. */
export async function rotateParticipantSecret(
  db: Db,
  now: number,
  makeCurrent: () => Promise<Buffer>,
): Promise<Rotation<Uint8Array>> {
  await loadOrMakeServerSecret(db, 'participant-token', makeCurrent);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT name FROM server_secrets WHERE name = 'participant-token' FOR UPDATE`);
    const ring = await loadParticipantRing(tx, makeCurrent);
    const rotation = rotateRing(
      ring,
      new Uint8Array(randomBytes(32)),
      now,
      PARTICIPANT_SECRET_LIFETIME_MS,
    );
    const next = rotation.ring;
    await tx.query(
      `UPDATE server_secrets SET secret = decode($1, 'hex') WHERE name = 'participant-token'`,
      [Buffer.from(next.current).toString('hex')],
    );
    const stored: StoredRing = {
      staged: next.staged === null ? null : encode(next.staged),
      retired: next.retired.map((r) => ({ secret: encode(r.key), until: r.until })),
    };
    await tx.query(
      `INSERT INTO server_secrets (name, secret) VALUES ('participant-token-ring', convert_to($1, 'UTF8'))
       ON CONFLICT (name) DO UPDATE SET secret = EXCLUDED.secret`,
      [JSON.stringify(stored)],
    );
    return rotation;
  });
}
