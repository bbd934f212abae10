// What the participant page says about a refusal, and how the intro box takes the conversation's
// help colours. Pure, so both are tested without a screen.
import type { CSSProperties } from 'react';
import type { ParticipationConversation } from '../../../../contract/types';
import * as da from '../../../copy/da';
import type { ResponseProblem } from '../../../machines/common/responseText';

/** The server's own (Danish) message when it sent one, else our sentence, else the status line. */
function serverOr(problem: ResponseProblem, fallback: string | null): string {
  const own = problem.text && problem.text !== problem.code ? problem.text : '';
  if (own) return own;
  if (fallback) return fallback;
  return da.errors.statusLine(problem.status, problem.statusText);
}

export function voteErrorText(problem: ResponseProblem): string {
  if (problem.status === 0) return da.participation.voteFailed(da.errors.network);
  if (problem.status === 401) return da.participation.sessionLost;
  if (problem.status === 429) return serverOr(problem, da.participation.rateLimited);
  return da.participation.voteFailed(serverOr(problem, null));
}

/** While a vote that met an outage waits to be sent again. */
export function voteRetryText(problem: ResponseProblem): string {
  const detail =
    problem.status === 0 ? da.errors.network : serverOr(problem, null).replace(/[.\s]+$/, '');
  return da.participation.voteRetrying(detail);
}

export function statementErrorText(problem: ResponseProblem): string {
  if (problem.status === 0) return da.participation.form.failed(da.errors.network);
  if (problem.status === 429) return serverOr(problem, da.participation.form.rateLimited);
  if (problem.status === 409) return serverOr(problem, da.participation.form.duplicate);
  if (problem.status === 403) return serverOr(problem, da.participation.form.closed);
  return da.participation.form.failed(serverOr(problem, null));
}

export function loadErrorText(problem: ResponseProblem | null): string {
  const detail = problem
    ? problem.status === 0
      ? da.errors.network
      : serverOr(problem, null)
    : da.errors.network;
  return da.participation.loadFailed(detail);
}

/** help_bgcolor / help_color on the intro box, unless they are 'default' (or blank). */
export function helpColourStyle(
  conversation: Pick<ParticipationConversation, 'help_bgcolor' | 'help_color'>,
): CSSProperties | undefined {
  const pick = (value: string) => {
    const trimmed = value.trim();
    return trimmed && trimmed.toLowerCase() !== 'default' ? trimmed : undefined;
  };
  const backgroundColor = pick(conversation.help_bgcolor);
  const color = pick(conversation.help_color);
  if (!backgroundColor && !color) return undefined;
  return { backgroundColor, color };
}

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
  return da.participation.closesAt(`${at.day}. ${at.month}${year} kl. ${at.hour}.${at.minute}`);
}
