// What one topic's comment screen and its rows read from the topicComments chart
// (topicComments.machine.ts).
import type { SnapshotFrom } from 'xstate';
import type { TopicFailure } from '../../api/topics/topics';
import { loadViewOf, type LoadView } from './loadView';
import type { TopicAction, TopicComment } from '../../../contract/types';
import type { ModerationNotice } from './topics';
import { selectedIds, type topicCommentsMachine } from './topicComments.machine';

type TopicCommentsSnapshot = SnapshotFrom<typeof topicCommentsMachine>;

export type TopicCommentsView = LoadView;

export const selectCommentsView = (s: TopicCommentsSnapshot): TopicCommentsView => loadViewOf(s);
/** What the heading names: the topic's name, or its key where the server sent no name. */
export const selectTopicTitle = (s: TopicCommentsSnapshot): string =>
  s.context.topicName ?? s.context.topicKey;
export const selectComments = (s: TopicCommentsSnapshot): TopicComment[] => s.context.comments;
export const selectCommentsError = (s: TopicCommentsSnapshot): TopicFailure | null =>
  s.matches('failed') ? s.context.loadError : null;
/** Narrow on purpose: a row re-renders only when its own answer changes. */
export const selectIsSelected = (s: TopicCommentsSnapshot, commentId: number): boolean =>
  s.context.selected[commentId] === true;
export const selectSelectedCount = (s: TopicCommentsSnapshot): number =>
  selectedIds(s.context.comments, s.context.selected).length;
export const selectAllSelected = (s: TopicCommentsSnapshot): boolean =>
  s.context.comments.length > 0 && selectSelectedCount(s) === s.context.comments.length;
/** The bulk action under way (sending it, or reloading after it). */
export const selectApplying = (s: TopicCommentsSnapshot): TopicAction | null =>
  s.matches({ ready: 'applying' }) || s.matches({ ready: 'reloading' }) ? s.context.action : null;
/** The server can moderate topics: the bulk actions are offered. */
export const selectCanModerateComments = (s: TopicCommentsSnapshot): boolean =>
  s.context.moderationAvailable;
export const selectSelectionNotice = (s: TopicCommentsSnapshot): ModerationNotice | null =>
  s.matches({ ready: 'noticed' }) ? s.context.notice : null;
