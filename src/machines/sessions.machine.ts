// "Hvor du er logget ind" on /account: the account's sessions, and ending every one but this.
//
// `loading` ──ok──> `loaded` ──sessions.endOthers──> `ending` ──ok──> `loaded` (the new list,
// "Du er logget ud alle andre steder."); a failed list is `failed` (retry); a failed ending returns
// to `loaded` with why.
//
// Behaviour: docs/behaviour.md#account
// Diagram: docs/charts/sessions.md
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AccountReply } from '../api/account';
import { currentAccessToken } from '../api/client';
import { endOtherSessions, listSessions } from '../api/sessions';
import type { AccountSession } from '../contract/account';

interface SessionsContext {
  sessions: AccountSession[];
  /** The server's words when it refused, or null: it did not answer. */
  problem: { message: string | null } | null;
  /** The others were just ended (the status line says so). */
  ended: boolean;
}

export type SessionsEvent = { type: 'sessions.retry' } | { type: 'sessions.endOthers' };

type Reply = AccountReply<AccountSession[]>;

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
            guard: ({ event }) => event.output.ok,
            target: 'loaded',
            actions: assign({
              sessions: ({ event }) => (event.output.ok ? event.output.data : []),
              problem: null,
            }),
          },
          {
            target: 'failed',
            actions: assign({
              problem: ({ event }) => ({
                message: event.output.ok ? null : event.output.refusal.message,
              }),
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ problem: { message: null } }) },
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
            guard: ({ event }) => event.output.ok,
            target: 'loaded',
            actions: assign({
              sessions: ({ event }) => (event.output.ok ? event.output.data : []),
              ended: true,
            }),
          },
          {
            target: 'loaded',
            actions: assign({
              problem: ({ event }) => ({
                message: event.output.ok ? null : event.output.refusal.message,
              }),
            }),
          },
        ],
        onError: { target: 'loaded', actions: assign({ problem: { message: null } }) },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof sessionsMachine>;
export const selectPhase = (s: Snapshot) => s.value as 'loading' | 'failed' | 'loaded' | 'ending';
export const selectSessions = (s: Snapshot) => s.context.sessions;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectEnded = (s: Snapshot) => s.context.ended;
