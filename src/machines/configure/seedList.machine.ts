// The seed statements on the configure screen beside the one-at-a-time form: the list of those
// added, and 'Indsæt flere' — many at once, pasted or from a CSV file.
//
// Two parallel regions that never wait for each other: `list` (load, reword, remove) and `bulk`.
// Behaviour: docs/behaviour.md#seedlist; diagram: docs/charts/seedList.md
import { assign, raise, sendTo, setup } from 'xstate';
import { SEED_LIST_SOURCE as SOURCE, seedListActors } from './seedListActors';
import { conversationInput } from '../common/fromRequest';
import type { SeedStatement } from '../../../contract/types';
import { appEvents } from '../common/appEvents';
import { responseProblem } from '../common/responseText';
import {
  canSaveEdit,
  currentBulkText,
  finishBulk,
  fitsLimit,
  hasMoreToAdd,
  initialContext,
  isEditableSeed,
  previewOf,
  refuseCurrent,
  startBulk,
  startEdit,
  type SeedListContext,
  type SeedListInput,
} from './seedListSteps';

export type { SeedListContext, SeedListInput } from './seedListSteps';

export type SeedListEvent =
  | { type: 'seeds.retry' }
  | { type: 'seeds.changed' }
  /** This chart's own announcement coming back: its list already reloads. */
  | { type: 'seeds.ownChange' }
  | { type: 'seed.edit'; tid: number }
  | { type: 'edit.change'; text: string }
  | { type: 'edit.cancel' }
  | { type: 'edit.save' }
  | { type: 'seed.remove'; tid: number }
  | { type: 'bulk.change'; text: string }
  | { type: 'bulk.file'; file: File }
  | { type: 'bulk.submit' };

