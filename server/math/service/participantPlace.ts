// Where a participant stands on the stored map (docs/math.md#placing-a-participant-between-updates):
// the base cluster the stored result put them in, or — placed since — their current votes projected
// with the stored basis. Shared by GET /math/participantMap and POST /votes.
import type { ParticipantPlace } from '../../../contract/types';
import type { Db } from '../../platform/db';
import { placeParticipant } from '../engine/placement';
import { currentVotes, type LoadedMap } from '../repo/participantPlacement';

/** The group id as the map shows it: -1 for a group below the floor (not shown on its own). */
function shownGroup(loaded: LoadedMap, groupId: number): number {
  return loaded.map.groups.some((group) => group.id === groupId) ? groupId : -1;
}

/**
 * The participant's place; null while they have not voted enough to be placed. `votedCount` (the
 * visible statements they voted on, when the caller knows it) skips the read below the threshold.
 */
export async function placeOf(
  db: Db,
  zid: number,
  loaded: LoadedMap,
  pid: number,
  votedCount?: number,
): Promise<ParticipantPlace | null> {
  const { basis } = loaded;
  const base = basis.placed[pid];
  if (base !== undefined) {
    return {
      x: basis.base.x[base],
      y: basis.base.y[base],
      group_id: shownGroup(loaded, basis.base.group[base]),
      projected: false,
    };
  }
  if (!basis.base.x.length) return null; // no map to place anybody on
  if (votedCount !== undefined && votedCount < basis.threshold) return null;
  const placed = placeParticipant(basis, await currentVotes(db, zid, pid), loaded.columns);
  if (!placed) return null;
  return {
    x: placed.x,
    y: placed.y,
    group_id: shownGroup(loaded, placed.groupId),
    projected: true,
  };
}
