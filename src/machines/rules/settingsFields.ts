// The conversation settings the configure screen edits (docs/behaviour.md#configure), and the pure
// rules of saving them (docs/behaviour.md#settingssave).
import type { Conversation, ConversationSettings } from '../../contract/types';

/** Text fields: edited locally as the user types, saved on blur. */
export const TEXT_SETTINGS = ['topic', 'description', 'help_bgcolor', 'help_color'] as const;
export type TextSetting = (typeof TEXT_SETTINGS)[number];

/** On/off settings: saved as soon as they are toggled. vis_type and write_type are 0/1. */
export const TOGGLE_SETTINGS = [
  'is_active',
  'importance_enabled',
  'vis_type',
  'write_type',
  'strict_moderation',
] as const;
export type ToggleSetting = (typeof TOGGLE_SETTINGS)[number];

export type SettingField = TextSetting | ToggleSetting;

/** What the form shows: one value per edited setting. */
export type SettingsValues = Pick<Conversation, SettingField>;

/** One edit the user made, waiting to be saved (or being saved). */
export type SettingEdit =
  | { field: TextSetting; value: string }
  | { field: 'vis_type' | 'write_type'; value: 0 | 1 }
  | { field: 'is_active' | 'importance_enabled' | 'strict_moderation'; value: boolean };

const COLOUR_SETTINGS: readonly TextSetting[] = ['help_bgcolor', 'help_color'];

/** Every field PUT /conversations may change (docs/api.md#put-conversations). */
const SETTINGS_KEYS = [
  'topic',
  'description',
  'is_active',
  'is_draft',
  'importance_enabled',
  'vis_type',
  'write_type',
  'strict_moderation',
  'help_bgcolor',
  'help_color',
  'bgcolor',
  'parent_url',
  'help_type',
  'is_anon',
] as const satisfies readonly (keyof ConversationSettings)[];

export function settingsValuesOf(conversation: Conversation): SettingsValues {
  return {
    topic: conversation.topic,
    description: conversation.description,
    help_bgcolor: conversation.help_bgcolor,
    help_color: conversation.help_color,
    is_active: conversation.is_active,
    importance_enabled: conversation.importance_enabled,
    vis_type: conversation.vis_type,
    write_type: conversation.write_type,
    strict_moderation: conversation.strict_moderation,
  };
}

/** A blank help colour becomes the value 'default'. Other text is kept as typed. */
export function normalizeText(field: TextSetting, value: string): string {
  if (COLOUR_SETTINGS.includes(field)) {
    const colour = value.trim();
    return colour === '' ? 'default' : colour;
  }
  return value;
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

/** The PUT body is the full metadata (as last saved) plus the changed field. */
export function settingsPayload(
  saved: Conversation,
  edit: SettingEdit,
): Partial<ConversationSettings> & { conversation_id: string } {
  const body: Partial<ConversationSettings> & { conversation_id: string } = {
    conversation_id: saved.conversation_id,
  };
  for (const key of SETTINGS_KEYS) {
    (body as Record<string, unknown>)[key] = saved[key];
  }
  (body as Record<string, unknown>)[edit.field] = edit.value;
  return body;
}
