// The steps of the settingsSave chart (src/machines/configure/settingsSave.machine.ts) as pure functions of
// its context: what confirming, refusing, or resolving a conflict over the head of the queue does.
// Behaviour: docs/behaviour.md#settingssave
import type { ApiErrorInfo } from '../../api/common/apiError';
import type { Conversation } from '../../../contract/types';
import {
  applyEdit,
  mergeServer,
  settingsValuesOf,
  type BasedOn,
  type FieldErrors,
  type SettingEdit,
  type SettingField,
  type SettingsValues,
} from './settingsFields';

/** A save refused because another window changed the field: both values, for the admin to pick. */
export interface SettingsConflict {
  field: SettingField;
  mine: SettingsValues[SettingField];
  theirs: SettingsValues[SettingField];
}

export interface SettingsSaveContext {
  /** The metadata as the server last answered it. */
  saved: Conversation;
  /** The values as the server last confirmed them (what "changed" is measured against). */
  confirmed: SettingsValues;
  /** Per field, the version its confirmed value was read at: what a save of it is based on. */
  basedOn: BasedOn;
  /** What the form shows, including edits not saved (or not committed) yet. */
  draft: SettingsValues;
  /** Committed edits, oldest first; while saving, the head is in flight. */
  queue: SettingEdit[];
  /** Why a field's value is not saved, shown beside the field. */
  fieldErrors: FieldErrors;
  conflict: SettingsConflict | null;
  error: ApiErrorInfo | null;
}

export function withoutField(errors: FieldErrors, field: SettingField): FieldErrors {
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** Is the newer of two answers `next`? Without versions (upstream), the later `modified`. */
export function isNewer(next: Conversation, last: Conversation): boolean {
  return next.version !== undefined && last.version !== undefined
    ? next.version > last.version
    : next.modified >= last.modified;
}

/** The head was saved: it is confirmed at the answer's version, and the answer merged. */
export function confirmHead(
  context: SettingsSaveContext,
  output: Conversation,
): Partial<SettingsSaveContext> {
  const head = context.queue[0];
  const queue = context.queue.slice(1);
  const merged = mergeServer(
    {
      confirmed: applyEdit(context.confirmed, head),
      draft: context.draft,
      basedOn: { ...context.basedOn, [head.field]: output.version },
      queue,
      saved: context.saved,
    },
    output,
  );
  return { ...merged, saved: output, queue, error: null };
}

/** The server refused the head's value: dropped from the queue, its reason beside the field. */
export function refuseHead(
  context: SettingsSaveContext,
  error: ApiErrorInfo,
): Partial<SettingsSaveContext> {
  const head = context.queue[0];
  return {
    queue: context.queue.slice(1),
    fieldErrors: {
      ...context.fieldErrors,
      [head.field]: { kind: 'server', reason: error.reason ?? error.message },
    },
    error: null,
  };
}

/** Another window changed the head's field: its value is kept for the admin to choose. */
export function conflictOver(
  context: SettingsSaveContext,
  current: Conversation,
): Partial<SettingsSaveContext> {
  const head = context.queue[0];
  return {
    ...mergeServer(context, current),
    saved: current,
    conflict: {
      field: head.field,
      mine: head.value,
      theirs: settingsValuesOf(current)[head.field],
    },
    error: null,
  };
}

/** Keep mine: the head goes out again, based on the version that holds the other value. */
export function keepMine(context: SettingsSaveContext): Partial<SettingsSaveContext> {
  if (!context.conflict) return {};
  const { field, theirs } = context.conflict;
  return {
    confirmed: { ...context.confirmed, [field]: theirs },
    basedOn: { ...context.basedOn, [field]: context.saved.version },
    conflict: null,
  };
}

/** Take theirs: every queued edit of the field is dropped and the form shows the other value. */
export function takeTheirs(context: SettingsSaveContext): Partial<SettingsSaveContext> {
  if (!context.conflict) return {};
  const { field, theirs } = context.conflict;
  return {
    queue: context.queue.filter((edit) => edit.field !== field),
    confirmed: { ...context.confirmed, [field]: theirs },
    draft: { ...context.draft, [field]: theirs },
    basedOn: { ...context.basedOn, [field]: context.saved.version },
    fieldErrors: withoutField(context.fieldErrors, field),
    conflict: null,
  };
}
