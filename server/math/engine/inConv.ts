// Step 2: who is "in the conversation" (clustered). Polis only clusters participants who have voted
// enough to be placed with some confidence, but never fewer than 15 when that many exist, so a young
// conversation still gets a map. Membership is sticky: someone who was in stays in, so a group does
// not lose members because the statement count (and so the threshold) grew.

/** Below this many qualified participants, the most active others are added. */
export const IN_CONV_MINIMUM = 15;
/** Votes needed to qualify, or every statement when there are fewer. */
export const IN_CONV_VOTES = 7;

/**
 * @param voteCounts votes per row, counted before moderation zeroes any column
 * @param nStatements columns of the matrix (moderated ones included, meta ones not)
 * @param previous pids that were in at the last update
 * @returns 1 for the rows that are in, 0 for the rest
 */
export function selectInConv(
  pids: Int32Array,
  voteCounts: Int32Array,
  nStatements: number,
  previous: Pick<ReadonlySet<number>, 'has'>,
): Uint8Array {
  const inConv = new Uint8Array(pids.length);
  const threshold = Math.min(IN_CONV_VOTES, nStatements);
  let count = 0;
  for (let r = 0; r < pids.length; r++) {
    if (previous.has(pids[r]) || voteCounts[r] >= threshold) {
      inConv[r] = 1;
      count++;
    }
  }
  if (count >= IN_CONV_MINIMUM) return inConv;

  // Top up with the most active of the rest; equal counts go in row (first-vote) order, which is
  // deterministic where upstream's hash-map order is not.
  const rest: number[] = [];
  for (let r = 0; r < pids.length; r++) if (!inConv[r]) rest.push(r);
  rest.sort((a, b) => voteCounts[b] - voteCounts[a] || a - b);
  for (let i = 0; i < rest.length && count < IN_CONV_MINIMUM; i++, count++) inConv[rest[i]] = 1;
  return inConv;
}

/**
 * The previous update's in-conv pids as a set: a table by pid when the pids are small non-negative
 * integers (they are, in the database), a Set otherwise. At 100,000 participants the Set of
 * 90,000 pids was a few hundredths of a second of each warm update (docs/math.md#the-warm-update).
 */
export function pidSet(pids: readonly number[]): Pick<ReadonlySet<number>, 'has'> {
  let max = -1;
  for (const pid of pids) {
    if (!Number.isInteger(pid) || pid < 0 || pid >= 1 << 26) return new Set(pids);
    if (pid > max) max = pid;
  }
  const member = new Uint8Array(max + 1);
  for (const pid of pids) member[pid] = 1;
  return { has: (pid) => pid >= 0 && pid <= max && member[pid] === 1 };
}
