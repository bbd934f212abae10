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

export interface WalkSpec<E> {
  /** The node every walk starts from. */
  start: string;
  /** The edges out of a node, in the order to prefer them. */
  outgoing: (node: string) => Iterable<{ edge: E; to: string }>;
  /** Transition ids one edge fires from its source. */
  firedBy: (from: string, edge: E) => readonly string[];
  /** Transitions already covered (the start's own, earlier inputs'); grows as walks are added. */
  covered?: Set<string>;
  /** A walk ends at the first target that would take it past this many steps. */
  maxSteps?: number;
  /** Edges after which the real screen cannot go on as the model can: a walk ends with them. */
  ends?: (edge: E) => boolean;
}

/** Steps per generated walk: long enough to chain many transitions, short enough to read. */
export const WALK_MAX_STEPS = 30;

/**
 * Few, long walks that together fire every transition some edge fires: from where the walk
 * stands, the shortest way to the nearest edge that fires a transition not yet covered, then on
 * from there; a new walk from the start only when nothing uncovered is reachable from where the
 * last one stands (or it reached `maxSteps`). Every walk boots the app once, so this costs a
 * fraction of one path per state plus one per missed transition (docs/architecture.md#tests).
 */
export function coveringWalks<E>(spec: WalkSpec<E>): E[][] {
  const covered = spec.covered ?? new Set<string>();
  const maxSteps = spec.maxSteps ?? WALK_MAX_STEPS;
  const edgesOf = new Map<string, Array<{ edge: E; to: string; fires: readonly string[] }>>();
  const edges = (node: string) => {
    let list = edgesOf.get(node);
    if (!list) {
      list = [...spec.outgoing(node)].map((e) => ({ ...e, fires: spec.firedBy(node, e.edge) }));
      edgesOf.set(node, list);
    }
    return list;
  };
  const uncovered = (fires: readonly string[]) => fires.some((id) => !covered.has(id));

  // Breadth first from `from`: the shortest run of edges ending in one that fires something new.
  const nearest = (
    from: string,
  ): Array<{ edge: E; to: string; fires: readonly string[] }> | null => {
    const back = new Map<
      string,
      { node: string; step: { edge: E; to: string; fires: readonly string[] } } | null
    >([[from, null]]);
    const queue = [from];
    const runTo = (node: string) => {
      const run = [];
      for (let at = back.get(node); at; at = back.get(at.node)) run.unshift(at.step);
      return run;
    };
    for (let i = 0; i < queue.length; i++) {
      const node = queue[i];
      for (const step of edges(node)) {
        if (uncovered(step.fires)) return [...runTo(node), step];
        if (back.has(step.to) || spec.ends?.(step.edge)) continue;
        back.set(step.to, { node, step });
        queue.push(step.to);
      }
    }
    return null;
  };

  const walks: E[][] = [];
  for (;;) {
    const walk: E[] = [];
    let at = spec.start;
    for (;;) {
      const run = nearest(at);
      if (!run || (walk.length > 0 && walk.length + run.length > maxSteps)) break;
      for (const step of run) {
        walk.push(step.edge);
        for (const id of step.fires) covered.add(id);
        at = step.to;
      }
      if (spec.ends?.(run[run.length - 1].edge)) break;
    }
    if (walk.length === 0) return walks;
    walks.push(walk);
  }
}
