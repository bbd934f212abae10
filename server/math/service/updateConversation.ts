// One update of one conversation's opinion groups, start to end:
//   lock (one instance at a time) → anything new since the stored result? → read the new votes and
//   the moderation → the worker computes the map → store it (math_tick + 1) → the worker computes
//   the stability figure → store it (math_tick + 2).
// Votes deleted since the worker read them (an erasure here or on another instance) show as a newer
// votes epoch (migration 051): the worker then drops what it holds and reads every remaining vote,
// and the run starts from no stored state (which was computed with the deleted votes).
// A failure anywhere leaves the last stored result in place; the caller records it and retries.
import type { Db } from '../../platform/db';
import { statementFlags, votesEpoch } from '../repo/mathInputs';
import {
  clearRunning,
  hasNewInputs,
  markRunning,
  mathRunInputs,
  storeMap,
  storeStability,
} from '../repo/mathResults';
import type { ConversationLock } from './conversationLock';
import { readNewVotes } from './readVotes';
import type { MathRunner } from './runner';

export type UpdateOutcome = 'updated' | 'current' | 'busy' | 'gone';

export interface UpdateDeps {
  db: Db;
  lock: ConversationLock;
  runner: MathRunner;
  now?: () => number;
}

export async function updateConversation(deps: UpdateDeps, zid: number): Promise<UpdateOutcome> {
  const { db, runner } = deps;
  const now = deps.now ?? (() => Date.now());
  const outcome = await deps.lock.withLock(zid, async (): Promise<UpdateOutcome> => {
    const epoch = await votesEpoch(db, zid);
    if (epoch === null) {
      runner.forget(zid);
      return 'gone';
    }
    const held = runner.held(zid);
    if (held && held.epoch !== epoch) runner.forget(zid);
    const stored = await mathRunInputs(db, zid);
    if (stored && !(await hasNewInputs(db, zid, stored, epoch))) return 'current';
    const erasedSince = stored !== null && stored.votes_epoch !== epoch;
    await markRunning(db, zid, now());
    try {
      // The moderation is read first: a statement moderated while we read the votes is newer than
      // `inputsReadAt` and makes the next check see it.
      const { rows } = await db.query<{ now: number }>('SELECT now_as_millis() AS now');
      const inputsReadAt = rows[0].now;
      const { statements, strict } = await statementFlags(db, zid);
      const votes = await readNewVotes(db, zid, runner.held(zid), epoch);
      const tick = stored?.math_tick ?? 0;
      const map = await runner.map(
        {
          type: 'map',
          zid,
          reset: votes.reset,
          votes: votes.batch,
          statements,
          state: erasedSince ? null : (stored?.state ?? null),
          mathTick: tick + 1,
        },
        votes.held,
      );
      await storeMap(db, zid, {
        ...map,
        mathTick: tick + 1,
        inputsReadAt,
        votesEpoch: epoch,
        inputsStrict: strict,
      });
      const stability = await runner.stability(zid, tick + 2);
      // Null: the worker no longer holds the map's result; the next run redoes both steps.
      if (!stability) throw new Error('the math worker lost the result before its stability step');
      await storeStability(db, zid, {
        mathTick: tick + 2,
        pca2Gzip: stability.pca2Gzip,
        publicPca2Gzip: stability.publicPca2Gzip,
        ari: stability.stabilityAri,
        ms: stability.stabilityMs,
      });
      return 'updated';
    } catch (error) {
      await clearRunning(db, zid).catch(() => undefined);
      throw error;
    }
  });
  return outcome.locked ? outcome.value : 'busy';
}
