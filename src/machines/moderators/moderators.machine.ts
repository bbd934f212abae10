// The 'Moderatorer' screen: who moderates the conversation beside the owner, and (for the owner)
// naming a colleague by e-mail or removing one.
//
// `loading` → `loaded` | `failed`; in `loaded`, `adding`, and `confirmingRemoval` → `removing`.
// Behaviour: docs/behaviour.md#moderators; diagram: docs/charts/moderators.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import { addModerator, listModerators, removeModerator } from '../../api/moderators/moderators';
import { ApiError } from '../../api/common/apiError';
import type { ConversationModerator } from '../../../contract/types';
import {
  conversationInput,
  type ConversationInput,
  conversationRequest,
  requestActor,
} from '../common/fromRequest';
import { failTo } from '../common/failTo';

/** A refusal in the server's words, or 'unavailable' when nothing (usable) answered. */
export type ModeratorsProblem = 'blank' | 'unavailable' | { message: string };

interface ModeratorsContext extends ConversationInput {
  moderators: ConversationModerator[];
  email: string;
  /** The address just named, for the confirmation (cleared by the next edit). */
  added: string | null;
  /** Whom `removing` removes. */
  removing: string | null;
  addProblem: ModeratorsProblem | null;
  removeProblem: ModeratorsProblem | null;
  loadError: { status: number; statusText: string } | null;
}

export type ModeratorsEvent =
  | { type: 'email.change'; value: string }
  | { type: 'moderator.add' }
  | { type: 'moderator.remove'; email: string }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'list.retry' };

/** The server's Danish reason when it gave one (4xx from our server), else 'unavailable'. */
function problemOf(error: unknown): ModeratorsProblem {
  if (error instanceof ApiError && error.reason && error.status >= 400 && error.status < 500) {
    return { message: error.reason };
  }
  return 'unavailable';
}

export const moderatorsMachine = setup({
  types: {
    context: {} as ModeratorsContext,
    events: {} as ModeratorsEvent,
    input: {} as ConversationInput,
  },
  actors: {
    fetchModerators: conversationRequest(listModerators),
    addModerator: requestActor(addModerator),
    removeModerator: requestActor(removeModerator),
  },
  guards: { isBlank: ({ context }) => context.email.trim() === '' },
}).createMachine({
  id: 'moderators',
  meta: { route: '/m/:conversationId/moderators', view: 'src/views/moderators/ModeratorsPage.tsx' },
  context: ({ input }) => ({
    ...input,
    moderators: [],
    email: '',
    added: null,
    removing: null,
    addProblem: null,
    removeProblem: null,
    loadError: null,
  }),
  // The address is kept whatever the list is doing: the form shows while the list loads or has
  // failed, and a colleague's address typed then must not be lost (docs/behaviour.md#moderators).
  on: {
    'email.change': {
      actions: assign({
        email: ({ event }) => event.value,
        addProblem: null,
        added: null,
      }),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchModerators',
        src: 'fetchModerators',
        input: conversationInput,
        onDone: {
          target: 'loaded',
          actions: assign({ moderators: ({ event }) => event.output, loadError: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            loadError: ({ event }) =>
              event.error instanceof ApiError
                ? { status: event.error.status, statusText: event.error.statusText }
                : { status: 0, statusText: '' },
          }),
        },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'moderator.add': [
              { guard: 'isBlank', actions: assign({ addProblem: 'blank', added: null }) },
              { target: 'adding' },
            ],
            'moderator.remove': {
              target: 'confirmingRemoval',
              actions: assign({ removing: ({ event }) => event.email, removeProblem: null }),
            },
          },
        },
        confirmingRemoval: {
          on: {
            'removal.confirm': 'removing',
            'removal.cancel': { target: 'idle', actions: assign({ removing: null }) },
          },
        },
        adding: {
          invoke: {
            id: 'addModerator',
            src: 'addModerator',
            input: ({ context }) => ({
              conversationId: context.conversationId,
              email: context.email.trim(),
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                moderators: ({ event }) => event.output,
                added: ({ context }) => context.email.trim(),
                email: '',
                addProblem: null,
              }),
            },
            onError: failTo('idle', 'addProblem', problemOf),
          },
        },
        removing: {
          invoke: {
            id: 'removeModerator',
            src: 'removeModerator',
            input: ({ context }) => ({
              conversationId: context.conversationId,
              email: context.removing ?? '',
            }),
            onDone: {
              target: 'idle',
              actions: assign({ moderators: ({ event }) => event.output, removing: null }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                removeProblem: ({ event }) => problemOf(event.error),
                removing: null,
              }),
            },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof moderatorsMachine>;
export const selectModerators = (s: Snapshot) => s.context.moderators;
export const selectEmail = (s: Snapshot) => s.context.email;
export const selectAdded = (s: Snapshot) => s.context.added;
export const selectAddProblem = (s: Snapshot) => s.context.addProblem;
export const selectRemoveProblem = (s: Snapshot) => s.context.removeProblem;
export const selectLoadError = (s: Snapshot) => s.context.loadError;
export const selectIsLoading = (s: Snapshot) => s.matches('loading');
export const selectIsAdding = (s: Snapshot) => s.matches({ loaded: 'adding' });
/** The address the owner is asked about before it is removed. */
export const selectConfirmingRemoval = (s: Snapshot) =>
  s.matches({ loaded: 'confirmingRemoval' }) ? s.context.removing : null;
/** The address being removed, while the call is out. */
export const selectRemoving = (s: Snapshot) =>
  s.matches({ loaded: 'removing' }) ? s.context.removing : null;
