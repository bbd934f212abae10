// The structural graph of a chart: which state configurations follow from which, by which
// transitions, found with XState's own interpreter (so eventless chains, parallel regions,
// `xstate.done.state.*` and re-entry behave exactly as in the app), on a private copy of the
// machine in which
//   - every guard is *forced*: it passes only when the explorer chooses it, so each guarded
//     alternative is explored on its own, without the payload or context that would pick it;
//   - actions, entry/exit actions, invocations and outputs are removed, and the context is empty,
//     so nothing runs and no payload is needed.
// The graph therefore over-approximates: a path may need context that a real run would not have
// (two guards that can never both hold). The model tests walk the real chart; these paths are
// for review and for the QA report. Only `machine.provide({})`'s fresh copy is touched.
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
} from 'xstate';
import { createPureScope, describeChart } from '../../tests/model/harness/coverage';

export interface Configuration {
  key: string;
  /** `loading.quiet`, or `(a.x | b.y)` for parallel regions. */
  label: string;
  /** Keys of every active state node (parents too), as `snapshot.matches` takes them. */
  active: string[];
  final: boolean;
}

export interface Edge {
  /** `START` for the initial step. */
  from: string;
  to: string;
  /** Event type sent (`xstate.init` for the initial step). */
  event: string;
  /** Transition ids (coverage.ts ids) the interpreter took, in order. */
  fired: string[];
}

export interface Structure {
  configurations: Map<string, Configuration>;
  edges: Edge[];
  /** True when exploration stopped at the limit. */
  truncated: boolean;
}

export const START = 'START';
const INTERNAL_KINDS = new Set(['always', 'done.state']);

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

function leafLabel(active: AnyStateNode[]): string {
  const leaves = active.filter((n) => n.type === 'atomic' || n.type === 'final');
  const keys = leaves.map((n) => n.path.join('.'));
  return keys.length === 1 ? keys[0] : `(${keys.join(' | ')})`;
}

/** A copy of the machine with forced guards and no side effects (see the file comment). */
function structuralCopy(machine: AnyStateMachine) {
  const copy = machine.provide({});
  const ids = describeChart(copy).byDefinition;
  const forced = new Set<string>();
  const guarded: Array<{ id: string; kind: string; event: string }> = [];
  Object.defineProperty(copy, 'config', { value: { ...copy.config, context: {} } });
  for (const node of allNodes(copy.root)) {
    node.entry = [];
    node.exit = [];
    node.output = undefined;
    Object.defineProperty(node, 'invoke', { value: [] });
    const lists: AnyTransitionDefinition[][] = [...node.transitions.values()];
    if (node.always) lists.push(node.always);
    for (const t of lists.flat()) {
      const info = ids.get(t);
      t.actions = [];
      if (t.guard === undefined || !info) continue;
      const id = info.id;
      t.guard = () => forced.has(id);
      guarded.push({ id, kind: info.kind, event: info.event });
    }
  }
  return { copy, forced, guarded };
}

/** Explores every configuration reachable with forced guards, up to `limit` configurations. */
export function exploreChart(machine: AnyStateMachine, limit = 400): Structure {
  const chart = describeChart(machine);
  const { copy, forced, guarded } = structuralCopy(machine);
  let fired: string[] = [];
  const copyIds = describeChart(copy).byDefinition;
  const scope = createPureScope(({ transitions }) => {
    for (const t of transitions) fired.push(copyIds.get(t)?.id ?? '?');
  });
  const internal = guarded.filter((g) => INTERNAL_KINDS.has(g.kind)).map((g) => g.id);
  // Guard choices for one step: none, each one alone, and each with one internal guard after it.
  const choicesFor = (event: string): string[][] => {
    const own = guarded.filter((g) => g.event === event).map((g) => g.id);
    const singles = [...own, ...internal].map((id) => [id]);
    const pairs = own.flatMap((a) => internal.map((b) => [a, b]));
    return [[], ...singles, ...pairs];
  };

  const configurations = new Map<string, Configuration>();
  const snapshots = new Map<string, AnyMachineSnapshot>();
  const edges: Edge[] = [];
  const seenEdges = new Set<string>();
  const queue: string[] = [];
  const visit = (from: string, event: string, run: () => AnyMachineSnapshot, choice: string[]) => {
    forced.clear();
    choice.forEach((id) => forced.add(id));
    fired = [];
    let next: AnyMachineSnapshot;
    try {
      next = run();
    } catch {
      return;
    }
    if (next.status === 'error' || (fired.length === 0 && from !== START)) return;
    const key = JSON.stringify(next.value);
    if (!configurations.has(key)) {
      const active = (next._nodes as AnyStateNode[]).filter((n) => n.parent);
      configurations.set(key, {
        key,
        label: leafLabel(active),
        active: active.map((n) => n.path.join('.')),
        final: next.status === 'done',
      });
      snapshots.set(key, next);
      queue.push(key);
    }
    const edgeKey = `${from}|${event}|${fired.join(',')}|${key}`;
    if (seenEdges.has(edgeKey)) return;
    seenEdges.add(edgeKey);
    edges.push({ from, to: key, event, fired: [...fired] });
  };

  for (const choice of choicesFor('xstate.init')) {
    visit(START, 'xstate.init', () => copy.getInitialSnapshot(scope, undefined), choice);
  }
  let truncated = false;
  while (queue.length) {
    if (configurations.size > limit) {
      truncated = true;
      break;
    }
    const key = queue.shift()!;
    const snapshot = snapshots.get(key)!;
    if (snapshot.status !== 'active') continue;
    const active = new Set((snapshot._nodes as AnyStateNode[]).map((n) => n.id));
    const events = new Set(
      chart.transitions
        .filter((t) => active.has(t.source) && !INTERNAL_KINDS.has(t.kind))
        .map((t) => t.event),
    );
    for (const event of events) {
      for (const choice of choicesFor(event)) {
        visit(key, event, () => copy.transition(snapshot, { type: event }, scope), choice);
      }
    }
  }
  forced.clear();
  return { configurations, edges, truncated };
}
