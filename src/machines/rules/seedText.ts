// The seed statement form's rules (docs/behaviour.md#seedsubmit): at most 500 characters, the
// counter orange above 480 and red at 500, and nothing blank is sent.
import { SEED_TEXT_MAX, SEED_TEXT_WARN_ABOVE } from '../../contract/limits';

export { SEED_TEXT_MAX, SEED_TEXT_WARN_ABOVE };

export type SeedCounterLevel = 'normal' | 'warning' | 'limit';

/** How the 'n/500 tegn' counter looks for a text of `length` characters. */
export function seedCounterLevel(length: number): SeedCounterLevel {
  if (length >= SEED_TEXT_MAX) return 'limit';
  if (length > SEED_TEXT_WARN_ABOVE) return 'warning';
  return 'normal';
}

/** Whether the text field may hold `text` at all (the chart refuses longer text). */
export function fitsSeedLimit(text: string): boolean {
  return text.length <= SEED_TEXT_MAX;
}

/** Whether `text` can be sent: something besides white space, and within the limit. */
export function canSendSeed(text: string): boolean {
  return text.trim() !== '' && fitsSeedLimit(text);
}
