// Paths over the structural graph (structure.ts): shortest paths to every configuration, topped
// up so that every transition is taken at least once (the model tests' generator,
// tests/model/harness/paths.ts), and all simple paths where the chart is small enough to list.
import { shortestPaths, topUpTransitions } from '../../tests/model/harness/paths';
import { START, type Edge, type Structure } from './structure';

interface ChartPaths {
  /** Shortest path to each configuration, plus one path per transition they miss. */
  shortest: Edge[][];
  /** Maximal simple paths (no configuration twice), or null when there are more than the limit. */
  simple: Edge[][] | null;
  simpleLimit: number;
  /** Transition ids no path takes (unreachable even with every guard allowed). */
  unreachable: string[];
}

const SIMPLE_PATH_LIMIT = 40;

function outgoing(structure: Structure): Map<string, Edge[]> {
  const out = new Map<string, Edge[]>();
  for (const e of structure.edges) {
    const list = out.get(e.from) ?? [];
    list.push(e);
    out.set(e.from, list);
  }
  return out;
}

/** Maximal simple paths from the start; null if there are more than `limit`. */
function simplePaths(structure: Structure, limit = SIMPLE_PATH_LIMIT): Edge[][] | null {
  const out = outgoing(structure);
  const result: Edge[][] = [];
  let overflow = false;
  const walk = (at: string, path: Edge[], onPath: Set<string>) => {
    if (overflow) return;
    const next = (out.get(at) ?? []).filter((e) => !onPath.has(e.to));
    if (!next.length && path.length) {
      result.push(path);
      if (result.length > limit) overflow = true;
      return;
    }
    for (const e of next) {
      onPath.add(e.to);
      walk(e.to, [...path, e], onPath);
      onPath.delete(e.to);
    }
  };
  walk(START, [], new Set([START]));
  return overflow ? null : result;
}

export function chartPaths(
  structure: Structure,
  allTransitionIds: readonly string[],
  limit = SIMPLE_PATH_LIMIT,
): ChartPaths {
  const out = outgoing(structure);
  const toConfig = shortestPaths(START, (at) =>
    (out.get(at) ?? []).map((e) => ({ edge: e, to: e.to })),
  );
  toConfig.delete(START);
  const shortest = [...toConfig.values()].filter(
    // A path that is a prefix of another adds nothing.
    (p, _i, all) =>
      !all.some((q) => q !== p && q.length > p.length && p.every((e, k) => q[k] === e)),
  );
  const taken = new Set<string>();
  shortest.push(
    ...topUpTransitions<Edge>({
      base: shortest,
      pathTo: (config) => (config === START ? [] : toConfig.get(config)),
      edges: structure.edges.map((e) => ({ from: e.from, edge: e })),
      firedAlong: (path) => path.flatMap((e) => e.fired),
      firedBy: (_from, e) => e.fired,
      covered: taken,
    }),
  );
  return {
    shortest,
    simple: simplePaths(structure, limit),
    simpleLimit: limit,
    unreachable: allTransitionIds.filter((id) => !taken.has(id)),
  };
}
