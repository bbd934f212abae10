// A path strategy for charts whose model can take steps the real app cannot: the harness's
// 'transitions' strategy (harness/paths.ts: shortest paths, plus for every chart transition they
// miss the shortest way to a state where it fires, then its event), restricted to the edges
// `allow` accepts.
//
// With several `inputs`, the strategy is called once per input, in order; a later input only adds
// paths to model states and chart transitions the earlier inputs have not reached (the callback
// start of the auth chart need not walk renewal and sign-out again).
//
// Example: the access-code chart's `xstate.done.actor.verifyCode` has a 'match' and a 'mismatch'
// sample, but which one the real check gives depends on the code typed before. A model step
// "typed a wrong code, verification says match" cannot be walked; `allow` rules it out.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap, type TestModel } from 'xstate/graph';
import { CoverageRecorder } from '../harness/coverage';
import { shortestPaths, topUpTransitions } from '../harness/paths';

type EdgeFilter = (from: AnyMachineSnapshot, event: EventObject) => boolean;

// The strategy receives the harness's TestModel of the chart, whatever the chart's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTestModel = TestModel<any, EventObject, unknown>;

/** xstate/graph's AdjacencyMap without its branded keys. */
type Adjacency = Record<
  string,
  {
    state: AnyMachineSnapshot;
    transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
  }
>;

export function transitionPathsWhere(allow: EdgeFilter) {
  // Shared by the calls for the chart's inputs.
  const reachedBefore = new Set<string>();
  const covered = new Set<string>();
  return (model: AnyTestModel): EventObject[][] => {
    const machine = model.testLogic as unknown as AnyStateMachine;
    const { serializeState, input } = model.options;
    const serialize = (s: AnyMachineSnapshot) =>
      serializeState!(s, undefined as unknown as EventObject, undefined);
    const adjacency = getAdjacencyMap(model.testLogic, {
      ...model.options,
      filterEvents: (from, event) => allow(from as AnyMachineSnapshot, event),
    }) as unknown as Adjacency;

    // Breadth first from the initial state (the traversal's first key): shortest allowed paths.
    const [initialKey] = Object.keys(adjacency);
    const pathTo = shortestPaths(initialKey, (key) =>
      Object.values(adjacency[key].transitions).map(({ event, state }) => ({
        edge: event,
        to: serialize(state),
      })),
    );

    const probe = new CoverageRecorder(machine);
    const firedAlong = (events: readonly EventObject[]) => {
      const ids: string[] = [];
      let { next, fired } = probe.probe({ from: undefined, event: { type: 'xstate.init' } }, input);
      ids.push(...fired.map((t) => t.id));
      for (const event of events) {
        ({ next, fired } = probe.probe({ from: next, event }));
        ids.push(...fired.map((t) => t.id));
      }
      return ids;
    };
    const paths = [...pathTo.entries()]
      .filter(([key, p]) => p.length > 0 && !reachedBefore.has(key))
      .map(([, p]) => p);
    for (const key of pathTo.keys()) reachedBefore.add(key);
    paths.push(
      ...topUpTransitions<EventObject>({
        base: paths,
        pathTo: (key) => pathTo.get(key),
        edges: [...pathTo.keys()].flatMap((from) =>
          Object.values(adjacency[from].transitions).map(({ event }) => ({ from, edge: event })),
        ),
        firedAlong,
        firedBy: (from, event) =>
          probe.probe({ from: adjacency[from].state, event }).fired.map((t) => t.id),
        covered,
      }),
    );
    // A chart that rests where it starts (nothing to do) still needs its one, empty path.
    return paths.length ? paths : [[]];
  };
}
