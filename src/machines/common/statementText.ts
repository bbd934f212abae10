// A statement's text, whoever writes it — the owner's seed statements (docs/behaviour.md#seedsubmit)
// or a participant's own (docs/behaviour.md#statementsubmit): at most the conversation's statement
// limit (comment_max_length), never blank, and a 'n/max tegn' counter that turns amber near the
// limit and red at it. Both apps use these rules, so they live here once; what counts as blank is
// the server's rule too (contract/visibleText.ts).
import { SEED_TEXT_MAX, SEED_TEXT_WARN_ABOVE } from '../../../contract/limits';
import { hasVisibleCharacter } from '../../../contract/visibleText';

export type CounterLevel = 'normal' | 'warning' | 'limit';

/** The seed form's counter turns amber 20 characters before the limit (above 480 of 500). */
export const SEED_WARN_WITHIN = SEED_TEXT_MAX - SEED_TEXT_WARN_ABOVE;
/** The participant's shorter form turns amber 10 characters before it. */
export const PARTICIPANT_WARN_WITHIN = 10;

/** How the counter looks for a text of `length` characters. */
export function counterLevel(length: number, max: number, warnWithin: number): CounterLevel {
  if (length >= max) return 'limit';
  if (length > max - warnWithin) return 'warning';
  return 'normal';
}

/** Whether the text field may hold `text` at all (the charts refuse longer text; so does maxLength). */
export function fitsStatementLimit(text: string, max: number): boolean {
  return text.length <= max;
}

/**
 * Whether `text` can be sent: a character a reader can see (the server's rule, one in
 * contract/visibleText.ts: zero-width spaces alone are blank), and within the limit.
 */
export function canSendStatement(text: string, max: number): boolean {
  return hasVisibleCharacter(text) && fitsStatementLimit(text, max);
}
