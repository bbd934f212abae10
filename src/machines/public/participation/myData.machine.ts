// "Mine data" on the participation page: the participant's own votes and statements from this
// device, a vote changed while the conversation is open, and erasing it all.
//
// `closed` → `loading` → `shown` | `nothing` | `failed`; from `shown`, `changing` or `confirming`.
// Behaviour: docs/behaviour.md#mydata; diagram: docs/charts/myData.md
import { assign, setup } from 'xstate';
import { deleteMyData, getMyData } from '../../../api/public/participation/myData';
import { postVote } from '../../../api/public/participation/participation';
import type { MyData } from '../../../../contract/dataProtection';
import type { VoteValue } from '../../../../contract/types';
import {
  conversationInput,
  type ConversationInput,
  conversationRequest,
  fromRequest,
} from '../../common/fromRequest';
import { responseProblem, type ResponseProblem } from '../../common/responseText';

interface MyDataContext {
  conversationId: string;
  data: MyData | null;
  /** Why reading, changing or deleting failed; cleared by the next attempt. */
  error: ResponseProblem | null;
}

export type MyDataEvent =
  | { type: 'myData.open' }
  | { type: 'myData.close' }
  | { type: 'myData.retry' }
  | { type: 'vote.change'; tid: number; vote: VoteValue }
  | { type: 'delete.open' }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

export const myDataMachine = setup({
  types: {
    context: {} as MyDataContext,
    events: {} as MyDataEvent,
    input: {} as ConversationInput,
  },
  actors: {
    fetchMyData: conversationRequest(getMyData),
    // The chart does not read the vote's answer: the list is asked for again.
    changeVote: fromRequest<unknown, { conversationId: string; tid: number; vote: VoteValue }>(
      ({ input, signal }) => postVote(input, signal),
    ),
    eraseMyData: conversationRequest(deleteMyData),
  },
  guards: {
    found: ({ event }) => 'output' in event && event.output !== null,
    isOpen: ({ context }) => context.data?.is_active === true,
    hasAnything: ({ context }) =>
      (context.data?.votes.length ?? 0) + (context.data?.statements.length ?? 0) > 0,
  },
  actions: {
    keepError: assign({
      error: ({ event }) => ('error' in event ? responseProblem(event.error) : null),
    }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'myData',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/:conversationId', view: 'src/views/public/participation/MyDataSection.tsx' },
  context: ({ input }) => ({ conversationId: input.conversationId, data: null, error: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'myData.open': 'loading' },
    },
    loading: {
      invoke: {
        id: 'fetchMyData',
        src: 'fetchMyData',
        input: conversationInput,
        onDone: [
          {
            guard: 'found',
            target: 'shown',
            actions: assign({ data: ({ event }) => event.output }),
          },
          { target: 'nothing', actions: assign({ data: null }) },
        ],
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    nothing: {
      on: { 'myData.close': 'closed' },
    },
    failed: {
      on: {
        'myData.retry': { target: 'loading', actions: 'clearError' },
        'myData.close': { target: 'closed', actions: 'clearError' },
      },
    },
    shown: {
      on: {
        'myData.close': { target: 'closed', actions: 'clearError' },
        'vote.change': { guard: 'isOpen', target: 'changing' },
        'delete.open': { guard: 'hasAnything', target: 'confirming', actions: 'clearError' },
      },
    },
    changing: {
      entry: 'clearError',
      invoke: {
        id: 'changeVote',
        src: 'changeVote',
        input: ({ context, event }) => ({
          conversationId: context.conversationId,
          tid: event.type === 'vote.change' ? event.tid : -1,
          vote: event.type === 'vote.change' ? event.vote : 0,
        }),
        // Read afresh: the list shows what the server stored.
        onDone: 'loading',
        onError: { target: 'shown', actions: 'keepError' },
      },
    },
    confirming: {
      on: {
        'delete.cancel': { target: 'shown', actions: 'clearError' },
        'delete.confirm': 'deleting',
      },
    },
    deleting: {
      entry: 'clearError',
      invoke: {
        id: 'eraseMyData',
        src: 'eraseMyData',
        input: conversationInput,
        onDone: { target: 'erased', actions: assign({ data: null }) },
        onError: { target: 'confirming', actions: 'keepError' },
      },
    },
    erased: {
      on: { 'myData.close': 'closed' },
    },
  },
});
