// The confirmation before an action takes voted statements out of the live conversation.
//
// A screen plans its statements (common/removal.ts) and invokes this chart when accepted ones with
// votes would go: `confirming` names them and ends `approved` or `cancelled` (nothing is sent).
// Behaviour: docs/behaviour.md#removalguard; diagram: docs/charts/removalGuard.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import { hiddenVoted, type RemovalCandidate, type RemovalOrigin } from './removal';

export interface RemovalGuardInput {
  origin: RemovalOrigin;
  /** Every statement the action changes; the chart names the voted, accepted ones. */
  statements: RemovalCandidate[];
}

interface RemovalGuardContext extends RemovalGuardInput {
  hidden: RemovalCandidate[];
  approved: boolean;
}

export type RemovalGuardEvent = { type: 'removal.confirm' } | { type: 'removal.cancel' };

export interface RemovalGuardOutput {
  approved: boolean;
}

export const removalGuardMachine = setup({
  types: {
    context: {} as RemovalGuardContext,
    events: {} as RemovalGuardEvent,
    input: {} as RemovalGuardInput,
    output: {} as RemovalGuardOutput,
  },
}).createMachine({
  id: 'removalGuard',
  // A dialog over whichever screen started the action (moderation, a topic's list, the topic tree).
  meta: { route: '/m/:conversationId/*', view: 'src/views/common/RemovalConfirm.tsx' },
  context: ({ input }) => ({ ...input, hidden: hiddenVoted(input.statements), approved: false }),
  initial: 'confirming',
  states: {
    confirming: {
      on: {
        'removal.confirm': { target: 'approved', actions: assign({ approved: true }) },
        'removal.cancel': 'cancelled',
      },
    },
    approved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ approved: context.approved }),
});

type RemovalGuardSnapshot = SnapshotFrom<typeof removalGuardMachine>;

/** The voted, accepted statements the action would hide, as the dialog lists them. */
export const selectHidden = (s: RemovalGuardSnapshot): RemovalCandidate[] => s.context.hidden;
/** How many statements change in all (the hidden ones and the rest). */
export const selectTotal = (s: RemovalGuardSnapshot): number => s.context.statements.length;
export const selectIsConfirming = (s: RemovalGuardSnapshot): boolean => s.matches('confirming');
