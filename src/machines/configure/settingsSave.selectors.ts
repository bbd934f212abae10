// What the configure screen reads from the settingsSave chart (src/machines/configure/settingsSave.machine.ts).
import type { SnapshotFrom } from 'xstate';
import type { ApiErrorInfo } from '../../api/common/apiError';
import {
  isTextChange,
  TEXT_SETTINGS,
  type FieldErrors,
  type SettingsValues,
} from './settingsFields';
import type { SettingsConflict, settingsSaveMachine } from './settingsSave.machine';

type SettingsSaveSnapshot = SnapshotFrom<typeof settingsSaveMachine>;

/** 'saved' while a field holds a refused or invalid value reads 'savedExceptMarked'. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'savedExceptMarked' | 'failed' | 'conflict';

export const selectSaveStatus = (s: SettingsSaveSnapshot): SaveStatus => {
  if (s.matches('saving')) return 'saving';
  if (s.matches('failed')) return 'failed';
  if (s.matches('conflict')) return 'conflict';
  if (s.matches('saved')) {
    return Object.keys(s.context.fieldErrors).length > 0 ? 'savedExceptMarked' : 'saved';
  }
  return 'idle';
};
export const selectDraft = (s: SettingsSaveSnapshot): SettingsValues => s.context.draft;
export const selectFieldErrors = (s: SettingsSaveSnapshot): FieldErrors => s.context.fieldErrors;
export const selectConflict = (s: SettingsSaveSnapshot): SettingsConflict | null =>
  s.matches('conflict') ? s.context.conflict : null;
export const selectSaveError = (s: SettingsSaveSnapshot): ApiErrorInfo | null =>
  s.matches('failed') ? s.context.error : null;
/** Edits not yet confirmed by the server (the one in flight included). */
export const selectUnsavedCount = (s: SettingsSaveSnapshot): number => s.context.queue.length;
/**
 * Whether leaving now would lose something: an edit queued, in flight or failed, or text typed into
 * a field and not yet committed (the field still has focus, or its value was refused).
 */
export const selectHasUnsavedEdits = (s: SettingsSaveSnapshot): boolean =>
  s.context.queue.length > 0 ||
  TEXT_SETTINGS.some((field) =>
    isTextChange(field, s.context.draft[field], s.context.confirmed, s.context.queue),
  );

/** Whether the server keeps a statement limit (ours does; upstream Polis sends none). */
export const selectHasStatementLimit = (s: SettingsSaveSnapshot): boolean =>
  s.context.saved.asRead === undefined || s.context.saved.asRead.comment_max_length !== undefined;
