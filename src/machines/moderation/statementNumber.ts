// A statement number as a person types it ('22', '#22', ' nr. 22 '), read as the statement's tid:
// people count from 1, so nr. 22 is tid 21 (docs/behaviour.md#statement-numbers). Pure.

export type ParsedNumber = { ok: true; tid: number | null } | { ok: false };

/** Blank: no number (tid null); a whole number from 1: its tid; anything else: not a number. */
export function parseStatementNumber(text: string): ParsedNumber {
  const trimmed = text.trim().replace(/^(nr\.?\s*|#)/iu, '');
  if (trimmed === '') return text.trim() === '' ? { ok: true, tid: null } : { ok: false };
  if (!/^[1-9]\d{0,8}$/u.test(trimmed)) return { ok: false };
  return { ok: true, tid: Number(trimmed) - 1 };
}
