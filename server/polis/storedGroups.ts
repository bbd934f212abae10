// The opinion groups of the stored math result (math_results, server/math/service) as Polis's
// export files need them: each participant's group id, the in-conv count, the group count and the
// group-informed consensus per statement. No result yet: nobody is grouped.
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Pca2 } from '../../contract/types';
import type { Db } from '../platform/db';
import { storedPca2 } from '../math';

const gunzipAsync = promisify(gunzip);

export interface StoredGroups {
  groupOf: Map<number, number>;
  inConv: number;
  groups: number;
  consensus: Map<number, number>;
}

export function groupsFromPca2(pca2: Pca2 | null): StoredGroups {
  const groupOf = new Map<number, number>();
  const consensus = new Map<number, number>();
  if (!pca2) return { groupOf, inConv: 0, groups: 0, consensus };
  const base = pca2['base-clusters'];
  const membersOfBase = new Map(base.id.map((id, i) => [id, base.members[i]]));
  for (const group of pca2['group-clusters']) {
    for (const baseId of group.members) {
      for (const pid of membersOfBase.get(baseId) ?? []) groupOf.set(pid, group.id);
    }
  }
  for (const [tid, value] of Object.entries(pca2['group-aware-consensus'])) {
    consensus.set(Number(tid), value);
  }
  return {
    groupOf,
    inConv: pca2['in-conv'].length,
    groups: pca2['group-clusters'].length,
    consensus,
  };
}

export async function storedGroups(db: Db, zid: number): Promise<StoredGroups> {
  const stored = await storedPca2(db, zid);
  if (!stored) return groupsFromPca2(null);
  const json = (await gunzipAsync(stored.pca2_gzip)).toString('utf8');
  return groupsFromPca2(JSON.parse(json) as Pca2);
}
