// "Hvor du er logget ind" on /account: the account's sessions, and ending every one but this.
//
// `loading` → `loaded` | `failed` (retry); `ending` the others returns to `loaded` with the new
// list, or with the reason.
// Behaviour: docs/behaviour.md#sessions; diagram: docs/charts/sessions.md
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AccountReply } from '../../api/account/account';
import { currentAccessToken } from '../../api/common/client';
import { endOtherSessions, listSessions } from '../../api/account/sessions';
import type { AccountSession } from '../../../contract/account';

interface SessionsContext {
  sessions: AccountSession[];
  /** The server's words when it refused, or null: it did not answer. */
  problem: { message: string | null } | null;
  /** The others were just ended (the status line says so). */
  ended: boolean;
}

export type SessionsEvent = { type: 'sessions.retry' } | { type: 'sessions.endOthers' };

type Reply = AccountReply<AccountSession[]>;

/** The server's words when it refused, or null: it did not answer. */
const problemOf = (output: Reply | undefined) => ({
  message: output && !output.ok ? output.refusal.message : null,
});

export const sessionsMachine = setup({
  types: { context: {} as SessionsContext, events: {} as SessionsEvent },
  actors: {
    listSessions: fromPromise<Reply>(async ({ signal }) =>
      listSessions(await currentAccessToken(), signal),
    ),
    endOtherSessions: fromPromise<Reply>(async ({ signal }) =>
      endOtherSessions(await currentAccessToken(), signal),
    ),
  },
  guards: {
    isAnswered: (_, output: Reply) => output.ok,
  },
  actions: {
    takeList: assign((_, output: Reply) => ({
      sessions: output.ok ? output.data : [],
      problem: null,
    })),
    noteProblem: assign((_, output: Reply | undefined) => ({ problem: problemOf(output) })),
  },
}).createMachine({
  id: 'sessions',
  meta: { route: '/account', view: 'src/views/account/SessionsSection.tsx' },
  context: { sessions: [], problem: null, ended: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'listSessions',
        src: 'listSessions',
        onDone: [
          {
            guard: { type: 'isAnswered', params: ({ event }) => event.output },
            target: 'loaded',
            actions: { type: 'takeList', params: ({ event }) => event.output },
          },
          {
            target: 'failed',
            actions: { type: 'noteProblem', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'failed', actions: { type: 'noteProblem', params: undefined } },
      },
    },
    failed: { on: { 'sessions.retry': 'loading' } },
    loaded: {
      on: {
        'sessions.endOthers': {
          target: 'ending',
          actions: assign({ problem: null, ended: false }),
        },
      },
    },
    ending: {
      invoke: {
        id: 'endOtherSessions',
        src: 'endOtherSessions',
        onDone: [
          {
            guard: { type: 'isAnswered', params: ({ event }) => event.output },
            target: 'loaded',
            actions: [
              { type: 'takeList', params: ({ event }) => event.output },
              assign({ ended: true }),
            ],
          },
          {
            target: 'loaded',
            actions: { type: 'noteProblem', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'loaded', actions: { type: 'noteProblem', params: undefined } },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof sessionsMachine>;
export const selectPhase = (s: Snapshot) => s.value as 'loading' | 'failed' | 'loaded' | 'ending';
export const selectSessions = (s: Snapshot) => s.context.sessions;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectEnded = (s: Snapshot) => s.context.ended;
