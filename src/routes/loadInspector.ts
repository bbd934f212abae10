// The Stately inspector for development: `?inspect` on any URL of a dev build opens it for the
// whole actor system. The package is loaded by a dynamic import behind `import.meta.env.DEV`, so a
// production build drops the branch and contains none of it (tests/unit/qaInspectorBundle.test.ts
// builds and checks). Every event is masked before it leaves the page (inspectorMask.ts).
//
// Who is inspected: main.tsx passes the returned observer to createAppElement → AppRoot, which
// provides it through InspectContext (views/common/inspectContext.ts). Every chart a view starts —
// the app-wide actors (auth, access code, account) and each screen's own — is started by
// views/common/useScreenActor.tsx, which hands it on; a lint rule forbids starting one any other
// way (tests/unit/screenActorRule.test.ts).
import type { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';
import { serializeForInspector } from './inspectorMask';

type CreateBrowserInspector = typeof createBrowserInspector;
type BrowserInspectorOptions = NonNullable<Parameters<CreateBrowserInspector>[0]>;

/** A browser inspector whose every event is masked; `options` are for tests (a fake window). */
export function createMaskedInspector(
  create: CreateBrowserInspector,
  options: Omit<BrowserInspectorOptions, 'serialize'> = {},
): ReturnType<CreateBrowserInspector> {
  return create({ ...options, serialize: serializeForInspector });
}

export function wantsInspector(search = window.location.search): boolean {
  return new URLSearchParams(search).has('inspect');
}

export async function loadInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV || !wantsInspector()) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createMaskedInspector(createBrowserInspector).inspect;
}
