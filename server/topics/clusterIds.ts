// Cluster numbers that survive a rerun. A topic's key (`<job>#<layer>#<cluster>`) carries its
// moderation from run to run, so a new cluster may take an old number only when it is essentially
// the same group of statements: otherwise an "accepted" verdict would silently move to statements
// nobody reviewed. New clusters are matched to the previous run's clusters of the same layer by
// overlap (Jaccard ≥ MIN_OVERLAP, best pairs first); the rest get numbers the previous run did not use in
// that layer.

const MIN_OVERLAP = 0.5;

function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  let shared = 0;
  for (const tid of a) if (b.has(tid)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * @param clusters the new clusters of one layer, as tids, in their preferred order
 * @param previous the previous run's clusters of that layer: cluster number → tids
 * @returns a cluster number per new cluster
 */
export function carryOverClusterIds(
  clusters: number[][],
  previous: ReadonlyMap<number, readonly number[]>,
): number[] {
  const newSets = clusters.map((tids) => new Set(tids));
  const oldSets = [...previous].map(([id, tids]) => ({ id, tids: new Set(tids) }));
  const pairs: { cluster: number; id: number; overlap: number }[] = [];
  newSets.forEach((tids, cluster) => {
    for (const old of oldSets) {
      const overlap = jaccard(tids, old.tids);
      if (overlap >= MIN_OVERLAP) pairs.push({ cluster, id: old.id, overlap });
    }
  });
  pairs.sort((a, b) => b.overlap - a.overlap || a.cluster - b.cluster || a.id - b.id);

  const ids = new Array<number>(clusters.length).fill(-1);
  const taken = new Set<number>();
  for (const { cluster, id } of pairs) {
    if (ids[cluster] >= 0 || taken.has(id)) continue;
    ids[cluster] = id;
    taken.add(id);
  }
  const retired = new Set([...previous.keys(), ...taken]);
  let next = 0;
  return ids.map((id) => {
    if (id >= 0) return id;
    while (retired.has(next)) next++;
    retired.add(next);
    return next;
  });
}
