// A path strategy for charts whose model can take steps the real app cannot: the harness's
// 'transitions' strategy (shortest paths, plus for every chart transition they miss the shortest
// way to a state where it fires, then its event), restricted to the edges `allow` accepts.
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
    const pathTo = new Map<string, EventObject[]>([[initialKey, []]]);
    const order = [initialKey];
    for (let i = 0; i < order.length; i++) {
      const key = order[i];
      for (const { event, state } of Object.values(adjacency[key].transitions)) {
        const next = serialize(state);
        if (!pathTo.has(next)) {
          pathTo.set(next, [...pathTo.get(key)!, event]);
          order.push(next);
        }
      }
    }

    const probe = new CoverageRecorder(machine);
    const walk = (events: readonly EventObject[]) => {
      let { next, fired } = probe.probe({ from: undefined, event: { type: 'xstate.init' } }, input);
      fired.forEach((t) => covered.add(t.id));
      for (const event of events) {
        ({ next, fired } = probe.probe({ from: next, event }));
        fired.forEach((t) => covered.add(t.id));
      }
    };
    const paths = [...pathTo.entries()]
      .filter(([key, p]) => p.length > 0 && !reachedBefore.has(key))
      .map(([, p]) => p);
    paths.forEach(walk);
    for (const key of pathTo.keys()) reachedBefore.add(key);
    for (const key of order) {
      const { state, transitions } = adjacency[key];
      for (const { event } of Object.values(transitions)) {
        const { fired } = probe.probe({ from: state, event });
        if (fired.some((t) => !covered.has(t.id))) {
          const events = [...pathTo.get(key)!, event];
          walk(events);
          paths.push(events);
        }
      }
    }
    // A chart that rests where it starts (nothing to do) still needs its one, empty path.
    return paths.length ? paths : [[]];
  };
}
