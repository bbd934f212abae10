// The one place where views start charts. Every chart gets the app's inspection observer (the
// Stately inspector with `?inspect`, a model test's snapshot probe), so no screen can forget it.
// A lint rule (eslint.config.js, "screen actors") forbids starting a chart in src/views or
// src/routes any other way.
import { createActorContext, useActorRef } from '@xstate/react';
import type { ReactElement, ReactNode } from 'react';
import type { Actor, ActorOptions, AnyActorLogic } from 'xstate';
import { useAppInspect } from './inspectContext';

/** The options a screen gives its chart: everything but `inspect`, which the hook adds. */
export type ScreenActorOptions<TLogic extends AnyActorLogic> = Omit<
  ActorOptions<TLogic>,
  'inspect'
>;

/** `useActorRef(logic, options)` with the app's inspection observer. */
export function useScreenActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options?: ScreenActorOptions<TLogic>,
): Actor<TLogic> {
  const inspect = useAppInspect();
  return useActorRef(logic, { ...options, inspect } as ActorOptions<TLogic>);
}

/**
 * `createActorContext(logic)` for an actor several screens share (auth, the access-code gate, the
 * account): its Provider starts the chart with the app's inspection observer.
 */
export function createAppActorContext<TLogic extends AnyActorLogic>(logic: TLogic) {
  const context = createActorContext(logic);
  function Provider(props: {
    children: ReactNode;
    options?: ScreenActorOptions<TLogic>;
    /** Another implementation of the chart (a test's short delays). */
    logic?: TLogic;
  }): ReactElement {
    const inspect = useAppInspect();
    return (
      <context.Provider logic={props.logic} options={{ ...props.options, inspect }}>
        {props.children}
      </context.Provider>
    );
  }
  return { ...context, Provider };
}
