import { moderationMessages } from '../messages';
// The query of GET /comments/moderationLog (docs/api.md#get-commentsmoderationlog): `format`
// (json | csv), and for the console's paged summary `limit` (1–100) with `before` (an action id:
// only older actions) and `tid` (only actions that changed that statement).
type Query = Record<string, string | undefined>;

export const LOG_PAGE_MAX = 100;

export type ModerationLogQuery =
  | { format: 'csv' }
  | { format: 'json'; page: null }
  | { format: 'json'; page: { limit: number; before: number | null; tid: number | null } };

type Parsed =
  { ok: true; query: ModerationLogQuery } | { ok: false; field: string; message: string };

const WHOLE = /^[1-9]\d{0,15}$/u;

export function parseModerationLogQuery(query: Query): Parsed {
  const { format, limit, before, tid } = query;
  if (format !== undefined && format !== 'json' && format !== 'csv') {
    return { ok: false, field: 'format', message: moderationMessages.log.format };
  }
  if (format === 'csv') return { ok: true, query: { format: 'csv' } };
  if (limit === undefined) {
    if (before !== undefined) {
      return { ok: false, field: 'before', message: moderationMessages.log.beforeNeedsLimit };
    }
    if (tid !== undefined)
      return { ok: false, field: 'tid', message: moderationMessages.log.tidNeedsLimit };
    return { ok: true, query: { format: 'json', page: null } };
  }
  if (!WHOLE.test(limit) || Number(limit) > LOG_PAGE_MAX) {
    return {
      ok: false,
      field: 'limit',
      message: moderationMessages.log.limit(LOG_PAGE_MAX),
    };
  }
  if (before !== undefined && (!WHOLE.test(before) || !Number.isSafeInteger(Number(before)))) {
    return { ok: false, field: 'before', message: moderationMessages.log.before };
  }
  if (tid !== undefined && !/^(0|[1-9]\d{0,8})$/u.test(tid)) {
    return { ok: false, field: 'tid', message: moderationMessages.log.tid };
  }
  return {
    ok: true,
    query: {
      format: 'json',
      page: {
        limit: Number(limit),
        before: before === undefined ? null : Number(before),
        tid: tid === undefined ? null : Number(tid),
      },
    },
  };
}
