// The conversation settings the configure screen edits (docs/behaviour.md#configure), and the pure
// rules of saving them (docs/behaviour.md#settingssave).
import { COMMENT_MAX_LENGTH_MAX, COMMENT_MAX_LENGTH_MIN } from '../../../contract/limits';
import type { Conversation, ConversationSettings } from '../../../contract/types';
import { isCssColourOrDefault } from './cssColour';

/** Text fields: edited locally as the user types, saved on blur. */
export const TEXT_SETTINGS = [
  'topic',
  'description',
  'help_bgcolor',
  'help_color',
  // The page the conversation is embedded on ('Del samtale' edits it beside the embed code).
  'parent_url',
  // The longest statement the conversation takes: typed as text, saved as a whole number.
  'comment_max_length',
] as const;
export type TextSetting = (typeof TEXT_SETTINGS)[number];

/**
 * On/off settings: saved as soon as they are toggled. vis_type and write_type are 0/1. is_draft is
 * turned off by 'Åbn samtalen' (views/configure/DraftNotice.tsx), not by a checkbox.
 */
export const TOGGLE_SETTINGS = [
  'is_draft',
  'is_active',
  'importance_enabled',
  'vis_type',
  'write_type',
  'strict_moderation',
] as const;
export type ToggleSetting = (typeof TOGGLE_SETTINGS)[number];

export type SettingField = TextSetting | ToggleSetting;

/**
 * What the form shows: one value per edited setting. No embedding page (null on the server) is an
 * empty field; saving an empty field clears it again.
 */
export type SettingsValues = Omit<
  Pick<Conversation, SettingField>,
  'parent_url' | 'comment_max_length'
> & {
  parent_url: string;
  /** As typed ('140'); the server gets and gives a number (settingChange). */
  comment_max_length: string;
};

/** One edit the user made, waiting to be saved (or being saved). */
export type SettingEdit =
  | { field: TextSetting; value: string }
  | { field: 'vis_type' | 'write_type'; value: 0 | 1 }
  | {
      field: 'is_draft' | 'is_active' | 'importance_enabled' | 'strict_moderation';
      value: boolean;
    };

const COLOUR_SETTINGS: readonly TextSetting[] = ['help_bgcolor', 'help_color'];

/**
 * Why a field's value is not saved: not a CSS colour or not a statement limit within 10–500
 * (checked as typed), or the server's reason.
 */
export type FieldError =
  { kind: 'colour' } | { kind: 'statementLimit' } | { kind: 'server'; reason: string };
export type FieldErrors = Partial<Record<SettingField, FieldError>>;

/** The conversation version each field's confirmed value was read at (none from upstream Polis). */
export type BasedOn = Partial<Record<SettingField, number>>;

export const SETTING_FIELDS: readonly SettingField[] = [...TEXT_SETTINGS, ...TOGGLE_SETTINGS];

export function isSettingField(value: string | undefined): value is SettingField {
  return SETTING_FIELDS.includes(value as SettingField);
}

export function settingsValuesOf(conversation: Conversation): SettingsValues {
  return {
    topic: conversation.topic,
    description: conversation.description,
    help_bgcolor: conversation.help_bgcolor,
    help_color: conversation.help_color,
    is_draft: conversation.is_draft,
    is_active: conversation.is_active,
    importance_enabled: conversation.importance_enabled,
    vis_type: conversation.vis_type,
    write_type: conversation.write_type,
    strict_moderation: conversation.strict_moderation,
    parent_url: conversation.parent_url ?? '',
    comment_max_length: String(conversation.comment_max_length),
  };
}

/**
 * A blank help colour becomes the value 'default'; an address loses the spaces around it (as the
 * server stores it). Other text is kept as typed.
 */
export function normalizeText(field: TextSetting, value: string): string {
  if (COLOUR_SETTINGS.includes(field)) {
    const colour = value.trim();
    return colour === '' ? 'default' : colour;
  }
  return field === 'parent_url' || field === 'comment_max_length' ? value.trim() : value;
}

/** A typed statement limit that may be sent: a whole number within 10–500. */
function isStatementLimit(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\d{1,3}$/u.test(trimmed)) return false;
  const limit = Number(trimmed);
  return limit >= COMMENT_MAX_LENGTH_MIN && limit <= COMMENT_MAX_LENGTH_MAX;
}

