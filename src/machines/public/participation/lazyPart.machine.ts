// A part of the participation page whose code loads after the first statement is shown (the
// statement form, Mine data): the first statement's path carries only what it needs
// (docs/architecture.md#budgets).
//
// `loading` (the part's code is fetched) ends in `shown`, or in `failed` (offline, or a new
// deployment replaced the file), where `part.retry` fetches it again. The loaded code is kept in
// the context for the view to render.
//
// Behaviour: docs/behaviour.md#participation
// Diagram: docs/charts/lazyPart.md
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
