// One conversation's settings for the admin area at /m/{conversation_id} (GET /conversations
// ?conversation_id). For now the admin page shows the topic from it; the configure screen will
// grow this chart.
//   loading ──> loaded | failed ──summary.retry──> loading
import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiErrorInfo, type ApiErrorInfo } from '../api/apiError';
import { getConversation } from '../api/conversations';
import type { Conversation } from '../contract/types';
import { fromRequest } from './lib/fromRequest';

interface ConversationSummaryContext {
  conversationId: string;
  conversation: Conversation | null;
  error: ApiErrorInfo | null;
}

export type ConversationSummaryEvent = { type: 'summary.retry' };

export const conversationSummaryMachine = setup({
  types: {
    context: {} as ConversationSummaryContext,
    events: {} as ConversationSummaryEvent,
    input: {} as { conversationId: string },
  },
  actors: {
    fetchConversation: fromRequest<Conversation, { conversationId: string }>(({ input, signal }) =>
      getConversation(input.conversationId, signal),
    ),
  },
}).createMachine({
  id: 'conversationSummary',
  context: ({ input }) => ({
    conversationId: input.conversationId,
    conversation: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchConversation',
        src: 'fetchConversation',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: {
          target: 'loaded',
          actions: assign({ conversation: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toApiErrorInfo(event.error) }),
        },
      },
    },
    loaded: {},
    failed: { on: { 'summary.retry': 'loading' } },
  },
});

type ConversationSummarySnapshot = SnapshotFrom<typeof conversationSummaryMachine>;

export const selectSummaryIsLoading = (s: ConversationSummarySnapshot): boolean =>
  s.matches('loading');
export const selectSummary = (s: ConversationSummarySnapshot): Conversation | null =>
  s.context.conversation;
export const selectSummaryError = (s: ConversationSummarySnapshot): ApiErrorInfo | null =>
  s.matches('failed') ? s.context.error : null;
