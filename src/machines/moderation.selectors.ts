// The moderation chart's narrow selectors: each tab's rows read only their own list.
import type { SnapshotFrom } from 'xstate';
import type { ApiErrorInfo } from '../api/apiError';
import type { Comment } from '../contract/types';
import type { Announcement, ModerationFailure } from './actors/moderationFetch';
import type { moderationMachine } from './moderation.machine';
import { pageOf, type Cursors, type ListKey, type ModerationOp } from './rules/moderationLists';

type ModerationSnapshot = SnapshotFrom<typeof moderationMachine>;

export const selectIsLoadingLists = (s: ModerationSnapshot): boolean =>
  s.matches({ lists: 'loading' });
export const selectLoadError = (s: ModerationSnapshot): ApiErrorInfo | null =>
  s.matches({ lists: 'failed' }) ? s.context.loadError : null;
export const selectRefreshError = (s: ModerationSnapshot): ApiErrorInfo | null =>
  s.matches({ lists: 'ready' }) ? s.context.refreshError : null;
export const selectIsRefreshing = (s: ModerationSnapshot): boolean =>
  s.matches({ lists: { ready: 'fetching' } });
/** One list: the same array until that list changes (the tab's rows read only this). */
export const selectList = (s: ModerationSnapshot, list: ListKey): Comment[] =>
  s.context.lists[list];
/** How many comments a tab's list holds (the count on the tab). */
export const selectCount = (s: ModerationSnapshot, list: ListKey): number =>
  s.context.lists[list].length;
export const selectIsSaving = (s: ModerationSnapshot): boolean =>
  s.matches({ moderation: 'saving' });
export const selectQueue = (s: ModerationSnapshot): readonly ModerationOp[] => s.context.queue;
export const selectFailure = (s: ModerationSnapshot): ModerationFailure | null => s.context.failure;
export const selectCursors = (s: ModerationSnapshot): Cursors => s.context.cursor;
export const selectAnnouncement = (s: ModerationSnapshot): Announcement | null =>
  s.context.announcement;
/** Each statement's votes in all and per group (null until the first fetch). */
export const selectStatementVotes = (s: ModerationSnapshot) => s.context.votes;
export const selectPage = (s: ModerationSnapshot, list: ListKey): number =>
  pageOf(s.context.lists, list, s.context.cursor[list]);
