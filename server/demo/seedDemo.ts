// Seeding the demo conversation: on demand for a named owner (npm run seed:demo), and on the first
// start of an empty installation for the documented demo account, so a new installation has
// something to look at. DEMO_DATA=0 turns the automatic seeding off.
import { demoEnabled, type ServerConfig } from '../platform/config/config';
import type { Db } from '../platform/db';
import { DEMO_SEED, planDemo, type DemoPlan } from './plan';
import { ensureOwner, writeDemo, type DemoOwner } from './writeDemo';

export const DEMO_ACCOUNT: DemoOwner = { email: 'demo@raadslag.dk', hname: 'Demo Ejer' };
/**
 * The demo account's password. It is no stored credential: the sign-in page accepts it for the demo
 * account only while the demo is on (DEMO_DATA not 0), so a newcomer signs in after `npm start`
 * and a production installation with DEMO_DATA=0 has no known password.
 */
export const DEMO_PASSWORD = 'demo-raadslag';

// Arbitrary constant: two servers starting at once on one PostgreSQL database seed only once.
const DEMO_LOCK_KEY = 727_002;

interface SeedDemoOptions {
  owner: DemoOwner;
  /** Default: the current time. Activity spreads over the two weeks before it. */
  now?: number;
  seed?: number;
}

interface SeededDemo {
  conversation_id: string;
  ownerUid: number;
  participants: number;
  comments: number;
  votes: number;
  reports: number;
}

async function seedWithin(tx: Db, owner: DemoOwner, plan: DemoPlan): Promise<SeededDemo> {
  const ownerUid = await ensureOwner(tx, owner);
  const { conversation_id } = await writeDemo(tx, ownerUid, plan);
  return {
    conversation_id,
    ownerUid,
    participants: plan.participants.length,
    comments: plan.comments.length,
    votes: plan.votes.length,
    reports: plan.reportTimes.length,
  };
}

/** Writes one demo conversation, all or nothing (one transaction). */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeededDemo> {
  const plan = planDemo({ now: options.now ?? Date.now(), seed: options.seed ?? DEMO_SEED });
  return db.transaction((tx) => seedWithin(tx, options.owner, plan));
}

/** DEMO_DATA=0 (or false/no/off) disables the automatic demo; anything else, or unset, allows it. */
export const demoDataEnabled = demoEnabled;

/**
 * On start: when the installation has no conversation at all (and DEMO_DATA is not 0), seeds the
 * demo conversation owned by demo@raadslag.dk ("Demo Ejer"), who signs in through the embedded
 * provider with that e-mail. Returns what was seeded, or null when nothing was.
 */
export async function seedDemoIfEmpty(
  db: Db,
  config: ServerConfig,
  env: Record<string, string | undefined> = process.env,
): Promise<SeededDemo | null> {
  if (!demoDataEnabled(env)) return null;
  const plan = planDemo({ now: Date.now() });
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK_KEY]);
    const { rows } = await tx.query('SELECT 1 FROM conversations LIMIT 1');
    return rows.length > 0 ? null : seedWithin(tx, DEMO_ACCOUNT, plan);
  });
  if (seeded !== null) {
    console.log(
      `Demodata: ${seeded.comments} udsagn og ${seeded.votes} stemmer på ` +
        `${config.publicOrigin}/m/${seeded.conversation_id} (log ind som ${DEMO_ACCOUNT.email} ` +
        `med adgangskoden ${DEMO_PASSWORD}, så længe DEMO_DATA ikke er 0).`,
    );
  }
  return seeded;
}