const errorOf = (event: unknown) => responseProblem((event as { error?: unknown }).error);
const seedsOf = (event: unknown) => (event as { output: SeedStatement[] }).output;
export const seedListMachine = setup({
  types: {
    context: {} as SeedListContext,
    events: {} as SeedListEvent,
    input: {} as SeedListInput,
  },
  actors: seedListActors,
  guards: {
    isEditable: ({ context, event }) =>
      (event.type === 'seed.edit' || event.type === 'seed.remove') &&
      isEditableSeed(context, event.tid),
    fitsLimit: ({ context, event }) =>
      event.type === 'edit.change' && fitsLimit(context, event.text),
    editSendable: ({ context }) => canSaveEdit(context),
    hasSendable: ({ context }) => previewOf(context).sendable.length > 0,
    hasMoreToAdd: ({ context }) => hasMoreToAdd(context),
    isStale: ({ context }) => context.stale,
  },
  actions: {
    /**
     * The seed form's and moderation lists are told; this chart's own list reloads at once (the
     * message comes back to it too, while it already reloads, and is then ignored).
     */
    announceAdded: sendTo(appEvents, ({ context }) => ({
      type: 'comments.changed' as const,
      conversationId: context.conversationId,
      source: SOURCE,
    })),
    reloadList: raise({ type: 'seeds.changed' as const }),
    finishBulk: assign(({ context }) => finishBulk(context)),
    refuseCurrent: assign(({ context, event }) => refuseCurrent(context, errorOf(event))),
    countAdded: assign({ added: ({ context }) => context.added + 1 }),
  },
}).createMachine({
  id: 'seedList',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId', view: 'src/views/configure/SeedList.tsx' },
  context: ({ input }) => initialContext(input),
  invoke: {
    id: 'listenForChanges',
    src: 'listenForChanges',
    input: conversationInput,
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchSeeds',
            src: 'fetchSeeds',
            input: conversationInput,
            onDone: {
              target: 'loaded',
              actions: assign({ seeds: ({ event }) => event.output, listError: null }),
            },
            onError: {
              target: 'failed',
              actions: assign({ listError: ({ event }) => errorOf(event) }),
            },
          },
        },
        failed: { on: { 'seeds.retry': 'loading' } },
        loaded: {
          initial: 'viewing',
          states: {
            viewing: {
              on: {
                'seeds.changed': 'refreshing',
                'seed.edit': {
                  guard: 'isEditable',
                  target: 'editing',
                  actions: assign(({ context, event }) => startEdit(context, event.tid)),
                },
                'seed.remove': {
                  guard: 'isEditable',
                  target: 'removing',
                  actions: assign({ removingTid: ({ event }) => event.tid, rowError: null }),
                },
              },
            },
            refreshing: {
              entry: assign({ stale: false }),
              on: { 'seeds.changed': { actions: assign({ stale: true }) } },
              invoke: {
                id: 'fetchSeeds',
                src: 'fetchSeeds',
                input: conversationInput,
                onDone: [
                  // The answer may predate what was added meanwhile: ask again.
                  { guard: 'isStale', target: 'refreshing', reenter: true },
                  {
                    target: 'viewing',
                    actions: assign({ seeds: ({ event }) => event.output, listError: null }),
                  },
                ],
                // The list shown stays; the line above it says it may be out of date.
                onError: {
                  target: 'viewing',
                  actions: assign({ listError: ({ event }) => errorOf(event) }),
                },
              },
            },
            editing: {
              on: {
                'edit.change': {
                  guard: 'fitsLimit',
                  actions: assign({
                    editing: ({ context, event }) =>
                      context.editing && { ...context.editing, text: event.text },
                  }),
                },
                'edit.cancel': {
                  target: 'viewing',
                  actions: assign({ editing: null, rowError: null }),
                },
                'edit.save': { guard: 'editSendable', target: 'saving' },
              },
            },
            saving: {
              invoke: {
                id: 'saveSeed',
                src: 'saveSeed',
                input: ({ context }) => ({
                  conversationId: context.conversationId,
                  tid: context.editing?.tid ?? -1,
                  txt: context.editing?.text.trim() ?? '',
                }),
                onDone: {
                  target: 'viewing',
                  actions: assign({
                    seeds: ({ event }) => seedsOf(event),
                    editing: null,
                    rowError: null,
                  }),
                },
                onError: {
                  target: 'editing',
                  actions: assign({
                    rowError: ({ context, event }) => ({
                      tid: context.editing?.tid ?? -1,
                      problem: errorOf(event),
                    }),
                  }),
                },
              },
            },
            removing: {
              invoke: {
                id: 'removeSeed',
                src: 'removeSeed',
                input: ({ context }) => ({
                  conversationId: context.conversationId,
                  tid: context.removingTid ?? -1,
                }),
                onDone: {
                  target: 'viewing',
                  actions: assign({ seeds: ({ event }) => seedsOf(event), removingTid: null }),
                },
                onError: {
                  target: 'viewing',
                  actions: assign({
                    rowError: ({ context, event }) => ({
                      tid: context.removingTid ?? -1,
                      problem: errorOf(event),
                    }),
                    removingTid: null,
                  }),
                },
              },
            },
          },
        },
      },
    },
    bulk: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'bulk.change': {
              actions: assign({ bulkText: ({ event }) => event.text, fileError: null }),
            },
            'bulk.file': { target: 'reading' },
            'bulk.submit': {
              guard: 'hasSendable',
              target: 'adding',
              actions: assign(({ context }) => startBulk(context)),
            },
          },
        },
        reading: {
          invoke: {
            id: 'readStatementFile',
            src: 'readStatementFile',
            input: ({ event }) => ({ file: (event as { file: File }).file }),
            onDone: {
              target: 'editing',
              actions: assign({ bulkText: ({ event }) => event.output, fileError: null }),
            },
            onError: {
              target: 'editing',
              actions: assign({
                fileError: ({ event }) =>
                  event.error instanceof Error ? event.error.message : String(event.error),
              }),
            },
          },
        },
        adding: {
          invoke: {
            id: 'postBulkSeed',
            src: 'postBulkSeed',
            input: ({ context }) => ({
              conversationId: context.conversationId,
              text: currentBulkText(context),
            }),
            onDone: [
              { guard: 'hasMoreToAdd', target: 'adding', reenter: true, actions: 'countAdded' },
              {
                target: 'editing',
                actions: ['countAdded', 'finishBulk', 'announceAdded', 'reloadList'],
              },
            ],
            onError: [
              { guard: 'hasMoreToAdd', target: 'adding', reenter: true, actions: 'refuseCurrent' },
              {
                target: 'editing',
                actions: ['refuseCurrent', 'finishBulk', 'announceAdded', 'reloadList'],
              },
            ],
          },
        },
      },
    },
  },
});
