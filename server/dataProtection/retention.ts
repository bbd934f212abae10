// The retention period (docs/privacy.md#retention): N days after a conversation closed,
// its participants' data is deleted (repo/conversationErasure.ts: votes, statements that are no
// seeds, participants, the groups and topics computed from them). The published reports are frozen
// first, so they keep the figures they show; the conversation and its seed statements stay.
//
// A recurring job (`maintenance` / `retention`, every RETENTION_SWEEP_EVERY_MS) in the jobs table
// does it: a restart loses nothing, since the job's row and the closing times are in the database,
// and a sweep missed while no server ran is made up at the next one. `now` is a parameter, so tests
// move the clock instead of waiting.
import type { Db } from '../platform/db';
import type { JobHandler } from '../platform/jobs/runner';
import { deleteParticipantData } from './repo/conversationErasure';
import { conversationsDueForRetention } from './repo/dataProtection';
import { listReports } from '../reports';
import { freezeReport } from '../reports';
import { dataProtectionMessages } from './messages';

export const RETENTION_SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Deletes the participants' data of every conversation due by `now`; returns their ids. */
export async function applyRetention(db: Db, now: number): Promise<string[]> {
  const due = await conversationsDueForRetention(db, now);
  for (const conversation of due) {
    for (const report of await listReports(db, conversation.zid)) {
      await freezeReport(db, report, now);
    }
    await deleteParticipantData(db, conversation, now);
  }
  return due.map((conversation) => conversation.conversation_id);
}

/** The job's handler; `now` is the clock (tests pass their own). */
export function retentionJob(now: () => number = Date.now): JobHandler {
  return async (_job, { db }) => {
    const purged = await applyRetention(db, now());
    for (const id of purged) {
      console.log(dataProtectionMessages.retentionRanOut(id));
    }
    return { againAfterMs: RETENTION_SWEEP_EVERY_MS };
  };
}
