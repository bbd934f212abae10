// The conversation admin area at /m/{conversation_id}/*: its metadata and the permission check
// choosing between the admin screens and the permissions-error view.
//
// `loading` → `loaded` | `denied` | `failed`; `refreshing` keeps the last verdict, so no flicker.
// Behaviour: docs/behaviour.md#conversationadmin; diagram: docs/charts/conversationAdmin.md
import { assign, fromCallback, sendTo, setup, type SnapshotFrom } from 'xstate';
import {
  isApiError,
  isUnknownConversation,
  toApiErrorInfo,
  type ApiErrorInfo,
} from '../../api/common/apiError';
import { getConversation } from '../../api/common/conversations';
import type { Conversation } from '../../../contract/types';
import { canModerateConversation, isPermissionStatus } from '../common/adminPermission';
import {
  conversationInput,
  type ConversationInput,
  conversationRequest,
} from '../common/fromRequest';
import { appEvents, listenTo } from '../common/appEvents';

interface ConversationAdminContext {
  conversationId: string;
  metadata: Conversation | null;
  /** The verdict of the last answer: what the view shows, also while refreshing. */
  canModerate: boolean;
  error: ApiErrorInfo | null;
}

export type ConversationAdminEvent =
  | { type: 'metadata.retry' }
  | { type: 'metadata.refresh' }
  /** The settings were saved (settingsSave): the server's answer replaces the metadata. */
  | { type: 'metadata.saved'; metadata: Conversation }
  /** The moderation screen's counts (moderation, through the hub): the sidebar's waiting count. */
  | { type: 'metadata.counted'; waiting: number };

const isForbidden = (error: unknown) => isApiError(error) && isPermissionStatus(error.status);

