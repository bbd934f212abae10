// The chart behind both "send me a link" pages (sign-up and password reset): they differ only in
// their name, their route and the call that sends the e-mail, so one definition serves both and a
// fix to one is a fix to the other.
//
// `editing` → `sending` → `sent`; a blank address stays in `editing` with a reason, and a refusal
// or a failure returns there with the reason next to the field.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AccountReply } from '../../api/account/account';

interface EmailLinkContext {
  email: string;
  /** 'blank', 'unavailable', or the server's words (a bad address, throttling, no access code). */
  problem: 'blank' | 'unavailable' | { message: string; field: 'email' | null } | null;
}

export type EmailLinkEvent = { type: 'email.change'; value: string } | { type: 'email.submit' };

export interface EmailLinkChartOptions {
  id: string;
  meta: { route: string; view: string };
  send: (email: string, signal: AbortSignal) => Promise<AccountReply<object>>;
}

export function createEmailLinkMachine({ id, meta, send }: EmailLinkChartOptions) {
  return setup({
    types: { context: {} as EmailLinkContext, events: {} as EmailLinkEvent },
    actors: {
      sendEmail: fromPromise<AccountReply<object>, { email: string }>(({ input, signal }) =>
        send(input.email, signal),
      ),
    },
    guards: { isBlank: ({ context }) => context.email.trim() === '' },
  }).createMachine({
    id,
    meta,
    context: { email: '', problem: null },
    initial: 'editing',
    states: {
      editing: {
        on: {
          'email.change': {
            actions: assign({ email: ({ event }) => event.value, problem: null }),
          },
          'email.submit': [
            { guard: 'isBlank', actions: assign({ problem: 'blank' }) },
            { target: 'sending' },
          ],
        },
      },
      sending: {
        invoke: {
          id: 'sendEmail',
          src: 'sendEmail',
          input: ({ context }) => ({ email: context.email.trim() }),
          onDone: [
            { guard: ({ event }) => event.output.ok, target: 'sent' },
            {
              target: 'editing',
              actions: assign({
                problem: ({ event }) =>
                  event.output.ok
                    ? null
                    : {
                        message: event.output.refusal.message,
                        field: event.output.refusal.field === 'email' ? 'email' : null,
                      },
              }),
            },
          ],
          onError: { target: 'editing', actions: assign({ problem: 'unavailable' }) },
        },
      },
      sent: {},
    },
  });
}

export type EmailLinkMachine = ReturnType<typeof createEmailLinkMachine>;
type Snapshot = SnapshotFrom<EmailLinkMachine>;
export const selectEmail = (s: Snapshot) => s.context.email;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectPhase = (s: Snapshot) => s.value as 'editing' | 'sending' | 'sent';
