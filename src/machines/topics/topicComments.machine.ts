// One topic's comments at /m/{conversation_id}/topics/topic/{topicKey}, and their selection.
//
// `ready.idle` → `applying` → `reloading` (a removal asks the removalGuard first); the selection
// is a map from id to true, so a row re-renders only when its own answer changes.
// Behaviour: docs/behaviour.md#topiccomments; diagram: docs/charts/topicComments.md
import { assign, sendTo, setup } from 'xstate';
import {
  isTopicModerationUnavailable,
  listTopicComments,
  type TopicCommentList,
  moderateTopicComments,
  toTopicFailure,
} from '../../api/topics/topics';
import type { ModerationReply } from '../../api/topics/topicParsing';
import { fromRequest, requestActor } from '../common/fromRequest';
import { appEvents, listenTo } from '../common/appEvents';
import { removalGuardMachine, type RemovalGuardOutput } from '../common/removalGuard.machine';
import { needsRemovalCheck } from '../common/removal';
import {
  type FailedStep,
  logStepFailure,
  NOTICE_MS,
  onStepFailure,
  statusForAction,
  withConfirmedStatus,
} from './topics';

import {
  type ApplyInput,
  removalCandidates,
  selectedIds,
  type TopicCommentsContext,
  type TopicCommentsEvent,
} from './topicComments.types';
import { failTo } from '../common/failTo';

export { removalCandidates, selectedIds, type TopicCommentsEvent };

/** What the list's fetch (first load and reload) reads from the context. */
const listInput = ({ context }: { context: TopicCommentsContext }) => ({
  conversationId: context.conversationId,
  topicKey: context.topicKey,
});

const selectionEvents = {
  'selection.toggle': { actions: 'toggleOne' },
  'selection.toggleAll': { actions: 'toggleAll' },
  'selection.apply': [
    { guard: 'needsConfirmation', target: 'confirmingRemoval', actions: 'startApply' },
    { guard: 'hasSelection', target: 'applying', actions: 'startApply' },
  ],
} as const;

const topicCommentsSetup = setup({
  types: {
    context: {} as TopicCommentsContext,
    events: {} as TopicCommentsEvent,
    input: {} as { conversationId: string; topicKey: string },
  },
  actors: {
    fetchComments: requestActor(listTopicComments),
    // The chart reads only when the server moderated: the reply's other fields are not its business.
    moderateComments: fromRequest<ModerationReply, ApplyInput>(({ input, signal }) =>
      moderateTopicComments(input, signal),
    ),
    removalGuard: removalGuardMachine,
    listenForUndo: listenTo('moderation.undone'),
  },
  guards: {
    hasComments: (_, list: TopicCommentList) => list.comments.length > 0,
    // Bulk moderation does nothing when nothing is selected, or on a server that cannot moderate.
    hasSelection: ({ context }) =>
      context.moderationAvailable && selectedIds(context.comments, context.selected).length > 0,
    // Hiding accepted statements with votes is confirmed first (docs/behaviour.md#removalguard).
    needsConfirmation: ({ context, event }) =>
      event.type === 'selection.apply' &&
      context.moderationAvailable &&
      needsRemovalCheck(removalCandidates({ ...context, action: event.action })),
    wasApproved: (_, output: RemovalGuardOutput) => output.approved,
  },
  delays: { NOTICE_MS },
  actions: {
    // A new action replaces the last one's 'Fortryd'.
    startApply: assign(({ event }) =>
      event.type === 'selection.apply'
        ? { action: event.action, notice: null, lastAction: null }
        : {},
    ),
    toggleOne: assign(({ context, event }) => {
      if (event.type !== 'selection.toggle') return {};
      const { [event.commentId]: on, ...rest } = context.selected;
      return { selected: on ? rest : { ...context.selected, [event.commentId]: true as const } };
    }),
    // Select-all selects all, or clears when all are selected.
    toggleAll: assign(({ context }) => ({
      selected:
        selectedIds(context.comments, context.selected).length === context.comments.length
          ? {}
          : Object.fromEntries(context.comments.map((c) => [c.comment_id, true as const])),
    })),
    storeComments: assign(({ context }, reloaded: TopicCommentList) => {
      const comments = withConfirmedStatus(reloaded.comments, context.confirmed);
      // A selection survives a reload only for comments that are still there.
      const kept = comments.filter((c) => context.selected[c.comment_id]);
      return {
        comments,
        topicName: reloaded.topicName ?? context.topicName,
        selected: Object.fromEntries(kept.map((c) => [c.comment_id, true as const])),
        loadError: null,
      };
    }),
    // The topic has no comments (any more): nothing to show or select.
    storeEmpty: assign(({ context }, reloaded: TopicCommentList) => ({
      comments: [],
      selected: {},
      loadError: null,
      topicName: reloaded.topicName ?? context.topicName,
    })),
    endAction: assign({ action: null }),
    showNotice: assign(({ context }, params: { step: FailedStep; error: unknown }) => ({
      notice: {
        step: params.step,
        action: context.action ?? 'accept',
        failure: toTopicFailure(params.error),
      },
    })),
    // Moderation failures are logged (a separate action: assign must stay pure).
    logFailure: (_, params: { step: FailedStep; error: unknown }) =>
      logStepFailure(params.step, params.error, 'comments'),
    // The server confirmed the action for the selected comments; the selection is cleared.
    confirmSelection: assign(({ context }, reply: ModerationReply) => {
      const action = context.action ?? 'accept';
      const status = statusForAction(action);
      const ids = selectedIds(context.comments, context.selected);
      return {
        confirmed: { ...context.confirmed, ...Object.fromEntries(ids.map((id) => [id, status])) },
        selected: {},
        lastAction:
          reply.actionId === null
            ? null
            : { actionId: reply.actionId, action, changed: reply.changed },
      };
    }),
    // The admin area's counts follow (docs/behaviour.md#conversationadmin).
    tellModerated: sendTo(appEvents, ({ context }) => ({
      type: 'comments.moderated' as const,
      conversationId: context.conversationId,
    })),
    noteUnavailable: assign(({ context }, error: unknown) => ({
      moderationAvailable: context.moderationAvailable && !isTopicModerationUnavailable(error),
    })),
  },
});