/** What PUT /conversations gets for one edit: the statement limit as a number, the rest as is. */
export function settingChange(edit: SettingEdit): Partial<ConversationSettings> {
  return edit.field === 'comment_max_length'
    ? { comment_max_length: Number(edit.value) }
    : ({ [edit.field]: edit.value } as Partial<ConversationSettings>);
}

/** The value a toggle takes when flipped. */
export function toggledEdit(field: ToggleSetting, values: SettingsValues): SettingEdit {
  if (field === 'vis_type' || field === 'write_type') {
    return { field, value: values[field] === 1 ? 0 : 1 };
  }
  return { field, value: !values[field] };
}

/**
 * What the server will hold once everything queued is saved: the last queued value of the field,
 * else the value last confirmed saved.
 */
export function intendedValue(
  field: SettingField,
  confirmed: SettingsValues,
  queue: readonly SettingEdit[],
): SettingsValues[SettingField] {
  for (let i = queue.length - 1; i >= 0; i--) {
    if (queue[i].field === field) return queue[i].value;
  }
  return confirmed[field];
}

/** Whether committing a text field would change what the server ends up with. */
export function isTextChange(
  field: TextSetting,
  draftValue: string,
  confirmed: SettingsValues,
  queue: readonly SettingEdit[],
): boolean {
  return normalizeText(field, draftValue) !== intendedValue(field, confirmed, queue);
}

/** The values with one edit applied. */
export function applyEdit(values: SettingsValues, edit: SettingEdit): SettingsValues {
  return { ...values, [edit.field]: edit.value };
}

/** The error a typed value has before anything is sent: colours and the statement limit. */
export function typedValueError(field: TextSetting, value: string): FieldError | undefined {
  if (field === 'comment_max_length') {
    return isStatementLimit(value) ? undefined : { kind: 'statementLimit' };
  }
  return COLOUR_SETTINGS.includes(field) && !isCssColourOrDefault(value)
    ? { kind: 'colour' }
    : undefined;
}

/**
 * Whether the form holds something for the field that the server has not confirmed: an edit queued
 * or in flight, or a value typed (or refused) and not saved.
 */
export function isPending(
  field: SettingField,
  draft: SettingsValues,
  confirmed: SettingsValues,
  queue: readonly SettingEdit[],
): boolean {
  if (queue.some((edit) => edit.field === field)) return true;
  const shown = (TEXT_SETTINGS as readonly string[]).includes(field)
    ? normalizeText(field as TextSetting, draft[field as TextSetting])
    : draft[field];
  return shown !== confirmed[field];
}

export interface ServerMerge {
  confirmed: SettingsValues;
  draft: SettingsValues;
  basedOn: BasedOn;
}

/**
 * A newer answer of the server (a save's, a refresh's, a conflict's) taken into the form: a field
 * whose value changed on the server since `saved` (the last answer) shows the new value, unless
 * the form holds something pending for it; every field with nothing pending is then based on the
 * new version. A pending field keeps the user's value and the version it was based on, so saving
 * it still detects a change made meanwhile (docs/behaviour.md#settingssave).
 */
export function mergeServer(
  current: ServerMerge & { queue: readonly SettingEdit[]; saved: Conversation },
  server: Conversation,
): ServerMerge {
  const before = settingsValuesOf(current.saved);
  const values = settingsValuesOf(server);
  const confirmed = { ...current.confirmed };
  const draft = { ...current.draft };
  const basedOn = { ...current.basedOn };
  for (const field of SETTING_FIELDS) {
    if (isPending(field, current.draft, current.confirmed, current.queue)) continue;
    basedOn[field] = server.version;
    if (values[field] === before[field]) continue;
    (confirmed as Record<string, unknown>)[field] = values[field];
    (draft as Record<string, unknown>)[field] = values[field];
  }
  return { confirmed, draft, basedOn };
}

/** The version of every field, as the conversation was read (undefined from upstream Polis). */
export function basedOnAll(server: Conversation): BasedOn {
  return Object.fromEntries(SETTING_FIELDS.map((field) => [field, server.version]));
}
