// Inviting a colleague from /account ("Inviter en kollega"): an e-mail with a one-time link to
// choose a password; a site admin may also make the colleague a site admin.
//
// `editing` → `sending` → `sent` (`invite.again` clears the form); a refusal returns to `editing`.
// Behaviour: docs/behaviour.md#invite; diagram: docs/charts/invite.md
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { sendInvite, type AccountReply } from '../../api/account/account';
import { currentAccessToken } from '../../api/common/client';

interface InviteContext {
  email: string;
  siteAdmin: boolean;
  /** Who was invited, for the confirmation. */
  sentTo: string;
  problem:
    'blank' | 'unavailable' | { message: string; field: 'email' | 'siteAdmin' | null } | null;
}

export type InviteEvent =
  | { type: 'email.change'; value: string }
  | { type: 'siteAdmin.change'; value: boolean }
  | { type: 'invite.submit' }
  | { type: 'invite.again' };

export const inviteMachine = setup({
  types: { context: {} as InviteContext, events: {} as InviteEvent },
  actors: {
    sendInvite: fromPromise<AccountReply<object>, { email: string; siteAdmin: boolean }>(
      async ({ input, signal }) =>
        sendInvite({ ...input, token: await currentAccessToken() }, signal),
    ),
  },
  guards: { isBlank: ({ context }) => context.email.trim() === '' },
}).createMachine({
  id: 'invite',
  meta: { route: '/account', view: 'src/views/accountFlows/InviteForm.tsx' },
  context: { email: '', siteAdmin: false, sentTo: '', problem: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.value, problem: null }) },
        'siteAdmin.change': { actions: assign({ siteAdmin: ({ event }) => event.value }) },
        'invite.submit': [
          { guard: 'isBlank', actions: assign({ problem: 'blank' }) },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'sendInvite',
        src: 'sendInvite',
        input: ({ context }) => ({ email: context.email.trim(), siteAdmin: context.siteAdmin }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'sent',
            actions: assign({ sentTo: ({ context }) => context.email.trim() }),
          },
          {
            target: 'editing',
            actions: assign({
              problem: ({ event }) => {
                if (event.output.ok) return null;
                const { field, message } = event.output.refusal;
                return {
                  message,
                  field: field === 'email' || field === 'siteAdmin' ? field : null,
                };
              },
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ problem: 'unavailable' }) },
      },
    },
    sent: {
      on: {
        'invite.again': {
          target: 'editing',
          actions: assign({ email: '', siteAdmin: false, problem: null }),
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof inviteMachine>;
export const selectEmail = (s: Snapshot) => s.context.email;
export const selectSiteAdmin = (s: Snapshot) => s.context.siteAdmin;
export const selectSentTo = (s: Snapshot) => s.context.sentTo;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectPhase = (s: Snapshot) => s.value as 'editing' | 'sending' | 'sent';