/**
 * Reading the topic's statements: first (`loading`, where a failure is the page's) or again after
 * a moderation or an undo (`ready.reloading`, which ends the action and shows a failure as a notice).
 */
const readingComments = (again: boolean) =>
  topicCommentsSetup.createStateConfig({
    invoke: {
      id: 'fetchComments',
      src: 'fetchComments',
      input: listInput,
      onDone: [
        {
          guard: { type: 'hasComments', params: ({ event }) => event.output },
          target: again ? 'idle' : 'ready',
          actions: [
            { type: 'storeComments', params: ({ event }) => event.output },
            ...(again ? (['endAction'] as const) : []),
          ],
        },
        {
          target: again ? '#topicComments.empty' : 'empty',
          actions: [
            { type: 'storeEmpty', params: ({ event }) => event.output },
            ...(again ? (['endAction'] as const) : []),
          ],
        },
      ],
      onError: again
        ? { target: 'noticed', actions: onStepFailure('reload') }
        : failTo('failed', 'loadError', toTopicFailure),
    },
  });

export const topicCommentsMachine = topicCommentsSetup.createMachine({
  id: 'topicComments',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: {
    route: '/m/:conversationId/topics/topic/:topicKey',
    view: 'src/views/topics/TopicCommentsPage.tsx',
  },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    topicKey: input.topicKey,
    topicName: null,
    comments: [],
    selected: {},
    loadError: null,
    action: null,
    notice: null,
    confirmed: {},
    moderationAvailable: true,
    lastAction: null,
  }),
  invoke: {
    src: 'listenForUndo',
    input: ({ context }) => ({ conversationId: context.conversationId }),
  },
  initial: 'loading',
  states: {
    loading: readingComments(false),
    failed: { on: { 'comments.retry': 'loading' } },
    empty: {},
    ready: {
      initial: 'idle',
      // An undo changed statuses: show them (the notice stays to say what the undo did).
      on: { 'moderation.undone': { target: '.reloading' } },
      states: {
        idle: { on: selectionEvents },
        confirmingRemoval: {
          invoke: {
            id: 'removalGuard',
            src: 'removalGuard',
            input: ({ context }) => ({
              origin: 'topicList' as const,
              statements: removalCandidates(context),
            }),
            onDone: [
              {
                guard: { type: 'wasApproved', params: ({ event }) => event.output },
                target: 'applying',
              },
              { target: 'idle', actions: assign({ action: null }) },
            ],
            onError: { target: 'idle', actions: assign({ action: null }) },
          },
        },
        applying: {
          invoke: {
            id: 'moderateComments',
            src: 'moderateComments',
            input: ({ context }) => ({
              conversationId: context.conversationId,
              commentIds: selectedIds(context.comments, context.selected),
              action: context.action!,
            }),
            // Afterwards the list is reloaded and the selection cleared.
            onDone: {
              target: 'reloading',
              actions: [
                { type: 'confirmSelection', params: ({ event }) => event.output },
                'tellModerated',
              ],
            },
            onError: {
              target: 'noticed',
              actions: [
                ...onStepFailure('moderate'),
                {
                  type: 'noteUnavailable',
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
              ],
            },
          },
        },
        reloading: readingComments(true),
        noticed: {
          after: { NOTICE_MS: { target: 'idle', actions: assign({ notice: null }) } },
          on: {
            ...selectionEvents,
            'notice.dismiss': { target: 'idle', actions: assign({ notice: null }) },
          },
        },
      },
    },
  },
});
