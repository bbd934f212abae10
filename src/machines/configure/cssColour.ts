// Whether a help colour typed on the configure screen is a CSS colour (docs/behaviour.md#configure):
// checked as the admin types, so a value such as "rødlig" is marked at once and never sent. The
// keywords come from the color-name package (CSS Color 4's named colours); the functional forms
// are checked for shape, not for every range. The server's own rule (a narrower set of
// characters, server/conversations/rules/validateConversationUpdate.ts) still decides; its reason is shown
// beside the field when it refuses a value this accepts.
import namedColours from 'color-name';
import { COLOUR_MAX } from '../../../contract/limits';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[-+0-9a-z.%\s,/]+\)$/i;
const KEYWORDS = new Set(['transparent', 'currentcolor']);

/** A CSS colour, or empty / 'default' (the standard colour). */
export function isCssColourOrDefault(value: string): boolean {
  const colour = value.trim().toLowerCase();
  if (colour === '' || colour === 'default') return true;
  if (colour.length > COLOUR_MAX) return false;
  return (
    HEX.test(colour) ||
    FUNCTIONAL.test(colour) ||
    KEYWORDS.has(colour) ||
    Object.hasOwn(namedColours, colour)
  );
}
