// A path strategy for charts whose model can take steps the real app cannot: the harness's
// 'walks' (harness/paths.ts: a few long walks that fire every chart transition the journeys do
// not), restricted to the edges `allow` accepts.
//
// With several `inputs`, the strategy is called once per input, in order; a later input only walks
// the chart transitions the earlier inputs and the journeys have not (the callback start of the
// auth chart need not walk renewal and sign-out again).
//
// Example: the access-code chart's `xstate.done.actor.verifyCode` has a 'match' and a 'mismatch'
// sample, but which one the real check gives depends on the code typed before. A model step
// "typed a wrong code, verification says match" cannot be walked; `allow` rules it out.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap, type TestModel } from 'xstate/graph';
import { walksOverAdjacency, type Adjacency } from '../harness/adjacencyWalks';

type EdgeFilter = (from: AnyMachineSnapshot, event: EventObject) => boolean;

// The strategy receives the harness's TestModel of the chart, whatever the chart's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTestModel = TestModel<any, EventObject, unknown>;

export function walksWhere(allow: EdgeFilter) {
  return (model: AnyTestModel, { walked }: { walked: Set<string> }): EventObject[][] => {
    const { serializeState } = model.options;
    const adjacency = getAdjacencyMap(model.testLogic, {
      ...model.options,
      filterEvents: (from, event) => allow(from as AnyMachineSnapshot, event),
    }) as unknown as Adjacency;
    return walksOverAdjacency(model.testLogic as unknown as AnyStateMachine, adjacency, {
      serialize: (s) => serializeState!(s, undefined as unknown as EventObject, undefined),
      covered: walked,
    });
  };
}
