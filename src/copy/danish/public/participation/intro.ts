// What the participation page's intro box shows: the description's lead, the scheduled close in
// words, the owner's help colours. The page (views/public/participation/ConversationIntro.tsx) and
// the server's first paint of the page (server/participation/firstPaint/) both show it, and must
// show the same, or the statement under it would move when the app takes over
// (docs/architecture.md#the-first-paint) — so the rules live here, where both may import them.
import { participation } from './participation';

/** The most of a description shown before 'Læs hele beskrivelsen' (three lines on a phone). */
export const LEAD_MAX_CHARS = 100;

/**
 * The description's first paragraph, and the rest (shown behind 'Læs hele beskrivelsen', so the
 * statement to vote on stays on a phone's first screen: docs/behaviour.md#participation).
 * Paragraphs are blank-line separated. A first paragraph longer than LEAD_MAX_CHARS is cut at a
 * word and ends in '…' (`clipped`); `rest` is then the whole text, shown in its place when opened.
 */
export function splitDescription(description: string): {
  lead: string;
  rest: string;
  clipped: boolean;
} {
  const text = description.trim();
  const match = /\n\s*\n/.exec(text);
  const first = match ? text.slice(0, match.index).trim() : text;
  if (first.length > LEAD_MAX_CHARS) {
    const cut = first.slice(0, LEAD_MAX_CHARS + 1);
    const space = cut.search(/\s\S*$/);
    const clipped = (space > LEAD_MAX_CHARS / 2 ? cut.slice(0, space) : cut.slice(0, -1)).trimEnd();
    return { lead: `${clipped.replace(/[.,;:!?–-]+$/, '')} …`, rest: text, clipped: true };
  }
  if (!match) return { lead: text, rest: '', clipped: false };
  return { lead: first, rest: text.slice(match.index).trim(), clipped: false };
}

const CLOSING = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * 'Samtalen lukker 15. januar kl. 12.00': the scheduled close in Copenhagen's date and time, the
 * year added when it is not this year's (`now`).
 */
export function closingTimeText(closesAt: number, now: number): string {
  const parts = (ms: number) =>
    Object.fromEntries(CLOSING.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const at = parts(closesAt);
  const year = at.year !== parts(now).year ? ` ${at.year}` : '';
  return participation.closesAt(`${at.day}. ${at.month}${year} kl. ${at.hour}.${at.minute}`);
}

/** help_bgcolor / help_color on the intro box, unless they are 'default' (or blank). */
export function introColours(conversation: {
  help_bgcolor: string;
  help_color: string;
}): { backgroundColor?: string; color?: string } | undefined {
  const pick = (value: string) => {
    const trimmed = value.trim();
    return trimmed && trimmed.toLowerCase() !== 'default' ? trimmed : undefined;
  };
  const backgroundColor = pick(conversation.help_bgcolor);
  const color = pick(conversation.help_color);
  if (!backgroundColor && !color) return undefined;
  return { backgroundColor, color };
}
