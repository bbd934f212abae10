// coveringWalks (paths.ts) over a chart's adjacency map from xstate/graph: the model tests'
// default 'walks' (walkModel.ts) and the restricted walks (support/restrictedPaths.ts) both use it.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { CoverageRecorder } from './coverage';
import { coveringWalks } from './paths';

/** xstate/graph's AdjacencyMap without its branded keys; the first key is the initial state. */
export type Adjacency = Record<
  string,
  {
    state: AnyMachineSnapshot;
    transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
  }
>;

export function walksOverAdjacency(
  machine: AnyStateMachine,
  adjacency: Adjacency,
  options: {
    /** The key the map uses for a snapshot. */
    serialize: (snapshot: AnyMachineSnapshot) => string;
    /** Transition ids walked already; grows with the walks. */
    covered: Set<string>;
    ends?: (event: EventObject) => boolean;
  },
): EventObject[][] {
  const probe = new CoverageRecorder(machine);
  const [start] = Object.keys(adjacency);
  return coveringWalks<EventObject>({
    start,
    outgoing: (key) =>
      Object.values(adjacency[key].transitions).map(({ event, state }) => ({
        edge: event,
        to: options.serialize(state),
      })),
    firedBy: (from, event) =>
      probe.probe({ from: adjacency[from].state, event }).fired.map((t) => t.id),
    covered: options.covered,
    ends: options.ends,
  });
}
