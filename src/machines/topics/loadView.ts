// The four things a screen that loads one list can show. Its chart has the states `ready`,
// `failed` and `empty` at the top; every other state (the first load) reads as loading.
export type LoadView = 'loading' | 'failed' | 'empty' | 'ready';

/** Which of the four a snapshot shows (`matches` is the snapshot's own). */
export function loadViewOf(snapshot: { matches(state: 'ready' | 'failed' | 'empty'): boolean }) {
  const shown = (['ready', 'failed', 'empty'] as const).find((state) => snapshot.matches(state));
  return shown ?? 'loading';
}
