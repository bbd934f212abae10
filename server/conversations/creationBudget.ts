// How many conversations one account may create (new or copied) in any 24 hours
// (docs/api.md#post-conversations): CONVERSATIONS_PER_DAY, so that one account, or a stolen
// session, cannot fill the database. Imports by the operator's CLI are not counted.
import type { Db } from '../platform/db';
import { danishWait } from '../accounts';
import { countCreatedSinceLocked } from './repo/conversations';
import { HttpError } from '../platform/http/errors';
import { conversationMessages } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** In Danish, how long until `ms` have passed: minutes below 90 minutes, else whole hours. */
function wait(ms: number): string {
  if (ms < 90 * 60 * 1000) return danishWait(ms);
  const hours = Math.ceil(ms / HOUR_MS);
  return conversationMessages.hours(hours);
}

/** Inside the creating transaction: 429 with Retry-After when the day's budget is spent. */
export async function requireCreationBudget(
  tx: Db,
  owner: number,
  perDay: number,
  now = Date.now(),
): Promise<void> {
  const { count, oldest } = await countCreatedSinceLocked(tx, owner, now - DAY_MS);
  if (count < perDay) return;
  const retryAfterMs = Math.max(1000, (oldest ?? now) + DAY_MS - now);
  throw new HttpError(
    429,
    'polis_err_conversation_limit',
    conversationMessages.creationLimit(perDay, wait(retryAfterMs)),
    { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
  );
}
