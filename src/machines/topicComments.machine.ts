// One topic's comments at /m/{conversation_id}/topics/topic/{topicKey}, and the moderator's
// selection of them.
//
// `loading` ends in `ready`, `empty` or `failed`. In `ready`, selecting stays in `idle`, and
// `selection.apply` (only with something selected) goes `applying` → `reloading` → `idle`, clearing
// the selection; a failed step is shown for NOTICE_MS (`noticed`). The selection is a map from
// comment id to true, so a row asks only "am I selected?" and re-renders only when its own answer
// changes (selectIsSelected).
//
// Behaviour: docs/behaviour.md#topiccomments
// Diagram: docs/charts/topicComments.md
import { assign, setup } from 'xstate';
import {
  isTopicModerationUnavailable,
  listTopicComments,
  type TopicCommentList,
  moderateTopicComments,
  toTopicFailure,
  type TopicFailure,
} from '../api/topics';
import type { TopicAction, TopicComment, TopicStatus } from '../contract/types';
import { fromRequest, requestActor } from './actors/fromRequest';
import {
  type FailedStep,
  logStepFailure,
  type ModerationNotice,
  NOTICE_MS,
  onStepFailure,
  statusForAction,
  withConfirmedStatus,
} from './rules/topics';

interface TopicCommentsContext {
  conversationId: string;
  topicKey: string;
  /** The topic's name once the server sent it (upstream Polis does not): the heading shows it. */
  topicName: string | null;
  comments: TopicComment[];
  selected: Record<number, true>;
  loadError: TopicFailure | null;
  /** The bulk action being sent. */
  action: TopicAction | null;
  notice: ModerationNotice | null;
  /**
   * The status the server confirmed for each comment moderated here. Upstream Polis's topic
   * comment list keeps saying "pending" after it (docs/upstream.md#topics), so a reloaded comment
   * that still reads pending shows what was confirmed.
   */
  confirmed: Record<number, TopicStatus>;
  /** False once the server said it cannot moderate topics: the bulk actions are hidden. */
  moderationAvailable: boolean;
}

export type TopicCommentsEvent =
  | { type: 'selection.toggle'; commentId: number }
  | { type: 'selection.toggleAll' }
  | { type: 'selection.apply'; action: TopicAction }
  | { type: 'comments.retry' }
  | { type: 'notice.dismiss' };

type ApplyInput = { conversationId: string; commentIds: number[]; action: TopicAction };

export function selectedIds(
  comments: readonly TopicComment[],
  selected: Record<number, true>,
): number[] {
  return comments.filter((c) => selected[c.comment_id]).map((c) => c.comment_id);
}

// What `idle` and `noticed` both take: selecting, and applying an action to the selection.
/** What the list's fetch (first load and reload) reads from the context. */
const listInput = ({ context }: { context: TopicCommentsContext }) => ({
  conversationId: context.conversationId,
  topicKey: context.topicKey,
});

const selectionEvents = {
  'selection.toggle': { actions: 'toggleOne' },
  'selection.toggleAll': { actions: 'toggleAll' },
  'selection.apply': { guard: 'hasSelection', target: 'applying', actions: 'startApply' },
} as const;

export const topicCommentsMachine = setup({
  types: {
    context: {} as TopicCommentsContext,
    events: {} as TopicCommentsEvent,
    input: {} as { conversationId: string; topicKey: string },
  },
  actors: {
    fetchComments: requestActor(listTopicComments),
    // The chart reads only when the server moderated: the reply's other fields are not its business.
    moderateComments: fromRequest<{ moderated_at: number | null }, ApplyInput>(
      ({ input, signal }) => moderateTopicComments(input, signal),
    ),
  },
  guards: {
    hasComments: (_, list: TopicCommentList) => list.comments.length > 0,
    // Bulk moderation does nothing when nothing is selected, or on a server that cannot moderate.
    hasSelection: ({ context }) =>
      context.moderationAvailable && selectedIds(context.comments, context.selected).length > 0,
  },
  delays: { NOTICE_MS },
  actions: {
    startApply: assign(({ event }) =>
      event.type === 'selection.apply' ? { action: event.action, notice: null } : {},
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
    confirmSelection: assign(({ context }) => {
      const status = statusForAction(context.action ?? 'accept');
      const ids = selectedIds(context.comments, context.selected);
      return {
        confirmed: { ...context.confirmed, ...Object.fromEntries(ids.map((id) => [id, status])) },
        selected: {},
      };
    }),
    noteUnavailable: assign(({ context }, error: unknown) => ({
      moderationAvailable: context.moderationAvailable && !isTopicModerationUnavailable(error),
    })),
  },
}).createMachine({
  id: 'topicComments',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: {
    route: '/m/:conversationId/topics/topic/:topicKey',
    view: 'src/views/topicComments/TopicCommentsPage.tsx',
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
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchComments',
        src: 'fetchComments',
        input: listInput,
        onDone: [
          {
            guard: { type: 'hasComments', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'storeComments', params: ({ event }) => event.output },
          },
          {
            target: 'empty',
            actions: { type: 'storeEmpty', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => toTopicFailure(event.error) }),
        },
      },
    },
    failed: { on: { 'comments.retry': 'loading' } },
    empty: {},
    ready: {
      initial: 'idle',
      states: {
        idle: { on: selectionEvents },
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
            onDone: { target: 'reloading', actions: 'confirmSelection' },
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
        reloading: {
          invoke: {
            id: 'fetchComments',
            src: 'fetchComments',
            input: listInput,
            onDone: [
              {
                guard: { type: 'hasComments', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  { type: 'storeComments', params: ({ event }) => event.output },
                  assign({ action: null }),
                ],
              },
              {
                target: '#topicComments.empty',
                actions: [
                  { type: 'storeEmpty', params: ({ event }) => event.output },
                  assign({ action: null }),
                ],
              },
            ],
            onError: {
              target: 'noticed',
              actions: onStepFailure('reload'),
            },
          },
        },
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
