// The usual answer to a failed call: go to `target` and keep the failure, read as the screen shows
// it, in one context field — `onError: failTo('failed', 'error', responseProblem)`. The chart's
// own types are taken from where the transition stands (docs/architecture.md#statechart-conventions).
import {
  assign,
  type ActionFunction,
  type EventObject,
  type MachineContext,
  type ParameterizedObject,
  type ProvidedActor,
} from 'xstate';

export function failTo<
  TContext extends MachineContext,
  K extends keyof TContext & string,
  TExpressionEvent extends EventObject,
  TEvent extends EventObject,
  TActor extends ProvidedActor,
  TAction extends ParameterizedObject,
  TGuard extends ParameterizedObject,
  TDelay extends string,
>(
  target: string,
  key: K,
  read: (error: unknown) => TContext[K],
): {
  target: string;
  actions: ActionFunction<
    TContext,
    TExpressionEvent,
    TEvent,
    undefined,
    TActor,
    TAction,
    TGuard,
    TDelay,
    never
  >;
} {
  return {
    target,
    actions: assign<TContext, TExpressionEvent, undefined, TEvent, TActor>(({ event }) => {
      const kept: Partial<TContext> = {};
      kept[key] = read((event as { error?: unknown }).error);
      return kept;
    }),
  };
}
