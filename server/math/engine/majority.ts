// What unites people (docs/math.md#what-unites-people): the statements most participants agree
// with, and those most reject, read from the groups so that one large group cannot make a majority
// alone. Polis's group-informed consensus — the product over the groups of (agrees + 1) / (votes
// + 2) — ranks them, and the same product of (disagrees + 1) / (votes + 2) ranks the shared
// rejections; a statement is listed only when a majority of every group voted on it and took that
// side (a high product alone can hide a group that was merely undecided). Pure; the participants'
// map and the report both read it.
import type { VoteCounts } from '../../../contract/types';

export type Side = 'agree' | 'disagree';

export interface MajorityInput {
  /** Statement ids to consider (those the reader may see). */
  tids: readonly number[];
  /** Group ids to read (e.g. those shown); at least two make a view. */
  groups: readonly number[];
  votesOf: (gid: number, tid: number) => VoteCounts;
}

export interface MajorityEntry {
  tid: number;
  side: Side;
  /** The group-informed product for that side. */
  p: number;
}

/** At most this many statements per side. */
export const MAJORITY_LENGTH = 5;

export function majorityView(
  input: MajorityInput,
  length = MAJORITY_LENGTH,
): { agree: MajorityEntry[]; disagree: MajorityEntry[] } {
  if (input.groups.length < 2) return { agree: [], disagree: [] };
  const pick = (side: Side): MajorityEntry[] => {
    const key = side === 'agree' ? 'A' : 'D';
    const out: MajorityEntry[] = [];
    for (const tid of input.tids) {
      let p = 1;
      let everyGroup = true;
      for (const gid of input.groups) {
        const v = input.votesOf(gid, tid);
        if (v.S === 0 || 2 * v[key] <= v.S) {
          everyGroup = false;
          break;
        }
        p *= (v[key] + 1) / (v.S + 2);
      }
      if (everyGroup) out.push({ tid, side, p });
    }
    return out.sort((a, b) => b.p - a.p || a.tid - b.tid).slice(0, length);
  };
  return { agree: pick('agree'), disagree: pick('disagree') };
}

/** The share (0–100, rounded) of every listed group's voters who took `side`. */
export function sideShare(
  groups: readonly number[],
  votesOf: MajorityInput['votesOf'],
  tid: number,
  side: Side,
): number {
  let part = 0;
  let whole = 0;
  for (const gid of groups) {
    const v = votesOf(gid, tid);
    part += side === 'agree' ? v.A : v.D;
    whole += v.S;
  }
  return whole > 0 ? Math.round((100 * part) / whole) : 0;
}
