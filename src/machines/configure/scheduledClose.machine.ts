// 'Lukker automatisk' on the configure screen: when the conversation closes by itself (Copenhagen
// time), set or cleared by the owner or a moderator; a server job closes it then.
//
// `editing` holds the typed date and time and checks they name an instant before `saving` sends.
// Behaviour: docs/behaviour.md#scheduledclose; diagram: docs/charts/scheduledClose.md
import { assign, sendTo, setup } from 'xstate';
import { putClosesAt } from '../../api/configure/conversationSchedule';
import { appEvents, savedMessage } from '../common/appEvents';
import { requestActor } from '../common/fromRequest';
import { copenhagenFields, copenhagenToMs } from '../common/copenhagenTime';
import { responseProblem, type ResponseProblem } from '../common/responseText';
import { failTo } from '../common/failTo';

export interface ScheduledCloseInput {
  conversationId: string;
  /** The schedule as the conversation was read: ms, or null. */
  closesAt: number | null;
}

/** Why the typed value was not sent: a part missing, or a date and time that name no instant. */
export type TypedCloseError = 'incomplete' | 'invalid';

interface ScheduledCloseContext {
  conversationId: string;
  closesAt: number | null;
  date: string;
  time: string;
  /** What `saving` sends: ms, or null to clear. */
  sending: number | null;
  typedError: TypedCloseError | null;
  serverError: ResponseProblem | null;
  /** The last save went through (cleared by the next edit): 'saved' or 'cleared'. */
  done: 'saved' | 'cleared' | null;
}

export type ScheduledCloseEvent =
  | { type: 'close.date'; value: string }
  | { type: 'close.time'; value: string }
  | { type: 'close.save' }
  | { type: 'close.clear' };

const fieldsOf = (closesAt: number | null) =>
  closesAt === null ? { date: '', time: '' } : copenhagenFields(closesAt);

const typedMs = (context: ScheduledCloseContext) =>
  copenhagenToMs({ date: context.date, time: context.time });

export const scheduledCloseMachine = setup({
  types: {
    context: {} as ScheduledCloseContext,
    events: {} as ScheduledCloseEvent,
    input: {} as ScheduledCloseInput,
  },
  actors: {
    putClosesAt: requestActor(putClosesAt),
  },
  actions: {
    announceSaved: sendTo(appEvents, ({ event }) => savedMessage(event)),
  },
  guards: {
    namesInstant: ({ context }) => typedMs(context) !== null,
    isScheduled: ({ context }) => context.closesAt !== null,
  },
}).createMachine({
  id: 'scheduledClose',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId', view: 'src/views/configure/ScheduledCloseField.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    closesAt: input.closesAt,
    ...fieldsOf(input.closesAt),
    sending: null,
    typedError: null,
    serverError: null,
    done: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'close.date': {
          actions: assign({
            date: ({ event }) => event.value,
            typedError: null,
            serverError: null,
            done: null,
          }),
        },
        'close.time': {
          actions: assign({
            time: ({ event }) => event.value,
            typedError: null,
            serverError: null,
            done: null,
          }),
        },
        'close.save': [
          {
            guard: 'namesInstant',
            target: 'saving',
            actions: assign({ sending: ({ context }) => typedMs(context) }),
          },
          {
            actions: assign({
              typedError: ({ context }) =>
                context.date === '' || context.time === '' ? 'incomplete' : 'invalid',
              serverError: null,
              done: null,
            }),
          },
        ],
        'close.clear': {
          guard: 'isScheduled',
          target: 'saving',
          actions: assign({ sending: null }),
        },
      },
    },
    saving: {
      entry: assign({ typedError: null, serverError: null, done: null }),
      invoke: {
        id: 'putClosesAt',
        src: 'putClosesAt',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          closesAt: context.sending,
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ event }) => {
              const closesAt = event.output.closes_at ?? null;
              return {
                closesAt,
                ...fieldsOf(closesAt),
                done: closesAt === null ? ('cleared' as const) : ('saved' as const),
              };
            }),
            'announceSaved',
          ],
        },
        onError: failTo('editing', 'serverError', responseProblem),
      },
    },
  },
});
