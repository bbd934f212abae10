// The conversation list at /, /conversations, /archived-conversations and /other-conversations:
// load, show a page at a time, and create.
//
// `loaded` | `empty` | `failed`; `creating` → `created` | `createFailed` (the list stays shown).
// Behaviour: docs/behaviour.md#conversationlist; diagram: docs/charts/conversationList.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiErrorInfo, type ApiErrorInfo } from '../../api/common/apiError';
import { createConversation, listConversations } from '../../api/common/conversations';
import type { ConversationListItem, CreateConversationResponse } from '../../../contract/types';
import { visibleConversations, type ConversationListMode } from '../common/conversationFilter';
import { fromRequest } from '../common/fromRequest';
import { failTo } from '../common/failTo';

export interface ConversationListInput {
  mode: ConversationListMode;
}

/** Cards shown at first, and how many more each 'Vis flere' shows. */
export const PAGE_SIZE = 50;

interface ConversationListContext {
  mode: ConversationListMode;
  /** Already filtered and sorted for `mode`. */
  conversations: ConversationListItem[];
  /** How many of `conversations` the list shows (the first ones); grows by PAGE_SIZE. */
  shown: number;
  loadError: ApiErrorInfo | null;
  createError: ApiErrorInfo | null;
  createdConversationId: string | null;
}

export type ConversationListEvent =
  { type: 'list.retry' } | { type: 'conversation.create' } | { type: 'list.showMore' };

export const conversationListMachine = setup({
  types: {
    context: {} as ConversationListContext,
    events: {} as ConversationListEvent,
    input: {} as ConversationListInput,
  },
  actors: {
    fetchConversations: fromRequest<ConversationListItem[]>(({ signal }) =>
      listConversations(signal),
    ),
    createConversation: fromRequest<CreateConversationResponse>(({ signal }) =>
      createConversation(signal),
    ),
  },
  actions: {
    showMore: assign({
      shown: ({ context }) => Math.min(context.conversations.length, context.shown + PAGE_SIZE),
    }),
  },
}).createMachine({
  id: 'conversationList',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: {
    route: '/, /conversations, /archived-conversations, /other-conversations',
    view: 'src/views/conversationList/ConversationListPage.tsx',
  },
  context: ({ input }) => ({
    mode: input.mode,
    conversations: [],
    shown: PAGE_SIZE,
    loadError: null,
    createError: null,
    createdConversationId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchConversations',
        src: 'fetchConversations',
        onDone: [
          {
            guard: ({ context, event }) =>
              visibleConversations(event.output, context.mode).length > 0,
            target: 'loaded',
            actions: assign({
              conversations: ({ context, event }) =>
                visibleConversations(event.output, context.mode),
              loadError: null,
            }),
          },
          { target: 'empty', actions: assign({ conversations: [], loadError: null }) },
        ],
        onError: failTo('failed', 'loadError', toApiErrorInfo),
      },
    },
    loaded: {
      on: {
        'conversation.create': 'creating',
        'list.showMore': { actions: 'showMore' },
      },
    },
    empty: {
      on: { 'conversation.create': 'creating' },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
    creating: {
      entry: assign({ createError: null }),
      invoke: {
        id: 'createConversation',
        src: 'createConversation',
        onDone: {
          target: 'created',
          actions: assign({ createdConversationId: ({ event }) => event.output.conversation_id }),
        },
        onError: failTo('createFailed', 'createError', toApiErrorInfo),
      },
    },
    /** The view navigates to /m/{createdConversationId}. */
    created: {},
    createFailed: {
      // The list is still on screen; the notice's retry creates again.
      on: { 'conversation.create': 'creating', 'list.showMore': { actions: 'showMore' } },
    },
  },
});

type ConversationListSnapshot = SnapshotFrom<typeof conversationListMachine>;

export const selectListIsLoading = (s: ConversationListSnapshot): boolean => s.matches('loading');
export const selectListLoadError = (s: ConversationListSnapshot): ApiErrorInfo | null =>
  s.matches('failed') ? s.context.loadError : null;
export const selectListIsEmpty = (s: ConversationListSnapshot): boolean =>
  s.matches('empty') ||
  ((s.matches('creating') || s.matches('createFailed')) && s.context.conversations.length === 0);
export const selectConversations = (s: ConversationListSnapshot): ConversationListItem[] =>
  s.context.conversations;
/** How many cards the list shows: the first PAGE_SIZE, and PAGE_SIZE more per 'Vis flere'. */
export const selectShownCount = (s: ConversationListSnapshot): number =>
  Math.min(s.context.shown, s.context.conversations.length);
/** Whether 'Vis flere' shows more now (the list is on screen and not creating). */
export const selectCanShowMore = (s: ConversationListSnapshot): boolean =>
  (s.matches('loaded') || s.matches('createFailed')) &&
  s.context.shown < s.context.conversations.length;
export const selectIsCreating = (s: ConversationListSnapshot): boolean => s.matches('creating');
export const selectCreateError = (s: ConversationListSnapshot): ApiErrorInfo | null =>
  s.matches('createFailed') ? s.context.createError : null;
/** Where to go once a conversation has been created: /m/{conversation_id}. */
export const selectCreatedPath = (s: ConversationListSnapshot): string | null =>
  s.matches('created') && s.context.createdConversationId
    ? `/m/${encodeURIComponent(s.context.createdConversationId)}`
    : null;
export const selectCanCreate = (s: ConversationListSnapshot): boolean =>
  s.matches('loaded') || s.matches('empty') || s.matches('createFailed');
