// What the moderation chart (moderation.machine.ts) is built from: its actors, guards, actions and
// delay, and the pieces its states share. Split from the chart so each file reads as one thing:
// this one what the chart can do, the chart how it moves (docs/behaviour.md#moderation).
import { assign, enqueueActions, setup } from 'xstate';
import { toApiErrorInfo } from '../../api/common/apiError';
import { appEvents, listenTo } from '../common/appEvents';
import { type ConversationInput, requestActor } from '../common/fromRequest';
import { fetchModerationLists, type FetchedLists, type FetchListsInput } from './moderationFetch';
import { saveChange, undoChange, type UndoResult } from './moderationSave';
import { removalGuardMachine, type RemovalGuardOutput } from '../common/removalGuard.machine';
import {
  confirmed,
  conversationCounts,
  enqueue,
  enqueued,
  heldRemoval,
  opFor,
  refused,
  requeried,
  stored,
} from './moderationSteps';
import type { ModerationContext, ModerationEvent } from './moderation.types';

/** The moderation lists refresh every 60 s (docs/behaviour.md#polling). */
export const POLL_MS = 60_000;

// A change that hides no voted statement is queued at once; one that does waits for the
// removalGuard chart (the `removal` region) and is queued when confirmed.
const MODERATE = { guard: 'isQuickChange', actions: ['enqueue', 'tellCounts'] } as const;
const MODERATE_EVENTS = [
  'comment.accept',
  'comment.reject',
  'comment.toggleMeta',
  'selection.accept',
  'selection.reject',
] as const;
export const moderateOn = (extra: object) =>
  Object.fromEntries(MODERATE_EVENTS.map((type) => [type, { ...MODERATE, ...extra }]));

export const listsInput = ({ context }: { context: ModerationContext }): FetchListsInput => ({
  conversationId: context.conversationId,
  server: context.server,
  etags: context.etags,
  limits: context.limits,
  query: context.query,
  counts: context.counts,
});

export const moderationSetup = setup({
  types: {
    context: {} as ModerationContext,
    events: {} as ModerationEvent,
    input: {} as ConversationInput,
  },
  actors: {
    fetchLists: requestActor(fetchModerationLists),
    saveChange: requestActor(saveChange),
    undoAction: requestActor(undoChange),
    listenForCommentChanges: listenTo('comments.changed'),
    removalGuard: removalGuardMachine,
  },
  guards: {
    isQuickChange: ({ context, event }) =>
      opFor(context, event) !== null && heldRemoval(context, event) === null,
    needsConfirmation: ({ context, event }) => heldRemoval(context, event) !== null,
    wasApproved: (_, output: RemovalGuardOutput) => output.approved,
    isThisConversation: ({ context, event }) =>
      event.type === 'comments.changed' && event.conversationId === context.conversationId,
    isNewCursor: ({ context, event }) =>
      event.type === 'cursor.set' && context.cursor[event.list] !== event.tid,
    hasMoreQueued: ({ context }) => context.queue.length > 1,
    hasQueued: ({ context }) => context.queue.length > 0,
    hasMoreAfterRefusal: ({ context }) => {
      const head = new Set(context.queue[0].comments.map((c) => c.tid));
      return context.queue.slice(1).some((op) => op.comments.some((c) => !head.has(c.tid)));
    },
    canUndo: ({ context }) => context.confirmation?.actionId != null,
    hasMoreRows: ({ context, event }) =>
      event.type === 'list.more' &&
      context.counts !== null &&
      context.server[event.list].length < context.counts[event.list],
  },
  delays: { POLL_MS },
  actions: {
    enqueue: assign(({ context, event }) => enqueue(context, event)),
    hold: assign(({ context, event }) => ({ held: heldRemoval(context, event) })),
    enqueueHeld: assign(({ context }) => ({ ...enqueued(context, context.held!.op), held: null })),
    dropHeld: assign({ held: null }),
    // The admin area's sidebar shows the same waiting count as the tab (docs/behaviour.md#moderation).
    tellCounts: enqueueActions(({ context, enqueue }) => {
      const counts = conversationCounts(context);
      if (counts) {
        enqueue.sendTo(appEvents, {
          type: 'moderation.counted',
          conversationId: context.conversationId,
          counts,
        });
      }
    }),
    confirmHead: assign(({ context }, params: { actionId: number | null }) =>
      confirmed(context, params.actionId),
    ),
    refuseHead: assign(({ context }, params: { error: unknown }) =>
      refused(context, toApiErrorInfo(params.error)),
    ),
    storeLists: assign(({ context }, params: FetchedLists) => stored(context, params)),
    requery: assign(({ context, event }) => requeried(context, event)),
    undoRefused: assign({
      undoError: ({ event }) => toApiErrorInfo((event as unknown as { error: unknown }).error),
    }),
    undone: assign(({ event }) => {
      const { restored, skipped } = (event as unknown as { output: UndoResult }).output;
      return { confirmation: null, announcement: { kind: 'undone', restored, skipped } as const };
    }),
  },
});
