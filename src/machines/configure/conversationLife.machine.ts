// The owner's 'Kopiér og arkivér' section of the configure screen: copy as a draft, archive.
//
// `ready` → `copying` → `copied` (final: the view opens the copy) or back with the reason;
// `archiving` → `ready`, the server's answer becoming the admin area's metadata.
// Behaviour: docs/behaviour.md#conversationlife; diagram: docs/charts/conversationLife.md
import { assign, sendTo, setup } from 'xstate';
import { copyConversation, setArchived } from '../../api/configure/conversationLife';
import { conversationInput, conversationRequest, requestActor } from '../common/fromRequest';
import { appEvents, savedMessage } from '../common/appEvents';
import { responseProblem, type ResponseProblem } from '../common/responseText';

export interface ConversationLifeInput {
  conversationId: string;
  /** As the conversation was read: ms, or null when not archived. */
  archivedAt: number | null;
}

interface ConversationLifeContext {
  conversationId: string;
  archivedAt: number | null;
  /** The copy's id, once made. */
  copyId: string | null;
  /** The last action that failed, and why. */
  failed: { action: 'copy' | 'archive'; problem: ResponseProblem } | null;
  /** The last archive/restore went through (cleared by the next action). */
  archiveDone: boolean;
}

export type ConversationLifeEvent = { type: 'copy.start' } | { type: 'archive.toggle' };

export const conversationLifeMachine = setup({
  types: {
    context: {} as ConversationLifeContext,
    events: {} as ConversationLifeEvent,
    input: {} as ConversationLifeInput,
  },
  actors: {
    copyConversation: conversationRequest(copyConversation),
    setArchived: requestActor(setArchived),
  },
  actions: {
    announceSaved: sendTo(appEvents, ({ event }) => savedMessage(event)),
  },
}).createMachine({
  id: 'conversationLife',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId', view: 'src/views/configure/ConversationLifeSection.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    archivedAt: input.archivedAt,
    copyId: null,
    failed: null,
    archiveDone: false,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'copy.start': 'copying', 'archive.toggle': 'archiving' },
    },
    copying: {
      entry: assign({ failed: null, archiveDone: false }),
      invoke: {
        id: 'copyConversation',
        src: 'copyConversation',
        input: conversationInput,
        onDone: { target: 'copied', actions: assign({ copyId: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: assign({
            failed: ({ event }) => ({
              action: 'copy' as const,
              problem: responseProblem(event.error),
            }),
          }),
        },
      },
    },
    archiving: {
      entry: assign({ failed: null, archiveDone: false }),
      invoke: {
        id: 'setArchived',
        src: 'setArchived',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          archived: context.archivedAt === null,
        }),
        onDone: {
          target: 'ready',
          actions: [
            assign({
              archivedAt: ({ event }) => event.output.archived_at ?? null,
              archiveDone: true,
            }),
            'announceSaved',
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({
            failed: ({ event }) => ({
              action: 'archive' as const,
              problem: responseProblem(event.error),
            }),
          }),
        },
      },
    },
    /** The view goes to /m/{copyId}. */
    copied: { type: 'final' },
  },
});
