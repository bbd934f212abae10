// "Exactly one instance computes a conversation at a time." On PostgreSQL: a transaction-scoped
// advisory lock per conversation (pg_try_advisory_xact_lock) held by an otherwise idle transaction
// for the length of the run; it goes with the connection if the instance dies. The run itself
// reads and writes through the pool, so what it stores is visible at once. On PGlite only one
// process can open the database, and a held transaction would stall every other query: a lock
// inside this process is enough.
// The one place to swap for the background-job module (server/jobs/, issue 17) when it lands.
import type { Db } from '../../platform/db';

export interface ConversationLock {
  /** Runs `fn` holding the conversation's lock; `{ locked: false }` when another run holds it. */
  withLock<T>(
    zid: number,
    fn: () => Promise<T>,
  ): Promise<{ locked: true; value: T } | { locked: false }>;
}

export function conversationLock(db: Db): ConversationLock {
  return db.engine === 'postgres' ? advisoryLock(db) : processLock();
}

function processLock(): ConversationLock {
  const held = new Set<number>();
  return {
    async withLock(zid, fn) {
      if (held.has(zid)) return { locked: false };
      held.add(zid);
      try {
        return { locked: true, value: await fn() };
      } finally {
        held.delete(zid);
      }
    },
  };
}

function advisoryLock(db: Db): ConversationLock {
  const inProcess = processLock();
  return {
    async withLock(zid, fn) {
      const local = await inProcess.withLock(zid, () =>
        db.transaction(async (tx) => {
          // Two keys: one per schema (test servers share a database, each in its own schema) made
          // from the schema's name, and the conversation.
          const { rows } = await tx.query<{ locked: boolean }>(
            `SELECT pg_try_advisory_xact_lock(hashtext(current_schema() || '/math'), $1) AS locked`,
            [zid],
          );
          if (!rows[0].locked) return { locked: false as const };
          return { locked: true as const, value: await fn() };
        }),
      );
      return local.locked ? local.value : local;
    },
  };
}
