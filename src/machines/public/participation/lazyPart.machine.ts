// A part of the participation page whose code loads after the first statement (the statement form,
// Mine data), so the first statement's path carries only what it needs.
//
// `loading` → `shown` (the code kept in context for the view) | `failed` (`part.retry`).
// Behaviour: docs/behaviour.md#participation; diagram: docs/charts/lazyPart.md
import { assign, fromPromise, setup } from 'xstate';

/** The loaded code: what the view renders once `shown`. */
export type LoadedPart = unknown;

export interface LazyPartInput {
  /** Fetches the part's code (a dynamic import). */
  load: () => Promise<LoadedPart>;
}

interface LazyPartContext {
  load: () => Promise<LoadedPart>;
  part: LoadedPart | null;
}

export const lazyPartMachine = setup({
  types: {
    context: {} as LazyPartContext,
    events: {} as { type: 'part.retry' },
    input: {} as LazyPartInput,
  },
  actors: {
    loadPart: fromPromise<LoadedPart, { load: () => Promise<LoadedPart> }>(({ input }) =>
      input.load(),
    ),
  },
}).createMachine({
  id: 'lazyPart',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/:conversationId', view: 'src/views/public/participation/LazyPart.tsx' },
  context: ({ input }) => ({ load: input.load, part: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPart',
        src: 'loadPart',
        input: ({ context }) => ({ load: context.load }),
        onDone: { target: 'shown', actions: assign({ part: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    shown: {},
    failed: {
      on: { 'part.retry': 'loading' },
    },
  },
});
