// What PUT /conversations (and POST) may change, and how each value is checked. The client sends
// the whole metadata object (is_owner, participant_count, …): fields not listed here are ignored.
import {
  COLOUR_MAX,
  COMMENT_MAX_LENGTH_MAX,
  COMMENT_MAX_LENGTH_MIN,
  DESCRIPTION_MAX,
  PARENT_URL_MAX,
  TOPIC_MAX,
} from '../../../contract/limits';
import { conversationMessages } from '../messages';

export interface ConversationChanges {
  topic?: string;
  description?: string;
  is_active?: boolean;
  is_draft?: boolean;
  is_anon?: boolean;
  importance_enabled?: boolean;
  strict_moderation?: boolean;
  vis_type?: 0 | 1;
  write_type?: 0 | 1;
  help_type?: 0 | 1;
  help_bgcolor?: string | null;
  help_color?: string | null;
  bgcolor?: string | null;
  parent_url?: string | null;
  /** When the conversation closes by itself (ms), or null: not scheduled (migration 057). */
  closes_at?: number | null;
  /** The longest statement it takes, in characters (migration 059). */
  comment_max_length?: number;
}

type ConversationUpdateResult =
  | { ok: true; changes: ConversationChanges }
  | { ok: false; error: string; field: string; message: string };

/**
 * Returns the stored value, or undefined when the value is not acceptable (the field's message
 * says why), or a message of its own when the value is well-formed but refused for a reason.
 */
type Check = (value: unknown) => { value: unknown } | { refused: string } | undefined;

const text =
  (max: number): Check =>
  (value) => {
    // null clears the text (columns are NOT NULL DEFAULT '').
    if (value === null) return { value: '' };
    return typeof value === 'string' && value.length <= max ? { value } : undefined;
  };

const bool: Check = (value) => (typeof value === 'boolean' ? { value } : undefined);

const zeroOrOne: Check = (value) => (value === 0 || value === 1 ? { value } : undefined);

// Colours end up in the participation page's styles: allow what CSS colour values need (#hex,
// names, rgb()/hsl() with commas, dots, percent) and nothing that could close a declaration.
const COLOUR_CHARS = /^[#a-zA-Z0-9(),.%\s-]*$/;
const colour: Check = (value) => {
  if (value === null) return { value: null };
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'default') return { value: null };
  return trimmed.length <= COLOUR_MAX && COLOUR_CHARS.test(trimmed)
    ? { value: trimmed }
    : undefined;
};

const optionalUrl: Check = (value) => {
  if (value === null) return { value: null };
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return { value: null };
  if (trimmed.length > PARENT_URL_MAX) return undefined;
  // Only web addresses: the page embedding the conversation is shown as a link, and a
  // javascript: or data: "address" there would run in whoever clicks it.
  if (!URL.canParse(trimmed) || !/^https?:$/u.test(new URL(trimmed).protocol)) return undefined;
  return { value: trimmed };
};

// A scheduled close: a whole number of ms within the next ten years, or null to cancel it. A time
// already passed is refused (the owner meant a future time, or wants 'Åben for deltagelse' off
// now); a minute's grace covers a clock a little behind the server's.
const TEN_YEARS_MS = 10 * 366 * 24 * 3600 * 1000;
const CLOCK_GRACE_MS = 60_000;
const closeTime: Check = (value) => {
  if (value === null) return { value: null };
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) return undefined;
  if (value < Date.now() - CLOCK_GRACE_MS) {
    return {
      refused: conversationMessages.closeTimePassed,
    };
  }
  return value <= Date.now() + TEN_YEARS_MS ? { value } : undefined;
};

// A whole number of characters in the allowed range (a string such as "200" is no number here).
const statementLimit: Check = (value) =>
  Number.isSafeInteger(value) &&
  (value as number) >= COMMENT_MAX_LENGTH_MIN &&
  (value as number) <= COMMENT_MAX_LENGTH_MAX
    ? { value }
    : undefined;

const FIELDS: Record<keyof ConversationChanges, Check> = {
  topic: text(TOPIC_MAX),
  description: text(DESCRIPTION_MAX),
  is_active: bool,
  is_draft: bool,
  is_anon: bool,
  importance_enabled: bool,
  strict_moderation: bool,
  vis_type: zeroOrOne,
  write_type: zeroOrOne,
  help_type: zeroOrOne,
  help_bgcolor: colour,
  help_color: colour,
  bgcolor: colour,
  parent_url: optionalUrl,
  closes_at: closeTime,
  comment_max_length: statementLimit,
};

// What the admin sees when a save is refused (docs/behaviour.md#settingssave shows the response
// text).
const MESSAGES: Record<keyof ConversationChanges, string> = conversationMessages.settingRefused;

export const CONVERSATION_SETTING_FIELDS = Object.keys(FIELDS) as (keyof ConversationChanges)[];

export function validateConversationUpdate(body: unknown): ConversationUpdateResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      ok: false,
      error: 'polis_err_param_parse_failed_body',
      field: 'body',
      message: conversationMessages.bodyNotObject,
    };
  }
  const input = body as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const field of CONVERSATION_SETTING_FIELDS) {
    if (!Object.hasOwn(input, field) || input[field] === undefined) continue;
    const checked = FIELDS[field](input[field]);
    if (checked === undefined || 'refused' in checked) {
      return {
        ok: false,
        error: `polis_err_param_parse_failed_${field}`,
        field,
        message: checked === undefined ? MESSAGES[field] : checked.refused,
      };
    }
    changes[field] = checked.value;
  }
  return { ok: true, changes: changes as ConversationChanges };
}
