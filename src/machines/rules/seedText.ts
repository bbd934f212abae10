// The seed statement form's rules (docs/behaviour.md#seedsubmit): at most the conversation's
// statement limit (comment_max_length; 500 is the highest it can be set to, where the counter is
// orange above 480 and red at 500 as the specification says), and nothing blank is sent.
import { SEED_TEXT_MAX, SEED_TEXT_WARN_ABOVE } from '../../contract/limits';

export { SEED_TEXT_MAX };

/** The counter turns orange this many characters before the limit (480 of 500). */
const WARN_WITHIN = SEED_TEXT_MAX - SEED_TEXT_WARN_ABOVE;

type SeedCounterLevel = 'normal' | 'warning' | 'limit';

/** How the 'n/max tegn' counter looks for a text of `length` characters. */
export function seedCounterLevel(length: number, max = SEED_TEXT_MAX): SeedCounterLevel {
  if (length >= max) return 'limit';
  if (length > max - WARN_WITHIN) return 'warning';
  return 'normal';
}

/** Whether the text field may hold `text` at all (the chart refuses longer text). */
export function fitsSeedLimit(text: string, max = SEED_TEXT_MAX): boolean {
  return text.length <= max;
}

/** Whether `text` can be sent: something besides white space, and within the limit. */
export function canSendSeed(text: string, max = SEED_TEXT_MAX): boolean {
  return text.trim() !== '' && fitsSeedLimit(text, max);
}
