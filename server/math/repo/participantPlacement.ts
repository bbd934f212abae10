// The participants' map as stored (migration 080), read once per stored result and instance, and
// what placing one participant reads: their own current votes, and the texts of the statements the
// map cites that participants may still see (docs/math.md#the-participants-map).
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Db } from '../../platform/db';
import { columnIndex, type PlacementBasis } from '../engine/placement';
import type { StoredParticipantMap } from '../engine/participantMap';
import type { VoteValue } from '../engine/types';
import { participantMapBytes, participantMapStamp } from './mathResults';

const gunzipAsync = promisify(gunzip);

export interface LoadedMap {
  /** The stored result's tick now (the stability step adds one after the map's). */
  tick: number;
  map: StoredParticipantMap;
  basis: PlacementBasis;
  columns: Map<number, number>;
}

/** Per database (instances serve what is stored), per conversation: the last map read. */
const loaded = new WeakMap<Db, Map<number, { key: string; value: LoadedMap }>>();
const LOADED_MAX = 50;

/**
 * The stored participants' map and basis, or null before the first result stored with one. The
 * bytes are read and parsed once per stored map and instance; otherwise this is one small query.
 */
export async function loadParticipantMap(db: Db, zid: number): Promise<LoadedMap | null> {
  const stamp = await participantMapStamp(db, zid);
  if (!stamp) return null;
  let cache = loaded.get(db);
  if (!cache) loaded.set(db, (cache = new Map()));
  // The bytes change with the map, not with the stability step (same computed_at).
  const hit = cache.get(zid);
  if (hit && hit.key === `${stamp.computed_at}`) return { ...hit.value, tick: stamp.math_tick };
  const row = await participantMapBytes(db, zid);
  if (!row) return null;
  const { map, basis } = JSON.parse((await gunzipAsync(row.participant_gzip)).toString('utf8')) as {
    map: StoredParticipantMap;
    basis: PlacementBasis;
  };
  const value: LoadedMap = { tick: stamp.math_tick, map, basis, columns: columnIndex(basis) };
  cache.delete(zid);
  cache.set(zid, { key: `${row.computed_at}`, value });
  if (cache.size > LOADED_MAX) cache.delete(cache.keys().next().value!);
  return value;
}

/** The participant's current vote on every statement they voted on (internal sign). */
export async function currentVotes(
  db: Db,
  zid: number,
  pid: number,
): Promise<{ tid: number; vote: VoteValue }[]> {
  const { rows } = await db.query<{ tid: number; vote: VoteValue }>(
    'SELECT tid, vote FROM votes_latest_unique WHERE zid = $1 AND pid = $2',
    [zid, pid],
  );
  return rows;
}

/** Texts of those statements participants may see now (active, at least `lowestMod`), by tid. */
export async function visibleTexts(
  db: Db,
  zid: number,
  tids: readonly number[],
  lowestMod: number,
): Promise<Map<number, string>> {
  if (!tids.length) return new Map();
  const { rows } = await db.query<{ tid: number; txt: string }>(
    `SELECT tid, txt FROM comments
     WHERE zid = $1 AND tid = ANY($2::integer[]) AND active AND mod >= $3`,
    [zid, [...new Set(tids)], lowestMod],
  );
  return new Map(rows.map((row) => [row.tid, row.txt]));
}
