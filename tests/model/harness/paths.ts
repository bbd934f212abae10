// The one test-path generator, over any graph of a chart: the model tests' 'transitions' paths
// (walkModel.ts), the restricted strategy of tests/model/support/restrictedPaths.ts and the QA
// report's structural paths (scripts/qa/paths.ts) all use it.
//   1. shortestPaths: breadth first from the start, the first path found to each node;
//   2. topUpTransitions: for every edge that fires a chart transition no path has fired yet, the
//      shortest path to the edge's source followed by that edge.
// Together they take every transition reachable in the graph at least once.

/** Shortest paths from `start` to every node reached, in breadth-first order (start included). */
export function shortestPaths<E>(
  start: string,
  outgoing: (node: string) => Iterable<{ edge: E; to: string }>,
): Map<string, E[]> {
  const pathTo = new Map<string, E[]>([[start, []]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i];
    for (const { edge, to } of outgoing(at)) {
      if (pathTo.has(to)) continue;
      pathTo.set(to, [...pathTo.get(at)!, edge]);
      queue.push(to);
    }
  }
  return pathTo;
}

export interface TopUp<E> {
  /** The paths so far: what they fire counts as covered. */
  base: readonly (readonly E[])[];
  /** The shortest path to a node; undefined when it cannot be reached. */
  pathTo: (node: string) => readonly E[] | undefined;
  /** Every edge of the graph with its source, in the order to consider them. */
  edges: Iterable<{ from: string; edge: E }>;
  /** Transition ids a whole path fires, walked from the start. */
  firedAlong: (path: readonly E[]) => Iterable<string>;
  /** Transition ids one edge fires from its source. */
  firedBy: (from: string, edge: E) => readonly string[];
  /** Transitions already covered (by earlier inputs of the chart); grows as paths are added. */
  covered?: Set<string>;
}

/** The paths to add so that every transition some edge fires is fired by some path. */
export function topUpTransitions<E>(spec: TopUp<E>): E[][] {
  const covered = spec.covered ?? new Set<string>();
  const walk = (path: readonly E[]) => {
    for (const id of spec.firedAlong(path)) covered.add(id);
  };
  spec.base.forEach(walk);
  const extra: E[][] = [];
  for (const { from, edge } of spec.edges) {
    if (spec.firedBy(from, edge).every((id) => covered.has(id))) continue;
    const prefix = spec.pathTo(from);
    if (!prefix) continue;
    const path = [...prefix, edge];
    walk(path);
    extra.push(path);
  }
  return extra;
}
