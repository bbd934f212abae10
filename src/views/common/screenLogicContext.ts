// Another implementation of a screen's chart, handed down by a test: `machine.provide({ actors })`
// with, e.g., a software authenticator in place of the browser's WebAuthn ceremony. Matched by
// the chart's id; without one, the screen runs its own chart.
import { createContext, useContext } from 'react';
import type { AnyStateMachine } from 'xstate';

export const ScreenLogicContext = createContext<readonly AnyStateMachine[]>([]);

export function useScreenLogic<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const provided = useContext(ScreenLogicContext).find((logic) => logic.id === machine.id);
  return (provided as TMachine | undefined) ?? machine;
}