export const conversationAdminMachine = setup({
  types: {
    context: {} as ConversationAdminContext,
    events: {} as ConversationAdminEvent,
    input: {} as ConversationInput,
  },
  actors: {
    fetchMetadata: conversationRequest(getConversation),
    /** The admin coming back to the browser tab: the metadata may have changed meanwhile. */
    listenForTabReturn: fromCallback<ConversationAdminEvent>(({ sendBack }) => {
      const onVisible = () => {
        if (document.visibilityState === 'visible') sendBack({ type: 'metadata.refresh' });
      };
      document.addEventListener('visibilitychange', onVisible);
      return () => document.removeEventListener('visibilitychange', onVisible);
    }),
    /** The area's settingsSave chart saved: its answer arrives as `metadata.saved`. */
    listenForSaves: listenTo('settings.saved', ({ metadata }) => ({
      type: 'metadata.saved' as const,
      metadata,
    })),
    /** The moderation screen's counts: one waiting count on every screen (sidebar and tab). */
    listenForCounts: listenTo('moderation.counted', ({ counts }) => ({
      type: 'metadata.counted' as const,
      waiting: counts.pending,
    })),
    /** A topic screen moderated or an undo ran: the server's counts are read again. */
    listenForTopicModeration: listenTo('comments.moderated', () => ({
      type: 'metadata.refresh' as const,
    })),
    listenForUndo: listenTo('moderation.undone', () => ({ type: 'metadata.refresh' as const })),
  },
  guards: {
    mayModerate: ({ event }) =>
      canModerateConversation((event as { output?: Conversation }).output),
    isForbidden: ({ event }) => isForbidden((event as { error?: unknown }).error),
    wasAllowed: ({ context }) => context.canModerate,
  },
  actions: {
    keepMetadata: assign(({ event }) => {
      const metadata = (event as unknown as { output: Conversation }).output;
      return { metadata, canModerate: canModerateConversation(metadata), error: null };
    }),
    /** A refresh answered: the settings chart merges it into the fields the admin has not touched. */
    announceRefreshed: sendTo(appEvents, ({ context, event }) => ({
      type: 'metadata.refreshed' as const,
      conversationId: context.conversationId,
      metadata: (event as unknown as { output: Conversation }).output,
    })),
    forgetMetadata: assign({ metadata: null, canModerate: false, error: null }),
    keepError: assign({
      error: ({ event }) => toApiErrorInfo((event as { error?: unknown }).error),
    }),
    logRefreshFailure: ({ event }) =>
      console.error(
        'Could not refresh the conversation metadata; keeping the last answer.',
        (event as { error?: unknown }).error,
      ),
  },
}).createMachine({
  id: 'conversationAdmin',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: {
    route: '/m/:conversationId/*',
    view: 'src/views/conversationAdmin/ConversationAdminPage.tsx',
  },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    metadata: null,
    canModerate: false,
    error: null,
  }),
  invoke: [
    {
      id: 'listenForTabReturn',
      src: 'listenForTabReturn',
      onError: {
        actions: ({ event }) => console.error('Tab listener failed.', event.error),
      },
    },
    {
      id: 'listenForSaves',
      src: 'listenForSaves',
      input: conversationInput,
    },
    { id: 'listenForCounts', src: 'listenForCounts', input: conversationInput },
    { id: 'listenForTopicModeration', src: 'listenForTopicModeration', input: conversationInput },
    { id: 'listenForUndo', src: 'listenForUndo', input: conversationInput },
  ],
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchMetadata',
        src: 'fetchMetadata',
        input: conversationInput,
        onDone: [
          { guard: 'mayModerate', target: 'loaded', actions: 'keepMetadata' },
          { target: 'denied', actions: 'keepMetadata' },
        ],
        onError: [
          { guard: 'isForbidden', target: 'denied', actions: 'forgetMetadata' },
          { target: 'failed', actions: 'keepError' },
        ],
      },
    },
    loaded: {
      on: {
        'metadata.refresh': 'refreshing',
        'metadata.saved': {
          actions: assign({ metadata: ({ event }) => event.metadata }),
        },
        'metadata.counted': {
          actions: assign({
            metadata: ({ context, event }) =>
              context.metadata && { ...context.metadata, waiting_count: event.waiting },
          }),
        },
      },
    },
    denied: {
      on: { 'metadata.refresh': 'refreshing' },
    },
    refreshing: {
      on: {
        'metadata.saved': {
          guard: 'wasAllowed',
          actions: assign({ metadata: ({ event }) => event.metadata }),
        },
      },
      invoke: {
        id: 'fetchMetadata',
        src: 'fetchMetadata',
        input: conversationInput,
        onDone: [
          {
            guard: 'mayModerate',
            target: 'loaded',
            actions: ['keepMetadata', 'announceRefreshed'],
          },
          { target: 'denied', actions: 'keepMetadata' },
        ],
        onError: [
          { guard: 'isForbidden', target: 'denied', actions: 'forgetMetadata' },
          { guard: 'wasAllowed', target: 'loaded', actions: 'logRefreshFailure' },
          { target: 'denied', actions: 'logRefreshFailure' },
        ],
      },
    },
    failed: {
      on: { 'metadata.retry': 'loading' },
    },
  },
});

type ConversationAdminSnapshot = SnapshotFrom<typeof conversationAdminMachine>;

/** What the admin area shows: a spinner, the load error, the screens, or the permissions error. */
export type AdminView = 'loading' | 'failed' | 'screens' | 'denied';

export const selectAdminView = (s: ConversationAdminSnapshot): AdminView => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  if (s.matches('loaded')) return 'screens';
  if (s.matches('denied')) return 'denied';
  // refreshing: keep the last screen.
  return s.context.canModerate && s.context.metadata ? 'screens' : 'denied';
};
export const selectMetadata = (s: ConversationAdminSnapshot): Conversation | null =>
  s.context.metadata;
export const selectCanModerate = (s: ConversationAdminSnapshot): boolean => s.context.canModerate;
export const selectIsRefreshing = (s: ConversationAdminSnapshot): boolean =>
  s.matches('refreshing');
export const selectAdminError = (s: ConversationAdminSnapshot): ApiErrorInfo | null =>
  s.matches('failed') ? s.context.error : null;
/** The load failed because the server knows no such conversation (docs/upstream.md). */
export const selectIsUnknownConversation = (s: ConversationAdminSnapshot): boolean =>
  s.matches('failed') && s.context.error !== null && isUnknownConversation(s.context.error);
