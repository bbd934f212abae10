// The inspection observer of the app (the Stately inspector in development, a test's snapshot probe),
// handed on to the charts that screens start themselves (conversation list, user, conversation
// summary), so they are seen as well as the app-wide auth and access-code charts.
import { createContext, useContext } from 'react';
import type { InspectionEvent, Observer } from 'xstate';

export type AppInspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

export const InspectContext = createContext<AppInspect | undefined>(undefined);

export function useAppInspect(): AppInspect | undefined {
  return useContext(InspectContext);
}
