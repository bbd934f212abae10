// Set-up the multi-instance tests share (lifecycle/instances, rollingRestart, outage): a schema of
// their own on the PostgreSQL under test, and an open conversation with accepted statements to
// vote on, written straight into the database before any instance starts.
import { createConversation } from '../../../server/conversations/repo/conversations';
import { ensureParticipant } from '../../../server/conversations/repo/participants';
import { ensureOwner } from '../../../server/demo/writeDemo';
import type { Db } from '../../../server/platform/db';

/** The database URL with `schema` first on the search path, for an instance's DATABASE_URL. */
export function schemaUrl(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** An open conversation owned by ejer@test.local, with `count` accepted statements. */
export async function openConversationWithStatements(db: Db, topic: string, count: number) {
  const owner = await ensureOwner(db, { email: 'ejer@test.local', hname: 'Ejer' });
  const conversation = await createConversation(db, owner, { topic, is_active: true });
  const ownerPid = await ensureParticipant(db, conversation.zid, owner);
  for (let i = 0; i < count; i++) {
    await db.query('INSERT INTO comments (zid, pid, uid, txt, mod) VALUES ($1, $2, $3, $4, 1)', [
      conversation.zid,
      ownerPid,
      owner,
      `Udsagn nummer ${i + 1}`,
    ]);
  }
  return { owner, ownerPid, conversation };
}
