// GET /comments/moderationLog (owner only, docs/api.md#get-commentsmoderationlog): a page of the
// moderation log for the console ('Moderationslog'), and the whole log as the CSV file
// 'Hent log (CSV)' saves. Ours: an upstream Polis server has no log (its 404 is a failure the
// screen shows).
import type {
  LoggedModeration,
  ModerationActionKind,
  ModerationLogPage,
  ModerationLogSummary,
} from '../../../contract/moderationLog';
import { apiGetData, apiGetFile } from '../common/client';
import {
  isRecord,
  listOf,
  toBoolean,
  toCount,
  toNullableText,
  toNumber,
  toText,
} from '../common/tolerance';

/** Actions on one page of the log. */
export const LOG_PAGE_SIZE = 20;

const KINDS: readonly ModerationActionKind[] = ['single', 'bulk', 'topic', 'undo'];

function moderation(value: unknown): LoggedModeration {
  const raw = isRecord(value) ? value : {};
  return {
    mod: toNumber(raw.mod, 0),
    active: toBoolean(raw.active),
    is_meta: toBoolean(raw.is_meta),
  };
}

const optionalId = (value: unknown): number | null =>
  value === null || value === undefined ? null : toNumber(value, 0);

function summary(raw: Record<string, unknown>): ModerationLogSummary {
  const by = isRecord(raw.by) ? raw.by : {};
  const transitions = Array.isArray(raw.transitions) ? raw.transitions.filter(isRecord) : [];
  return {
    action_id: toNumber(raw.action_id, 0),
    created: toNumber(raw.created, 0),
    kind: KINDS.includes(raw.kind as ModerationActionKind)
      ? (raw.kind as ModerationActionKind)
      : 'single',
    change: toText(raw.change),
    topic_key: toNullableText(raw.topic_key),
    by: {
      uid: toNumber(by.uid, 0),
      email: toNullableText(by.email),
      name: toNullableText(by.name),
    },
    undoes: optionalId(raw.undoes),
    undone_by: optionalId(raw.undone_by),
    count: toCount(raw.count),
    transitions: transitions.map((t) => ({
      from: moderation(t.from),
      to: moderation(t.to),
      count: toCount(t.count),
    })),
    statements: (Array.isArray(raw.statements) ? raw.statements.filter(isRecord) : []).map((s) => ({
      tid: toNumber(s.tid, 0),
      txt: toText(s.txt),
    })),
  };
}

/** The newest LOG_PAGE_SIZE actions, or those older than `before`; with `tid`, only its own. */
export async function fetchModerationLogPage(
  input: { conversationId: string; before: number | null; tid: number | null },
  signal: AbortSignal,
): Promise<ModerationLogPage> {
  const data = await apiGetData('comments/moderationLog', {
    signal,
    searchParams: {
      conversation_id: input.conversationId,
      limit: LOG_PAGE_SIZE,
      ...(input.before === null ? {} : { before: input.before }),
      ...(input.tid === null ? {} : { tid: input.tid }),
    },
  });
  const actions = listOf(data, 'actions', 'the moderation log').filter(isRecord).map(summary);
  const next = isRecord(data) ? data.next_before : null;
  return { actions, next_before: optionalId(next) };
}

/** Every logged change, one line per statement (Danish headings and states), as a file. */
export async function fetchModerationLogCsv(
  conversationId: string,
  signal: AbortSignal,
): Promise<{ blob: Blob; filename: string }> {
  const file = await apiGetFile('comments/moderationLog', {
    signal,
    searchParams: { conversation_id: conversationId, format: 'csv' },
  });
  return {
    blob: file.blob,
    filename: file.filename ?? `raadslag-${conversationId}-moderationslog.csv`,
  };
}
