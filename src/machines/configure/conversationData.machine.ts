// The owner's data section of the configure screen: the retention period, and deleting for good.
//
// `idle` until the section is opened, then `loading` → `ready`; deleting reads the summary afresh
// (`checking`), so the dialog names what goes now, not what went when the screen opened.
// Behaviour: docs/behaviour.md#conversationdata; diagram: docs/charts/conversationData.md
import { assign, setup } from 'xstate';
import {
  deleteConversation,
  getConversationData,
  putRetention,
} from '../../api/configure/conversationData';
import type { ConversationDataSummary } from '../../../contract/dataProtection';
import {
  conversationInput,
  type ConversationInput,
  conversationRequest,
  requestActor,
} from '../common/fromRequest';
import { responseProblem, type ResponseProblem } from '../common/responseText';
import { failTo } from '../common/failTo';

interface ConversationDataContext {
  conversationId: string;
  summary: ConversationDataSummary | null;
  /** The retention field as typed: whole days, or empty to keep the data. */
  retentionText: string;
  retentionError: ResponseProblem | null;
  /** The last retention save went through (cleared by the next edit). */
  retentionSaved: boolean;
  /** 'Slet samtalen' found the conversation still open. */
  mustClose: boolean;
  error: ResponseProblem | null;
}

export type ConversationDataEvent =
  | { type: 'data.open' }
  | { type: 'data.retry' }
  | { type: 'retention.change'; text: string }
  | { type: 'retention.save' }
  | { type: 'delete.open' }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

const daysText = (summary: ConversationDataSummary) =>
  summary.retention_days === null ? '' : String(summary.retention_days);

export const conversationDataMachine = setup({
  types: {
    context: {} as ConversationDataContext,
    events: {} as ConversationDataEvent,
    input: {} as ConversationInput,
  },
  actors: {
    fetchSummary: conversationRequest(getConversationData),
    saveRetention: requestActor(putRetention),
    deleteConversation: conversationRequest(deleteConversation),
  },
  guards: {
    isClosed: ({ event }) =>
      'output' in event && (event.output as ConversationDataSummary).is_active === false,
  },
  actions: {
    keepError: assign({
      error: ({ event }) => ('error' in event ? responseProblem(event.error) : null),
    }),
  },
}).createMachine({
  id: 'conversationData',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId', view: 'src/views/configure/ConversationDataSection.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    summary: null,
    retentionText: '',
    retentionError: null,
    retentionSaved: false,
    mustClose: false,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'data.open': 'loading' },
    },
    loading: {
      invoke: {
        id: 'fetchSummary',
        src: 'fetchSummary',
        input: conversationInput,
        onDone: {
          target: 'ready',
          actions: assign({
            summary: ({ event }) => event.output,
            retentionText: ({ event }) => daysText(event.output),
            error: null,
          }),
        },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: {
      on: { 'data.retry': 'loading' },
    },
    ready: {
      on: {
        'retention.change': {
          actions: assign({
            retentionText: ({ event }) => event.text,
            retentionError: null,
            retentionSaved: false,
          }),
        },
        'retention.save': 'savingRetention',
        'delete.open': 'checking',
      },
    },
    savingRetention: {
      entry: assign({ retentionError: null, retentionSaved: false }),
      invoke: {
        id: 'saveRetention',
        src: 'saveRetention',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          days: context.retentionText,
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            retentionSaved: true,
            retentionText: ({ event }) => (event.output === null ? '' : String(event.output)),
            summary: ({ context, event }) =>
              context.summary && { ...context.summary, retention_days: event.output },
          }),
        },
        onError: failTo('ready', 'retentionError', responseProblem),
      },
    },
    checking: {
      entry: assign({ error: null, mustClose: false }),
      invoke: {
        id: 'fetchSummary',
        src: 'fetchSummary',
        input: conversationInput,
        onDone: [
          {
            guard: 'isClosed',
            target: 'confirming',
            actions: assign({ summary: ({ event }) => event.output }),
          },
          {
            target: 'ready',
            actions: assign({ summary: ({ event }) => event.output, mustClose: true }),
          },
        ],
        onError: { target: 'ready', actions: 'keepError' },
      },
    },
    confirming: {
      on: {
        'delete.cancel': { target: 'ready', actions: assign({ error: null }) },
        'delete.confirm': 'deleting',
      },
    },
    deleting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'deleteConversation',
        src: 'deleteConversation',
        input: conversationInput,
        onDone: 'deleted',
        onError: { target: 'confirming', actions: 'keepError' },
      },
    },
    deleted: { type: 'final' },
  },
});
