// The `close` job (key: the conversation's zid): closes a conversation at the time its owner
// scheduled (conversations.closes_at, migration 057). Queued whenever a save sets closes_at
// (routes/conversations.ts), as a row in the jobs table, so a restart loses no schedule. The
// handler reads the schedule afresh: moved later, it queues itself again for the new time;
// cleared or already closed, it does nothing. `now` is injectable so a test controls the clock.
import type { Db } from '../platform/db';
import { enqueueJob } from '../platform/jobs/jobs';
import type { JobHandler } from '../platform/jobs/runner';

export const CLOSE_JOB = 'close';

/** Queues the close for `closesAt` (an earlier queued request for the same conversation wins). */
export async function scheduleClose(db: Db, zid: number, closesAt: number): Promise<void> {
  await enqueueJob(db, { kind: CLOSE_JOB, key: String(zid), runAfter: closesAt });
}

export function createCloseJob(now: () => number = Date.now): JobHandler {
  return async (job, { db }) => {
    const zid = Number(job.key);
    const { rows } = await db.query<{ closes_at: number | null; is_active: boolean }>(
      'SELECT closes_at, is_active FROM conversations WHERE zid = $1',
      [zid],
    );
    const row = rows[0];
    if (!row || row.closes_at === null || !row.is_active) return;
    const closesAt = Number(row.closes_at);
    if (closesAt > now()) return { againAfterMs: closesAt - now() };
    // The same statement a save would run: settings version up, so open forms learn of it.
    await db.query(
      `UPDATE conversations SET is_active = FALSE, version = version + 1,
         setting_versions = setting_versions || jsonb_build_object('is_active', version + 1),
         modified = now_as_millis()
       WHERE zid = $1 AND is_active AND closes_at IS NOT NULL AND closes_at <= $2`,
      [zid, now()],
    );
  };
}
