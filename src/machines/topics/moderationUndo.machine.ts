// 'Fortryd' after a topic moderation: the bar that says what was done and offers to undo it while
// the server still allows (UNDO_MS).
//
// `offered` → `undoing` → `undone` (tells the hub 'moderation.undone') | `failed`; `dismissed`.
// Behaviour: docs/behaviour.md#moderationundo; diagram: docs/charts/moderationUndo.md
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { undoModeration, type UndoResult } from '../../api/moderation/moderationActions';
import { toTopicFailure, type TopicFailure } from '../../api/topics/topics';
import { requestActor } from '../common/fromRequest';
import { appEvents } from '../common/appEvents';
import { failTo } from '../common/failTo';

export interface ModerationUndoInput {
  conversationId: string;
  actionId: number;
  /** What was done, as the bar says it ("Emnet … er accepteret: 11 udsagn ændret."). */
  summary: string;
}

interface ModerationUndoContext extends ModerationUndoInput {
  result: UndoResult | null;
  error: TopicFailure | null;
}

export type ModerationUndoEvent = { type: 'undo.request' } | { type: 'undo.dismiss' };

/** The server undoes for 15 minutes; the offer goes a little before, never after. */
const UNDO_MS = 14 * 60 * 1000;

export const moderationUndoMachine = setup({
  types: {
    context: {} as ModerationUndoContext,
    events: {} as ModerationUndoEvent,
    input: {} as ModerationUndoInput,
  },
  actors: {
    undo: requestActor(undoModeration),
  },
  delays: { UNDO_MS },
}).createMachine({
  id: 'moderationUndo',
  // A bar on the topics screen, under the tree.
  meta: { route: '/m/:conversationId/topics', view: 'src/views/topics/UndoBar.tsx' },
  context: ({ input }) => ({ ...input, result: null, error: null }),
  initial: 'offered',
  on: { 'undo.dismiss': '.dismissed' },
  states: {
    offered: {
      after: { UNDO_MS: 'dismissed' },
      on: { 'undo.request': 'undoing' },
    },
    undoing: {
      // The request decides: a dismiss now would hide whether the undo happened.
      on: { 'undo.dismiss': {} },
      invoke: {
        id: 'undo',
        src: 'undo',
        input: ({ context }) => ({
          conversationId: context.conversationId,
          actionId: context.actionId,
        }),
        onDone: {
          target: 'undone',
          actions: [
            assign({ result: ({ event }) => event.output, error: null }),
            sendTo(appEvents, ({ context }) => ({
              type: 'moderation.undone' as const,
              conversationId: context.conversationId,
            })),
          ],
        },
        onError: failTo('failed', 'error', toTopicFailure),
      },
    },
    failed: { on: { 'undo.request': 'undoing' } },
    undone: {},
    dismissed: { type: 'final' },
  },
});

type ModerationUndoSnapshot = SnapshotFrom<typeof moderationUndoMachine>;

export type UndoView = 'offered' | 'undoing' | 'failed' | 'undone' | 'dismissed';

export const selectUndoView = (s: ModerationUndoSnapshot): UndoView => s.value as UndoView;
export const selectUndoResult = (s: ModerationUndoSnapshot): UndoResult | null => s.context.result;
export const selectUndoError = (s: ModerationUndoSnapshot): TopicFailure | null => s.context.error;
export const selectUndoSummary = (s: ModerationUndoSnapshot): string => s.context.summary;
