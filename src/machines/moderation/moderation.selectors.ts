// The moderation chart's narrow selectors: each tab's rows read only their own list.
import type { SnapshotFrom } from 'xstate';
import type { ModerationQuery } from '../../../contract/moderationList';
import type { ApiErrorInfo } from '../../api/common/apiError';
import type { ModerationComment } from '../../../contract/moderationList';
import type { Announcement, ModerationFailure } from './moderation.types';
import type { moderationMachine } from './moderation.machine';
import type { Confirmation } from './moderation.types';
import type { Cursors, ListKey, ModerationOp } from './moderationLists';
import { shownCounts } from './moderationQueue';

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
export const selectList = (s: ModerationSnapshot, list: ListKey): ModerationComment[] =>
  s.context.lists[list];
/** A tab's count under the search and filters; null while it loads (shown as loading, not 0). */
export const selectCount = (s: ModerationSnapshot, list: ListKey): number | null =>
  s.matches({ lists: 'loading' })
    ? null
    : (shownCounts(s.context.counts, s.context.queue)?.[list] ?? null);
/** More rows than the list holds match: 'Vis flere' is offered. */
export const selectHasMore = (s: ModerationSnapshot, list: ListKey): boolean =>
  s.context.counts !== null && s.context.server[list].length < s.context.counts[list];
export const selectQueue = (s: ModerationSnapshot): readonly ModerationOp[] => s.context.queue;
export const selectFailure = (s: ModerationSnapshot): ModerationFailure | null => s.context.failure;
export const selectCursors = (s: ModerationSnapshot): Cursors => s.context.cursor;
export const selectAnnouncement = (s: ModerationSnapshot): Announcement | null =>
  s.context.announcement;
/** Each statement's votes in all and per group (null until the first fetch). */
export const selectStatementVotes = (s: ModerationSnapshot) => s.context.votes;
export const selectSelected = (s: ModerationSnapshot): number[] => s.context.selected;
export const selectQuery = (s: ModerationSnapshot): ModerationQuery => s.context.query;
export const selectConfirmation = (s: ModerationSnapshot): Confirmation | null =>
  s.context.confirmation;
/** 'Fortryd' is offered: the last saved change was logged and nothing is being saved. */
export const selectCanUndo = (s: ModerationSnapshot): boolean =>
  s.matches({ moderation: 'idle' }) && s.context.confirmation?.actionId != null;
export const selectIsUndoing = (s: ModerationSnapshot): boolean =>
  s.matches({ moderation: 'undoing' });
export const selectUndoError = (s: ModerationSnapshot): ApiErrorInfo | null => s.context.undoError;
