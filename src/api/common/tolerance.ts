// The one module of upstream-tolerance rules (docs/api.md#tolerance): upstream Polis sends
// timestamps and counts as numeric strings, booleans as 't'/1 or not at all, lists either bare or
// wrapped in an object, and answers some failures with a 200. The parsers of src/api read every
// answer through these, so everything after src/api sees the clean shapes of contract/types.ts.
import {
  COMMENT_MAX_LENGTH_DEFAULT,
  COMMENT_MAX_LENGTH_MAX,
  COMMENT_MAX_LENGTH_MIN,
} from '../../../contract/limits';
import type { ModValue } from '../../../contract/types';
import { ApiError } from './apiError';

export type Raw = Record<string, unknown>;

export const isRecord = (value: unknown): value is Raw =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The object, or an empty one: for answers where every field has a fallback. */
export const recordOrEmpty = (value: unknown): Raw => (isRecord(value) ? value : {});

/** The array, or an empty one: for the math's lists, where a missing one means none. */
export const arrayOrEmpty = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The object, or an error naming what was expected. */
export function asRecord(value: unknown, what: string): Raw {
  if (isRecord(value)) return value;
  throw unexpected(what, value);
}

/** The error for an answer of the wrong shape: a 200 whose body the client cannot use. */
export function unexpected(what: string, value: unknown, message?: string): ApiError {
  let body: string;
  try {
    body = JSON.stringify(value ?? null) ?? '';
  } catch {
    body = String(value);
  }
  return new ApiError({
    status: 200,
    statusText: 'OK',
    body,
    message: message || `Unexpected ${what} in the server's answer`,
  });
}

/**
 * A list sent bare or, as newer upstream does, wrapped: `{ [field]: [..], pagination }`. With
 * `missingIsEmpty`, an object without the field is an empty list (upstream's `{ topics: [] }`
 * shortcut); anything else is an error.
 */
export function listOf(
  value: unknown,
  field: string,
  what: string,
  { missingIsEmpty = false } = {},
): unknown[] {
  if (Array.isArray(value)) return value;
  if (isRecord(value)) {
    const list = value[field];
    if (Array.isArray(list)) return list;
    if (missingIsEmpty && (list === undefined || list === null)) return [];
  }
  throw unexpected(what, value);
}

/** Numbers and numeric strings become numbers; anything else the fallback. */
export function toNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

/** Epoch milliseconds from a number or a numeric string (upstream sends both); 0 if unreadable. */
export function toTimestamp(value: unknown): number {
  return toNumber(value, 0);
}

/** Epoch ms from a number, a numeric string or an ISO date; null when missing or unreadable. */
export function toOptionalTime(value: unknown): number | null {
  const numeric = toNumber(value, Number.NaN);
  if (Number.isFinite(numeric)) return numeric > 0 ? numeric : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Date.parse(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Timestamps of a series, numeric strings included; unreadable ones dropped, oldest first. */
export function toTimes(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => toNumber(item, Number.NaN))
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
}

/** A count: a whole number, never negative. */
export const toCount = (value: unknown): number => Math.max(0, Math.round(toNumber(value, 0)));

/** A missing boolean is false. PostgreSQL-ish 't'/'true'/1 count as true. */
export function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === 't' || value === '1';
}

export function toText(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return fallback;
}

/**
 * A statement's number and text, as every list of statements sends them: -1 for a number that
 * cannot be read (the list's parser drops it or leaves it last), '' for missing text.
 */
export function toStatementRef(raw: Raw): { tid: number; txt: string } {
  return { tid: toNumber(raw.tid, -1), txt: toText(raw.txt) };
}

/** Text, or null when missing or empty. */
export function toNullableText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Trimmed text, or null when missing or blank. */
export function toTrimmedText(value: unknown): string | null {
  const text = toText(value).trim();
  return text === '' ? null : text;
}

/** Flags upstream stores as 0/1 numbers (vis_type, write_type). */
export function toZeroOne(value: unknown): 0 | 1 {
  return toNumber(value, 0) === 1 ? 1 : 0;
}

/** Help colours: blank or null read back as 'default' (docs/api.md#put-conversations). */
export function toColour(value: unknown): string {
  const text = toText(value).trim();
  return text === '' ? 'default' : text;
}

/** A comment's moderation state: 1 accepted, -1 rejected, anything else 0 (unmoderated). */
export function toMod(value: unknown): ModValue {
  const mod = toNumber(value, 0);
  return mod === 1 ? 1 : mod === -1 ? -1 : 0;
}

/**
 * A conversation's statement limit (comment_max_length): a whole number of characters within
 * 10–500. Upstream Polis sends none, and anything else is read the same way: 140, the limit its
 * participants have always had (docs/upstream.md).
 */
export function toStatementLimit(value: unknown): number {
  const limit = toNumber(value, Number.NaN);
  return Number.isInteger(limit) &&
    limit >= COMMENT_MAX_LENGTH_MIN &&
    limit <= COMMENT_MAX_LENGTH_MAX
    ? limit
    : COMMENT_MAX_LENGTH_DEFAULT;
}

/** A vote count, or null when the server sends none (upstream Polis). */
export function optionalVotes(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}
